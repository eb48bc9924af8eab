// River readings from the USGS Water Data OGC API (WATER_DATA_URL, by default
// https://api.waterdata.usgs.gov/ogcapi/v0; it replaces the WaterServices that close in 2027).
// Three requests per gauge, each a GeoJSON FeatureCollection of one item per observation:
//   - collections/monitoring-locations/items/{id}: the gauge's official name;
//   - collections/latest-continuous/items?monitoring_location_id=…: the latest value of each of
//     the gauge's time series, of which we keep discharge (00060), gage height (00065) and water
//     temperature (00010);
//   - collections/continuous/items?monitoring_location_id=…&parameter_code=…&time=P7D: the last
//     seven days of discharge (else gage height), for the chart and the trend;
//   - collections/time-series-metadata/items?monitoring_location_id=…&computation_period_identifier=Points:
//     the gauge's continuous series and when each last reported (`npm run data -- verify --online`).
// Values arrive as strings ("value": "1230"); a value that is not a number is left out.

import { z } from "zod";
import {
  WATER_PARAMETERS,
  type WaterParameterCode,
  type WaterReading,
  type WaterReport,
  type WaterSeries,
} from "#core/water";
import type { Loaded } from "./sourceCache";
import { type Fetched, fetchJson } from "./sourceFetch";

const observationSchema = z.object({
  properties: z.object({
    parameter_code: z.string(),
    time: z.string(),
    value: z.union([z.string(), z.number()]).nullable(),
    unit_of_measure: z.string().nullish(),
  }),
});
const collectionSchema = z.object({ features: z.array(z.unknown()) });
const locationSchema = z.object({ properties: z.object({ monitoring_location_name: z.string().min(1) }) });
const seriesSchema = z.object({
  properties: z.object({
    parameter_code: z.string(),
    end: z.string().nullish(),
    end_utc: z.string().nullish(),
  }),
});

/** One continuous series of a gauge: its parameter and its last observation (ms), if any. */
export type SeriesEnd = { parameterCode: string; lastReported: number };
const MAX_SERIES = 200;

export type WaterDataClient = {
  /** The gauge's name, from its monitoring location. */
  siteName(siteId: string): Promise<Loaded<string>>;
  /** The latest readings and the week's series; the name is asked for apart (it rarely changes). */
  readings(siteId: string): Promise<Loaded<Omit<WaterReport, "site">>>;
  /** The gauge's continuous (instantaneous) series and when each last reported. */
  seriesCatalog(siteId: string): Promise<Loaded<SeriesEnd[]>>;
};

/**
 * A series' last observation. `end_utc` is UTC; `end` is the gauge's own clock, and an answer
 * recorded without `end_utc` gives it without an offset: read as UTC, it errs by hours, which a
 * seven-day test does not notice.
 */
function lastReported(properties: { end?: string | null; end_utc?: string | null }): number | null {
  const text = properties.end_utc ?? properties.end;
  if (!text) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : time;
}

type Observation = { parameterCode: string; time: number; value: number };

const MAX_WEEK_POINTS = 10_000;
// The chart needs no more than one point an hour: 168 for a week, whatever the gauge's rate.
const SERIES_STEP_MS = 60 * 60_000;

function observations(json: unknown): Observation[] | null {
  const parsed = collectionSchema.safeParse(json);
  if (!parsed.success) return null;
  const kept: Observation[] = [];
  for (const feature of parsed.data.features) {
    const item = observationSchema.safeParse(feature);
    if (!item.success) continue;
    const { parameter_code, time, value } = item.data.properties;
    const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
    const instant = Date.parse(time);
    if (typeof number !== "number" || !Number.isFinite(number) || Number.isNaN(instant)) continue;
    kept.push({ parameterCode: parameter_code, time: instant, value: number });
  }
  return kept;
}

/** Water temperature comes in °C; anglers here read °F. */
const fahrenheit = (celsius: number) => Math.round(((celsius * 9) / 5) * 10 + 320) / 10;

function shown(code: WaterParameterCode, value: number): number {
  return code === "00010" ? fahrenheit(value) : value;
}

