// Where an alert's events come from: its tide station's highs and lows and its place's optimal
// windows. Everything here is the same for every alert at a station or place, so it is computed
// once per station-day (the shared tide cache) and once per place-day (a cache of its own), and
// the tick only compares numbers per alert. Days are the place's own
// (docs/product.md "Time zones"): a day's optimal windows end at the place's midnight, and the
// dates a tick looks at are the place's dates.

import type { Station as DatabaseStation } from "@neaps/tide-database";
import { LRUCache } from "lru-cache";
import type { EventSource } from "#core/alertEvents";
import type { Coordinates } from "#core/distance";
import { type OptimalWindow, optimalWindows } from "#core/optimalConditions";
import { addDays, zoneDate, zoneDay } from "#core/zoneClock";
import { fishingConditions, type TideCache, type TideDayExtreme, tideDay } from "../services/conditions";
import { getOrCompute } from "../services/getOrCompute";

export type StationRef = { station: DatabaseStation; summary: { id: string; name: string } };

/** Place-days of optimal windows kept between ticks: a fortnight for ~300 places. */
const OPTIMAL_CACHE_PLACE_DAYS = 4096;

export function createOptimalWindowCache() {
  return new LRUCache<string, OptimalWindow[]>({ max: OPTIMAL_CACHE_PLACE_DAYS });
}
export type OptimalWindowCache = ReturnType<typeof createOptimalWindowCache>;

/** The dates an interval touches on a zone's calendar, in order. */
export function datesCovering(start: Date, end: Date, timeZone: string): string[] {
  const last = zoneDate(timeZone, end);
  const dates = [zoneDate(timeZone, start)];
  while (dates[dates.length - 1] !== last) dates.push(addDays(dates[dates.length - 1] as string, 1));
  return dates;
}

function extremesOf(
  tideCache: TideCache,
  station: DatabaseStation,
  dates: string[],
  timeZone: string,
): TideDayExtreme[] {
  return dates.flatMap((date) => tideDay(tideCache, station, date, timeZone).extremes);
}

/**
 * The events that can reach alerts at `station` and `place` between `from` and `to`. Optimal
 * windows of a day need the highs and lows of the days beside it (a window can straddle midnight).
 */
export function eventSource(options: {
  tideCache: TideCache;
  optimalCache: OptimalWindowCache;
  station: StationRef;
  place: Coordinates;
  /** The place's IANA zone: its days. */
  timeZone: string;
  from: Date;
  to: Date;
  withOptimal: boolean;
}): EventSource {
  const { tideCache, optimalCache, station, place, timeZone } = options;
  const dates = datesCovering(options.from, options.to, timeZone);
  const extremes = extremesOf(tideCache, station.station, dates, timeZone);
  if (!options.withOptimal) return { stationId: station.summary.id, extremes };
  // The day before is included so that a window running over midnight is seen from its start.
  const optimalDates = [addDays(dates[0] as string, -1), ...dates];
  const windows = joinAtMidnight(
    optimalDates.flatMap((date) =>
      getOrCompute(
        optimalCache,
        `${station.summary.id}|${place.latitude},${place.longitude}|${timeZone}|${date}`,
        () => {
          const around = extremesOf(
            tideCache,
            station.station,
            [addDays(date, -1), date, addDays(date, 1)],
            timeZone,
          );
          const conditions = fishingConditions({ ...place, date, timeZone });
          return optimalWindows({
            extremes: around,
            solunar: conditions.solunar,
            sun: conditions.sun,
            within: zoneDay(timeZone, date),
          });
        },
      ),
    ),
  );
  return { stationId: station.summary.id, extremes, optimalWindows: windows };
}

/** Each day's windows end at midnight; a window that runs on into the next day is one window. */
export function joinAtMidnight(windows: OptimalWindow[]): OptimalWindow[] {
  const joined: OptimalWindow[] = [];
  for (const window of windows) {
    const last = joined.at(-1);
    if (last && last.end.getTime() === window.start.getTime()) {
      joined[joined.length - 1] = {
        start: last.start,
        end: window.end,
        reasons: [...new Set([...last.reasons, ...window.reasons])],
      };
    } else {
      joined.push(window);
    }
  }
  return joined;
}
