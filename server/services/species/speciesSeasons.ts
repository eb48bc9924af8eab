import { sql } from "drizzle-orm";
import type { SeasonCount } from "#core/species";
import { type Database, selectRows } from "#server/db/client.server";
import { fishingLocations } from "#server/db/schema";
import { stateFilter } from "../locations";

/** For each fish type, how many spots share each bestSeasons text. */
export type SeasonsByFish = ReadonlyMap<string, readonly SeasonCount[]>;

const t = fishingLocations;

/**
 * One pass over a state's spots (or every spot), grouped by fish type and season text: a few
 * hundred rows however many spots there are, since spots share a handful of season texts. On
 * 100,000 spots it costs over half a second on PGlite, so the services keep it until spots
 * change (decision 033).
 */
export async function readSeasonsByFish(db: Database, state: string | undefined): Promise<SeasonsByFish> {
  const inState = stateFilter(state);
  const rows = await selectRows<{ fish: string; best_seasons: string | null; count: number }>(
    db,
    sql`select f.fish, ${t.bestSeasons} as best_seasons, count(*)::int as count
        from ${t} cross join lateral unnest(${t.fishTypes}) as f(fish)
        ${inState ? sql`where ${inState}` : sql``}
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
