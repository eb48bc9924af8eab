// What the Fishing Tips tab shows while its code arrives (docs/product.md "Fishing tips tab").
export function TipsLoading() {
  return (
    <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" role="status">
      Loading fishing tips...
    </p>
  );
}
