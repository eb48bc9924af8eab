import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { NearbyCandidate } from "#core/coastTides";
import { type Coordinates, parseCoordinates } from "#core/distance";
import { displayName, fishTypeValue } from "#core/fishTypes";
import type { LocationRecord } from "#core/schemas";
import { seasonStartMonth, sortByName, sortBySeasonStart } from "#core/seasons";
import { type Database, selectRows } from "#server/db/client.server";
import { fishingLocations, type LocationRow } from "#server/db/schema";
import { NotFoundError } from "../errors";
import { locationsChanged } from "./locationChanges";
import { listOfferedFishTypes, refreshOfferedFishTypes } from "./offeredFishTypes";
import { addSearchWords, vocabularyWords } from "./searchWords";
import { zoneAt } from "./timeZones";

/** What a location is to everyone outside this module: the fields of docs/product.md "Fishing location". */
export type Location = Omit<
  LocationRow,
  "searchText" | "searchVector" | "seasonStart" | "latitudeValue" | "longitudeValue"
>;

// Search, sort and box columns are derived and internal: never sent to clients.
const {
  searchText: _searchText,
  searchVector: _searchVector,
  seasonStart: _seasonStart,
  latitudeValue: _latitudeValue,
  longitudeValue: _longitudeValue,
  ...columns
} = getTableColumns(fishingLocations);
export const locationColumns = columns;

export type ListOptions = { state?: string; limit?: number; offset?: number };

const t = fishingLocations;

/** The locations of one state (any case), or no condition for every state. */
export function stateFilter(state: string | undefined) {
  // lower(state), as the list indexes are built.
  return state ? sql`lower(${t.state}) = lower(${state})` : undefined;
}

// The orders of docs/product.md "Sorting", as the list indexes hold them. Each page is then put in
// the exact order of core's rules (which compare names as people read them), so SQL decides which
// rows are on a page and core decides how they read.
const BY_NAME = [sql`lower(${t.name})`, asc(t.id)];
const BY_SEASON_START = [asc(t.seasonStart), sql`lower(${t.name})`, asc(t.id)];

async function listPage(where: SQL | undefined, order: SQL[], db: Database, options: ListOptions) {
  let query = db
    .select(locationColumns)
    .from(t)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  return query;
}

/** The list for "all" sorts alphabetically by name. */
export async function findLocations(db: Database, options: ListOptions = {}): Promise<Location[]> {
  return sortByName(await listPage(stateFilter(options.state), BY_NAME, db, options));
}

/** The spots of some regions of one state (a region page), by name; regions are matched in any case. */
export async function findRegionLocations(
  db: Database,
  options: ListOptions & { state: string; regions: readonly string[] },
): Promise<Location[]> {
  const regions = options.regions.map((region) => region.toLowerCase());
  if (regions.length === 0) return [];
  const inRegions = inArray(sql`lower(${t.region})`, regions);
  return sortByName(await listPage(and(stateFilter(options.state), inRegions), BY_NAME, db, options));
}

/** Featured, duplicates by name removed, by the start month of bestSeasons. */
export async function findFeaturedLocations(db: Database, options: ListOptions = {}): Promise<Location[]> {
  // Duplicates by name removed (core/dedupe: trimmed, any case; the first by id wins).
  const firstOfEachName = db
    .selectDistinctOn([sql`lower(btrim(${t.name}))`], { id: t.id })
    .from(t)
    .where(and(eq(t.featured, true), stateFilter(options.state)))
    .orderBy(sql`lower(btrim(${t.name}))`, asc(t.id));
  const rows = await listPage(inArray(t.id, firstOfEachName), BY_SEASON_START, db, options);
  return sortBySeasonStart(rows);
}

/** A fish list sorts by the start month of bestSeasons. "all" is every location. */
export async function findLocationsByFishType(
  db: Database,
  options: ListOptions & { fishType: string },
): Promise<Location[]> {
  const value = fishTypeValue(options.fishType);
  const fish = value === "all" ? undefined : sql`${t.fishTypes} @> array[${value}]::text[]`;
  return sortBySeasonStart(
    await listPage(and(fish, stateFilter(options.state)), BY_SEASON_START, db, options),
  );
}

