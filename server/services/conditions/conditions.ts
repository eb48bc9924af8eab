// Fishing conditions (docs/product.md "Sun, moon and solunar periods"): sunrise, sunset, civil
// twilight, moon phase, moonrise and moonset, and solunar periods for one place and one day on its
// own clock (docs/product.md "Time zones"), from suncalc. Every location has them, tidal or not. Computing a day takes about a millisecond,
// so nothing is cached.

import { getMoonIllumination, getMoonPosition, getMoonTimes, getTimes } from "suncalc";
import type { ConditionsAnswer } from "#core/conditions";
import { type Coordinates, parseCoordinates } from "#core/distance";
import { moonPhaseName } from "#core/moonPhase";
import type { SunTimes } from "#core/optimalConditions";
import { conditionsQuerySchema } from "#core/schemas";
import { findMoonTransits, type SolunarPeriods, solunarPeriods, type TimeWindow } from "#core/solunar";
import { roundToMinute, spotTimeZone, toZoneIso, type ZoneDay, zoneDay, zoneToday } from "#core/zoneClock";
import type { Database } from "#server/db/client.server";
import { NotFoundError } from "../errors";
import { getLocation } from "../locations";

export type FishingConditions = {
  day: ZoneDay;
  sun: SunTimes;
  moon: { phase: number; illumination: number; rise: Date | null; set: Date | null };
  moonrises: Date[];
  moonsets: Date[];
  solunar: SolunarPeriods;
};

// Times are given to the minute; an event belongs to the day its rounded time falls in.
const inDayOf = (day: ZoneDay) => (t: Date | null | undefined) => {
  const minute = t ? roundToMinute(t) : null;
  return minute && minute >= day.start && minute < day.end ? minute : null;
};

function uniqueSorted(times: Date[]): Date[] {
  return [...new Set(times.map((t) => t.getTime()))].sort((a, b) => a - b).map((t) => new Date(t));
}

// suncalc picks the solar day nearest the time it is given; mid-day is always this day's.
const middleOf = (day: ZoneDay) => new Date((day.start.getTime() + day.end.getTime()) / 2);

function sunTimesOf(day: ZoneDay, latitude: number, longitude: number): SunTimes {
  const inDay = inDayOf(day);
  const sun = getTimes(middleOf(day), latitude, longitude);
  return {
    civilDawn: inDay(sun.dawn),
    sunrise: inDay(sun.sunrise),
    sunset: inDay(sun.sunset),
    civilDusk: inDay(sun.dusk),
  };
}

/**
 * Sunrise, sunset and civil twilight alone, for pages that show no moon: the moon's transits
 * are most of what a day of conditions costs.
 */
export function sunTimes({
  latitude,
  longitude,
  date,
  timeZone,
}: Coordinates & { date: string; timeZone: string }): SunTimes {
  return sunTimesOf(zoneDay(timeZone, date), latitude, longitude);
}

/** Sun, moon and solunar periods at a place for one day on its clock (instants, for the alert worker). */
export function fishingConditions({
  latitude,
  longitude,
  date,
  timeZone,
}: Coordinates & { date: string; timeZone: string }): FishingConditions {
  const day = zoneDay(timeZone, date);
  const inDay = inDayOf(day);
  const middle = middleOf(day);

  // suncalc v2 scans UTC calendar days for moonrise and moonset; a day on a US clock (Pacific:
  // 07:00 or 08:00 UTC to the same the next day, 23 to 25 hours) lies within two of them. The moon rises about
  // 50 minutes later each day, so a day has one of each, or none; should a 25-hour day hold
  // two, both get minor periods and moon.rise / moon.set show the first.
  const scans = [
    getMoonTimes(day.start, latitude, longitude),
    getMoonTimes(new Date(day.end.getTime() - 1), latitude, longitude),
  ];
  const inDayOnly = (times: (Date | undefined)[]) =>
    uniqueSorted(times.map(inDay).filter((t): t is Date => t !== null));
  const moonrises = inDayOnly(scans.map((s) => s.rise));
  const moonsets = inDayOnly(scans.map((s) => s.set));

  const transits = findMoonTransits({
    start: day.start,
    end: day.end,
    altitudeAt: (t) => getMoonPosition(t, latitude, longitude).altitude,
  });
  const lit = getMoonIllumination(middle);
  return {
    day,
    sun: sunTimesOf(day, latitude, longitude),
    moon: {
      phase: lit.phase,
      illumination: lit.fraction,
      rise: moonrises[0] ?? null,
      set: moonsets[0] ?? null,
    },
    moonrises,
    moonsets,
    solunar: solunarPeriods({
      upperTransits: transits.upper.map(roundToMinute),
      lowerTransits: transits.lower.map(roundToMinute),
      moonrises,
      moonsets,
    }),
  };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function conditionsAnswer(conditions: FishingConditions): ConditionsAnswer {
  const { day, sun, moon, solunar } = conditions;
  const iso = (t: Date | null) => (t ? toZoneIso(day.timeZone, t) : null);
  const windowAnswer = (w: TimeWindow) => ({
    start: toZoneIso(day.timeZone, w.start),
    end: toZoneIso(day.timeZone, w.end),
  });
  return {
    date: day.date,
    sunrise: iso(sun.sunrise),
    sunset: iso(sun.sunset),
    civilDawn: iso(sun.civilDawn),
    civilDusk: iso(sun.civilDusk),
    moon: {
      phase: round3(moon.phase),
      phaseName: moonPhaseName(moon.phase),
      illumination: round3(moon.illumination),
      rise: iso(moon.rise),
      set: iso(moon.set),
    },
    solunar: { major: solunar.major.map(windowAnswer), minor: solunar.minor.map(windowAnswer) },
  };
}

/** GET /api/locations/{id}/conditions: one day on the spot's clock, default today at the spot. */
export async function getLocationConditions(
  db: Database,
  options: { locationId: number; date?: string },
): Promise<ConditionsAnswer> {
  const [answer] = await getLocationConditionsForDays(db, {
    locationId: options.locationId,
    dates: [options.date],
  });
  if (!answer) throw new Error("No conditions computed");
  return answer;
}

/**
 * Several days on the spot's clock at once, the location read once (the Weather & Tides tab's
 * week); a missing date is today at the spot.
 */
export async function getLocationConditionsForDays(
  db: Database,
  options: { locationId: number; dates: readonly (string | undefined)[] },
): Promise<ConditionsAnswer[]> {
  const asked = options.dates.map((date) => conditionsQuerySchema.parse({ date }).date);
  const location = await getLocation(db, { id: options.locationId });
  const here = parseCoordinates(location);
  if (!here) throw new NotFoundError("No coordinates for this location");
  const timeZone = spotTimeZone(location);
  return asked.map((date) =>
    conditionsAnswer(fishingConditions({ ...here, date: date ?? zoneToday(timeZone), timeZone })),
  );
}
