import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonStartMonth } from "#core/seasons";
import { loadDataset } from "#scripts/bench/bulkLoad";
import { generateLocations, generateReviews } from "#scripts/bench/dataset";
import { selectRows } from "#server/db/client.server";
import { findLocationsByFishType, getLocation, listFishTypes } from "#server/services/locations/locations";
import { searchLocations } from "#server/services/locations/search";
import { getLocationRating } from "#server/services/reviews/ratings";
import { createTestDatabase, type TestDatabase } from "../support/testDatabase";

// The benchmark's bulk loader (one JSON parameter a chunk) on the embedded database, and with
// TEST_POSTGRES_URL on PostgreSQL: rows as the services write them, derived data included.

const LOCATIONS = 600;
const REVIEWS = 6000;
const locations = generateLocations(LOCATIONS, { seed: 11 });

let database: TestDatabase;
let indexesBefore: string[];

const indexNames = async () =>
  (
    await selectRows<{ name: string }>(
      database.handle.db,
      sql`select indexname as name from pg_indexes where schemaname = current_schema() order by indexname`,
    )
  ).map((row) => row.name);

beforeAll(async () => {
  database = await createTestDatabase();
  indexesBefore = await indexNames();
  const figures = await loadDataset(database.handle.db, {
    locations,
    reviewChunks: generateReviews(locations, { total: REVIEWS, seed: 11, chunkSize: 1000 }),
  });
  expect(figures).toMatchObject({ locations: LOCATIONS, reviews: REVIEWS });
}, 300_000);
afterAll(() => database.drop());

describe("loadDataset", () => {
  it("inserts every location and review", async () => {
    const [counts] = await selectRows<{ locations: number; reviews: number }>(
      database.handle.db,
      sql`select (select count(*)::int from fishing_locations) as locations,
                 (select count(*)::int from location_reviews) as reviews`,
    );
    expect(counts).toEqual({ locations: LOCATIONS, reviews: REVIEWS });
  });

  it("stores each location as the services do: fields, fish values, sort key, search text", async () => {
    const [row] = await selectRows<{ id: number; season_start: number; search_text: string }>(
      database.handle.db,
      sql`select id, season_start, search_text from fishing_locations where name = ${locations[0]?.name as string}`,
    );
    const stored = await getLocation(database.handle.db, { id: row?.id as number });
    const { featured, ...record } = locations[0] as (typeof locations)[number];
    expect(stored).toMatchObject({ ...record, featured });
    expect(row?.season_start).toBe(seasonStartMonth(record.bestSeasons));
    expect(row?.search_text).toContain(record.description);
  });

  it("keeps rating totals equal to the reviews they count", async () => {
    const rows = await selectRows<{ mismatched: number; rated: number }>(
      database.handle.db,
      sql`select count(*) filter (where t.review_count is distinct from a.review_count
                                   or t.rating_sum is distinct from a.rating_sum)::int as mismatched,
                 count(*)::int as rated
          from (select location_id, count(*)::int as review_count, sum(rating)::int as rating_sum
                from location_reviews group by location_id) a
          full join location_ratings t using (location_id)`,
    );
    expect(rows[0]?.mismatched).toBe(0);
    expect(rows[0]?.rated).toBeGreaterThan(LOCATIONS / 2);
  });

  it("answers ratings, fish types, lists and search through the services", async () => {
    const db = database.handle.db;
    const [rated] = await selectRows<{ location_id: number; average: string }>(
      db,
      sql`select location_id, avg(rating) as average from location_reviews group by location_id limit 1`,
    );
    const rating = await getLocationRating(db, { locationId: rated?.location_id as number });
    expect(rating.averageRating).toBe(Number(rated?.average));
    const offered = new Set(locations.flatMap((l) => l.fishTypes));
    expect(new Set(await listFishTypes(db))).toEqual(offered);
    const trout = await findLocationsByFishType(db, { fishType: "trout", limit: 10 });
    expect(trout).toHaveLength(10);
    const name = locations[5]?.name as string;
    expect((await searchLocations(db, { query: name })).map((l) => l.name)).toContain(name);
  });

  it("finds a misspelt word through the vocabulary the load wrote", async () => {
    const results = await searchLocations(database.handle.db, { query: "stelhead", limit: 1000 });
    expect(results.length).toBeGreaterThan(0);
    // Named after the fish ("Steelhead Creek"), or offering it.
    for (const location of results) {
      expect(location.fishTypes.includes("steelhead") || location.name.includes("Steelhead")).toBe(true);
    }
  });

  it("builds every index again", async () => {
    expect(await indexNames()).toEqual(indexesBefore);
  });
});
