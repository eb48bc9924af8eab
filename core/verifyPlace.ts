// The place check of `npm run data -- verify` (decision 053): a spot lies inside its state's
// outline (the Census outlines, read by the command), or on a border water within
// BORDER_WATER_KM of the line; and a pier's point is the pier, not a tide station beside it.
import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import type { MultiPolygon, Polygon, Position } from "geojson";
import type { Coordinates } from "./distance";

export type Outline = Polygon | MultiPolygon;

/**
 * The Columbia, the Snake and the Colorado are state lines: a spot on the far half of the river,
 * or off a beach the 1:10,000,000 outline simplifies, lies a little outside. Three km covers a
 * great river's width; a spot farther out is in the wrong place.
 */
export const BORDER_WATER_KM = 3;

const KM_PER_DEGREE = 111.195; // the haversine's Earth (6371 km) in ./distance

/** The shortest distance from a point to the outline's edges, in km (flat Earth near the point). */
export function distanceToOutlineKm(point: Coordinates, outline: Outline): number {
  const xScale = KM_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180);
  const toXY = ([lon, lat]: Position): [number, number] => [
    ((lon ?? 0) - point.longitude) * xScale,
    ((lat ?? 0) - point.latitude) * KM_PER_DEGREE,
  ];
  const rings = outline.type === "Polygon" ? outline.coordinates : outline.coordinates.flat();
  let best = Number.POSITIVE_INFINITY;
  for (const ring of rings) {
    for (let i = 1; i < ring.length; i++) {
      const [ax, ay] = toXY(ring[i - 1] as Position);
      const [bx, by] = toXY(ring[i] as Position);
      // The point is the origin: the distance to segment AB is that to its nearest point.
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy;
      const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared));
      best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
    }
  }
  return best;
}

/** Out at sea, an island the 1:10,000,000 outline leaves out may lie this far from its state. */
export const OFFSHORE_KM = 50;

/**
 * Inside the outline, or within BORDER_WATER_KM of it; or offshore: in no state's outline at all
 * (an island the outline leaves out, the Farallones, a Great Lakes pier head), within OFFSHORE_KM
 * and nearer this state than any other. A point in another state's outline is never offshore.
 */
export function placeProblem(
  point: Coordinates,
  outline: Outline,
  state: string,
  others: readonly Outline[],
): string | null {
  if (booleanPointInPolygon([point.longitude, point.latitude], outline)) return null;
  const km = distanceToOutlineKm(point, outline);
  if (km <= BORDER_WATER_KM) return null;
  const offshore =
    km <= OFFSHORE_KM &&
    others.every(
      (other) =>
        !booleanPointInPolygon([point.longitude, point.latitude], other) &&
        distanceToOutlineKm(point, other) > km,
    );
  if (offshore) return null;
  return `${point.latitude}, ${point.longitude} is ${km.toFixed(1)} km outside ${state} (a border water may be up to ${BORDER_WATER_KM} km out, an island offshore up to ${OFFSHORE_KM} km)`;
}

/** Closer than this, a spot's point is the station's own point. */
export const STATION_POINT_KM = 0.05;
const STRUCTURE = /\b(pier|wharf)\b/i;
const ON_THE_STRUCTURE = /\bon the (pier|wharf)\b/i;

export type NearbyTideStation = { id: string; name: string; distanceKm: number };

/**
 * Station coordinates are a fair point for a bay or a harbour, but a pier is a place to stand:
 * its spot must be the pier, and the nearest tide gauge is often a few hundred metres away. A
 * station that is itself named for a pier or wharf ("Balboa Pier") stands on it, and so does one
 * whose record's source says so, naming the station ("NOAA tide station 9410840 Santa Monica, on
 * the pier ...").
 */
export function stationPointProblem(
  name: string,
  nearest: NearbyTideStation | null,
  coordinatesSource?: string | null,
): string | null {
  if (!STRUCTURE.test(name) || !nearest || nearest.distanceKm > STATION_POINT_KM) return null;
  if (STRUCTURE.test(nearest.name)) return null;
  if (coordinatesSource?.includes(nearest.id) && ON_THE_STRUCTURE.test(coordinatesSource)) return null;
  const what = STRUCTURE.exec(name)?.[1]?.toLowerCase() ?? "pier";
  return `the point is tide station ${nearest.id} ${nearest.name} (${Math.round(nearest.distanceKm * 1000)} m), not the ${what}: give the ${what}'s own coordinates`;
}
