import type { ForecastAnswer } from "#core/forecast";
import type { OutlookDay } from "#core/outlook";
import type { WaterAnswer } from "#core/water";

/** One live part of a page: its answer, or the sentence that says why there is none. */
export type LivePart<T> = { ok: true; value: T } | { ok: false; message: string };

/** The Weather & Tides tab's live parts, as the location loader streams them. */
export type LiveConditionsData = {
  /** Null for a spot without a gauge: the river part is then not shown at all. */
  water: LivePart<WaterAnswer> | null;
  forecast: LivePart<ForecastAnswer>;
  outlook: LivePart<OutlookDay[]>;
  /** When the outlook was worked out (ISO 8601). */
  computedAt: string;
  /** The spot's IANA zone: every time of the live parts is read on its clock. */
  timeZone: string;
  /** Which sources the outlook could use, for its source line. */
  outlookSources: { tides: boolean; forecast: boolean; gauge: boolean };
};

export const STILL_LOADING = "Still fetching the latest conditions. Reload the page in a moment to see them.";
export const OUTLOOK_UNAVAILABLE = "The outlook is unavailable right now.";
