// The one client of the National Weather Service API (WEATHER_URL, by default
// https://api.weather.gov), for the pages' 7-day forecast and the alert limits alike:
//   1. `GET /points/{lat},{lon}` (at most 4 decimals) names the place's forecast URLs:
//      `properties.forecast` and `properties.forecastGridData`, absolute URLs that we follow as
//      given (so a local fake works as the real service does);
//   2. `properties.forecast`, `GET /gridpoints/{wfo}/{x},{y}/forecast`, holds `properties.periods`:
//      day and night parts of seven days, with text wind ("5 to 10 mph") and a chance of rain
//      (`probabilityOfPrecipitation.value`, percent, or null);
//   3. `properties.forecastGridData`, `GET /gridpoints/{wfo}/{x},{y}`, is the raw forecast grid:
//      numeric wind and pressure with their units, for the alert limits (nwsGridpoint.ts,
//      decision 016).
// Every request goes through sourceFetch.ts; the cache is the caller's (nwsReads.ts).
import { z } from "zod";
import type { ForecastPeriod, ForecastReport } from "#core/forecast";
import { type GridForecast, gridForecastFromJson } from "./nwsGridpoint";
import type { Loaded } from "./sourceCache";
import { fetchJson } from "./sourceFetch";

const httpUrl = z.url({ protocol: /^https?$/ });
const pointSchema = z.object({
  properties: z.object({ forecast: httpUrl.nullish(), forecastGridData: httpUrl.nullish() }),
});

/** A place's forecast URLs, as `/points` names them; null for one the answer lacks. */
export type NwsPoint = { forecast: string | null; forecastGridData: string | null };

/** A grid's wind and pressure, and the layers that could not be used and why. */
export type NwsGrid = { forecast: GridForecast; notes: string[] };

const periodSchema = z.object({
  name: z.string(),
  startTime: z.string().refine((v) => !Number.isNaN(Date.parse(v))),
  endTime: z.string().refine((v) => !Number.isNaN(Date.parse(v))),
  isDaytime: z.boolean(),
  temperature: z.union([z.number(), z.object({ value: z.number().nullable() })]),
  temperatureUnit: z.string().nullish(),
  windSpeed: z.union([z.string(), z.object({ value: z.number().nullable() })]).nullish(),
  windDirection: z.string().nullish(),
  shortForecast: z.string().nullish(),
  probabilityOfPrecipitation: z.object({ value: z.number().nullable() }).nullish(),
});
const forecastSchema = z.object({
  properties: z.object({
    updateTime: z.string().nullish(),
    updated: z.string().nullish(),
    generatedAt: z.string().nullish(),
    periods: z.array(z.unknown()).min(1),
  }),
});

/** NWS takes at most 4 decimals (about 11 m) and redirects longer coordinates. */
const fourDecimals = (degrees: number) => String(Math.round(degrees * 10_000) / 10_000);

function periodOf(raw: unknown): ForecastPeriod | null {
  const parsed = periodSchema.safeParse(raw);
  if (!parsed.success) return null;
  const p = parsed.data;
  const temperature = typeof p.temperature === "number" ? p.temperature : p.temperature.value;
  if (temperature === null) return null;
  return {
    name: p.name,
    startTime: p.startTime,
    endTime: p.endTime,
    isDaytime: p.isDaytime,
    temperature,
    temperatureUnit: p.temperatureUnit ?? "F",
    // The quantitative form ({ value } in km/h) is asked for with a feature flag we do not send.
    windSpeed: typeof p.windSpeed === "string" ? p.windSpeed : "",
    windDirection: p.windDirection ?? "",
    shortForecast: p.shortForecast ?? "",
    precipitationChance: p.probabilityOfPrecipitation?.value ?? null,
  };
}

export type NwsClient = {
  /** The place's forecast URLs (`/points`). */
  point(latitude: number, longitude: number): Promise<Loaded<NwsPoint>>;
  /** The 7-day forecast at `properties.forecast`. */
  forecast(forecastUrl: string): Promise<Loaded<ForecastReport>>;
  /** The raw grid's wind and pressure at `properties.forecastGridData`. */
  grid(gridUrl: string): Promise<Loaded<NwsGrid>>;
};

export function createNwsClient(options: {
  baseUrl: string;
  userAgent: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): NwsClient {
  const base = options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`;
  const headers = { "User-Agent": options.userAgent, Accept: "application/geo+json" };
  const get = (url: string) =>
    fetchJson(url, { headers, timeoutMs: options.timeoutMs, fetch: options.fetch });

  return {
    async point(latitude, longitude) {
      const fetched = await get(
        new URL(`points/${fourDecimals(latitude)},${fourDecimals(longitude)}`, base).href,
      );
      if (!fetched.ok) return fetched;
      const parsed = pointSchema.safeParse(fetched.json);
      const properties = parsed.success ? parsed.data.properties : {};
      const { forecast = null, forecastGridData = null } = properties;
      if (forecast === null && forecastGridData === null)
        return { ok: false, reason: "unexpected points shape" };
      return { ok: true, value: { forecast, forecastGridData } };
    },

    async forecast(forecastUrl) {
      const fetched = await get(forecastUrl);
      if (!fetched.ok) return fetched;
      const parsed = forecastSchema.safeParse(fetched.json);
      if (!parsed.success) return { ok: false, reason: "unexpected forecast shape" };
      const { properties } = parsed.data;
      const periods = properties.periods.map(periodOf).filter((p): p is ForecastPeriod => p !== null);
      if (periods.length === 0) return { ok: false, reason: "no readable forecast periods" };
      const updated = properties.updateTime ?? properties.updated ?? properties.generatedAt ?? null;
      return { ok: true, value: { periods, updated } };
    },

    async grid(gridUrl) {
      const fetched = await get(gridUrl);
      if (!fetched.ok) return fetched;
      const result = gridForecastFromJson(fetched.json);
      return result.ok ? { ok: true, value: { forecast: result.forecast, notes: result.notes } } : result;
    },
  };
}
