import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonStartMonth } from "#core/seasons";
import { type DatabaseHandle, migrateDatabase, openDatabase, selectRows } from "#server/db/client.server";
import { migrationsDir } from "#server/paths";
import { searchLocations } from "#server/services/locations/search";
import {
  createEmptyPostgresDatabase,
  dropPostgresDatabase,
  postgresAdminUrl,
  postgresUrlFor,
} from "../support/testDatabase";

// Migration 0004 backfills what the services keep from then on (decision 020): rating totals,
// the season sort key, the offered fish types and the search vocabulary. A database at
// migration 0003 with rows in it is migrated, and each backfill must equal what the services'
// own rules give.

const BEFORE_SCALE = 4; // migrations 0000 to 0003

// bestSeasons as people type them, and what core's rule makes of each (docs/product.md "Seasons": unknown =
// January).
const SEASONS = [
  "Mar-May",
  "Nov-Feb",
  "Year-round",
  "All year",
  "Whenever",
  "March to June",
  "Sep",
  "oct – dec",
  "Aug—Oct",
  "  Jun - Aug  ",
  "Mar-Xyz",
  "Mar-May-Jun",
  "",
  "Dec",
];

let handle: DatabaseHandle;
let databaseName: string | undefined;
let folder: string;

async function migrateTo(dir: string) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: dir,
    });
  } else {
    await migratePg(handle.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: dir });
  }
}

beforeAll(async () => {
  if (postgresAdminUrl) {
    databaseName = await createEmptyPostgresDatabase();
    handle = await openDatabase({
      databaseUrl: postgresUrlFor(databaseName),
      dataDir: "unused",
      poolSize: 2,
    });
  } else {
    handle = await openDatabase({ dataDir: "memory://" });
  }
  // The committed migrations up to 0003, as a database made before this change has them.
  folder = await mkdtemp(path.join(tmpdir(), "fishspots-migrations-"));
  await cp(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8"));
  journal.entries = journal.entries.slice(0, BEFORE_SCALE);
  await writeFile(journalFile, JSON.stringify(journal));
  await migrateTo(folder);

  const db = handle.db;
  for (const [i, bestSeasons] of SEASONS.entries()) {
    await db.execute(sql`
      insert into fishing_locations (name, description, region, fish_types, best_seasons, accessibility,
        permits, latitude, longitude, search_text)
      values (${`Water ${i}`}, 'Deep and cold.', 'Central Oregon', ${`{${i % 2 ? "trout,kokanee" : "bass"}}`}::text[],
        ${bestSeasons}, 'Paved road.', 'License.', '44.0', '-121.0', ${`Deep and cold. Osprey${i} Fishing`})`);
  }
  await db.execute(sql`
    insert into location_reviews (location_id, user_name, rating)
    select l.id, 'Reviewer', 1 + (l.id * 7 + g) % 5
    from fishing_locations l, generate_series(1, 1 + l.id % 4) g where l.id % 3 <> 0`);
  await migrateDatabase(handle.kind, db);
}, 120_000);

afterAll(async () => {
  await handle.close();
  if (databaseName) await dropPostgresDatabase(databaseName);
  await rm(folder, { recursive: true, force: true });
});

describe("migration 0004 backfills", () => {
  it("rating totals equal to the reviews, for rated locations only", async () => {
    const totals = await selectRows(
      handle.db,
      sql`select location_id, review_count, rating_sum from location_ratings order by location_id`,
    );
    const aggregates = await selectRows(
      handle.db,
      sql`select location_id, count(*)::int as review_count, sum(rating)::int as rating_sum
          from location_reviews group by location_id order by location_id`,
    );
    expect(aggregates.length).toBeGreaterThan(0);
    expect(totals).toEqual(aggregates);
  });

  it("the season sort key that core's seasonStartMonth gives, for every way of writing seasons", async () => {
    const rows = await selectRows<{ best_seasons: string; season_start: number }>(
      handle.db,
      sql`select best_seasons, season_start from fishing_locations order by id`,
    );
    expect(rows.map((r) => [r.best_seasons, r.season_start])).toEqual(
      SEASONS.map((seasons) => [seasons, seasonStartMonth(seasons)]),
    );
  });

  it("the offered fish types", async () => {
    const rows = await selectRows<{ value: string }>(
      handle.db,
      sql`select value from offered_fish_types order by value`,
    );
    expect(rows.map((r) => r.value)).toEqual(["bass", "kokanee", "trout"]);
  });

  it("the search vocabulary, so a misspelt word of an older row is found", async () => {
    const [found] = await searchLocations(handle.db, { query: "osprey3 fshing" });
    expect(found?.name).toBe("Water 3");
  });
});
