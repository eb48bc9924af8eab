import type { Coordinates } from "#core/distance";
import { hasWeatherLimits, type WeatherReading, weatherAllows } from "#core/weatherLimits";
import type { WeatherCheck } from "./record";

/** The forecast wind and pressure at a place and time; null when there is none to use. */
export type WeatherReader = (place: Coordinates, time: Date) => Promise<WeatherReading | null>;

/**
 * docs/product.md "Weather limits": weather limits apply only with a weather source (WEATHER_URL).
 * Alerts without limits never ask it; a forecast that cannot be read leaves the limits unapplied
 * (the source logs why).
 */
export function weatherCheckFor(readingAt: WeatherReader | null): WeatherCheck | undefined {
  if (!readingAt) return undefined;
  return async (alert, place, time) =>
    !hasWeatherLimits(alert) || weatherAllows(alert, await readingAt(place, time));
}
