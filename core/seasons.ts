// Season parsing, matching and sorting: docs/product.md "Seasons" and "Sorting".

// bestSeasons is a month range such as Mar-May, with three-letter month names.
export const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

// Each end is read by its first three letters, so "March" and "mar" both mean Mar.
export function monthIndex(text: string): number | null {
  const prefix = text.trim().slice(0, 3).toLowerCase();
  if (prefix.length < 3) return null;
  const index = MONTH_ABBREVIATIONS.findIndex((m) => m.toLowerCase() === prefix);
  return index === -1 ? null : index;
}

export type MonthRange = { start: number; end: number };

// "Year-round", "Year round", "All year": every month. Checked before the range split because
// "Year-round" contains the "-" separator.
const YEAR_ROUND = /^(year[\s-]*round|all[\s-]*year)\b/i;

// Range separators: hyphen, en dash, em dash, or the word "to" between spaces (not the "to"
// inside "October").
const RANGE_SEPARATOR = /\s*[-–—]\s*|\s+to\s+/i;

// The range of a bestSeasons text (first three letters of each end, wrapping past December).
export function parseSeasonRange(bestSeasons: string | null | undefined): MonthRange | null {
  if (bestSeasons == null) return null;
  const text = bestSeasons.trim();
  if (text === "") return null;
  if (YEAR_ROUND.test(text)) return { start: 0, end: 11 };
  const ends = text.split(RANGE_SEPARATOR);
  if (ends.length === 1) {
    const month = monthIndex(text);
    return month === null ? null : { start: month, end: month };
  }
  if (ends.length !== 2) return null;
  const start = monthIndex(ends[0] ?? "");
  const end = monthIndex(ends[1] ?? "");
  if (start === null || end === null) return null;
  return { start, end };
}

// Wrapping past December: Nov-Feb is Nov, Dec, Jan, Feb.
export function monthsInRange(range: MonthRange): number[] {
  const months: number[] = [];
  let month = range.start;
  for (;;) {
    months.push(month);
    if (month === range.end || months.length === 12) return months;
    month = (month + 1) % 12;
  }
}

// The months of each season (0 = January).
export const SEASON_MONTHS = {
  spring: [2, 3, 4],
  summer: [5, 6, 7],
  fall: [8, 9, 10],
  winter: [11, 0, 1],
} as const satisfies Record<string, readonly number[]>;

export type SeasonName = keyof typeof SEASON_MONTHS;

// An unknown start month counts as January.
export function seasonStartMonth(bestSeasons: string | null | undefined): number {
  return parseSeasonRange(bestSeasons)?.start ?? 0;
}

// A location matches a season when its bestSeasons range overlaps any month of it.
// A range that cannot be parsed overlaps nothing, so it matches no season.
export function matchesSeason(bestSeasons: string | null | undefined, season: SeasonName): boolean {
  const range = parseSeasonRange(bestSeasons);
  if (range === null) return false;
  const seasonMonths: readonly number[] = SEASON_MONTHS[season];
  return monthsInRange(range).some((m) => seasonMonths.includes(m));
}

// Names compare alphabetically ignoring case (accents still count).
function compareNames(a: string, b: string): number {
  return a.localeCompare(b, "en", { sensitivity: "accent" });
}

// docs/product.md "Sorting": the featured list and the fish lists sort by the start month of bestSeasons
// (unknown counts as January). Ties fall back to the name so the order is predictable.
export function sortBySeasonStart<T extends { bestSeasons?: string | null; name: string }>(items: T[]): T[] {
  return items
    .map((item) => ({ item, start: seasonStartMonth(item.bestSeasons) }))
    .sort((a, b) => a.start - b.start || compareNames(a.item.name, b.item.name))
    .map(({ item }) => item);
}

// The list for "all" sorts alphabetically by name.
export function sortByName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}
