// The clock check of `npm run data -- verify`: a spot keeps the zone of its coordinates
// (docs/product.md "Time zones"). A record without a zone gets its coordinates' zone when it is
// written, so only a stored zone can be wrong.

export function clockProblem(stored: string | null | undefined, zoneHere: string): string | null {
  if (!stored || stored === zoneHere) return null;
  return `timeZone ${stored} is not the zone at the coordinates, ${zoneHere}`;
}
