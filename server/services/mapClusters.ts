import { asc, sql } from "drizzle-orm";
import Supercluster from "supercluster";
import { boxPixelSize, MAP_ANSWER_MAX_ITEMS, type MapBox } from "../../core/mapBox";
import { locationPoint, MAX_ZOOM, TILE_SIZE } from "../../core/maps";
import { type MapView, mapViewSchema } from "../../core/schemas";
import { sortByName } from "../../core/seasons";
import { type Database, selectRows } from "../db/client.server";
import { fishingLocations } from "../db/schema";

// Decision 021: the map page asks for what its viewport shows, and the server clusters. One
// query loads the few columns a marker needs for every location; a supercluster index per
// state is built from them on first use and kept in memory until the locations change.

/** A location with a marker of its own: what its pin, popup and the list under the map show. */
export type MapLocation = { id: number; name: string; region: string; latitude: number; longitude: number };

/** Nearby locations drawn as one numbered marker; zooming to `expansionZoom` splits it. */
export type MapCluster = { latitude: number; longitude: number; count: number; expansionZoom: number };

export type MapAnswer = {
  /** How many locations the answer stands for: its clusters' counts plus its locations. */
  total: number;
  clusters: MapCluster[];
  locations: MapLocation[];
};

/** Markers closer than this merge: about two pins' width, so pins never cover each other. */
export const CLUSTER_RADIUS_PX = 60;

// A box much larger than any screen would make one answer walk every point at a high zoom; it
// is clustered at the zoom where it is this many pixels a side (still more than a 4K screen).
const MAX_BOX_PIXELS = 4096;

type StateKey = string;
// No state name is empty (the schema says so), so this key cannot be asked for by name.
const ALL_STATES: StateKey = "";
const stateKey = (state: string | undefined): StateKey => (state ? state.toLowerCase() : ALL_STATES);

type Snapshot = {
  /** Every placeable location, by lower-cased state; ALL_STATES holds them all. */
  byState: Map<StateKey, MapLocation[]>;
  indexes: Map<StateKey, Supercluster<MapLocation, Record<string, never>>>;
  /** What the locations looked like when they were read (only kept when rechecking). */
  fingerprint: string | null;
};

export type MapIndex = {
  /** Clusters and locations for a box at a zoom, at most MAP_ANSWER_MAX_ITEMS of them. */
  findMapItems(view: MapView): Promise<MapAnswer>;
  /** Forgets the index: the next answer reads the locations again. Call after every location write. */
  invalidate(): void;
};

export type MapIndexOptions = {
  /**
   * Another process may change the locations (the operator tools against a shared PostgreSQL):
   * at most this often, a cheap fingerprint query runs in the background and a changed
   * fingerprint invalidates the index. Leave unset when this process makes every write.
   */
  recheckAfterMs?: number;
  now?: () => number;
};

export function createMapIndex(db: Database, options: MapIndexOptions = {}): MapIndex {
  const now = options.now ?? Date.now;
  let snapshot: Promise<Snapshot> | null = null;
  let checkedAt = now();
  let checking = false;

  function invalidate() {
    snapshot = null;
  }

  function current(): Promise<Snapshot> {
    if (!snapshot) {
      const loading = loadSnapshot(db, options.recheckAfterMs !== undefined);
      snapshot = loading;
      // A failed read is not kept: the next request tries again.
      loading.catch(() => {
        if (snapshot === loading) snapshot = null;
      });
    }
    return snapshot;
  }

  function recheckInBackground(loaded: Snapshot) {
    if (options.recheckAfterMs === undefined || checking) return;
    if (now() - checkedAt < options.recheckAfterMs) return;
    checking = true;
    checkedAt = now();
    const checked = snapshot;
    locationsFingerprint(db)
      .then((fingerprint) => {
        if (fingerprint !== loaded.fingerprint && snapshot === checked) invalidate();
      })
      // The database may be away for a moment: the answers in memory stay good meanwhile.
      .catch(() => {})
      .finally(() => {
        checking = false;
      });
  }

  return {
    async findMapItems(input) {
      const view = mapViewSchema.parse(input);
      const loaded = await current();
      recheckInBackground(loaded);
      const index = indexFor(loaded, stateKey(view.state));
      return index ? answerFor(index, view.bbox, view.zoom) : { total: 0, clusters: [], locations: [] };
    },
    invalidate,
  };
}

