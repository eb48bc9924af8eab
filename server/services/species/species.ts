import { and, asc, desc, eq, sql } from "drizzle-orm";
import { FISH_TYPE_VALUES, sortFishTypeValues } from "#core/fishTypeList";
import { displayName } from "#core/fishTypes";
import { monthCounts } from "#core/species";
import { fishTypeFromSlug, speciesSlug } from "#core/speciesPaths";
import { zoneToday } from "#core/zoneClock";
import type { DataChanges } from "#server/dataChanges";
import type { Database } from "#server/db/client.server";
import { fishingLocations, locationRatings } from "#server/db/schema";
import { NotFoundError } from "../errors";
import { type KeptAnswers, keptUntilChange } from "../keptUntilChange";
import { listOfferedFishTypes, stateFilter } from "../locations";
import {
  CATCH_TIME_ZONE,
  type CatchCount,
  type CatchWindow,
  catchWindow,
  countEntries,
  countSpecies,
  type EntryCount,
  findSpeciesCatches,
  type RecentCatch,
} from "./catches";
import { readSeasonsByFish, type SeasonsByFish } from "./speciesSeasons";

// docs/product.md "Species pages": one page per fish type of the fish-type list (the 25, and any
// value a spot offers beyond them), gathering the spots, their seasons and anglers' catches.

/** A spot in a species' list of best spots. */
export type SpeciesSpot = {
  id: number;
  name: string;
  region: string;
  bestSeasons: string;
  featured: boolean;
  averageRating: number | null;
  reviewCount: number;
};

export type Species = {
  slug: string;
  /** The fish-type value (`chinook_salmon`). */
  value: string;
  name: string;
  /** How many spots offer it (in the state asked for, else everywhere). */
  spotCount: number;
  /** For each month, January first, how many of those spots are in season. */
  months: number[];
  /** The best spots: featured first, then by average rating, then by number of reviews. */
  locations: SpeciesSpot[];
  /** How many reports in the catch window name it, and the newest of them. */
  catchCount: number;
  recentCatches: RecentCatch[];
  catchWindow: CatchWindow;
};

/** How many spots and reports a species page lists. */
export const BEST_SPOTS = 10;
export const SPECIES_PAGE_CATCHES = 10;

/** Every species with a page: the fish-type list, then the values spots offer beyond it. */
export async function listSpeciesValues(db: Database): Promise<string[]> {
  return sortFishTypeValues([...FISH_TYPE_VALUES, ...(await listOfferedFishTypes(db))]);
}

const t = fishingLocations;
const rt = locationRatings;

async function findBestSpots(db: Database, value: string, state: string | undefined): Promise<SpeciesSpot[]> {
  const averageRating = sql<string | null>`${rt.ratingSum}::numeric / nullif(${rt.reviewCount}, 0)`;
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      region: t.region,
      bestSeasons: t.bestSeasons,
      featured: t.featured,
      averageRating,
      reviewCount: sql<number>`coalesce(${rt.reviewCount}, 0)::int`,
    })
    .from(t)
    .leftJoin(rt, eq(rt.locationId, t.id))
    .where(and(sql`${t.fishTypes} @> array[${value}]::text[]`, stateFilter(state)))
    .orderBy(
      desc(t.featured),
      sql`${averageRating} desc nulls last`,
      sql`coalesce(${rt.reviewCount}, 0) desc`,
      sql`lower(${t.name})`,
      asc(t.id),
    )
    .limit(BEST_SPOTS);
  return rows.map((row) => ({
    ...row,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    reviewCount: Number(row.reviewCount),
  }));
}

/**
 * The readings that cost most at 100,000 spots and a million reviews, each kept in memory until
 * the data it comes from changes (decision 033): the season counts (locations), the window's
 * catch spellings and each fish's best spots (reviews too, since they hold the ratings). Pages
 * render often between two writes; every write drops them, as it drops rendered pages.
 */
