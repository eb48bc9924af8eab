// Live conditions (docs/product.md "Live conditions", decision 031): river readings from the
// spot's USGS gauge, the NWS 7-day forecast, and the daily outlook that combines them with the
// tides and the sun and moon; and for the alert worker, a gauge's report and the NWS grid's wind
// and pressure (decision 016). Every read goes through the shared source cache: 15 minutes for a
// gauge, an hour for a forecast, a day for what rarely changes (a gauge's name, a place's
// forecast URLs), stale while a source is down.

import type { Logger } from "pino";
import { parseCoordinates } from "#core/distance";
import {
  FORECAST_UNAVAILABLE,
  type ForecastAnswer,
  type ForecastReport,
  NWS_SOURCE_NAME,
  nwsForecastPageUrl,
} from "#core/forecast";
import { dayOutlook, flowTrend, type OutlookDay, type OutlookDayInput } from "#core/outlook";
import { outlookQuerySchema } from "#core/schemas";
import {
  chooseRiverSpots,
  type RiverNowItem,
  readableSiteName,
  riverOf,
  USGS_SOURCE_NAME,
  usgsSitePageUrl,
  WATER_UNAVAILABLE,
  type WaterAnswer,
  type WaterReport,
} from "#core/water";
import { addDays, spotTimeZone, zoneDay, zoneToday } from "#core/zoneClock";
import type { Config } from "#server/config.server";
import type { Database } from "#server/db/client.server";
import { createNwsClient } from "#server/sources/nws";
import { createNwsReads, type NwsReads } from "#server/sources/nwsReads";
import { type CachedAnswer, createSourceCache } from "#server/sources/sourceCache";
import { sourceUserAgent } from "#server/sources/sourceFetch";
import { createWaterDataClient, type WaterDataClient } from "#server/sources/waterData";
import { NotFoundError, SourceUnavailableError } from "../errors";
import { findGaugedLocations, getLocation } from "../locations";
import { fishingConditions } from "./conditions";
import { chooseTideStation, type TideCache, tideDay } from "./tides";

export const WATER_TTL_MS = 15 * 60_000;
// A gauge's name changes only when USGS renames it.
const LONG_LIVED_TTL_MS = 24 * 60 * 60_000;

export const NO_GAUGE = "This spot has no river gauge.";

export type LiveConditionsConfig = Pick<
  Config,
  "waterDataUrl" | "usgsApiKey" | "weatherUrl" | "publicUrl" | "contactEmail"
>;

export type LiveConditions = ReturnType<typeof createLiveConditions>;

const freshness = <T>(cached: CachedAnswer<T>, source: { name: string; url: string }) => ({
  fetchedAt: cached.fetchedAt.toISOString(),
  stale: cached.stale,
  source,
});

