import { and, asc, inArray, type SQL, sql } from "drizzle-orm";
import { encodeCursor, LOCATION_PAGE_DEFAULT, type LocationListQuery } from "#core/locationPaging";
import type { MapBox } from "#core/mapBox";
import { sortByName } from "#core/seasons";
import type { Database } from "#server/db/client.server";
import { fishingLocations } from "#server/db/schema";
import { type Location, locationColumns, stateFilter } from "./locations";
import type { MapIndex } from "./mapClusters";

/** A location of a `near` page: how far it is from the point, in kilometres (to the metre). */
export type NearLocation = Location & { distanceKm: number };

/** One page of GET /api/locations's paged form, and the cursor of the next one when there is more. */
export type LocationPage = { locations: (Location | NearLocation)[]; next?: string };

const t = fishingLocations;

/**
 * docs/product.md "API: locations": one page of the locations a query asks for. With `near`, by
 * distance from the point, read from the map index's k-d tree (decision 055); otherwise by name,
 * a keyset page on the list index (lower(name), id), which stays right however deep it goes and
 * whatever is written meanwhile: a page starts after the last row of the one before.
 */
export async function findLocationPage(
  db: Database,
  findNearest: MapIndex["findNearest"],
  query: LocationListQuery,
): Promise<LocationPage> {
  const limit = query.limit ?? LOCATION_PAGE_DEFAULT;
  if (query.near) {
    const after = query.cursor?.by === "distance" ? { km: query.cursor.km, id: query.cursor.id } : undefined;
    const hits = await findNearest({
      point: query.near,
      limit,
      radiusKm: query.radius,
      after,
      state: query.state,
      fish: query.fish,
    });
    const page = hits.slice(0, limit);
    const rows = page.length
      ? await db
          .select(locationColumns)
          .from(t)
          .where(
            inArray(
              t.id,
              page.map((hit) => hit.id),
            ),
          )
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A location deleted since the index was read is left out.
    const locations = page.flatMap((hit) => {
      const row = byId.get(hit.id);
      return row ? [{ ...row, distanceKm: Math.round(hit.distanceKm * 1000) / 1000 }] : [];
    });
    const last = page.at(-1);
    const next =
      hits.length > limit && last
        ? encodeCursor({ by: "distance", km: last.distanceKm, id: last.id })
        : undefined;
    return { locations, next };
  }

  const fish = query.fish ? sql`${t.fishTypes} @> array[${query.fish}]::text[]` : undefined;
  const after =
    query.cursor?.by === "name"
      ? sql`(lower(${t.name}), ${t.id}) > (${query.cursor.name}, ${query.cursor.id})`
      : undefined;
  const rows = await db
    .select({ ...locationColumns, sortName: sql<string>`lower(${t.name})` })
    .from(t)
    .where(and(stateFilter(query.state), query.bbox ? inBox(query.bbox) : undefined, fish, after))
    .orderBy(sql`lower(${t.name})`, asc(t.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last ? encodeCursor({ by: "name", name: last.sortName, id: last.id }) : undefined;
  // SQL decides which rows are on the page, core how they read (as findLocations does).
  return { locations: sortByName(page.map(({ sortName: _sortName, ...location }) => location)), next };
}

/** The box's locations; a box whose west lies east of its east crosses the antimeridian. */
function inBox(box: MapBox): SQL {
  const latitude = sql`${t.latitudeValue} between ${box.south} and ${box.north}`;
  const longitude =
    box.west <= box.east
      ? sql`${t.longitudeValue} between ${box.west} and ${box.east}`
      : sql`(${t.longitudeValue} >= ${box.west} or ${t.longitudeValue} <= ${box.east})`;
  return sql`(${latitude} and ${longitude})`;
}
