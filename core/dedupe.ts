// docs/product.md "Featured locations" and "Sorting": duplicates by name removed.

// The first occurrence wins so the server's order is kept. Names are compared trimmed and
// ignoring case, so "Tillamook Bay" and " tillamook bay " are one location.
export function dedupeByName<T extends { name: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