export async function getLocation(db: Database, { id }: { id: number }): Promise<Location> {
  const [row] = await db.select(locationColumns).from(fishingLocations).where(eq(fishingLocations.id, id));
  if (!row) throw new NotFoundError("Location not found");
  return row;
}

/** Every fish type that some location offers (of one state, when named), in the spec's list order. */
export async function listFishTypes(db: Database, options: { state?: string } = {}): Promise<string[]> {
  return listOfferedFishTypes(db, options.state);
}

/** What search matches: every field a visitor might type, fish types in both spellings. */
export function searchTextFor(record: LocationRecord | Location): string {
  return [
    record.description,
    record.region,
    record.state,
    ...record.fishTypes.map(displayName),
    ...(record.facilities ?? []),
    record.accessibility,
  ].join(" \n");
}

/** The stored row of a curated record, derived columns included (also used by bulk loads). */
export function locationRow(record: LocationRecord) {
  return {
    name: record.name,
    description: record.description,
    state: record.state,
    region: record.region,
    fishTypes: record.fishTypes.map(fishTypeValue),
    bestSeasons: record.bestSeasons,
    accessibility: record.accessibility,
    facilities: record.facilities ?? null,
    permits: record.permits,
    latitude: record.latitude,
    longitude: record.longitude,
    tideInfo: record.tideInfo ?? null,
    featured: record.featured,
    imageUrl: record.imageUrl ?? null,
    usgsSite: record.usgsSite ?? null,
    usgsSiteName: record.usgsSiteName ?? null,
    // From the coordinates, whatever a record says: a moved spot moves its clock with it.
    timeZone: zoneAt(Number(record.latitude), Number(record.longitude), record.state),
    coordinatesSource: record.coordinatesSource ?? null,
    lastChecked: record.lastChecked ?? null,
    greatLake: record.greatLake ?? null,
    searchText: searchTextFor(record),
    seasonStart: seasonStartMonth(record.bestSeasons),
  };
}

/** The derived lists every location write keeps: offered fish types, search vocabulary. */
export async function refreshDerivedLists(db: Database, written: readonly LocationRecord[]): Promise<void> {
  await refreshOfferedFishTypes(db);
  await addSearchWords(
    db,
    written.flatMap((record) => vocabularyWords(`${record.name} ${searchTextFor(record)}`)),
  );
}

export async function createLocation(
  db: Database,
  { record }: { record: LocationRecord },
): Promise<Location> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(fishingLocations)
      .values(locationRow(record))
      .returning(locationColumns);
    if (!inserted) throw new Error("Insert returned no row");
    await refreshDerivedLists(tx as unknown as Database, [record]);
    return inserted;
  });
  // Inside a transaction `db` is its handle, with no listeners: the caller tells after commit.
  locationsChanged(db);
  return row;
}

/** Import: a location is matched by name; new names are added, known ones updated. */
export async function upsertLocations(
  db: Database,
  { records }: { records: LocationRecord[] },
): Promise<{ created: number; updated: number }> {
  const counts = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: fishingLocations.id, name: fishingLocations.name })
      .from(fishingLocations);
    const idByName = new Map(existing.map((row) => [row.name, row.id]));
    const fresh = records.filter((record) => !idByName.has(record.name));
    // One multi-row insert per chunk: seeding an empty database is a handful of statements.
    for (let i = 0; i < fresh.length; i += 500) {
      await tx.insert(fishingLocations).values(fresh.slice(i, i + 500).map(locationRow));
    }
    const known = records.filter((record) => idByName.has(record.name));
    for (const record of known) {
      await tx
        .update(fishingLocations)
        // The later of the two checks: a file without the date, or with an older one than an
        // operator's edit in the console, does not set the spot's last check back.
        .set({ ...locationRow(record), lastChecked: laterCheck(record.lastChecked) })
        .where(eq(fishingLocations.id, idByName.get(record.name) as number));
    }
    await refreshDerivedLists(tx as unknown as Database, records);
    return { created: fresh.length, updated: known.length };
  });
  locationsChanged(db);
  return counts;
}

/** The stored day of the last check or `day`, whichever is later (greatest() passes over a null). */
function laterCheck(day: string | null | undefined) {
  return sql`greatest(${t.lastChecked}, ${day ?? null}::date)`;
}

