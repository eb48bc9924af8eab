// The 7-day forecast as the API and the pages carry it (GET /api/locations/{id}/forecast,
// docs/product.md "Live conditions"), from the National Weather Service's forecast periods.

import type { Freshness } from "./water";

export type ForecastPeriod = {
  name: string;
  startTime: string;
  endTime: string;
  isDaytime: boolean;
  temperature: number;
  temperatureUnit: string;
  windSpeed: string;
  windDirection: string;
  shortForecast: string;
  /** Percent; null where the forecast gives none. */
  precipitationChance: number | null;
};

export type ForecastReport = { periods: ForecastPeriod[]; updated: string | null };

export type ForecastAnswer = ForecastReport & Freshness;

export const NWS_SOURCE_NAME = "National Weather Service";

export const FORECAST_UNAVAILABLE = "The weather forecast is unavailable right now.";

/** The forecast's page for people at a place. */
export function nwsForecastPageUrl(latitude: number, longitude: number): string {
  return `https://forecast.weather.gov/MapClick.php?lat=${latitude.toFixed(4)}&lon=${longitude.toFixed(4)}`;
}
