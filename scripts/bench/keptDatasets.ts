// Datasets one bench section prepared for a later section of the same run (datasetPlan.ts):
// kept here until that section takes one, after which it is that section's to drop. Whatever
// is still here when the run ends (the later section failed first) is dropped then, and after
// Ctrl-C at any point.
import { holdLeftover } from "./leftovers";
import type { ScaleDatabase, ScaleDataset } from "./scaleDataset";
import { count } from "./table";

type Kept = { dataset: ScaleDataset; hold: { release(): void } };

const kept = new Map<string, Kept>();

/** By the size asked for (150 and 167 both give the curated dataset, but are asked apart). */
const keyOf = (size: number, database: ScaleDatabase) => `${count(size)} locations on ${database}`;

export function keepDataset(size: number, dataset: ScaleDataset): void {
  const key = keyOf(size, dataset.database);
  if (kept.has(key)) throw new Error(`a dataset of ${key} is already kept`);
  kept.set(key, { dataset, hold: holdLeftover(() => dataset.drop()) });
}

/** The kept dataset of that size, now the caller's to drop; undefined when none is kept. */
export function takeDataset(size: number, database: ScaleDatabase): ScaleDataset | undefined {
  const key = keyOf(size, database);
  const entry = kept.get(key);
  if (!entry) return undefined;
  kept.delete(key);
  entry.hold.release();
  return entry.dataset;
}

/** Drops every dataset no section took. */
export async function dropKeptDatasets(): Promise<void> {
  const left = [...kept.values()];
  kept.clear();
  for (const { dataset, hold } of left) {
    hold.release();
    await dataset.drop();
  }
}
