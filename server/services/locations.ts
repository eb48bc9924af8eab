import { and, asc, eq, getTableColumns, or, sql } from "drizzle-orm";
import type { NearbyCandidate } from "../../core/coastTides";
import { dedupeByName } from "../../core/dedupe";
import { type Coordinates, parseCoordinates } from "../../core/distance";
import { displayName, fishTypeValue, sortFishTypeValues } from "../../core/fishTypes";
import type { LocationRecord } from "../../core/schemas";
import { sortByName, sortBySeasonStart } from "../../core/seasons";
import { type Database, selectRows } from "../db/client.server";
import { fishingLocations, type LocationRow } from "../db/schema";
import { NotFoundError } from "./errors";
import { locationsChanged } from "./locationChanges";

export type Location = Omit<LocationRow, "searchText" | "searchVector">;

// Search columns are internal: never sent to clients.
const {
  searchText: _searchText,
  searchVector: _searchVector,
  ...columns
} = getTableColumns(fishingLocations);
export const locationColumns = columns;

export type ListOptions = { state?: string; limit?: number; offset?: number };

function stateFilter(state: string | undefined) {
  return state ? sql`lower(${fishingLocations.state}) = lower(${state})` : undefined;
}

function page<T>(items: T[], { limit, offset = 0 }: ListOptions): T[] {
  return limit === undefined && offset === 0
    ? items
    : items.slice(offset, limit === undefined ? undefined : offset + limit);
}

/** Spec 5: the list for "all" sorts alphabetically by name. */
export async function findLocations(db: Database, options: ListOptions = {}): Promise<Location[]> {
  const rows = await db
    .select(locationColumns)
    .from(fishingLocations)
    .where(stateFilter(options.state))
    .orderBy(asc(sql`lower(${fishingLocations.name})`), asc(fishingLocations.id))
    .limit(options.limit ?? 1_000_000)
    .offset(options.offset ?? 0);
  return sortByName(rows);
}

/** Spec 2 and 5: featured, duplicates by name removed, by the start month of bestSeasons. */
export async function findFeaturedLocations(db: Database, options: ListOptions = {}): Promise<Location[]> {
  const rows = await db
    .select(locationColumns)
    .from(fishingLocations)
    .where(and(eq(fishingLocations.featured, true), stateFilter(options.state)))
    .orderBy(asc(fishingLocations.id));
  return page(sortBySeasonStart(dedupeByName(rows)), options);
}

/** Spec 5: a fish list sorts by the start month of bestSeasons. "all" is every location. */
export async function findLocationsByFishType(
  db: Database,
  options: ListOptions & { fishType: string },
): Promise<Location[]> {
  const value = fishTypeValue(options.fishType);
  if (value === "all") return sortBySeasonStart(await findLocations(db, options));
  const rows = await db
    .select(locationColumns)
    .from(fishingLocations)
    .where(and(sql`${fishingLocations.fishTypes} @> array[${value}]::text[]`, stateFilter(options.state)))
    .orderBy(asc(fishingLocations.id));
  return page(sortBySeasonStart(rows), options);
}

export async function getLocation(db: Database, { id }: { id: number }): Promise<Location> {
  const [row] = await db.select(locationColumns).from(fishingLocations).where(eq(fishingLocations.id, id));
  if (!row) throw new NotFoundError("Location not found");
  return row;
}

/** Every fish type that some location offers, in the spec's list order. */
export async function listFishTypes(db: Database): Promise<string[]> {
  const rows = await selectRows<{ value: string }>(
    db,
    sql`select distinct unnest(${fishingLocations.fishTypes}) as value from ${fishingLocations}`,
  );
  return sortFishTypeValues(rows.map((r) => r.value));
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

function toRow(record: LocationRecord) {
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
    searchText: searchTextFor(record),
  };
}

export async function createLocation(
  db: Database,
  { record }: { record: LocationRecord },
): Promise<Location> {
  const [row] = await db.insert(fishingLocations).values(toRow(record)).returning(locationColumns);
  if (!row) throw new Error("Insert returned no row");
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
      await tx.insert(fishingLocations).values(fresh.slice(i, i + 500).map(toRow));
    }
    const known = records.filter((record) => idByName.has(record.name));
    for (const record of known) {
      await tx
        .update(fishingLocations)
        .set(toRow(record))
        .where(eq(fishingLocations.id, idByName.get(record.name) as number));
    }
    return { created: fresh.length, updated: known.length };
  });
  locationsChanged(db);
  return counts;
}

export async function countLocations(db: Database): Promise<number> {
  const rows = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${fishingLocations}`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** The curated-file shape of every location, for the export tool. */
export async function exportLocations(db: Database): Promise<LocationRecord[]> {
  const rows = await findLocations(db);
  return rows.map(({ id: _id, ...rest }) => ({
    ...rest,
    facilities: rest.facilities ?? undefined,
    tideInfo: rest.tideInfo ?? undefined,
    imageUrl: rest.imageUrl ?? undefined,
  }));
}

/** Product 2: every location as a GeoJSON FeatureCollection (open data). */
export async function locationsGeoJson(db: Database, options: ListOptions = {}) {
  const rows = await findLocations(db, options);
  return {
    type: "FeatureCollection" as const,
    features: rows.map(({ latitude, longitude, ...properties }) => ({
      type: "Feature" as const,
      id: properties.id,
      geometry: { type: "Point" as const, coordinates: [Number(longitude), Number(latitude)] },
      properties,
    })),
  };
}

// Coordinates are text (spec 3): only a plain decimal is cast, so one malformed row cannot fail
// the query.
const DECIMAL = "^\\s*-?[0-9]+(\\.[0-9]+)?\\s*$";
const latitudeValue = sql`(case when ${fishingLocations.latitude} ~ ${DECIMAL} then ${fishingLocations.latitude}::float8 end)`;
const longitudeValue = sql`(case when ${fishingLocations.longitude} ~ ${DECIMAL} then ${fishingLocations.longitude}::float8 end)`;
const KM_PER_DEGREE_LATITUDE = 111.2;

/**
 * Locations with tide info inside a box of `radiusKm` around any of `points`, in one scan; the
 * caller measures the exact distances (the box's corners reach a little farther).
 */
export async function findTidalLocationsNear(
  db: Database,
  options: { points: Coordinates[]; radiusKm: number },
): Promise<NearbyCandidate[]> {
  if (options.points.length === 0) return [];
  const boxes = options.points.map((p) => {
    const dLat = options.radiusKm / KM_PER_DEGREE_LATITUDE;
    const dLon = options.radiusKm / (KM_PER_DEGREE_LATITUDE * Math.cos((p.latitude * Math.PI) / 180));
    return sql`(${latitudeValue} between ${p.latitude - dLat} and ${p.latitude + dLat} and ${longitudeValue} between ${p.longitude - dLon} and ${p.longitude + dLon})`;
  });
  const rows = await db
    .select({
      id: fishingLocations.id,
      name: fishingLocations.name,
      latitude: fishingLocations.latitude,
      longitude: fishingLocations.longitude,
    })
    .from(fishingLocations)
    .where(and(sql`btrim(coalesce(${fishingLocations.tideInfo}, '')) <> ''`, or(...boxes)))
    .orderBy(asc(fishingLocations.id));
  return rows.flatMap((row) => {
    const here = parseCoordinates(row);
    return here ? [{ id: row.id, name: row.name, ...here }] : [];
  });
}
