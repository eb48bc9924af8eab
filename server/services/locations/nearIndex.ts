import { around, distance } from "geokdbush";
import KDBush from "kdbush";
import type { NearPoint } from "#core/locationPaging";

// Decision 055: "near" is answered from a static k-d tree (kdbush) of the map index's locations,
// walked nearest-first on the sphere (geokdbush): a few hundred microseconds at 100,000 spots,
// where a scan would measure every one. It is made from the same snapshot as the map's clusters,
// so it is rebuilt with them after every location write (decision 021).

export type NearPlace = { id: number; latitude: number; longitude: number };

export type NearIndex = { tree: KDBush; places: readonly NearPlace[] };

/** A location and its great-circle distance from the asked-for point. */
export type NearHit = { id: number; distanceKm: number };

export type NearQuery = {
  point: NearPoint;
  /** How many hits a page holds: one more is answered when there is more, to say so. */
  limit: number;
  radiusKm?: number;
  /** Only the hits after this one, in the order of distance then id (a cursor). */
  after?: { km: number; id: number };
  /** Only the locations this keeps (a fish type). */
  keep?: (id: number) => boolean;
};

export function nearIndexOf(places: readonly NearPlace[]): NearIndex {
  const tree = new KDBush(places.length);
  for (const place of places) tree.add(place.longitude, place.latitude);
  tree.finish();
  return { tree, places };
}

/**
 * The `limit + 1` locations nearest the point (fewer when there are no more), by distance, then
 * id. The distance is geokdbush's own, the measure its walk orders by, so that a cursor's
 * "after" agrees with the walk to the last bit.
 */
export function nearestHits(index: NearIndex, query: NearQuery): NearHit[] {
  const { tree, places } = index;
  if (places.length === 0) return [];
  const { latitude, longitude } = query.point;
  const kmTo = (place: NearPlace) => distance(longitude, latitude, place.longitude, place.latitude);
  const { after, keep } = query;
  const passes = (item: number) => {
    const place = places[item] as NearPlace;
    if (keep && !keep(place.id)) return false;
    if (!after) return true;
    const km = kmTo(place);
    return km > after.km || (km === after.km && place.id > after.id);
  };
  const wanted = query.limit + 1;
  // The walk hands out equal distances in no set order: when the last one asked for ties with
  // the page's last, ask for more until the tie is whole, so the order by id is the true one.
  for (let asked = wanted; ; asked *= 2) {
    const found = around(
      tree,
      longitude,
      latitude,
      asked,
      query.radiusKm ?? Number.POSITIVE_INFINITY,
      passes,
    );
    const hits = found.map((item) => {
      const place = places[item] as NearPlace;
      return { id: place.id, distanceKm: kmTo(place) };
    });
    hits.sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
    const farthest = hits.at(-1)?.distanceKm;
    const pageEnd = hits[wanted - 1]?.distanceKm;
    if (found.length < asked || pageEnd === undefined || pageEnd < (farthest as number)) {
      return hits.slice(0, wanted);
    }
  }
}
