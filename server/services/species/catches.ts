import { and, between, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { FISH_TYPE_VALUES } from "#core/fishTypeList";
import { CATCH_WINDOW_DAYS, catchWindowStart, caughtSpecies } from "#core/species";
import { PACIFIC_TIME_ZONE, zoneToday } from "#core/zoneClock";
import type { Database } from "#server/db/client.server";
import { fishingLocations, locationReviews } from "#server/db/schema";
import { getLocation, stateFilter } from "../locations";
import { isPublished } from "../reviews";

// docs/product.md "What's biting": a catch is a published review whose fishCaught names a
// species of the fish-type list and whose day (the visit date, else the day it was written)
// falls in the last CATCH_WINDOW_DAYS days. The database picks the window's reviews by that day
// (an index holds the reviews that name any fish); core reads the species out of fishCaught.

/** One angler's report of what they caught, for the lists of newest reports. */
export type RecentCatch = {
  reviewId: number;
  locationId: number;
  locationName: string;
  userName: string;
  /** YYYY-MM-DD: the visit date, else the Pacific day the review was written. */
  caughtOn: string;
  /** Fish-type values, in the order of the fish-type list. */
  species: string[];
};

/** How many reports in the window name one species. */
export type CatchCount = { species: string; count: number };

/** The window's days, both ends included, on the Pacific calendar. */
export type CatchWindow = { from: string; to: string; days: number };

// A review's day is kept by the database on the Pacific calendar (server/db/schema.ts, caught_on),
// and one window spans every spot of a species, so the window reads that calendar too.
export const CATCH_TIME_ZONE = PACIFIC_TIME_ZONE;

export function catchWindow(today: string = zoneToday(CATCH_TIME_ZONE)): CatchWindow {
  return { from: catchWindowStart(today), to: today, days: CATCH_WINDOW_DAYS };
}

const r = locationReviews;
const l = fishingLocations;
const SPECIES_ORDER: readonly string[] = FISH_TYPE_VALUES;

const inWindow = (window: CatchWindow) =>
  and(isNotNull(r.fishCaught), isPublished, between(r.caughtOn, window.from, window.to));

/** The window's catches matching `where`, newest first (the first `limit` of them). */
async function readCatches(
  db: Database,
  window: CatchWindow,
  where?: SQL,
  limit?: number,
): Promise<RecentCatch[]> {
  let query = db
    .select({
      reviewId: r.id,
      locationId: r.locationId,
      locationName: l.name,
      userName: r.userName,
      caughtOn: r.caughtOn,
      fishCaught: r.fishCaught,
    })
    .from(r)
    .innerJoin(l, eq(l.id, r.locationId))
    .where(and(inWindow(window), where))
    .orderBy(desc(r.caughtOn), desc(r.createdAt), desc(r.id))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  return (await query).flatMap(({ fishCaught, caughtOn, ...row }) => {
    const species = caughtSpecies(fishCaught).sort(
      (a, b) => SPECIES_ORDER.indexOf(a) - SPECIES_ORDER.indexOf(b),
    );
    return species.length > 0 && caughtOn ? [{ ...row, caughtOn, species }] : [];
  });
}

/**
 * How many of the window's reviews (in a state, or everywhere) name each fishCaught entry as
 * written: a handful of spellings, however many reviews, counted where the reviews are. A
 * review naming two spellings of one species would count twice; no form offers both.
 */
export async function countEntries(
  db: Database,
  window: CatchWindow,
  state: string | undefined,
): Promise<EntryCount[]> {
  const rows = await db
    .select({ entry: sql<string>`e.entry`, reviews: sql<number>`count(distinct ${r.id})::int` })
    .from(r)
    .innerJoin(l, eq(l.id, r.locationId))
    .crossJoin(sql`unnest(${r.fishCaught}) as e(entry)`)
    .where(and(inWindow(window), stateFilter(state)))
    .groupBy(sql`e.entry`);
  return rows.map((row) => ({ entry: row.entry, reviews: Number(row.reviews) }));
}

/** Species by number of reports, most first; ties in the order of the fish-type list. */
function sortCounts(counts: ReadonlyMap<string, number>): CatchCount[] {
  return [...counts]
    .map(([species, count]) => ({ species, count }))
    .sort((a, b) => b.count - a.count || SPECIES_ORDER.indexOf(a.species) - SPECIES_ORDER.indexOf(b.species));
}

/** How many reports a list of newest reports shows. */
export const NEWEST_CATCHES = 5;

export type LocationCatches = { window: CatchWindow; counts: CatchCount[]; recent: RecentCatch[] };

/** A location's "Recent catches": species and counts over the window, and the newest reports. */
export async function getLocationCatches(
  db: Database,
  { locationId, today }: { locationId: number; today?: string },
): Promise<LocationCatches> {
  await getLocation(db, { id: locationId });
  const window = catchWindow(today);
  // One spot's reviews of a month are few: read whole, counted here.
  const catches = await readCatches(db, window, eq(r.locationId, locationId));
  const counts = new Map<string, number>();
  for (const report of catches) {
    for (const species of report.species) counts.set(species, (counts.get(species) ?? 0) + 1);
  }
  return { window, counts: sortCounts(counts), recent: catches.slice(0, NEWEST_CATCHES) };
}

/** How many of the window's reviews name one fishCaught entry, spelt as written. */
export type EntryCount = { entry: string; reviews: number };

/** The species the entries name, by number of reports (core reads each spelling). */
export function countSpecies(entries: readonly EntryCount[]): CatchCount[] {
  const counts = new Map<string, number>();
  for (const { entry, reviews } of entries) {
    for (const species of caughtSpecies([entry])) counts.set(species, (counts.get(species) ?? 0) + reviews);
  }
  return sortCounts(counts);
}

/** One species' reports in a state (every state when none): how many, and the newest `limit`. */
export async function findSpeciesCatches(
  db: Database,
  options: {
    species: string;
    state?: string;
    window: CatchWindow;
    entries: readonly EntryCount[];
    limit: number;
  },
): Promise<{ count: number; recent: RecentCatch[] }> {
  // fishCaught is free text from older forms too (`Dungeness_Crab`): core decides which of the
  // window's spellings name the species, the database finds the reviews that use them.
  const naming = options.entries.filter(({ entry }) => caughtSpecies([entry]).includes(options.species));
  if (naming.length === 0) return { count: 0, recent: [] };
  const spellings = sql.join(
    naming.map(({ entry }) => sql`${entry}`),
    sql`, `,
  );
  const where = and(stateFilter(options.state), sql`${r.fishCaught} && array[${spellings}]::text[]`);
  return {
    count: naming.reduce((sum, { reviews }) => sum + reviews, 0),
    recent: await readCatches(db, options.window, where, options.limit),
  };
}
