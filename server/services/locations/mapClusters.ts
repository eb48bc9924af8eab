import { performance } from "node:perf_hooks";
import { asc, gt } from "drizzle-orm";
import type { Logger } from "pino";
import Supercluster from "supercluster";
import { boxPixelSize, MAP_ANSWER_MAX_ITEMS, type MapBox } from "#core/mapBox";
import { locationPoint, MAX_ZOOM, TILE_SIZE } from "#core/maps";
import { type MapView, mapViewSchema } from "#core/schemas";
import { sortByName } from "#core/seasons";
import { type DataChanges, writeTouches } from "#server/dataChanges";
import type { Database } from "#server/db/client.server";
import { isDatabaseUnavailable } from "#server/db/outage";
import { fishingLocations } from "#server/db/schema";
import { getOrCompute } from "../getOrCompute";
import { type NearHit, type NearIndex, type NearQuery, nearestHits, nearIndexOf } from "./nearIndex";

// Decision 021: the map page asks for what its viewport shows, and the server clusters. The few
// columns a marker needs are read for every location; a supercluster index per state is built
// from them in the background and kept in memory until the locations change. A map of one fish
// type (?fish=) has an index per state and fish, made when first asked for.

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

// Locations are read this many at a time. PGlite answers in this thread: one query for 100,000
// rows would hold every other request up for seconds, a page of them for tens of milliseconds.
const PAGE_ROWS = 2_000;

// While the change feed is down, other processes' writes go unheard: an index that may have
// missed them for this long is rebuilt in the background (a response cache entry lives as
// long, decision 018).
const UNHEARD_REFRESH_MS = 60_000;

type StateKey = string;
// No state name is empty (the schema says so), so this key cannot be asked for by name.
const ALL_STATES: StateKey = "";
const stateKey = (state: string | undefined): StateKey => (state ? state.toLowerCase() : ALL_STATES);

type ClusterIndex = Supercluster<MapLocation, Record<string, never>>;

type Snapshot = {
  /** Every placeable location, by lower-cased state; ALL_STATES holds them all. */
  byState: Map<StateKey, MapLocation[]>;
  indexes: Map<StateKey, ClusterIndex>;
  /**
   * Each location's fish types by id, kept out of the answers' objects: the row's own array,
   * never copied, whatever number of fish indexes filter by it.
   */
  fishTypesOf: Map<number, readonly string[]>;
  /**
   * Every fish type some location has (any other value has no locations, and no index), each
   * as the one string that every location's array holds.
   */
  fishValues: Map<string, string>;
  /** A state's locations with one fish type, by fishIndexKey; made on first use. */
  fishIndexes: Map<string, ClusterIndex>;
  /**
   * A state's (or every state's) k-d tree for "near" (decision 055), and one per state and fish
   * type (by fishIndexKey) asked for with one; made on first use.
   */
  nearIndexes: Map<StateKey, NearIndex>;
  nearFishIndexes: Map<string, NearIndex>;
  /** When its reading began (the `now` clock): every write committed before that is in it. */
  readAt: number;
};

/** One reading of the locations into indexes, and the generation of the data it started from. */
type Build = { generation: number; snapshot: Promise<Snapshot> };

export type MapIndexStats = {
  /** Builds completed (each one reads every location). */
  builds: number;
  failedBuilds: number;
  /** An index of the locations as last heard of is in memory: answers need no build. */
  ready: boolean;
};

export type MapIndex = {
  /** Clusters and locations for a box at a zoom, at most MAP_ANSWER_MAX_ITEMS of them. */
  findMapItems(view: MapView): Promise<MapAnswer>;
  /**
   * The locations nearest a point, of one state or all, with one fish type or any: `limit + 1`
   * of them when there are more (decision 055).
   */
  findNearest(query: NearQuery & { state?: string; fish?: string }): Promise<NearHit[]>;
  /** Forgets the index and builds it again in the background. Call after every location write. */
  invalidate(): void;
  /**
   * Builds the index unless it is ready or being built, and settles once it is done; never
   * rejects (a failure is logged, and the next answer tries again).
   */
  build(): Promise<void>;
  stats(): MapIndexStats;
  /** Stops listening and building: a build in progress ends at its next page. */
  close(): Promise<void>;
};

