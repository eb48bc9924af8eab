// The Weather & Tides tab's data: the tides answer grouped by the spot's days, with the water-level
// series packed as plain heights. A week's series as ISO strings is about 45 KB of page data;
// as heights on a regular grid it is a fifth of that, and every location page carries it.
//
// Everything here reads the wall clock from the answer's ISO strings ("2026-11-21T05:32:00-08:00"
// is 5:32 on the spot's clock, Pacific here), so server and browser group and label identically
// without a time-zone database.

import type { ConditionsAnswer } from "#core/conditions";
import { TIDE_SERIES_STEP_MINUTES, type TideExtremeAnswer, type TidesAnswer } from "#core/tidePredictions";

const MINUTE_MS = 60_000;

/** A local hour on the day's clock and the instant it strikes (23- and 25-hour days included). */
export type ClockHour = { hour: number; at: number };

export type TideWeekDay = {
  /** The spot's calendar date, YYYY-MM-DD. */
  date: string;
  /** Local midnight to the next local midnight, epoch milliseconds. */
  start: number;
  end: number;
  extremes: TideExtremeAnswer[];
  /** Water level every `stepMinutes` from `start`, in feet above MLLW. */
  heights: number[];
  stepMinutes: number;
  /** Every third hour of the day's clock, from 0 (midnight) to 24 (the next midnight). */
  clockHours: ClockHour[];
};

export type TideWeek = {
  station: TidesAnswer["station"];
  /** The spot's IANA zone, whose clock the times are on. */
  timeZone: string;
  datum: TidesAnswer["datum"];
  units: TidesAnswer["units"];
  provenance: TidesAnswer["provenance"];
  days: TideWeekDay[];
};

/** What the location loader hands the Weather & Tides tab. */
export type TideTabData = {
  /** The request time: the chart's "now" marker, the same on the server and in the browser. */
  renderedAt: number;
  /** The spot's IANA zone: its days and the clock every time of the tab is read on. */
  timeZone: string;
  /** Null when the location has no tide info or the predictions failed. */
  tides: TideWeek | null;
  /** Sun, moon and solunar periods by the spot's date; days that failed are missing. */
  conditions: Record<string, ConditionsAnswer>;
};

export const CLOCK_HOUR_STEP = 3;

/** "2026-11-21T05:32:00-08:00" -> 2026-11-21, 5 h 32 min on the clock the string was written on. */
export function wallClock(iso: string): { date: string; hour: number; minute: number } {
  return { date: iso.slice(0, 10), hour: Number(iso.slice(11, 13)), minute: Number(iso.slice(14, 16)) };
}

export function groupTidesByDay(answer: TidesAnswer): TideWeek {
  const byDate = new Map<string, TideWeekDay>();
  const dayOf = (date: string, start: number): TideWeekDay => {
    let day = byDate.get(date);
    if (!day) {
      day = {
        date,
        start,
        end: start,
        extremes: [],
        heights: [],
        stepMinutes: TIDE_SERIES_STEP_MINUTES,
        clockHours: [],
      };
      byDate.set(date, day);
    }
    return day;
  };
  // The series starts at each local midnight and steps evenly through the day (services/tides).
  for (const point of answer.series) {
    const clock = wallClock(point.time);
    const at = Date.parse(point.time);
    const day = dayOf(clock.date, at);
    day.heights.push(point.height);
    day.end = at + TIDE_SERIES_STEP_MINUTES * MINUTE_MS;
    // On the fall-back night 1 a.m. strikes twice; no label hour is odd, so none is listed twice.
    if (clock.minute === 0 && clock.hour % CLOCK_HOUR_STEP === 0)
      day.clockHours.push({ hour: clock.hour, at });
  }
  for (const day of byDate.values()) day.clockHours.push({ hour: 24, at: day.end });
  for (const extreme of answer.extremes) {
    byDate.get(wallClock(extreme.time).date)?.extremes.push(extreme);
  }
  return {
    station: answer.station,
    timeZone: answer.timeZone,
    datum: answer.datum,
    units: answer.units,
    provenance: answer.provenance,
    days: [...byDate.values()].sort((a, b) => a.start - b.start),
  };
}

/** The chart's day: ?day= when it names one of the week's days, else the first (today). */
export function chosenDay(days: TideWeekDay[], requested: string | null): TideWeekDay | undefined {
  return days.find((day) => day.date === requested) ?? days[0];
}
