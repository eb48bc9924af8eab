import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, selectRows } from "#server/db/client.server";
import { prepareDatabase } from "#server/db/setup";
import { countLocations, findLocations } from "#server/services/locations/locations";
import {
  createEmptyPostgresDatabase,
  dropPostgresDatabase,
  postgresAdminUrl,
  postgresUrlFor,
} from "../support/testDatabase";

const fixture = path.join(import.meta.dirname, "..", "fixtures", "locations.small.json");
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Options for a database that outlives one handle: a folder for PGlite, a new PostgreSQL database. */
async function persistentDatabase() {
  if (postgresAdminUrl) {
    const name = await createEmptyPostgresDatabase();
    cleanups.push(() => dropPostgresDatabase(name));
    return { databaseUrl: postgresUrlFor(name), dataDir: "unused" };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), "fishspots-db-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

describe("prepareDatabase", () => {
  it("migrates and seeds an empty database, and a second start changes nothing", async () => {
    const options = await persistentDatabase();
    const first = await openDatabase(options);
    expect(await prepareDatabase(first, { seedFile: fixture })).toEqual({ seeded: 2 });
    const before = await findLocations(first.db);
    await first.close();

    const second = await openDatabase(options);
    expect(await prepareDatabase(second, { seedFile: fixture })).toEqual({ seeded: 0 });
    expect(await findLocations(second.db)).toEqual(before);
    await second.close();
  });

  it("enables pg_trgm", async () => {
    const options = await persistentDatabase();
    const handle = await openDatabase(options);
    await prepareDatabase(handle, { seedFile: null });
    const result = (await handle.db.execute(
      "select similarity('tillamok', 'tillamook') as s" as never,
    )) as unknown as {
      rows: { s: number }[];
    };
    expect(Number(result.rows[0]?.s)).toBeGreaterThan(0.5);
    await handle.close();
  });

  it("lets several processes start at once: one migrates and seeds, none fails", async () => {
    const options = await persistentDatabase();
    // PostgreSQL: four pools, as four processes would have. PGlite belongs to one process,
    // so there the four starts share its handle.
    const handles = postgresAdminUrl
      ? await Promise.all([1, 2, 3, 4].map(() => openDatabase({ ...options, poolSize: 2 })))
      : [await openDatabase(options)];
    const starts = [0, 1, 2, 3].map((i) => handles[i % handles.length] as (typeof handles)[number]);
    const results = await Promise.all(starts.map((h) => prepareDatabase(h, { seedFile: fixture })));
    expect(results.map((r) => r.seeded).sort()).toEqual([0, 0, 0, 2]);
    for (const handle of handles) expect(await countLocations(handle.db)).toBe(2);
    await Promise.all(handles.map((h) => h.close()));
  });
});

describe.skipIf(Boolean(postgresAdminUrl))("the embedded database's settings", () => {
  it("holds 16 MB of shared buffers, not initdb's 128 MB, on a new folder and on a reopened one", async () => {
    const { dataDir } = await persistentDatabase();
    for (const open of ["new", "reopened"]) {
      const handle = await openDatabase({ dataDir });
      try {
        const [row] = await selectRows<{ shared_buffers: string }>(handle.db, sql`show shared_buffers`);
        expect(row?.shared_buffers, open).toBe("16MB");
      } finally {
        await handle.close();
      }
    }
    // Two new embedded databases' worth of initdb: a while on a busy machine.
  }, 120_000);
});
