// A tile's address from the operator's template (TILE_URL), as Leaflet's TileLayer fills it:
// {z}, {x}, {y}; {-y} counted from the bottom; {s} one of the subdomains a, b and c chosen by
// the tile's place; {r} "@2x" for a high-density screen, otherwise nothing.

const SUBDOMAINS = "abc";

export function tileUrl(
  template: string,
  { x, y, z }: { x: number; y: number; z: number },
  { retina = false }: { retina?: boolean } = {},
): string {
  const values: Record<string, string> = {
    x: String(x),
    y: String(y),
    z: String(z),
    "-y": String(2 ** z - 1 - y),
    s: SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length] ?? "a",
    r: retina ? "@2x" : "",
  };
  return template.replace(/\{ *([\w_ -]+) *\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Whether the template names the provider's own high-resolution tiles ({r}). */
export function hasRetinaTiles(template: string): boolean {
  return template.includes("{r}");
}
