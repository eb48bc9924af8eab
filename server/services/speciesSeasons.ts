import { sql } from "drizzle-orm";
import type { SeasonCount } from "#core/species";
import { type DataChanges, writeTouches } from "../dataChanges";
import { type Database, selectRows } from "../db/client.server";
import { fishingLocations } from "../db/schema";

/** For each fish type, how many spots share each bestSeasons text. */
export type SeasonsByFish = ReadonlyMap<string, readonly SeasonCount[]>;

const t = fishingLocations;

/**
 * One pass over a state's spots (or every spot), grouped by fish type and season text: a few
 * hundred rows however many spots there are, since spots share a handful of season texts.
 */
async function readSeasonsByFish(db: Database, state: string | undefined): Promise<SeasonsByFish> {
  const rows = await selectRows<{ fish: string; best_seasons: string | null; count: number }>(
    db,
    sql`select f.fish, ${t.bestSeasons} as best_seasons, count(*)::int as count
        from ${t} cross join lateral unnest(${t.fishTypes}) as f(fish)
        ${state ? sql`where lower(${t.state}) = lower(${state})` : sql``}
        group by f.fish, ${t.bestSeasons}`,
  );
  const byFish = new Map<string, SeasonCount[]>();
  for (const row of rows) {
    const list = byFish.get(row.fish) ?? [];
    if (list.length === 0) byFish.set(row.fish, list);
    list.push({ bestSeasons: row.best_seasons, count: Number(row.count) });
  }
  return byFish;
}

export type SpeciesSeasons = {
  /** The season counts of every fish type in `state` (every state when none). */
  seasonsByFish(state?: string): Promise<SeasonsByFish>;
  close(): void;
};

/**
 * The season counts that the species pages and the home page's "What's biting now" read, kept
 * in memory per state until the locations change (decision 018): on 100,000 spots the pass
 * costs a tenth of a second, and spots change rarely. While other processes' writes may go
 * unheard, nothing is kept.
 */
export function createSpeciesSeasons(db: Database, changes: DataChanges): SpeciesSeasons {
  const kept = new Map<string, Promise<SeasonsByFish>>();
  const stopListening = changes.onChange((change) => {
    if (change.kind === "reliability" || writeTouches(change, "locations")) kept.clear();
  });
  return {
    seasonsByFish(state) {
      if (!changes.reliable) return readSeasonsByFish(db, state);
      const key = state?.toLowerCase() ?? "";
      const cached = kept.get(key);
      if (cached) return cached;
      const reading = readSeasonsByFish(db, state);
      kept.set(key, reading);
      // A failed reading is not kept: the next request tries again.
      reading.catch(() => {
        if (kept.get(key) === reading) kept.delete(key);
      });
      return reading;
    },
    close: stopListening,
  };
}
