import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "#server/db/client.server";
import { prepareDatabase } from "#server/db/setup";

/** Set by `npm run test:pg`: the suites then run against this PostgreSQL server. */
export const postgresAdminUrl = process.env.TEST_POSTGRES_URL;

export type TestDatabase = {
  handle: DatabaseHandle;
  /** What a second process would pass to reach the same database. */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  drop(): Promise<void>;
};

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let image: Promise<Blob | undefined> | undefined;

/**
 * The run's migrated image (tests/setup/pgliteImage.ts), read once per test file. Vitest hands
 * it over; elsewhere (the browser tests' helpers) there is none and the database starts empty.
 */
function migratedImage(): Promise<Blob | undefined> {
  image ??= (async () => {
    let file = "";
    try {
      // Imported here, not at the top: outside Vitest, importing it throws.
      file = (await import("vitest")).inject("pgliteImage");
    } catch {
      return undefined;
    }
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return image;
}

/**
 * A fresh, migrated database of its own: in-memory PGlite, or with TEST_POSTGRES_URL a new
 * PostgreSQL database that drop() removes again. Nothing relies on leftovers.
 */
export async function createTestDatabase(
  options: { seedFile?: string | readonly string[] | null } = {},
): Promise<TestDatabase> {
  const seedFile = options.seedFile === undefined ? null : options.seedFile;
  if (!postgresAdminUrl) {
    const handle = await openDatabase({ dataDir: "memory://", pgliteImage: await migratedImage() });
    await prepareDatabase(handle, { seedFile });
    return { handle, env: {}, drop: () => handle.close() };
  }
  const name = await createEmptyPostgresDatabase();
  const url = databaseUrl(postgresAdminUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: "unused", poolSize: 4 });
  await prepareDatabase(handle, { seedFile });
  return {
    handle,
    env: { DATABASE_URL: url },
    async drop() {
      await handle.close();
      await dropPostgresDatabase(name);
    },
  };
}

/**
 * A second way into the same database, as another process would have: its own pool on
 * PostgreSQL; on the embedded database (one connection per process) the same handle.
 * drop() closes only what this opened.
 */
export async function connectAgain(database: TestDatabase): Promise<TestDatabase> {
  const url = database.env.DATABASE_URL;
  if (!url) return { handle: database.handle, env: database.env, drop: async () => {} };
  const handle = await openDatabase({ databaseUrl: url, dataDir: "unused", poolSize: 4 });
  return { handle, env: database.env, drop: () => handle.close() };
}

export async function createEmptyPostgresDatabase(): Promise<string> {
  if (!postgresAdminUrl) throw new Error("TEST_POSTGRES_URL is not set");
  const name = `fishspots_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return name;
}

export function postgresUrlFor(name: string): string {
  if (!postgresAdminUrl) throw new Error("TEST_POSTGRES_URL is not set");
  return databaseUrl(postgresAdminUrl, name);
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  if (!postgresAdminUrl) return;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
