import { readFile } from "node:fs/promises";
import { z } from "zod";
import { locationRecordSchema } from "#core/schemas";
import { curatedLocationFiles } from "../paths";
import { countLocations, fillMissingTimeZones, upsertLocations } from "../services/locations";
import { type DatabaseHandle, MIGRATION_LOCK_KEY, migrateDatabase } from "./client.server";

export async function readLocationsFile(file: string) {
  const json: unknown = JSON.parse(await readFile(file, "utf8"));
  return z.array(locationRecordSchema).parse(json);
}

/** Every record of one or more data files (the curated dataset is one file per state). */
export async function readLocationsFiles(files: string | readonly string[]) {
  const lists = await Promise.all((typeof files === "string" ? [files] : files).map(readLocationsFile));
  return lists.flat();
}

/**
 * Migrates, then seeds an empty database from the curated dataset. Both run under one
 * advisory lock, so processes starting together neither race the DDL nor seed twice;
 * a database that already has locations is left as it is.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seedFile?: string | readonly string[] | null } = {},
): Promise<{ seeded: number }> {
  return handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    await migrateDatabase(handle.kind, db);
    await fillMissingTimeZones(db);
    const seedFile = options.seedFile === undefined ? curatedLocationFiles : options.seedFile;
    if (seedFile === null || (await countLocations(db)) > 0) return { seeded: 0 };
    const records = await readLocationsFiles(seedFile);
    const { created } = await upsertLocations(db, { records });
    return { seeded: created };
  });
}