export async function countLocations(db: Database): Promise<number> {
  const rows = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${fishingLocations}`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** How many spots each state has, by the state's name as the spots spell it (any case). */
export async function countLocationsByState(db: Database): Promise<Map<string, number>> {
  const rows = await selectRows<{ state: string; count: number }>(
    db,
    sql`select lower(${fishingLocations.state}) as state, count(*)::int as count from ${fishingLocations} group by 1`,
  );
  return new Map(rows.map((row) => [row.state, Number(row.count)]));
}

/** The curated-file shape of every location, for the export tool. */
export async function exportLocations(db: Database): Promise<LocationRecord[]> {
  const rows = await findLocations(db);
  return rows.map(({ id: _id, ...rest }) => ({
    ...rest,
    facilities: rest.facilities ?? undefined,
    tideInfo: rest.tideInfo ?? undefined,
    imageUrl: rest.imageUrl ?? undefined,
    usgsSite: rest.usgsSite ?? undefined,
    usgsSiteName: rest.usgsSiteName ?? undefined,
    timeZone: rest.timeZone ?? undefined,
    coordinatesSource: rest.coordinatesSource ?? undefined,
    lastChecked: rest.lastChecked ?? undefined,
    greatLake: rest.greatLake ?? undefined,
  }));
}

/**
 * Gives every location written before zones were kept the zone of its coordinates, once, at
 * start-up: a handful of statements, one per zone and thousand rows.
 */
export async function fillMissingTimeZones(db: Database): Promise<number> {
  const rows = await db
    .select({
      id: fishingLocations.id,
      latitude: fishingLocations.latitude,
      longitude: fishingLocations.longitude,
      state: fishingLocations.state,
    })
    .from(fishingLocations)
    .where(sql`${fishingLocations.timeZone} is null`);
  for (let i = 0; i < rows.length; i += 1000) {
    const idsByZone = new Map<string, number[]>();
    for (const row of rows.slice(i, i + 1000)) {
      const zone = zoneAt(Number(row.latitude), Number(row.longitude), row.state);
      idsByZone.set(zone, [...(idsByZone.get(zone) ?? []), row.id]);
    }
    for (const [zone, ids] of idsByZone) {
      await db.update(fishingLocations).set({ timeZone: zone }).where(inArray(fishingLocations.id, ids));
    }
  }
  return rows.length;
}

/** One location as a GeoJSON Feature (open data). */
export function locationFeature({ latitude, longitude, ...properties }: Location) {
  return {
    type: "Feature" as const,
    id: properties.id,
    geometry: { type: "Point" as const, coordinates: [Number(longitude), Number(latitude)] },
    properties,
  };
}

/** docs/product.md "API: locations": every location as a GeoJSON FeatureCollection (open data). */
export async function locationsGeoJson(db: Database, options: ListOptions = {}) {
  const rows = await findLocations(db, options);
  return { type: "FeatureCollection" as const, features: rows.map(locationFeature) };
}

/** How many rows a list read page by page reads at a time (decision 024). */
export const LIST_PAGE_SIZE = 1000;

/** A list too long to hold whole, read page by page in the order of its whole answer. */
export type PagedList<T> = {
  /** Whether the whole list fits on one page: then it is answered whole, as before. */
  fitsOnePage(): Promise<boolean>;
  /** The rows, page by page; stopping the iteration stops the reading. */
  pages(): AsyncGenerator<T[]>;
};

/**
 * The unbounded list of findLocations (no fishType) or findLocationsByFishType, page by page,
 * in exactly their order. That order is core's name comparison, which SQL's lower(name) does
 * not always agree with (punctuation, accents), so pages cannot be cut by an SQL key: the ids
 * and sort keys alone are read and sorted first (a small fraction of the rows' bytes), then
 * the rows are read by id, a page at a time. A row deleted in between is left out.
 */
export function locationPages(
  db: Database,
  options: Omit<ListOptions, "limit"> & { fishType?: string },
): PagedList<Location> {
  const byFish = options.fishType !== undefined;
  const value = byFish ? fishTypeValue(options.fishType as string) : "all";
  const fish = value === "all" ? undefined : sql`${t.fishTypes} @> array[${value}]::text[]`;
  const where = and(fish, stateFilter(options.state));
  const skipped = options.offset ?? 0;
  return {
    async fitsOnePage() {
      const beyond = await db
        .select({ id: t.id })
        .from(t)
        .where(where)
        .limit(1)
        .offset(skipped + LIST_PAGE_SIZE);
      return beyond.length === 0;
    },
    async *pages() {
      // The same rows in the same SQL order as listPage, so core's stable sort orders them alike.
      let keys = db
        .select({ id: t.id, name: t.name, bestSeasons: t.bestSeasons })
        .from(t)
        .where(where)
        .orderBy(...(byFish ? BY_SEASON_START : BY_NAME))
        .$dynamic();
      if (skipped) keys = keys.offset(skipped);
      const rows = await keys;
      const ids = Int32Array.from(byFish ? sortBySeasonStart(rows) : sortByName(rows), (row) => row.id);
      for (let i = 0; i < ids.length; i += LIST_PAGE_SIZE) {
        const pageIds = Array.from(ids.subarray(i, i + LIST_PAGE_SIZE));
        const found = await db.select(locationColumns).from(t).where(inArray(t.id, pageIds));
        const byId = new Map(found.map((row) => [row.id, row]));
        yield pageIds.flatMap((id) => byId.get(id) ?? []);
      }
    },
  };
}

/**
 * Locations with tide info around each of `points`: the `nearest` closest to each point, and
 * every one whose name contains one of the points' `nameKeys` (any case). However many
 * locations the coast has, that is all a nearest-few pick needs (core/coastTides); the caller
 * measures exact distances. "Closest" is the GiST index's own nearest-first order, in degrees:
 * tidal waters line a north-south coast, so the few more asked for cover the difference from
 * kilometres. The names are found through their trigram index.
 */
export async function findTidalLocationsNear(
  db: Database,
  options: { points: (Coordinates & { nameKeys?: string[] })[]; nearest: number; state?: string },
): Promise<NearbyCandidate[]> {
  if (options.points.length === 0) return [];
  const points = options.points.map(({ latitude, longitude }) => ({ latitude, longitude }));
  // The same predicate as the partial index fishing_locations_tidal_point_idx.
  const tidal = and(sql`btrim(coalesce(${t.tideInfo}, '')) <> ''`, stateFilter(options.state));
  const nearest = sql`
    select l.* from json_to_recordset(${JSON.stringify(points)}::json) as p(latitude float8, longitude float8)
    cross join lateral (
      select ${t.id}, ${t.name}, ${t.latitude}, ${t.longitude} from ${t}
      where ${tidal}
      order by point(${t.longitudeValue}, ${t.latitudeValue}) <-> point(p.longitude, p.latitude)
      limit ${options.nearest}
    ) as l`;
  // ILIKE patterns: the name table's names hold no wildcards, but a name is never a pattern.
  const patterns = [...new Set(options.points.flatMap((p) => p.nameKeys ?? []))].map(
    (key) => sql`${t.name} ilike ${`%${key.replace(/[\\%_]/g, "\\$&")}%`}`,
  );
  const named = patterns.length
    ? sql`union
      select ${t.id}, ${t.name}, ${t.latitude}, ${t.longitude} from ${t}
      where (${sql.join(patterns, sql` or `)}) and ${tidal}`
    : sql``;
  const rows = await selectRows<{ id: number; name: string; latitude: string; longitude: string }>(
    db,
    sql`select * from (${nearest} ${named}) as candidates order by id`,
  );
  return rows.flatMap((row) => {
    const here = parseCoordinates(row);
    return here ? [{ id: row.id, name: row.name, ...here }] : [];
  });
}

/** Every location with a USGS gauge, for the rivers row (a few dozen in the curated data). */
export async function findGaugedLocations(
  db: Database,
  { state, limit = 500 }: { state?: string; limit?: number } = {},
) {
  return db
    .select({
      id: fishingLocations.id,
      name: fishingLocations.name,
      featured: fishingLocations.featured,
      latitude: fishingLocations.latitude,
      usgsSite: fishingLocations.usgsSite,
      timeZone: fishingLocations.timeZone,
    })
    .from(fishingLocations)
    .where(and(sql`${fishingLocations.usgsSite} is not null`, stateFilter(state)))
    .orderBy(asc(fishingLocations.id))
    .limit(limit);
}
