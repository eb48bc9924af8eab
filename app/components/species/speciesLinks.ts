/** The map showing only the spots of one fish type (docs/product.md "Map page"). */
export function speciesMapPath(value: string): string {
  return `/map?fish=${encodeURIComponent(value)}`;
}

/** The home page's fish directory on one fish type's tab (docs/product.md "Fish directory"). */
export function speciesDirectoryPath(value: string): string {
  return `/?fish=${encodeURIComponent(value)}#fish-directory`;
}