export function createLiveConditions(deps: {
  db: Database;
  logger: Logger;
  config: LiveConditionsConfig;
  tideCache: TideCache;
  now?: () => Date;
}) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = createSourceCache({ db, logger: deps.logger, now });
  const userAgent = sourceUserAgent(config);
  const water: WaterDataClient | null = config.waterDataUrl
    ? createWaterDataClient({ baseUrl: config.waterDataUrl, userAgent, apiKey: config.usgsApiKey })
    : null;
  // One NWS client and the same cache for the pages' forecast and the alert limits' grid.
  const weather: NwsReads | null = config.weatherUrl
    ? createNwsReads({
        client: createNwsClient({ baseUrl: config.weatherUrl, userAgent }),
        cache,
        logger: deps.logger,
      })
    : null;

  /** A gauge's report, from the cache or the source; null when neither has one. */
  async function waterReport(siteId: string): Promise<CachedAnswer<WaterReport> | null> {
    const client = water;
    if (!client) return null;
    return cache.get<WaterReport>(`usgs:water:${siteId}`, WATER_TTL_MS, async () => {
      const [name, readings] = await Promise.all([
        cache.get(`usgs:name:${siteId}`, LONG_LIVED_TTL_MS, () => client.siteName(siteId)),
        client.readings(siteId),
      ]);
      if (!readings.ok) return readings;
      const site = { id: siteId, name: name ? readableSiteName(name.value) : siteId };
      return { ok: true, value: { site, ...readings.value } };
    });
  }

  /** The periods still to come: a forecast kept through an outage must not show yesterday. */
  function currentPeriods(report: ForecastReport): ForecastReport {
    const at = now().getTime();
    return { ...report, periods: report.periods.filter((p) => Date.parse(p.endTime) > at) };
  }

  async function getWater({ locationId }: { locationId: number }): Promise<WaterAnswer> {
    const siteId = (await getLocation(db, { id: locationId })).usgsSite;
    if (!siteId) throw new NotFoundError(NO_GAUGE);
    const cached = await waterReport(siteId);
    if (!cached) throw new SourceUnavailableError(WATER_UNAVAILABLE);
    return {
      ...cached.value,
      ...freshness(cached, { name: USGS_SOURCE_NAME, url: usgsSitePageUrl(siteId) }),
    };
  }

  async function getForecast({ locationId }: { locationId: number }): Promise<ForecastAnswer> {
    const location = await getLocation(db, { id: locationId });
    const here = parseCoordinates(location);
    if (!here) throw new NotFoundError("No coordinates for this location");
    const cached = await weather?.forecastReport(here.latitude, here.longitude);
    if (!cached) throw new SourceUnavailableError(FORECAST_UNAVAILABLE);
    return {
      ...currentPeriods(cached.value),
      ...freshness(cached, {
        name: NWS_SOURCE_NAME,
        url: nwsForecastPageUrl(here.latitude, here.longitude),
      }),
    };
  }

  /** What the answer of an optional part is: the value, or null when its source has none. */
  const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
    promise.catch((error: unknown) => {
      if (error instanceof SourceUnavailableError || error instanceof NotFoundError) return null;
      throw error;
    });

  async function getOutlook(options: { locationId: number; days?: number; today?: string }) {
    const { days } = outlookQuerySchema.parse({ days: options.days });
    const location = await getLocation(db, { id: options.locationId });
    const here = parseCoordinates(location);
    if (!here) throw new NotFoundError("No coordinates for this location");
    const [forecast, river] = await Promise.all([
      orNull(getForecast({ locationId: location.id })),
      location.usgsSite ? orNull(getWater({ locationId: location.id })) : Promise.resolve(null),
    ]);
    const station = location.tideInfo?.trim() ? (await chooseTideStation(location)).station : null;
    // Days, forecast periods and the gauge's "today" on the spot's own clock.
    const timeZone = spotTimeZone(location);
    const today = options.today ?? zoneToday(timeZone, now());
    const flow = river?.readings.find((r) => r.parameterCode === "00060");
    const flowPoints =
      river?.series
        .find((s) => s.parameterCode === "00060")
        ?.points.map((p) => ({ time: new Date(p.time), value: p.value })) ?? [];
    const outlook: OutlookDay[] = [];
    for (let i = 0; i < days; i++) {
      const date = addDays(today, i);
      const day = zoneDay(timeZone, date);
      const conditions = fishingConditions({ ...here, date, timeZone });
      const periods = forecast?.periods.filter(
        (p) => Date.parse(p.startTime) < day.end.getTime() && Date.parse(p.endTime) > day.start.getTime(),
      );
      const input: OutlookDayInput = {
        date,
        timeZone,
        tides: station ? tideDay(deps.tideCache, station, date, timeZone).extremes : null,
        solunar: conditions.solunar,
        sun: conditions.sun,
        moonPhase: conditions.moon.phase,
        weather: periods?.length ? periods : null,
        // The same readings every day: the rule counts them on the day they were taken and says
        // that flow is not forecast for the days after.
        river: location.usgsSite ? { isGauged: true, flowNow: flow?.value ?? null, flowPoints } : null,
      };
      outlook.push(dayOutlook(input));
    }
    return outlook;
  }

  /** The home page's rivers row; null when river readings are switched off. */
  async function getRiversNow({ state }: { state?: string } = {}): Promise<RiverNowItem[] | null> {
    if (!water) return null;
    const spots = chooseRiverSpots(await findGaugedLocations(db, { state }));
    return Promise.all(
      spots.map(async (spot): Promise<RiverNowItem> => {
        const report = spot.usgsSite ? await waterReport(spot.usgsSite) : null;
        const flow = report?.value.readings.find((r) => r.parameterCode === "00060") ?? null;
        const points = report?.value.series.find((s) => s.parameterCode === "00060")?.points ?? [];
        return {
          locationId: spot.id,
          river: riverOf(spot.name),
          spot: spot.name,
          timeZone: spotTimeZone(spot),
          flow: flow && { value: flow.value, unit: flow.unit, time: flow.time },
          trend: flowTrend(points.map((p) => ({ time: new Date(p.time), value: p.value }))),
          stale: report?.stale ?? false,
        };
      }),
    );
  }

  return {
    getWater,
    getRiversNow,
    getForecast,
    getOutlook,
    /** One gauge's latest report (the alert worker reads each gauge once per tick). */
    waterReport,
    /** The forecast wind and pressure at a place and time (the alert limits); null without WEATHER_URL. */
    weatherReadingAt: weather?.weatherReadingAt ?? null,
    /** For tests: forget this process's memory of the sources, as after a restart. */
    clearMemory: () => cache.clearMemory(),
  };
}
