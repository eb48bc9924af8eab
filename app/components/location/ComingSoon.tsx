// docs/product.md "Location tabs": Fishing Tips and Local Guides are Coming Soon.
export function ComingSoon({ title }: { title: string }) {
  return (
    <div className="rounded-lg border border-dashed p-10 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">Coming Soon</p>
    </div>
  );
}
