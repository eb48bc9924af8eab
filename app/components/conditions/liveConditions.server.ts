import type { AppLoadContext } from "react-router";
import type { Location } from "#app/lib/locationTypes";
import { FORECAST_UNAVAILABLE } from "#core/forecast";
import { type RiverNowItem, WATER_UNAVAILABLE } from "#core/water";
import { spotTimeZone } from "#core/zoneClock";
import { type LiveConditionsData, type LivePart, OUTLOOK_UNAVAILABLE, STILL_LOADING } from "./liveConditions";

// A page is sent whole (its CSP is made from its own bytes, decision 026), so a live part holds
// it back while it loads: when a source is slow and nothing is kept, the part gives up waiting
// after this long and says so; the read goes on and fills the shared cache for the next visit.
export const LIVE_PART_BUDGET_MS = 1500;

/** A live part within the budget: its answer, or the sentence that says why not (yet). */
export function livePart<T>(work: Promise<T>, fallbackMessage: string, logger: AppLoadContext["logger"]) {
  const answered = work.then(
    (value): LivePart<T> => ({ ok: true, value }),
    (error: unknown): LivePart<T> => {
      // A source's 503 carries the sentence to show; anything else is ours to log.
      const status = (error as { status?: unknown } | null)?.status;
      if (status !== 503) logger.error({ err: error }, "page loader could not read a live part");
      return { ok: false, message: status === 503 ? (error as Error).message : fallbackMessage };
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<LivePart<T>>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: STILL_LOADING }), LIVE_PART_BUDGET_MS);
  });
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/**
 * The Weather & Tides tab's live parts (docs/product.md "Live conditions"), for the location
 * loader to return unawaited: the page streams them, and an outage is a sentence in the page,
 * never a failed request in the browser.
 */
export async function loadLiveConditions(
  context: Pick<AppLoadContext, "services" | "logger">,
  location: Pick<Location, "id" | "usgsSite" | "tideInfo" | "timeZone">,
): Promise<LiveConditionsData> {
  const { services, logger } = context;
  const locationId = location.id;
  const [water, forecast, outlook] = await Promise.all([
    location.usgsSite ? livePart(services.getLocationWater({ locationId }), WATER_UNAVAILABLE, logger) : null,
    livePart(services.getLocationForecast({ locationId }), FORECAST_UNAVAILABLE, logger),
    livePart(services.getLocationOutlook({ locationId, days: 7 }), OUTLOOK_UNAVAILABLE, logger),
  ]);
  return {
    water,
    forecast,
    outlook,
    computedAt: new Date().toISOString(),
    timeZone: spotTimeZone(location),
    outlookSources: {
      tides: Boolean(location.tideInfo?.trim()),
      forecast: forecast.ok,
      gauge: water?.ok ?? false,
    },
  };
}

/** The home page's rivers row; null when river readings are switched off. */
export async function loadRiversNow(
  context: Pick<AppLoadContext, "services" | "logger">,
  state: string | undefined,
): Promise<LivePart<RiverNowItem[] | null>> {
  return livePart(context.services.getRiversNow({ state }), WATER_UNAVAILABLE, context.logger);
}
