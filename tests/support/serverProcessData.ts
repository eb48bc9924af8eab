import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  createEmptyPostgresDatabase,
  dropPostgresDatabase,
  postgresAdminUrl,
  postgresUrlFor,
} from "./testDatabase";

/**
 * The environment of a server process with data of its own: a new DATA_DIR and, under
 * `test:pg`, a new PostgreSQL database. Each removal is pushed onto `cleanups`, for afterAll.
 */
export async function serverDataEnv(
  name: string,
  cleanups: (() => Promise<void>)[],
  env: Record<string, string> = {},
): Promise<Record<string, string>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `fishspots-${name}-`));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const withData = { ...env, DATA_DIR: dataDir };
  if (!postgresAdminUrl) return withData;
  const database = await createEmptyPostgresDatabase();
  cleanups.push(() => dropPostgresDatabase(database));
  return { ...withData, DATABASE_URL: postgresUrlFor(database) };
}
