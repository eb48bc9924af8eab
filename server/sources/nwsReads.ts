// What the product reads from the National Weather Service, through the shared source cache
// (decisions 016, 031): a place's `/points` lookup, once for the pages' 7-day forecast and the
// alert limits' grid alike; the 7-day forecast; the raw grid's wind and pressure; and from that
// grid, the reading at one place and time that the alert worker compares with an alert's limits.
//
// Every process (web and worker) shares the `source_cache` rows: a grid read by one is not asked
// for again by another while fresh, a failing NWS is left alone for the back-off every process
// honours, and a grid kept from before an outage is still read, marked stale. Its intervals are
// absolute times, so a kept forecast still speaks of the times it covers; once the event lies
// beyond it, the reading is null and the limits are not applied, as without a forecast.
//
// Failures never throw. A reading is null, and the limits are then not applied, when NWS cannot
// be read and nothing is kept, when the grid does not cover the time, or for a place or time that
// cannot be asked about; each is logged as `weather.unavailable` (a failed request once, when it
// is made: while NWS is left alone, readings are null without a line each).

import type { Logger } from "pino";
import type { Coordinates } from "#core/distance";
import type { ForecastReport } from "#core/forecast";
import type { WeatherReading } from "#core/weatherLimits";
import type { NwsClient } from "./nws";
import { type GridForecast, readingAt } from "./nwsGridpoint";
import type { CachedAnswer, Loaded, SourceCache } from "./sourceCache";

/** A forecast (periods or grid) is asked for again after an hour; NWS updates a few times a day. */
export const FORECAST_TTL_MS = 60 * 60_000;
/** The forecast URLs of a place change only when NWS redraws an office's grid. */
export const POINT_TTL_MS = 24 * 60 * 60_000;

export type NwsReads = ReturnType<typeof createNwsReads>;

export function createNwsReads(deps: { client: NwsClient; cache: SourceCache; logger: Logger }) {
  const { client, cache, logger } = deps;

  function unavailable(details: Record<string, unknown>): null {
    logger.warn({ event: "weather.unavailable", ...details }, "weather forecast unavailable");
    return null;
  }

  /** The alert limits' loads say why they failed, as `weather.unavailable`, when they fail. */
  const warned =
    <T>(key: string, load: () => Promise<Loaded<T>>) =>
    async (): Promise<Loaded<T>> => {
      const loaded = await load();
      if (!loaded.ok) unavailable({ key, reason: loaded.reason });
      return loaded;
    };

  /** A place's forecast URLs, kept a day, one row for both readers. */
  function point(latitude: number, longitude: number, forLimits = false) {
    const key = `nws:points:${latitude.toFixed(4)},${longitude.toFixed(4)}`;
    const load = () => client.point(latitude, longitude);
    return cache.get(key, POINT_TTL_MS, forLimits ? warned(key, load) : load);
  }

  /** The place's 7-day forecast; null when NWS has none and none is kept. */
  async function forecastReport(latitude: number, longitude: number) {
    const url = (await point(latitude, longitude))?.value.forecast;
    if (!url) return null;
    return cache.get<ForecastReport>(`nws:forecast:${url}`, FORECAST_TTL_MS, () => client.forecast(url));
  }

  /** The place's grid forecast of wind and pressure; null when NWS has none and none is kept. */
  async function gridForecast(
    latitude: number,
    longitude: number,
  ): Promise<CachedAnswer<GridForecast> | null> {
    const gridUrl = (await point(latitude, longitude, true))?.value.forecastGridData;
    if (gridUrl === undefined) return null;
    if (gridUrl === null)
      return unavailable({ latitude, longitude, reason: "no forecast grid for this place" });
    const key = `nws:grid:${gridUrl}`;
    const load = warned(key, async (): Promise<Loaded<GridForecast>> => {
      const loaded = await client.grid(gridUrl);
      if (!loaded.ok) return loaded;
      for (const note of loaded.value.notes) {
        logger.warn({ event: "weather.layer_unused", url: gridUrl, note }, "weather layer not used");
      }
      return { ok: true, value: loaded.value.forecast };
    });
    return cache.get<GridForecast>(key, FORECAST_TTL_MS, load);
  }

  /** The forecast wind and pressure at a place and time; null when there is none to use. */
  async function weatherReadingAt(place: Coordinates, time: Date): Promise<WeatherReading | null> {
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude) || !Number.isFinite(+time)) {
      return unavailable({ place, reason: "invalid place or time" });
    }
    try {
      const grid = await gridForecast(place.latitude, place.longitude);
      if (grid === null) return null;
      return (
        readingAt(grid.value, time) ??
        unavailable({
          place,
          time: time.toISOString(),
          reason: "time outside the forecast",
          stale: grid.stale,
        })
      );
    } catch (error) {
      return unavailable({ place, reason: "unexpected error", err: error });
    }
  }

  return { forecastReport, gridForecast, weatherReadingAt };
}