/** One point per hour (the last reading of each hour), oldest first. */
export function hourlyPoints(points: readonly Observation[]): { time: string; value: number }[] {
  const byHour = new Map<number, Observation>();
  for (const point of [...points].sort((a, b) => a.time - b.time)) {
    byHour.set(Math.floor(point.time / SERIES_STEP_MS), point);
  }
  return [...byHour.values()].map((p) => ({ time: new Date(p.time).toISOString(), value: p.value }));
}

export function createWaterDataClient(options: {
  baseUrl: string;
  userAgent: string;
  apiKey?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): WaterDataClient {
  const base = options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`;
  const headers: Record<string, string> = {
    "User-Agent": options.userAgent,
    Accept: "application/geo+json, application/json",
    ...(options.apiKey ? { "X-Api-Key": options.apiKey } : {}),
  };
  const get = (path: string, query: Record<string, string> = {}): Promise<Fetched> => {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries({ f: "json", ...query })) url.searchParams.set(name, value);
    return fetchJson(url.href, { headers, timeoutMs: options.timeoutMs, fetch: options.fetch });
  };

  return {
    async siteName(siteId) {
      const fetched = await get(`collections/monitoring-locations/items/${encodeURIComponent(siteId)}`);
      if (!fetched.ok) return fetched;
      const parsed = locationSchema.safeParse(fetched.json);
      return parsed.success
        ? { ok: true, value: parsed.data.properties.monitoring_location_name }
        : { ok: false, reason: "unexpected monitoring location shape" };
    },

    async readings(siteId) {
      const latest = await get("collections/latest-continuous/items", {
        monitoring_location_id: siteId,
        skipGeometry: "true",
      });
      if (!latest.ok) return latest;
      const found = observations(latest.json);
      if (found === null) return { ok: false, reason: "unexpected latest-continuous shape" };
      const readings: WaterReading[] = WATER_PARAMETERS.flatMap((parameter) => {
        const newest = found
          .filter((o) => o.parameterCode === parameter.code)
          .reduce<Observation | undefined>((a, b) => (a && a.time >= b.time ? a : b), undefined);
        return newest
          ? [
              {
                parameterCode: parameter.code,
                label: parameter.label,
                value: shown(parameter.code, newest.value),
                unit: parameter.unit,
                time: new Date(newest.time).toISOString(),
              },
            ]
          : [];
      });
      if (readings.length === 0) return { ok: false, reason: "no current readings at this gauge" };
      // The chart follows discharge where the gauge measures it, else the height of the water.
      const charted = readings.some((r) => r.parameterCode === "00060") ? "00060" : "00065";
      if (!readings.some((r) => r.parameterCode === charted))
        return { ok: true, value: { readings, series: [] } };
      const week = await get("collections/continuous/items", {
        monitoring_location_id: siteId,
        parameter_code: charted,
        time: "P7D",
        skipGeometry: "true",
        limit: String(MAX_WEEK_POINTS),
      });
      if (!week.ok) return week;
      const points = observations(week.json);
      if (points === null) return { ok: false, reason: "unexpected continuous shape" };
      const series: WaterSeries[] = [
        { parameterCode: charted, points: hourlyPoints(points.filter((p) => p.parameterCode === charted)) },
      ];
      return { ok: true, value: { readings, series } };
    },

    async seriesCatalog(siteId) {
      const fetched = await get("collections/time-series-metadata/items", {
        monitoring_location_id: siteId,
        computation_period_identifier: "Points",
        skipGeometry: "true",
        limit: String(MAX_SERIES),
      });
      if (!fetched.ok) return fetched;
      const parsed = collectionSchema.safeParse(fetched.json);
      if (!parsed.success) return { ok: false, reason: "unexpected time-series-metadata shape" };
      const series: SeriesEnd[] = [];
      for (const feature of parsed.data.features) {
        const item = seriesSchema.safeParse(feature);
        const time = item.success ? lastReported(item.data.properties) : null;
        if (item.success && time !== null)
          series.push({ parameterCode: item.data.properties.parameter_code, lastReported: time });
      }
      return { ok: true, value: series };
    },
  };
}
