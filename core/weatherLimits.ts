// docs/product.md "Weather limits": an alert's weather limits (pressure, wind) apply only when a forecast is
// at hand. Pure: the worker asks the weather source for a reading and this decides.

/** The forecast at one place and time; a field is null when the forecast does not give it. */
export type WeatherReading = { windSpeedMph: number | null; pressureHpa: number | null };

/** An alert's limits as stored (tide_alerts: hPa, mph); null means no limit. */
export type WeatherLimits = {
  minPressure: number | null;
  maxPressure: number | null;
  maxWindSpeed: number | null;
};

export function hasWeatherLimits(limits: WeatherLimits): boolean {
  return limits.minPressure != null || limits.maxPressure != null || limits.maxWindSpeed != null;
}

/**
 * Whether the forecast lets the notice go out. Without a reading (no source configured, the
 * service failed, or it has no forecast for that time) or without the value a limit needs, that
 * limit is not applied: a missing forecast must not silence an angler's tide alerts.
 */
export function weatherAllows(limits: WeatherLimits, reading: WeatherReading | null): boolean {
  if (reading === null) return true;
  const { pressureHpa, windSpeedMph } = reading;
  if (pressureHpa !== null) {
    if (limits.minPressure != null && pressureHpa < limits.minPressure) return false;
    if (limits.maxPressure != null && pressureHpa > limits.maxPressure) return false;
  }
  if (windSpeedMph !== null && limits.maxWindSpeed != null && windSpeedMph > limits.maxWindSpeed)
    return false;
  return true;
}
