// What the Local Guides tab shows while its code or its list arrives (docs/product.md "Guide listings").
export function GuidesLoading() {
  return (
    <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" role="status">
      Loading local guides...
    </p>
  );
}
