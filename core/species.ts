// Species pages and reported catches: docs/product.md "Species pages" and "What's biting".
import { FISH_TYPES, isFishTypeValue } from "./fishTypeList";
import { MONTH_NAMES, monthsInRange, parseSeasonRange } from "./seasons";
import { addDays } from "./zoneClock";

/** How many spots share one bestSeasons text (the database counts them, core reads the text). */
export type SeasonCount = { bestSeasons: string | null; count: number };

/**
 * The 12-month chart: for each month (January first), how many spots are in season, by the
 * season rule of the filters (docs/product.md "Seasons"): a range wraps past December, and a
 * text that names no month counts in no month.
 */
export function monthCounts(seasons: readonly SeasonCount[]): number[] {
  const counts = Array.from({ length: 12 }, () => 0);
  for (const { bestSeasons, count } of seasons) {
    const range = parseSeasonRange(bestSeasons);
    if (!range) continue;
    for (const month of monthsInRange(range)) counts[month] = (counts[month] ?? 0) + count;
  }
  return counts;
}

/** Reported catches count over this many days, today included (docs/product.md "What's biting"). */
export const CATCH_WINDOW_DAYS = 30;

/** The first day (Oregon calendar, YYYY-MM-DD) of the catch window that ends on `today`. */
export function catchWindowStart(today: string): string {
  return addDays(today, -(CATCH_WINDOW_DAYS - 1));
}

// Names the review form offered before it offered the fish-type list, read as the fish type
// they belong to, unless the list now has a type of that name: the form sends Yellow_Perch for
// the fish type Yellow Perch, and an older review's Yellow_Perch named the same fish.
const EARLIER_NAMES: Record<string, string> = {
  dungeness_crab: "crab",
  red_rock_crab: "crab",
  yellow_perch: "perch",
};

/**
 * The species a review's fishCaught names, as fish-type values, each once: the form sends the
 * display name with underscores (`Chinook_Salmon`); `Other` and anything outside the fish-type
 * list name no species.
 */
export function caughtSpecies(fishCaught: readonly string[] | null | undefined): string[] {
  const species = new Set<string>();
  for (const entry of fishCaught ?? []) {
    const value = entry
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, "_");
    const known = isFishTypeValue(value) ? value : (EARLIER_NAMES[value] ?? value);
    if (isFishTypeValue(known)) species.add(known);
  }
  return [...species];
}

/** What the review form sends for a fish type: its display name, spaces as underscores. */
export function fishCaughtOption(name: string): string {
  return name.replaceAll(" ", "_");
}

/** docs/product.md "Review options": the fish-type list, then Other. */
export const REVIEW_FISH_OPTIONS = [...FISH_TYPES.map(fishCaughtOption), "Other"] as const;

/** The months (0 = January) in which the most spots are in season; none when no spot is. */
export function busiestMonths(months: readonly number[]): number[] {
  const most = Math.max(0, ...months);
  if (most === 0) return [];
  return months.flatMap((count, month) => (count === most ? [month] : []));
}

/** "1 spot", "2,500 spots". */
export function spotCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "spot" : "spots"}`;
}

/** "1 report", "3 reports". */
export function reportCountText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "report" : "reports"}`;
}

/** A species page's meta description: what it answers, with its own figures. */
export function speciesDescription(
  species: { name: string; spotCount: number; months: readonly number[] },
  state: string,
): string {
  const where = `Where and when to catch ${species.name.toLowerCase()} in ${state}`;
  if (species.spotCount === 0) {
    return `${where}: how it lives and is fished, anglers' recent catches and the current regulations.`;
  }
  const busiest = busiestMonths(species.months);
  const spots = spotCountText(species.spotCount);
  // A long run of equal months (year-round spots) says little about when: then only the count is told.
  if (busiest.length === 0 || busiest.length > 4) {
    return `${where}: ${spots}, the best-rated spots and anglers' recent catches.`;
  }
  const months = busiest.map((m) => MONTH_NAMES[m]);
  const when = months.length === 1 ? months[0] : `${months.slice(0, -1).join(", ")} and ${months.at(-1)}`;
  return `${where}: ${spots}, most in season in ${when}. The best-rated spots and anglers' recent catches.`;
}