export type MapIndexOptions = {
  /** Failed and completed builds are logged here. */
  logger?: Logger;
  /**
   * The writes this process hears of, its own and other processes' (decision 018). Those that
   * may touch locations drop the index; when the feed becomes reliable again after an outage
   * the index is rebuilt, and while it is not, it is rebuilt every `unheardRefreshMs`.
   */
  changes?: DataChanges;
  unheardRefreshMs?: number;
  now?: () => number;
  /** Rows read per query (tests use small pages to exercise paging). */
  pageRows?: number;
};

export function createMapIndex(db: Database, options: MapIndexOptions = {}): MapIndex {
  const now = options.now ?? Date.now;
  const pageRows = options.pageRows ?? PAGE_ROWS;
  const unheardRefreshMs = options.unheardRefreshMs ?? UNHEARD_REFRESH_MS;
  const { logger, changes } = options;
  // Bumped by every invalidation: an answer needs a build that began at its generation or later.
  let generation = 0;
  // The index of the current generation, once built.
  let ready: Snapshot | undefined;
  // At most one build runs; later requests and invalidations wait for it or follow it.
  let running: Build | undefined;
  // When the feed last went down, and when a rebuild was last tried while it was.
  let unheardSince = Number.NEGATIVE_INFINITY;
  let refreshTriedAt = Number.NEGATIVE_INFINITY;
  let closed = false;
  let builds = 0;
  let failedBuilds = 0;

  function startBuild(): Build {
    if (running) return running;
    const startedAt = performance.now();
    const build: Build = { generation, snapshot: loadSnapshot(db, { pageRows, now, closed: () => closed }) };
    running = build;
    build.snapshot.then(
      (snapshot) => {
        running = undefined;
        builds++;
        // A location write heard meanwhile may be missing from it: the build after it counts.
        if (build.generation === generation) ready = snapshot;
        logger?.info(
          {
            event: "map_index.built",
            ms: Math.round(performance.now() - startedAt),
            locations: snapshot.byState.get(ALL_STATES)?.length ?? 0,
          },
          "map index built",
        );
      },
      (err: unknown) => {
        running = undefined;
        if (closed) return;
        failedBuilds++;
        const level = isDatabaseUnavailable(err) ? "warn" : "error";
        logger?.[level](
          { err, event: "map_index.build_failed" },
          "could not build the map index: the next map request tries again",
        );
      },
    );
    return build;
  }

  /** An index at least as new as the locations were when this was called. */
  async function current(): Promise<Snapshot> {
    const wanted = generation;
    for (;;) {
      if (ready) {
        refreshIfUnheard(ready);
        return ready;
      }
      if (closed) throw new Error("the map index is closed");
      const build = startBuild();
      // Its failure is this request's: the next request starts another build.
      if (build.generation >= wanted) return build.snapshot;
      // It began before the latest change: let it finish, then build again.
      await build.snapshot.catch(() => {});
    }
  }

  // The index holds every write up to the later of its reading and the feed's going down. The
  // answers keep coming from it (the database may well be away too); a fresh reading replaces
  // it once it succeeds. Tried at most once per period, so an outage logs little.
  function refreshIfUnheard(snapshot: Snapshot) {
    if (!changes || changes.reliable || running || closed) return;
    const heardUntil = Math.max(snapshot.readAt, unheardSince, refreshTriedAt);
    if (now() - heardUntil < unheardRefreshMs) return;
    refreshTriedAt = now();
    startBuild();
  }

  function invalidate() {
    generation++;
    ready = undefined;
    // Rebuilt at once, off the request path; a failure is logged and the next request retries.
    if (!closed) current().catch(() => {});
  }

  const stopListening = changes?.onChange((change) => {
    if (change.kind === "reliability" && !change.reliable) unheardSince = now();
    // The feed is back after an outage: writes may have gone unheard meanwhile.
    const resumed = change.kind === "reliability" && change.reliable;
    if (resumed || writeTouches(change, "locations")) invalidate();
  });

  return {
    async findMapItems(input) {
      const view = mapViewSchema.parse(input);
      const loaded = await current();
      const key = stateKey(view.state);
      const index = view.fish ? fishIndexFor(loaded, key, view.fish) : indexFor(loaded, key);
      return index ? answerFor(index, view.bbox, view.zoom) : { total: 0, clusters: [], locations: [] };
    },
    async findNearest({ state, fish, ...query }) {
      const loaded = await current();
      const key = stateKey(state);
      // A tree of the fish type's own locations: a filter on the walk would pass over every
      // location without it, all 100,000 for a rare fish far from the point.
      const index = fish ? nearFishIndexFor(loaded, key, fish) : nearIndexFor(loaded, key);
      return index ? nearestHits(index, query) : [];
    },
    invalidate,
    build: () =>
      current().then(
        () => {},
        () => {},
      ),
    stats: () => ({ builds, failedBuilds, ready: ready !== undefined }),
    async close() {
      closed = true;
      stopListening?.();
      await running?.snapshot.catch(() => {});
    },
  };
}

