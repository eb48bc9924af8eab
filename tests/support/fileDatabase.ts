import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { DatabaseHandle } from "#server/db/client.server";
import { createTestDatabase, type TestDatabase } from "./testDatabase";

export type FileDatabase = {
  /** The open database; only inside hooks and tests, once beforeAll has made it. */
  readonly handle: DatabaseHandle;
  /** Empties the locations table and restarts its ids, for tests that each start from none. */
  withoutLocations(): Promise<unknown>;
};

/**
 * One test database for the whole file (PGlite, or PostgreSQL under TEST_POSTGRES_URL): made
 * before its first test and dropped after its last. Call it at the top of a test file.
 */
export function databaseForFile(): FileDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());
  const opened = (): TestDatabase => {
    if (!database) throw new Error("the file's database is made in beforeAll: use it in a hook or a test");
    return database;
  };
  return {
    get handle() {
      return opened().handle;
    },
    withoutLocations: () =>
      opened().handle.db.execute(sql`truncate fishing_locations restart identity cascade`),
  };
}
