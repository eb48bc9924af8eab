import type { LatLng } from "../../../core/maps";

/** The part of the world a map shows, in degrees. */
export type Bounds = { west: number; south: number; east: number; north: number };

export function contains(bounds: Bounds, [latitude, longitude]: LatLng): boolean {
  return (
    latitude >= bounds.south &&
    latitude <= bounds.north &&
    longitude >= bounds.west &&
    longitude <= bounds.east
  );
}

/**
 * The first `limit` items inside the view, in the order given, and how many are inside in all.
 * Without a view yet (the server render, before the map loads) every item counts.
 */
export function itemsInView<T>(
  items: readonly T[],
  positionOf: (item: T) => LatLng | null,
  bounds: Bounds | null,
  limit: number,
): { shown: T[]; total: number } {
  const shown: T[] = [];
  let total = 0;
  for (const item of items) {
    const position = positionOf(item);
    if (!position || (bounds && !contains(bounds, position))) continue;
    total++;
    if (shown.length < limit) shown.push(item);
  }
  return { shown, total };
}