/** Lets the event loop (and, on PGlite, other queries) run between two steps of a build. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

async function loadSnapshot(
  db: Database,
  options: { pageRows: number; now: () => number; closed: () => boolean },
): Promise<Snapshot> {
  const readAt = options.now();
  const all: MapLocation[] = [];
  const byState = new Map<StateKey, MapLocation[]>([[ALL_STATES, all]]);
  const fishTypesOf = new Map<number, readonly string[]>();
  const fishValues = new Map<string, string>();
  const stopIfClosed = () => {
    if (options.closed()) throw new Error("the map index is closed");
  };
  // Pages by id: a write between two pages is heard as a change, and the build after it counts.
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: fishingLocations.id,
        name: fishingLocations.name,
        region: fishingLocations.region,
        state: fishingLocations.state,
        latitude: fishingLocations.latitude,
        longitude: fishingLocations.longitude,
        fishTypes: fishingLocations.fishTypes,
      })
      .from(fishingLocations)
      .where(gt(fishingLocations.id, after))
      .orderBy(asc(fishingLocations.id))
      .limit(options.pageRows);
    for (const row of rows) {
      // Coordinates are stored as text: a location whose coordinates are not numbers has no
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
      // A row's fish types are strings of their own, cut from its text: at 100,000 locations
      // they weigh about 15 MB, where one string per fish type is enough.
      const fishTypes = row.fishTypes;
      for (let i = 0; i < fishTypes.length; i++) {
        const fish = fishTypes[i] as string;
        const same = fishValues.get(fish);
        if (same === undefined) fishValues.set(fish, fish);
        else fishTypes[i] = same;
      }
      fishTypesOf.set(row.id, fishTypes);
      const key = stateKey(row.state);
      const list = byState.get(key) ?? [];
      if (list.length === 0) byState.set(key, list);
      list.push(location);
    }
    const last = rows.at(-1);
    if (!last || rows.length < options.pageRows) break;
    after = last.id;
    await yieldToOthers();
    stopIfClosed();
  }

  // Every state's index now, one at a time. The whole country's is made on first use (only an
  // API call without a state asks for it), unless one state holds every location: then that
  // state's index serves it too, at no cost.
  const snapshot: Snapshot = {
    byState,
    indexes: new Map(),
    fishTypesOf,
    fishValues,
    fishIndexes: new Map(),
    nearIndexes: new Map(),
    nearFishIndexes: new Map(),
    readAt,
  };
  for (const [key, locations] of byState) {
    if (key === ALL_STATES) continue;
    await yieldToOthers();
    stopIfClosed();
    const index = indexFor(snapshot, key);
    if (index && locations.length === all.length) snapshot.indexes.set(ALL_STATES, index);
  }
  return snapshot;
}

/** The state's index, made once; none for a state without locations (nothing is kept for it). */
function indexFor(loaded: Snapshot, key: StateKey): ClusterIndex | undefined {
  const locations = loaded.byState.get(key);
  if (!locations) return undefined;
  return getOrCompute(loaded.indexes, key, () => clusterIndex(locations));
}

