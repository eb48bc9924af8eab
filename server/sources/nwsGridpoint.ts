// Reads the two layers the alert limits need from a National Weather Service gridpoint answer
// (`GET /gridpoints/{wfo}/{x},{y}`, the raw forecast grid), and the reading they give at a time
// (decision 016). Pure: the request is nws.ts's, the cache nwsReads.ts's.
//
// Each layer is `{ uom, values: [{ validTime: "<start>/<ISO 8601 duration>", value }] }`, one
// value per interval, in the unit `uom` names: "{namespace}:{unit}" (wmoUnit, nwsUnit) or a bare
// UCUM code (NWS OpenAPI, GridpointQuantitativeValueLayer). Units we do not know are refused
// rather than guessed.

import { z } from "zod";
import type { WeatherReading } from "#core/weatherLimits";

const MILE_M = 1609.344;
const MPH_PER_UNIT: Record<string, number> = {
  "km_h-1": 1000 / MILE_M,
  "km/h": 1000 / MILE_M,
  "m_s-1": 3600 / MILE_M,
  "m/s": 3600 / MILE_M,
  kt: 1852 / MILE_M,
  kn: 1852 / MILE_M,
  "[kn_i]": 1852 / MILE_M,
  "mi_h-1": 1,
  "[mi_i]/h": 1,
  mph: 1,
};

const HPA_PER_INHG = 33.8639;
const HPA_PER_UNIT: Record<string, number> = {
  Pa: 0.01,
  hPa: 1,
  mbar: 1,
  kPa: 10,
  inHg: HPA_PER_INHG,
  "[in_i'Hg]": HPA_PER_INHG,
};

// Sea-level pressure has never been recorded outside about 870-1084 hPa. Values beyond that mean
// the layer holds something else, such as pressure at the grid's elevation (reported for the
// "pressure" layer in weather-gov/api issue 151); they are refused rather than compared with the
// alert's limits, which anglers set from sea-level barometer readings.
const SEA_LEVEL_HPA = { min: 870, max: 1085 };

const layerSchema = z.object({
  uom: z.string().nullish(),
  values: z.array(z.object({ validTime: z.string(), value: z.number().nullable() })),
});
type Layer = z.infer<typeof layerSchema>;

// A gridpoint is a GeoJSON Feature (we ask for application/geo+json); a layer may be absent
// where the office does not forecast it (NWS OpenAPI: "Some layers may not be present").
const gridpointSchema = z.object({
  properties: z.object({ windSpeed: layerSchema.optional(), pressure: layerSchema.optional() }),
});

/** Values over time in one unit: each holds from `start` (inclusive) to `end` (exclusive), ms. */
export type Series = readonly { start: number; end: number; value: number | null }[];

export type GridForecast = { windSpeedMph: Series | null; pressureHpa: Series | null };

export type GridForecastResult =
  | { ok: true; forecast: GridForecast; notes: string[] }
  | { ok: false; reason: string };

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** ISO 8601 duration in ms; weeks, days and time only (NWS intervals never use months or years). */
export function durationMs(text: string): number | null {
  const match = DURATION.exec(text);
  if (!match || text === "P" || text.endsWith("T")) return null;
  const [, weeks, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  const ms = ((((weeks ?? 0) * 7 + (days ?? 0)) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * 60_000;
  return ms + (seconds ?? 0) * 1000;
}

/** "2026-11-21T14:00:00+00:00/PT3H" as [start, end) in ms, or null when it cannot be read. */
export function parseValidTime(validTime: string): { start: number; end: number } | null {
  const [startText, durationText, extra] = validTime.split("/");
  if (startText === undefined || durationText === undefined || extra !== undefined) return null;
  const start = Date.parse(startText);
  const length = durationMs(durationText);
  if (!Number.isFinite(start) || length === null || length <= 0) return null;
  return { start, end: start + length };
}

const unitOf = (uom: string) => uom.slice(uom.indexOf(":") + 1);
const roundTenth = (value: number) => Math.round(value * 10) / 10;

type Converted = { series: Series | null; note?: string } | { error: string };

function convertLayer(name: string, layer: Layer | undefined, perUnit: Record<string, number>): Converted {
  if (!layer || layer.values.length === 0) return { series: null };
  const factor = layer.uom ? perUnit[unitOf(layer.uom)] : undefined;
  if (factor === undefined) return { series: null, note: `${name}: unknown unit ${layer.uom ?? "(none)"}` };
  const series: { start: number; end: number; value: number | null }[] = [];
  for (const { validTime, value } of layer.values) {
    const interval = parseValidTime(validTime);
    if (!interval) return { error: `${name}: unreadable validTime ${validTime}` };
    series.push({ ...interval, value: value === null ? null : roundTenth(value * factor) });
  }
  return { series };
}

const outsideSeaLevelRange = (series: Series) =>
  series.some(({ value }) => value !== null && (value < SEA_LEVEL_HPA.min || value > SEA_LEVEL_HPA.max));

/** The wind and pressure series of a gridpoint answer, or why it cannot be used. */
export function gridForecastFromJson(json: unknown): GridForecastResult {
  const parsed = gridpointSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: "unexpected gridpoint shape" };
  const { windSpeed, pressure } = parsed.data.properties;
  const wind = convertLayer("windSpeed", windSpeed, MPH_PER_UNIT);
  if ("error" in wind) return { ok: false, reason: wind.error };
  const sea = convertLayer("pressure", pressure, HPA_PER_UNIT);
  if ("error" in sea) return { ok: false, reason: sea.error };
  const notes = [wind.note, sea.note].filter((note) => note !== undefined);
  let pressureHpa = sea.series;
  if (pressureHpa && outsideSeaLevelRange(pressureHpa)) {
    notes.push("pressure: values outside sea-level range, not used");
    pressureHpa = null;
  }
  return { ok: true, forecast: { windSpeedMph: wind.series, pressureHpa }, notes };
}

/** The value holding at `time`: undefined when no interval covers it, null when the value is. */
export function valueAt(series: Series | null, time: Date): number | null | undefined {
  const t = time.getTime();
  return series?.find(({ start, end }) => start <= t && t < end)?.value;
}

/** The wind and pressure holding at `time`; null when the forecast covers neither there. */
export function readingAt(forecast: GridForecast, time: Date): WeatherReading | null {
  const windSpeedMph = valueAt(forecast.windSpeedMph, time);
  const pressureHpa = valueAt(forecast.pressureHpa, time);
  if (windSpeedMph === undefined && pressureHpa === undefined) return null;
  return { windSpeedMph: windSpeedMph ?? null, pressureHpa: pressureHpa ?? null };
}
