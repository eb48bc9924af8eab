// The answer of GET /api/locations/{id}/conditions (docs/product.md "API: tides and conditions"):
// sun, moon and solunar periods for one location and one day on its own clock. Times are ISO 8601
// with the offset of the location's zone (docs/product.md "Time zones"), to the minute; null
// where the event does not happen that day (the moon rises about 50 minutes later each day, so
// one day a month has no moonrise and one no moonset).

import type { MoonPhaseName } from "./moonPhase";

export type TimeWindowAnswer = { start: string; end: string };

export type ConditionsAnswer = {
  date: string;
  sunrise: string | null;
  sunset: string | null;
  civilDawn: string | null;
  civilDusk: string | null;
  moon: {
    /** 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter; at the middle of the day. */
    phase: number;
    phaseName: MoonPhaseName;
    /** Illuminated fraction of the disc, 0 to 1. */
    illumination: number;
    rise: string | null;
    set: string | null;
  };
  solunar: { major: TimeWindowAnswer[]; minor: TimeWindowAnswer[] };
};