/** The state's k-d tree for "near", made once; none for a state without locations. */
function nearIndexFor(loaded: Snapshot, key: StateKey): NearIndex | undefined {
  const locations = loaded.byState.get(key);
  if (!locations) return undefined;
  return getOrCompute(loaded.nearIndexes, key, () => nearIndexOf(locations));
}

/** The k-d tree of the state's locations with the fish type; none for a fish no location has. */
function nearFishIndexFor(loaded: Snapshot, key: StateKey, fish: string): NearIndex | undefined {
  const locations = loaded.byState.get(key);
  if (!locations || !loaded.fishValues.has(fish)) return undefined;
  return getOrCompute(loaded.nearFishIndexes, fishIndexKey(key, fish), () =>
    nearIndexOf(locations.filter((location) => loaded.fishTypesOf.get(location.id)?.includes(fish))),
  );
}

// A fish type value has no space (the schema says so), so the key names one state and one fish.
const fishIndexKey = (key: StateKey, fish: string) => `${fish} ${key}`;

/**
 * The index of the state's locations with the fish type, made once from the state's list (the
 * same location objects, no copies). None for a fish type no location has, so a value made up
 * keeps nothing; a state and fish with no location in common keep an empty index, at most one
 * per state and fish the locations name.
 */
function fishIndexFor(loaded: Snapshot, key: StateKey, fish: string): ClusterIndex | undefined {
  const locations = loaded.byState.get(key);
  if (!locations || !loaded.fishValues.has(fish)) return undefined;
  let index = loaded.fishIndexes.get(fishIndexKey(key, fish));
  if (!index) {
    index = clusterIndex(locations.filter((location) => loaded.fishTypesOf.get(location.id)?.includes(fish)));
    loaded.fishIndexes.set(fishIndexKey(key, fish), index);
  }
  return index;
}

function clusterIndex(locations: readonly MapLocation[]): ClusterIndex {
  const index = new Supercluster<MapLocation, Record<string, never>>({
    radius: CLUSTER_RADIUS_PX,
    // Supercluster measures the radius against 512-pixel tiles unless told otherwise; the
    // map's tiles are 256 pixels, so the radius is in screen pixels.
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
  return index;
}

type Feature = ReturnType<ClusterIndex["getClusters"]>[number];

/**
 * The box's clusters and locations at `zoom`. When they are more than an answer may carry (a
 * huge box, or a dense place), coarser zoom levels are tried until they fit: clusters then
 * stand for more locations, and every one still opens one zoom level further in at least.
 */
function answerFor(index: ClusterIndex, box: MapBox, zoom: number): MapAnswer {
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
  // The order of "all", by name (docs/product.md "Sorting"); ties by id, so the order never depends
  // on the index.
  return { total, clusters, locations: sortByName(locations.sort((a, b) => a.id - b.id)) };
}

// A cluster's centre is a weighted mean: a millionth of a degree (about 10 cm) is plenty.
function toMicroDegrees(degrees: number): number {
  return Math.round(degrees * 1e6) / 1e6;
}

function clustersIn(index: ClusterIndex, box: MapBox, zoom: number): Feature[] {
  // Supercluster splits a box whose west lies east of its east at the antimeridian itself.
  return index.getClusters([box.west, box.south, box.east, box.north], zoom);
}
