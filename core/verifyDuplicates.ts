// The duplicates check of `npm run data -- verify` (decision 053): two spots within
// DUPLICATE_KM of each other that share a name are one spot listed twice.
import { type Coordinates, distanceKm } from "./distance";

export const DUPLICATE_KM = 1;

/**
 * A name as a reader would say it: lower case, accents, punctuation and "the" dropped, "&" read
 * as "and", "St." as "saint" is left alone (it is also "street"). "Lake Billy Chinook" and
 * "lake billy-chinook" are one name.
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bthe\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Two names are shared when a reader would say them alike ("Lake Billy Chinook" and "lake
 * billy-chinook"). A water and a place on it ("Coquille River" and "Coquille River - Bandon
 * Crabbing Dock") are two names: the bay's record and its pier's are both spots an angler looks for.
 */
export function shareName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}

export type Spot = Coordinates & { id: number; name: string };
export type DuplicatePair = { a: Spot; b: Spot; distanceKm: number };

// A cell of 0.01° latitude is 1.1 km: a spot's duplicates lie in its own row of cells or the next.
// A cell's width shrinks with latitude (0.73 km at 49°N, 0.38 km at 70°N), so the columns looked
// at widen with it.
const CELL_DEGREES = 0.01;
const KM_PER_DEGREE = 111.195;
const columnsAcross = (latitude: number) =>
  Math.ceil(
    DUPLICATE_KM / (KM_PER_DEGREE * CELL_DEGREES * Math.max(0.01, Math.cos((latitude * Math.PI) / 180))),
  );

/** Every pair of spots within DUPLICATE_KM that share a name, each pair once (a before b). */
export function duplicatePairs(spots: Spot[]): DuplicatePair[] {
  const cells = new Map<string, Spot[]>();
  const cellOf = (s: Coordinates) => [
    Math.floor(s.latitude / CELL_DEGREES),
    Math.floor(s.longitude / CELL_DEGREES),
  ];
  for (const spot of spots) {
    const [y, x] = cellOf(spot);
    const key = `${y}:${x}`;
    cells.set(key, [...(cells.get(key) ?? []), spot]);
  }
  const pairs: DuplicatePair[] = [];
  for (const a of spots) {
    const [y = 0, x = 0] = cellOf(a);
    const across = columnsAcross(Math.abs(a.latitude) + CELL_DEGREES);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -across; dx <= across; dx++) {
        for (const b of cells.get(`${y + dy}:${x + dx}`) ?? []) {
          if (b.id <= a.id) continue;
          const km = distanceKm(a, b);
          if (km <= DUPLICATE_KM && shareName(a.name, b.name)) pairs.push({ a, b, distanceKm: km });
        }
      }
    }
  }
  return pairs.sort((p, q) => p.a.id - q.a.id || p.b.id - q.b.id);
}
