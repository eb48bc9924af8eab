// Tide predictions computed on our own server (docs/product.md "Tide predictions"): NOAA
// harmonic constants from @neaps/tide-database, evaluated by @neaps/tide-predictor, read in
// feet above MLLW on the clock of the spot they are for (docs/product.md "Time zones"). See
// docs/decisions/009-tide-predictions.md and 038-each-spot-on-its-own-clock.md.

import type * as TideDatabase from "@neaps/tide-database";
import type { Station as DatabaseStation } from "@neaps/tide-database";
import { type Station as PredictorStation, useStation as stationPredictor } from "@neaps/tide-predictor";
// `useStation` is the library's name, not a React hook; the alias keeps the hook lint honest.
import { LRUCache } from "lru-cache";
import { distanceKm, parseCoordinates } from "#core/distance";
import { greatLakeTidesText } from "#core/greatLakes";
import { tideQuerySchema } from "#core/schemas";
import {
  isMinusTide,
  TIDE_DATUM,
  TIDE_PROVENANCE,
  TIDE_SERIES_STEP_MINUTES,
  TIDE_UNITS,
  type TideExtremeAnswer,
  type TideStationSummary,
  type TidesAnswer,
  type TideType,
} from "#core/tidePredictions";
import { NEAREST_STATION_MAX_KM, predictionStation, type StationChoiceReason } from "#core/tideStation";
import { roundToMinute, spotTimeZone, toZoneIso, zoneDay, zoneDays, zoneToday } from "#core/zoneClock";
import type { Database } from "#server/db/client.server";
import { NotFoundError } from "../errors";
import { getOrCompute } from "../getOrCompute";
import { getLocation, type Location } from "../locations";

const MINUTE_MS = 60_000;
const SERIES_STEP_MS = TIDE_SERIES_STEP_MINUTES * MINUTE_MS;
// Extremes are searched a little beyond the day so that one just after midnight, or one moved
// across midnight by a subordinate station's time offset, is neither lost nor counted twice.
const EXTREMES_SEARCH_MARGIN_MS = 6 * 60 * MINUTE_MS;

let tideDatabase: Promise<typeof TideDatabase> | undefined;

/**
 * The station database (8.5 MB, about half a second to open) is opened on the first tide
 * request rather than at start-up, so processes that never predict tides never pay for it.
 */
export function loadTideDatabase(): Promise<typeof TideDatabase> {
  tideDatabase ??= import("@neaps/tide-database").catch((error: unknown) => {
    tideDatabase = undefined;
    throw error;
  });
  return tideDatabase;
}

// The spec names NOAA stations by their NOAA id ("9437540"); the database prefixes its source.
const NOAA_PREFIX = "noaa/";
export const publicStationId = (databaseId: string) =>
  databaseId.startsWith(NOAA_PREFIX) ? databaseId.slice(NOAA_PREFIX.length) : databaseId;
const databaseStationId = (id: string) => (id.includes("/") ? id : `${NOAA_PREFIX}${id}`);

/** A tide (not current) station whose predictions can be read above MLLW. */
function predictsMllw(station: DatabaseStation): boolean {
  return (
    station.kind === "tide" &&
    typeof station.datums[TIDE_DATUM] === "number" &&
    typeof station.datums.MSL === "number"
  );
}

export async function findTideStation(id: string): Promise<DatabaseStation | undefined> {
  const { stationsById } = await loadTideDatabase();
  return stationsById.get(databaseStationId(id));
}

export type TideDayExtreme = { time: Date; height: number; type: TideType };

/** One station's tides for one day on a zone's clock, in feet above MLLW. */
export type TideDay = {
  stationId: string;
  date: string;
  /** The IANA zone whose day this is; every time of the day is read on its clock. */
  timeZone: string;
  extremes: TideDayExtreme[];
  /** Water level every SERIES_STEP_MS from local midnight: 138, 144 or 150 points. */
  seriesStart: number;
  heights: Float64Array;
};

// Every station-day is the same for every visitor and every alert, so it is computed once and kept
// here: the cost grows with stations, not with visitors. A day is a day on one zone's clock, so the
// key names the zone: nearly every tidal spot keeps Pacific time, so a station has one set of days. The cache is an optimisation only
// (docs/architecture.md "The database is the only shared state"): predictions are a pure function
// of station, zone and date, so losing it on restart, or having one per process, changes nothing but
// speed. 4,096 station-days is a fortnight for ~290 stations, about 6 MB.
export const TIDE_CACHE_STATION_DAYS = 4096;
export type TideCache = LRUCache<string, TideDay>;
export const createTideCache = (max = TIDE_CACHE_STATION_DAYS): TideCache => new LRUCache({ max });

// The database's station record carries more than the predictor reads; pass what it needs.
function toPredictorStation(station: DatabaseStation): PredictorStation {
  return {
    id: station.id,
    name: station.name,
    continent: station.continent,
    country: station.country,
    region: station.region,
    timezone: station.timezone,
    disclaimers: station.disclaimers ?? "",
    latitude: station.latitude,
    longitude: station.longitude,
    source: { name: station.source.name, id: station.source.id, url: station.source.url },
    datums: station.datums,
    chart_datum: station.chart_datum,
    type: station.type,
    // A subordinate station reads its reference station's constants and predicts with its own
    // time and height offsets; the predictor applies them to extremes and to the series.
    harmonic_constituents: station.harmonic_constituents,
    offsets: station.offsets,
  };
}

function maxTimeOffsetMs(station: DatabaseStation): number {
  const time = station.offsets?.time;
  return time ? Math.max(Math.abs(time.high), Math.abs(time.low)) * MINUTE_MS : 0;
}

