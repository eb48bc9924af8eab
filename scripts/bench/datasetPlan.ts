// Which generated datasets a run of `npm run bench` measures on, read from its BENCH_* knobs:
// the scale section's sizes and databases, and the sizes the load section also runs its rows
// on. A dataset both sections use is prepared once: the load section runs first and keeps it
// for the scale section (keptDatasets.ts), which drops it when done.
//
// Knobs: BENCH_SCALE_SIZES (default 150,10000,100000), BENCH_SCALE_DATABASES (default
// pglite,postgres), BENCH_LOAD_SIZES (default 100000; "none" for the curated dataset only).
import type { ScaleDatabase } from "./scaleDataset";
import { chooseSections } from "./sections";

type Env = Record<string, string | undefined>;

const DATABASES: readonly ScaleDatabase[] = ["pglite", "postgres"];

function listOf(name: string, value: string): string[] {
  const items = value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) throw new Error(`${name} names nothing (use "none" where that is allowed)`);
  return items;
}

function sizesOf(name: string, value: string): number[] {
  return listOf(name, value).map((item) => {
    const size = Number(item);
    if (!Number.isInteger(size) || size <= 0)
      throw new Error(`${name}: "${item}" is not a number of locations`);
    return size;
  });
}

/** BENCH_SCALE_SIZES: the dataset sizes of the scale rows, smallest first as given. */
export function scaleSizes(env: Env): number[] {
  return sizesOf("BENCH_SCALE_SIZES", env.BENCH_SCALE_SIZES ?? "150,10000,100000");
}

/** BENCH_SCALE_DATABASES: pglite, postgres or both. */
export function scaleDatabases(env: Env): ScaleDatabase[] {
  return listOf("BENCH_SCALE_DATABASES", env.BENCH_SCALE_DATABASES ?? "pglite,postgres").map((item) => {
    const database = DATABASES.find((known) => known === item);
    if (!database) throw new Error(`BENCH_SCALE_DATABASES: "${item}" is not one of ${DATABASES.join(", ")}`);
    return database;
  });
}

/** BENCH_LOAD_SIZES: generated datasets the load rows run on after the curated one. */
export function loadSizes(env: Env): number[] {
  const value = env.BENCH_LOAD_SIZES ?? "100000";
  return value.trim() === "none" ? [] : sizesOf("BENCH_LOAD_SIZES", value);
}

/** True when the scale section of this run will measure on that dataset after the load section. */
export function scaleSectionWants(env: Env, size: number, database: ScaleDatabase): boolean {
  const scaleRuns = chooseSections(env.BENCH_ONLY).some((section) => section.name === "scale");
  return scaleRuns && scaleSizes(env).includes(size) && scaleDatabases(env).includes(database);
}
