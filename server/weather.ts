// The weather source for alert limits (docs/product.md "Weather limits": they apply unless
// WEATHER_URL is off; it names a service of the US National Weather Service API shape, by default
// https://api.weather.gov).
//
// Two requests per place:
//   1. `GET /points/{lat},{lon}` (at most 4 decimals) names the forecast grid cell of the place
//      in `properties.forecastGridData`, an absolute URL that we follow as given.
//   2. That URL, `GET /gridpoints/{wfo}/{x},{y}`, is the raw forecast grid: time series layers
//      with numeric values and units (see server/sources/nwsGridpoint.ts).
// We read both wind and pressure from the grid: its `windSpeed` layer is numeric with a unit,
// where the hourly forecast only has text such as "5 to 10 mph", and no other forecast product
// of the API carries pressure (the hourly forecast has none; observations are not forecasts).
// The grid's `pressure` layer ("Barometric pressure") is often empty (weather-gov/api issue 100),
// and the pressure limits then stay unapplied; when an office fills it, it is used if its unit is
// known and its values are plausible sea-level pressures.
//
// Failures never throw: a timeout, a network error, a non-2xx answer, malformed JSON, an
// unexpected shape, or a time the forecast does not cover all give `null` (the limits are then
// not applied) and one `weather.unavailable` warning.

import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import { z } from "zod";
import type { Coordinates } from "../core/distance";
import type { WeatherReading } from "../core/weatherLimits";
import type { Config } from "./config.server";
import { type GridForecast, gridForecastFromJson, valueAt } from "./sources/nwsGridpoint";
import { fetchJson, SOURCE_TIMEOUT_MS, sourceUserAgent } from "./sources/sourceFetch";

export type WeatherSource = {
  /** The forecast wind and pressure at a place and time; null when there is none to use. */
  readingAt(place: Coordinates, time: Date): Promise<WeatherReading | null>;
};

export type WeatherSourceOptions = {
  /** WEATHER_URL, e.g. https://api.weather.gov */
  baseUrl: string;
  logger: Logger;
  /** NWS asks every client to name itself and a contact (sourceUserAgent). */
  userAgent?: string;
  timeoutMs?: number;
  /** How long a grid's forecast is reused. */
  ttlMs?: number;
  now?: () => Date;
  fetch?: typeof fetch;
};

const DEFAULT_FORECAST_TTL_MS = 60 * 60_000;
// The grid cell of a place changes only when NWS redraws an office's grid.
const POINT_TTL_MS = 24 * 60 * 60_000;
// After a failure the URL is left alone for a while: every alert of a tick asks, and a
// struggling service must not be asked again by each of them.
const FAILURE_MEMORY_MS = 5 * 60_000;
// Bounded memory: a place costs a URL, a grid two short series.
const MAX_PLACES = 10_000;
const MAX_GRIDS = 2_000;

const pointSchema = z.object({
  properties: z.object({ forecastGridData: z.url({ protocol: /^https?$/ }) }),
});

/** An answer, possibly still on its way, and until when it may be reused. */
type Remembered<T> = { value: Promise<T | null>; expiresAt: number };

/** NWS takes at most 4 decimals (about 11 m) and redirects longer coordinates. */
const fourDecimals = (degrees: number) => String(Math.round(degrees * 10_000) / 10_000);

