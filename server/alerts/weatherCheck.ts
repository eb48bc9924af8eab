import { hasWeatherLimits, weatherAllows } from "#core/weatherLimits";
import type { WeatherSource } from "../weather";
import type { WeatherCheck } from "./record";

/**
 * docs/product.md "Weather limits": weather limits apply only with a weather source. Alerts without
 * limits never ask it; a forecast that cannot be read leaves the limits unapplied (the source logs
 * why).
 */
export function weatherCheckFor(source: WeatherSource | null): WeatherCheck | undefined {
  if (!source) return undefined;
  return async (alert, place, time) =>
    !hasWeatherLimits(alert) || weatherAllows(alert, await source.readingAt(place, time));
}
