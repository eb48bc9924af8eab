// River readings as the API and the pages carry them (GET /api/locations/{id}/water,
// docs/product.md "Live conditions"). Pure and isomorphic.

import type { FlowTrend } from "./outlook";

/** The USGS parameters we show, in the order we show them. */
export const WATER_PARAMETERS = [
  { code: "00060", label: "Flow", unit: "ft³/s" },
  { code: "00065", label: "Gage height", unit: "ft" },
  { code: "00010", label: "Water temperature", unit: "°F" },
] as const;

export type WaterParameterCode = (typeof WATER_PARAMETERS)[number]["code"];

export type WaterReading = {
  parameterCode: WaterParameterCode;
  label: string;
  value: number;
  unit: string;
  /** ISO 8601, UTC: when the gauge took it. */
  time: string;
};

export type WaterSeries = { parameterCode: WaterParameterCode; points: { time: string; value: number }[] };

export type WaterReport = {
  site: { id: string; name: string };
  readings: WaterReading[];
  series: WaterSeries[];
};

export type SourceNote = { name: string; url: string };

/** What a live part of a page says about its source: when we read it, and if that was before an outage. */
export type Freshness = { fetchedAt: string; stale: boolean; source: SourceNote };

export type WaterAnswer = WaterReport & Freshness;

/** The gauge's page for people, named as the source of every reading. */
export function usgsSitePageUrl(siteId: string): string {
  return `https://waterdata.usgs.gov/monitoring-location/${encodeURIComponent(siteId)}/`;
}

export const USGS_SOURCE_NAME = "USGS Water Data";

export const WATER_UNAVAILABLE = "River readings are unavailable right now.";

/** "WILSON RIVER NEAR TILLAMOOK, OR" as people write it: "Wilson River near Tillamook, OR". */
export function readableSiteName(name: string): string {
  const small = new Set(["near", "at", "below", "above", "and", "of", "the", "nr", "ab", "bl", "blw", "abv"]);
  return name
    .toLowerCase()
    .split(/(\s+|,)/)
    .map((word, index, words) => {
      if (/^[a-z]{2}$/.test(word) && index === words.length - 1) return word.toUpperCase();
      if (index > 0 && small.has(word)) return word;
      return word.replace(/^[a-z]/, (c) => c.toUpperCase());
    })
    .join("");
}

/** One river of the home page's rivers row: its flow now and its trend, linking to one spot on it. */
export type RiverNowItem = {
  locationId: number;
  river: string;
  spot: string;
  /** The spot's IANA zone: its reading's time is shown on that clock. */
  timeZone: string;
  flow: { value: number; unit: string; time: string } | null;
  trend: FlowTrend | null;
  stale: boolean;
};

export const RIVERS_ROW_SIZE = 8;

/** "Rogue River - Grants Pass" is on the Rogue River: the name before the spot's own part. */
export function riverOf(spotName: string): string {
  return spotName.split(" - ")[0]?.trim() || spotName;
}

/**
 * The rivers the home page shows: the main ones first (a featured spot on them, then the most
 * spots: a river many anglers fish has many spots), one spot per river (its featured one, else
 * the first by name), at most RIVERS_ROW_SIZE, shown north to south.
 */
export function chooseRiverSpots<T extends { name: string; featured: boolean; latitude: string }>(
  spots: readonly T[],
): T[] {
  const rivers = new Map<string, T[]>();
  for (const spot of spots) {
    const river = riverOf(spot.name);
    rivers.set(river, [...(rivers.get(river) ?? []), spot]);
  }
  const featuredFirst = (a: T, b: T) =>
    Number(b.featured) - Number(a.featured) || a.name.localeCompare(b.name, "en-US");
  return [...rivers.entries()]
    .map(([river, onIt]) => ({ river, onIt: [...onIt].sort(featuredFirst) }))
    .sort(
      (a, b) =>
        Number(b.onIt.some((s) => s.featured)) - Number(a.onIt.some((s) => s.featured)) ||
        b.onIt.length - a.onIt.length ||
        a.river.localeCompare(b.river, "en-US"),
    )
    .slice(0, RIVERS_ROW_SIZE)
    .map(({ onIt }) => onIt[0] as T)
    .sort((a, b) => Number(b.latitude) - Number(a.latitude));
}