export function createWeatherSource(options: WeatherSourceOptions): WeatherSource {
  const { logger } = options;
  const timeoutMs = options.timeoutMs ?? SOURCE_TIMEOUT_MS;
  const ttlMs = options.ttlMs ?? DEFAULT_FORECAST_TTL_MS;
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const fetchImpl = options.fetch ?? fetch;
  const base = options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`;
  const headers = {
    "User-Agent": options.userAgent ?? sourceUserAgent({}),
    Accept: "application/geo+json",
  };
  const gridUrls = new LRUCache<string, Remembered<string>>({ max: MAX_PLACES });
  const forecasts = new LRUCache<string, Remembered<GridForecast>>({ max: MAX_GRIDS });

  function unavailable(details: Record<string, unknown>): null {
    logger.warn({ event: "weather.unavailable", ...details }, "weather forecast unavailable");
    return null;
  }

  /** Concurrent callers share one request; answers live `ttl`, failures FAILURE_MEMORY_MS. */
  function remembered<T>(
    cache: LRUCache<string, Remembered<T>>,
    key: string,
    ttl: number,
    load: () => Promise<T | null>,
  ): Promise<T | null> {
    const hit = cache.get(key);
    if (hit && now() < hit.expiresAt) return hit.value;
    const entry: Remembered<T> = {
      value: load().catch((error: unknown) => unavailable({ key, reason: "unexpected error", err: error })),
      expiresAt: Number.POSITIVE_INFINITY,
    };
    cache.set(key, entry);
    void entry.value.then((result) => {
      entry.expiresAt = now() + (result === null ? FAILURE_MEMORY_MS : ttl);
    });
    return entry.value;
  }

  function gridUrlFor(place: Coordinates): Promise<string | null> {
    const key = `${fourDecimals(place.latitude)},${fourDecimals(place.longitude)}`;
    return remembered(gridUrls, key, POINT_TTL_MS, async () => {
      const url = new URL(`points/${key}`, base).href;
      const fetched = await fetchJson(url, { headers, timeoutMs, fetch: fetchImpl });
      if (!fetched.ok) return unavailable({ url, reason: fetched.reason });
      const parsed = pointSchema.safeParse(fetched.json);
      if (!parsed.success) return unavailable({ url, reason: "unexpected points shape" });
      return parsed.data.properties.forecastGridData;
    });
  }

  function forecastFor(gridUrl: string): Promise<GridForecast | null> {
    return remembered(forecasts, gridUrl, ttlMs, async () => {
      const fetched = await fetchJson(gridUrl, { headers, timeoutMs, fetch: fetchImpl });
      if (!fetched.ok) return unavailable({ url: gridUrl, reason: fetched.reason });
      const result = gridForecastFromJson(fetched.json);
      if (!result.ok) return unavailable({ url: gridUrl, reason: result.reason });
      for (const note of result.notes) {
        logger.warn({ event: "weather.layer_unused", url: gridUrl, note }, "weather layer not used");
      }
      return result.forecast;
    });
  }

  async function readingAt(place: Coordinates, time: Date): Promise<WeatherReading | null> {
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude) || !Number.isFinite(+time)) {
      return unavailable({ place, reason: "invalid place or time" });
    }
    const gridUrl = await gridUrlFor(place);
    if (gridUrl === null) return null;
    const forecast = await forecastFor(gridUrl);
    if (forecast === null) return null;
    const windSpeedMph = valueAt(forecast.windSpeedMph, time);
    const pressureHpa = valueAt(forecast.pressureHpa, time);
    if (windSpeedMph === undefined && pressureHpa === undefined) {
      return unavailable({ url: gridUrl, time: time.toISOString(), reason: "time outside the forecast" });
    }
    return { windSpeedMph: windSpeedMph ?? null, pressureHpa: pressureHpa ?? null };
  }

  return {
    async readingAt(place, time) {
      try {
        return await readingAt(place, time);
      } catch (error) {
        return unavailable({ place, reason: "unexpected error", err: error });
      }
    },
  };
}

/** The configured weather source, or null without WEATHER_URL (the limits are then ignored). */
export function weatherSourceFromConfig(
  config: Pick<Config, "weatherUrl" | "contactEmail" | "publicUrl">,
  logger: Logger,
): WeatherSource | null {
  if (!config.weatherUrl) return null;
  return createWeatherSource({ baseUrl: config.weatherUrl, logger, userAgent: sourceUserAgent(config) });
}
