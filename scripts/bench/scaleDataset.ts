// The datasets the scale rows run on: the curated locations (167), alone or with generated ones
// up to 10,000 or 100,000, and ten reviews a location (a million at 100,000), on PGlite (a data
// folder of its own) or PostgreSQL (a database of its own). The load rows can run on the same
// datasets: prepare one, start the server with its `env`, and `drop()` it afterwards.

import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "#server/db/client.server";
import { prepareDatabase, readLocationsFiles } from "#server/db/setup";
import { curatedLocationFiles } from "#server/paths";
import { loadDataset } from "./bulkLoad";
import { generateLocations, generateReviews } from "./dataset";

export type ScaleDatabase = "pglite" | "postgres";

/** Reviews per location in every dataset (1,000,000 at 100,000 locations). */
export const REVIEWS_PER_LOCATION = 10;

export const DEFAULT_POSTGRES_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export type ScaleDataset = {
  database: ScaleDatabase;
  /** What the server needs to reach the dataset (DATA_DIR or DATABASE_URL). */
  env: { DATA_DIR?: string; DATABASE_URL?: string };
  locations: number;
  reviews: number;
  /** Generating the records in memory, in milliseconds. */
  generateMs: number;
  /** Migrating, seeding and loading them, in milliseconds. */
  loadMs: number;
  /** Removes the data folder or drops the database. */
  drop(): Promise<void>;
};

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A fresh database of the given kind, migrated and seeded with the curated locations. */
async function freshDatabase(database: ScaleDatabase, adminUrl: string) {
  if (database === "pglite") {
    const dir = await mkdtemp(path.join(tmpdir(), "fishspots-scale-"));
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `fishspots_scale_${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: "unused", poolSize: 2 }),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A dataset of `size` locations: the curated ones, then generated ones up to `size` (none when
 * `size` is at most the curated count), and REVIEWS_PER_LOCATION reviews for each location.
 */
export async function prepareScaleDataset(options: {
  size: number;
  database: ScaleDatabase;
  adminUrl?: string;
  seed?: number;
}): Promise<ScaleDataset> {
  const fresh = await freshDatabase(options.database, options.adminUrl ?? DEFAULT_POSTGRES_ADMIN_URL);
  try {
    const curated = await readLocationsFiles(curatedLocationFiles);
    const t0 = performance.now();
    const generated = generateLocations(Math.max(0, options.size - curated.length), {
      seed: options.seed,
      reservedNames: curated.map((location) => location.name),
    });
    const everyLocation = [...curated, ...generated];
    const generateMs = performance.now() - t0;
    const reviewTotal = everyLocation.length * REVIEWS_PER_LOCATION;
    const t1 = performance.now();
    const handle = await fresh.open();
    try {
      await prepareDatabase(handle);
      await loadDataset(handle.db, {
        locations: generated,
        reviewedLocations: everyLocation,
        reviewChunks: generateReviews(everyLocation, { total: reviewTotal, seed: options.seed }),
      });
    } finally {
      await handle.close();
    }
    return {
      database: options.database,
      env: fresh.env,
      locations: everyLocation.length,
      reviews: reviewTotal,
      // Reviews are generated while they load, chunk by chunk: their share is in loadMs.
      generateMs,
      loadMs: performance.now() - t1,
      drop: fresh.drop,
    };
  } catch (error) {
    await fresh.drop();
    throw error;
  }
}
