import { and, between, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { FISH_TYPE_VALUES } from "#core/fishTypes";
import { oregonToday } from "#core/oregonTime";
import { CATCH_WINDOW_DAYS, catchWindowStart, caughtSpecies } from "#core/species";
import type { Database } from "../db/client.server";
import { fishingLocations, locationReviews } from "../db/schema";
import { getLocation } from "./locations";
import { isPublished } from "./reviews";

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
  /** YYYY-MM-DD: the visit date, else the Oregon day the review was written. */
  caughtOn: string;
  /** Fish-type values, in the order of the fish-type list. */
  species: string[];
};

/** How many reports in the window name one species. */
export type CatchCount = { species: string; count: number };

/** The window's days, both ends included, on an Oregon calendar. */
export type CatchWindow = { from: string; to: string; days: number };

export function catchWindow(today: string = oregonToday()): CatchWindow {
  return { from: catchWindowStart(today), to: today, days: CATCH_WINDOW_DAYS };
}

const r = locationReviews;
const l = fishingLocations;
const SPECIES_ORDER: readonly string[] = FISH_TYPE_VALUES;

/** The window's catches matching `where`, newest first. */
async function readCatches(db: Database, window: CatchWindow, where?: SQL): Promise<RecentCatch[]> {
  const rows = await db
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
    .where(and(isNotNull(r.fishCaught), isPublished, between(r.caughtOn, window.from, window.to), where))
    .orderBy(desc(r.caughtOn), desc(r.createdAt), desc(r.id));
  return rows.flatMap(({ fishCaught, caughtOn, ...row }) => {
    const species = caughtSpecies(fishCaught).sort(
      (a, b) => SPECIES_ORDER.indexOf(a) - SPECIES_ORDER.indexOf(b),
    );
    return species.length > 0 && caughtOn ? [{ ...row, caughtOn, species }] : [];
  });
}

/** Species by number of reports, most first; ties in the order of the fish-type list. */
export function countBySpecies(catches: readonly RecentCatch[]): CatchCount[] {
  const counts = new Map<string, number>();
  for (const report of catches) {
    for (const species of report.species) counts.set(species, (counts.get(species) ?? 0) + 1);
  }
  return [...counts]
    .map(([species, count]) => ({ species, count }))
    .sort((a, b) => b.count - a.count || SPECIES_ORDER.indexOf(a.species) - SPECIES_ORDER.indexOf(b.species));
}

const stateIs = (state: string | undefined) => (state ? sql`lower(${l.state}) = lower(${state})` : undefined);

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
  const catches = await readCatches(db, window, eq(r.locationId, locationId));
  return { window, counts: countBySpecies(catches), recent: catches.slice(0, NEWEST_CATCHES) };
}

/** One species' reports in a state (every state when none): how many, and the newest. */
export async function findSpeciesCatches(
  db: Database,
  { species, state, today, limit }: { species: string; state?: string; today?: string; limit: number },
): Promise<{ count: number; recent: RecentCatch[] }> {
  const window = catchWindow(today);
  // fishCaught is free text from older forms (`Dungeness_Crab`): core decides what it names.
  const catches = (await readCatches(db, window, stateIs(state))).filter((c) => c.species.includes(species));
  return { count: catches.length, recent: catches.slice(0, limit) };
}

/** Every species reported caught in a state (every state when none) over the window. */
export async function countCatches(
  db: Database,
  { state, today }: { state?: string; today?: string } = {},
): Promise<{ window: CatchWindow; counts: CatchCount[] }> {
  const window = catchWindow(today);
  return { window, counts: countBySpecies(await readCatches(db, window, stateIs(state))) };
}