/** Predicts one station-day on a zone's clock; pure apart from its cost (about a millisecond). */
export function computeTideDay(station: DatabaseStation, date: string, timeZone: string): TideDay {
  const { start, end } = zoneDay(timeZone, date);
  const predictor = stationPredictor(toPredictorStation(station));
  // MLLW, not MSL: Oregon tide tables and anglers read heights above mean lower low water.
  // The predictor evaluates the constants about MSL; asking for the MLLW datum adds the
  // station's MSL − MLLW, and asking for feet converts from the database's metres.
  const options = { datum: TIDE_DATUM, units: TIDE_UNITS } as const;
  const margin = EXTREMES_SEARCH_MARGIN_MS + maxTimeOffsetMs(station);
  const { extremes } = predictor.getExtremesPrediction({
    ...options,
    start: new Date(start.getTime() - margin),
    end: new Date(end.getTime() + margin),
  });
  const { timeline } = predictor.getTimelinePrediction({
    ...options,
    start,
    end: new Date(end.getTime() - SERIES_STEP_MS),
    timeFidelity: SERIES_STEP_MS / 1000,
  });
  return {
    stationId: station.id,
    date,
    timeZone,
    extremes: extremes
      .map(
        (e): TideDayExtreme => ({
          time: roundToMinute(e.time),
          height: e.level,
          type: e.high ? "high" : "low",
        }),
      )
      .filter((e) => e.time >= start && e.time < end),
    seriesStart: start.getTime(),
    heights: Float64Array.from(timeline, (point) => point.level),
  };
}

/** One station's tides for one day on a zone's clock, from the cache when already computed. */
export function tideDay(cache: TideCache, station: DatabaseStation, date: string, timeZone: string): TideDay {
  return getOrCompute(cache, `${station.id}|${timeZone}|${date}`, () =>
    computeTideDay(station, date, timeZone),
  );
}

export type ChosenTideStation = {
  station: DatabaseStation;
  reason: StationChoiceReason;
  summary: TideStationSummary;
};

/** docs/product.md "Prediction station" (the rule is in core/tideStation.ts). */
export async function chooseTideStation(
  location: Pick<Location, "name" | "region" | "latitude" | "longitude"> & { state?: string | null },
): Promise<ChosenTideStation> {
  const database = await loadTideDatabase();
  const here = parseCoordinates(location);
  const found = here
    ? database.nearest({ ...here, maxDistance: NEAREST_STATION_MAX_KM, filter: predictsMllw })
    : null;
  const choice = predictionStation({
    name: location.name,
    region: location.region,
    state: location.state,
    nearest: found ? { id: publicStationId(found[0].id), distanceKm: found[1] } : null,
  });
  const station = database.stationsById.get(databaseStationId(choice.id));
  // The spec's tables name stations the database must hold (a unit test checks every one).
  if (!station) throw new Error(`Tide station ${choice.id} is not in the tide database`);
  return {
    station,
    reason: choice.reason,
    summary: {
      id: publicStationId(station.id),
      name: station.name,
      type: station.type,
      distanceKm: here ? Math.round(distanceKm(here, station) * 10) / 10 : null,
    },
  };
}

// Tide tables print hundredths of a foot; `|| 0` keeps -0 out of the answer.
const roundFeet = (feet: number) => Math.round(feet * 100) / 100 || 0;

/** The highs and lows of a run of station-days, as every answer gives them, on each day's clock. */
export function extremeAnswers(days: TideDay[]): TideExtremeAnswer[] {
  return days.flatMap((day) =>
    day.extremes.map((e) => {
      const height = roundFeet(e.height);
      return {
        time: toZoneIso(day.timeZone, e.time),
        height,
        type: e.type,
        minus: isMinusTide({ type: e.type, height }),
      };
    }),
  );
}

/** The API answer for a run of station-days (docs/product.md "API: tides and conditions"). */
export function tidesAnswer(station: TideStationSummary, days: TideDay[], timeZone: string): TidesAnswer {
  return {
    station,
    datum: TIDE_DATUM,
    units: TIDE_UNITS,
    timeZone,
    provenance: TIDE_PROVENANCE,
    extremes: extremeAnswers(days),
    series: days.flatMap((day) =>
      Array.from(day.heights, (height, i) => ({
        time: toZoneIso(day.timeZone, new Date(day.seriesStart + i * SERIES_STEP_MS)),
        height: roundFeet(height),
      })),
    ),
  };
}

/**
 * GET /api/locations/{id}/tides: `days` days of predictions on the spot's clock from the start
 * of `today` (default: today at the spot). Locations without tide info have none.
 */
export async function predictLocationTides(
  db: Database,
  options: { cache: TideCache; locationId: number; days?: number; today?: string },
): Promise<TidesAnswer> {
  const { days } = tideQuerySchema.parse({ days: options.days });
  const location = await getLocation(db, { id: options.locationId });
  // A Great Lake's level moves with the wind, not the tide (decision 048).
  if (location.greatLake) throw new NotFoundError(greatLakeTidesText(location.greatLake));
  if (!location.tideInfo?.trim()) throw new NotFoundError("No tide data for this location");
  const { station, summary } = await chooseTideStation(location);
  const timeZone = spotTimeZone(location);
  const dates = zoneDays(timeZone, options.today ?? zoneToday(timeZone), days);
  return tidesAnswer(
    summary,
    dates.map((day) => tideDay(options.cache, station, day.date, timeZone)),
    timeZone,
  );
}
