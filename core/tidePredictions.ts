// The tide answer of GET /api/locations/{id}/tides
// (docs/product.md "API: tides and conditions" and "Tide predictions"): its constants, its shape,
// and the minus-tide rule, shared by the server and the screens that will show it.

// ?days=N: 1 to 14, default 7 (the week of the Weather & Tides tab).
export const TIDE_DAYS_DEFAULT = 7;
export const TIDE_DAYS_MAX = 14;

/** Minutes between points of the water-level series: a smooth chart, about 1,000 points a week. */
export const TIDE_SERIES_STEP_MINUTES = 10;

// MLLW, not MSL: Oregon tide tables and anglers read heights above mean lower low water.
export const TIDE_DATUM = "MLLW";
export const TIDE_UNITS = "feet";

// The issue asks for provenance in every answer: these are astronomical predictions, and wind,
// river flow and storm surge move real water away from them.
export const TIDE_PROVENANCE = "Predicted from harmonic constants, not observed; not for navigation.";

export type TideType = "high" | "low";

/** A minus tide is a low tide below 0.0 ft MLLW: razor-clam and tide-pool days. */
export function isMinusTide(extreme: { type: TideType; height: number }): boolean {
  return extreme.type === "low" && extreme.height < 0;
}

export type TideStationSummary = {
  id: string;
  name: string;
  type: "reference" | "subordinate";
  /** From the location to the station; null when the location's coordinates cannot be read. */
  distanceKm: number | null;
};

export type TideExtremeAnswer = { time: string; height: number; type: TideType; minus: boolean };
export type WaterLevelAnswer = { time: string; height: number };

export type TidesAnswer = {
  station: TideStationSummary;
  datum: typeof TIDE_DATUM;
  units: typeof TIDE_UNITS;
  /** The spot's IANA zone, whose clock every time of the answer is read on. */
  timeZone: string;
  provenance: typeof TIDE_PROVENANCE;
  extremes: TideExtremeAnswer[];
  series: WaterLevelAnswer[];
};