async function loadSnapshot(db: Database, withFingerprint: boolean): Promise<Snapshot> {
  // Fingerprint first: a write landing between the two reads costs one extra rebuild, never a
  // missed one.
  const fingerprint = withFingerprint ? await locationsFingerprint(db) : null;
  const rows = await db
    .select({
      id: fishingLocations.id,
      name: fishingLocations.name,
      region: fishingLocations.region,
      state: fishingLocations.state,
      latitude: fishingLocations.latitude,
      longitude: fishingLocations.longitude,
    })
    .from(fishingLocations)
    .orderBy(asc(fishingLocations.id));
  const all: MapLocation[] = [];
  const byState = new Map<StateKey, MapLocation[]>([[ALL_STATES, all]]);
  for (const row of rows) {
    // Spec 3 stores coordinates as text: a location whose coordinates are not numbers has no
    // place on the map.
    const point = locationPoint(row.latitude, row.longitude);
    if (!point) continue;
    const location = {
      id: row.id,
      name: row.name,
      region: row.region,
      latitude: point[0],
      longitude: point[1],
    };
    all.push(location);
    const key = stateKey(row.state);
    const list = byState.get(key) ?? [];
    if (list.length === 0) byState.set(key, list);
    list.push(location);
  }
  return { byState, indexes: new Map(), fingerprint };
}

/** Changes whenever a location is added, removed or moved, renamed or given another region or state. */
async function locationsFingerprint(db: Database): Promise<string> {
  const [row] = await selectRows<{ count: number; checksum: string }>(
    db,
    sql`select count(*)::int as count,
          coalesce(sum(hashtext(concat_ws('|', ${fishingLocations.id}, ${fishingLocations.name},
            ${fishingLocations.region}, ${fishingLocations.state}, ${fishingLocations.latitude},
            ${fishingLocations.longitude}))::bigint), 0)::text as checksum
        from ${fishingLocations}`,
  );
  return `${row?.count ?? 0}:${row?.checksum ?? "0"}`;
}

/** The state's index, built on first use; none for a state without locations (nothing is kept for it). */
function indexFor(loaded: Snapshot, key: StateKey) {
  const locations = loaded.byState.get(key);
  if (!locations) return undefined;
  let index = loaded.indexes.get(key);
  if (!index) {
    index = new Supercluster<MapLocation, Record<string, never>>({
      radius: CLUSTER_RADIUS_PX,
      // Supercluster measures the radius against 512-pixel tiles unless told otherwise; the
      // map's tiles are 256 pixels (spec 9), so the radius is in screen pixels.
      extent: TILE_SIZE,
      // At the maximum zoom every location is its own marker, even ones that share coordinates.
      maxZoom: MAX_ZOOM - 1,
    });
    index.load(
      locations.map((location) => ({
        type: "Feature" as const,
        geometry: { type: "Point" as const, coordinates: [location.longitude, location.latitude] },
        properties: location,
      })),
    );
    loaded.indexes.set(key, index);
  }
  return index;
}

type Feature = ReturnType<Supercluster<MapLocation, Record<string, never>>["getClusters"]>[number];

/**
 * The box's clusters and locations at `zoom`. When they are more than an answer may carry (a
 * huge box, or a dense place), coarser zoom levels are tried until they fit: clusters then
 * stand for more locations, and every one still opens one zoom level further in at least.
 */
function answerFor(
  index: Supercluster<MapLocation, Record<string, never>>,
  box: MapBox,
  zoom: number,
): MapAnswer {
  let level = zoom;
  while (level > 0) {
    const { width, height } = boxPixelSize(box, level);
    if (width <= MAX_BOX_PIXELS && height <= MAX_BOX_PIXELS) break;
    level--;
  }
  let features = clustersIn(index, box, level);
  while (features.length > MAP_ANSWER_MAX_ITEMS && level > 0) {
    level--;
    features = clustersIn(index, box, level);
  }
  // Level 0 holds a handful of clusters for the world; this only guards the promise.
  features = features.slice(0, MAP_ANSWER_MAX_ITEMS);

  const clusters: MapCluster[] = [];
  const locations: MapLocation[] = [];
  let total = 0;
  for (const feature of features) {
    const properties = feature.properties;
    if ("cluster" in properties && properties.cluster) {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      clusters.push({
        latitude: toMicroDegrees(latitude),
        longitude: toMicroDegrees(longitude),
        count: properties.point_count,
        expansionZoom: Math.min(
          MAX_ZOOM,
          Math.max(zoom + 1, index.getClusterExpansionZoom(properties.cluster_id)),
        ),
      });
      total += properties.point_count;
    } else {
      locations.push(properties as MapLocation);
      total += 1;
    }
  }
  clusters.sort((a, b) => b.count - a.count || a.latitude - b.latitude || a.longitude - b.longitude);
  // Spec 5's order for "all", by name; ties by id, so the order never depends on the index.
  return { total, clusters, locations: sortByName(locations.sort((a, b) => a.id - b.id)) };
}

// A cluster's centre is a weighted mean: a millionth of a degree (about 10 cm) is plenty.
function toMicroDegrees(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}

function clustersIn(
  index: Supercluster<MapLocation, Record<string, never>>,
  box: MapBox,
  zoom: number,
): Feature[] {
  // Supercluster splits a box whose west lies east of its east at the antimeridian itself.
  return index.getClusters([box.west, box.south, box.east, box.north], zoom);
}
