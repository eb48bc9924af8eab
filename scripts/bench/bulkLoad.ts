// Many locations and reviews at once, on either driver (PGlite or node-postgres): each chunk is
// one statement with one JSON parameter (`json_to_recordset`), in a transaction of its own.
// Building a multi-row VALUES list of this size costs more than inserting it, and one
// parameter keeps clear of the 65,535-parameter limit. Derived data is written the way the app
// writes it: the location row from the same function the services use, rating totals in the
// same transaction as the reviews they count.

import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { LocationRecord } from "#core/schemas";
import { type Database, selectRows } from "#server/db/client.server";
import { fishingLocations, locationRatings, locationReviews } from "#server/db/schema";
import {
  addSearchWords,
  locationRow,
  refreshOfferedFishTypes,
  searchTextFor,
  vocabularyWords,
} from "#server/services/locations";
import type { GeneratedReview } from "./dataset";

const LOCATION_CHUNK = 5_000;

/** `"key" type` pairs for json_to_recordset, and the matching table columns, from the schema. */
function recordsetShape(keys: string[]) {
  const columns = getTableColumns(fishingLocations) as Record<string, PgColumn>;
  const shape = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`No column for ${key}`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  return {
    targets: sql.raw(shape.map((c) => `"${c.name}"`).join(", ")),
    values: sql.raw(shape.map((c) => `r."${c.key}"`).join(", ")),
    definition: sql.raw(shape.map((c) => `"${c.key}" ${c.type}`).join(", ")),
  };
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/** Inserts the locations; answers every stored location's id by name (names are unique). */
export async function bulkInsertLocations(
  db: Database,
  records: readonly LocationRecord[],
): Promise<Map<string, number>> {
  const shape = records[0] ? recordsetShape(Object.keys(locationRow(records[0]))) : undefined;
  for (const chunk of shape ? chunked(records, LOCATION_CHUNK) : []) {
    const json = JSON.stringify(chunk.map(locationRow));
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ${fishingLocations} (${shape?.targets})
        select ${shape?.values} from json_to_recordset(${json}::json) as r(${shape?.definition})`);
      await addSearchWords(
        tx as unknown as Database,
        chunk.flatMap((record) => vocabularyWords(`${record.name} ${searchTextFor(record)}`)),
      );
    });
  }
  await db.transaction((tx) => refreshOfferedFishTypes(tx as unknown as Database));
  const rows = await selectRows<{ id: number; name: string }>(
    db,
    sql`select id, name from ${fishingLocations}`,
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * Inserts one chunk of reviews and adds them to their locations' rating totals, atomically
 * (what createReview does for one review).
 */
export async function bulkInsertReviews(
  db: Database,
  reviews: readonly (Omit<GeneratedReview, "locationIndex"> & { locationId: number })[],
): Promise<void> {
  if (reviews.length === 0) return;
  const json = JSON.stringify(reviews);
  // One statement: the inserted rows feed the totals, so both commit or neither does.
  await db.execute(sql`
    with inserted as (
      insert into ${locationReviews} (location_id, user_name, rating, review_text, fish_caught, visit_date,
        time_spent, created_at)
      select "locationId", "userName", rating, "reviewText", "fishCaught", "visitDate", "timeSpent", "createdAt"
      from json_to_recordset(${json}::json) as r("locationId" int, "userName" text, rating int,
        "reviewText" text, "fishCaught" text[], "visitDate" date, "timeSpent" text, "createdAt" timestamptz)
      returning location_id, rating
    )
    insert into ${locationRatings} (location_id, review_count, rating_sum)
    select location_id, count(*)::int, sum(rating)::int from inserted group by location_id
    on conflict (location_id) do update set
      review_count = ${locationRatings.reviewCount} + excluded.review_count,
      rating_sum = ${locationRatings.ratingSum} + excluded.rating_sum`);
}

/**
 * Runs `load` with the tables' secondary indexes dropped, then builds them again: building an
 * index once over a million rows is many times faster than growing it row by row. Unique
 * indexes (primary keys) stay, so every row is still checked. Only for a database that no one
 * else uses while it loads.
 */
async function withIndexesDeferred(db: Database, tables: string[], load: () => Promise<void>): Promise<void> {
  const indexes = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename in (${sql.join(
          tables.map((table) => sql`${table}`),
          sql`, `,
        )}) and indexdef not like 'CREATE UNIQUE INDEX%'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  try {
    await load();
  } finally {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
  }
}

export type LoadFigures = { locations: number; reviews: number; ms: number };

/**
 * Loads locations, then reviews chunk by chunk, then refreshes the planner's statistics.
 * `reviewChunks` name their location by its index in `reviewedLocations` (default: the
 * locations loaded; pass a longer list when reviews also go to locations already stored).
 */
export async function loadDataset(
  db: Database,
  options: {
    locations: readonly LocationRecord[];
    reviewChunks?: Iterable<GeneratedReview[]>;
    reviewedLocations?: readonly Pick<LocationRecord, "name">[];
  },
): Promise<LoadFigures> {
  const t0 = performance.now();
  const reviewed = options.reviewedLocations ?? options.locations;
  let reviews = 0;
  await withIndexesDeferred(db, [getTableName(fishingLocations), getTableName(locationReviews)], async () => {
    const ids = await bulkInsertLocations(db, options.locations);
    for (const chunk of options.reviewChunks ?? []) {
      await bulkInsertReviews(
        db,
        chunk.map(({ locationIndex, ...review }) => {
          const name = reviewed[locationIndex]?.name;
          const locationId = name === undefined ? undefined : ids.get(name);
          if (locationId === undefined) throw new Error(`Review for an unknown location #${locationIndex}`);
          return { ...review, locationId };
        }),
      );
      reviews += chunk.length;
    }
  });
  // Fresh statistics and a clean visibility map, as autovacuum would leave them in a while.
  await db.execute(sql`vacuum analyze`);
  return { locations: options.locations.length, reviews, ms: performance.now() - t0 };
}