export type SpeciesCaches = {
  seasons: KeptAnswers<SeasonsByFish>;
  catchEntries: KeptAnswers<EntryCount[]>;
  bestSpots: KeptAnswers<SpeciesSpot[]>;
};

export function createSpeciesCaches(changes: DataChanges): SpeciesCaches & { close(): void } {
  const caches = {
    seasons: keptUntilChange<SeasonsByFish>(changes, ["locations"]),
    catchEntries: keptUntilChange<EntryCount[]>(changes, ["reviews", "locations"]),
    bestSpots: keptUntilChange<SpeciesSpot[]>(changes, ["reviews", "locations"]),
  };
  return {
    ...caches,
    close: () => {
      for (const kept of Object.values(caches)) kept.close();
    },
  };
}

const stateKey = (state: string | undefined) => state?.toLowerCase() ?? "";

function seasonsIn(db: Database, caches: SpeciesCaches, state: string | undefined) {
  return caches.seasons.get(stateKey(state), () => readSeasonsByFish(db, state));
}

function catchEntriesIn(db: Database, caches: SpeciesCaches, state: string | undefined, window: CatchWindow) {
  return caches.catchEntries.get(`${stateKey(state)} ${window.to}`, () => countEntries(db, window, state));
}

/** A species page's content; NotFoundError for a slug that names no species. */
export async function getSpecies(
  db: Database,
  caches: SpeciesCaches,
  { slug, state, today = zoneToday(CATCH_TIME_ZONE) }: { slug: string; state?: string; today?: string },
): Promise<Species> {
  const value = fishTypeFromSlug(slug);
  if (value === null || !(await listSpeciesValues(db)).includes(value)) {
    throw new NotFoundError("Fish type not found");
  }
  const window = catchWindow(today);
  const [seasonCounts, locations, catches] = await Promise.all([
    seasonsIn(db, caches, state),
    caches.bestSpots.get(`${stateKey(state)} ${value}`, () => findBestSpots(db, value, state)),
    catchEntriesIn(db, caches, state, window).then((entries) =>
      findSpeciesCatches(db, { species: value, state, window, entries, limit: SPECIES_PAGE_CATCHES }),
    ),
  ]);
  const ofSpecies = seasonCounts.get(value) ?? [];
  return {
    slug: speciesSlug(value),
    value,
    name: displayName(value),
    spotCount: ofSpecies.reduce((sum, entry) => sum + entry.count, 0),
    months: monthCounts(ofSpecies),
    locations,
    catchCount: catches.count,
    recentCatches: catches.recent,
    catchWindow: window,
  };
}

/** A species in season this month, with how many spots it is in season at. */
export type InSeason = { species: string; spots: number };

export type WhatsBiting = {
  /** This month, 0 for January (Oregon calendar). */
  month: number;
  inSeason: InSeason[];
  catches: CatchCount[];
  catchWindow: CatchWindow;
};

/** The home page's "What's biting now": the species in season this month, and reported catches. */
export async function getWhatsBiting(
  db: Database,
  caches: SpeciesCaches,
  { state, today = zoneToday(CATCH_TIME_ZONE) }: { state?: string; today?: string } = {},
): Promise<WhatsBiting> {
  const month = Number(today.slice(5, 7)) - 1;
  const window = catchWindow(today);
  const [seasonCounts, entries] = await Promise.all([
    seasonsIn(db, caches, state),
    catchEntriesIn(db, caches, state, window),
  ]);
  const inSeason = sortFishTypeValues([...seasonCounts.keys()])
    .map((species) => ({ species, spots: monthCounts(seasonCounts.get(species) ?? [])[month] ?? 0 }))
    .filter((entry) => entry.spots > 0)
    // Most spots first; the sort is stable, so ties keep the fish-type list's order.
    .sort((a, b) => b.spots - a.spots);
  return { month, inSeason, catches: countSpecies(entries), catchWindow: window };
}
