import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#server/db/client.server";
import { prepareDatabase } from "#server/db/setup";
import { projectRoot } from "#server/paths";
import {
  createEmptyPostgresDatabase,
  dropPostgresDatabase,
  postgresAdminUrl,
  postgresUrlFor,
} from "./testDatabase";

/** Oregon's curated file: the spots a server process under test starts with when the suite asks for one state. */
export const OREGON_ONLY = [path.join(projectRoot, "data", "states", "oregon.json")];

/**
 * The environment of a server process with data of its own: a new DATA_DIR and, under
 * `test:pg`, a new PostgreSQL database. Each removal is pushed onto `cleanups`, for afterAll.
 * With `seed`, the database is made and seeded from those files before the process starts, so
 * it opens an existing database instead of seeding every curated state: the suites about
 * crashes, shutdown and load measure the process, not the size of the dataset (the bench does).
 */
export async function serverDataEnv(
  name: string,
  cleanups: (() => Promise<void>)[],
  env: Record<string, string> = {},
  options: { seed?: readonly string[] } = {},
): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `fishspots-${name}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const withData: Record<string, string> = { ...env, DATA_DIR: dataDir };
  if (postgresAdminUrl) {
    const database = await createEmptyPostgresDatabase();
    cleanups.push(() => dropPostgresDatabase(database));
    withData.DATABASE_URL = postgresUrlFor(database);
  }
  if (options.seed) {
    const handle = await openDatabase(
      withData.DATABASE_URL
        ? { databaseUrl: withData.DATABASE_URL, dataDir: "unused", poolSize: 1 }
        : { dataDir },
    );
    try {
      await prepareDatabase(handle, { seedFile: options.seed });
    } finally {
      await handle.close();
    }
  }
  return withData;
}
