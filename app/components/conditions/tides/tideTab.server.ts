import type { AppLoadContext } from "react-router";
import { orNull } from "#app/lib/loaderSafe";
import type { Location } from "#app/lib/locationTypes";
import { TIDE_DAYS_DEFAULT } from "#core/tidePredictions";
import { addDays, spotTimeZone, zoneToday } from "#core/zoneClock";
import { groupTidesByDay, type TideTabData } from "./tideWeek";

/**
 * The Weather & Tides tab's data for the location loader: a week of tides (only with tide info,
 * docs/product.md "Tide predictions") and each day's sun and moon, for the chart's night shading
 * and the conditions panel. Each read is an extra: a failure leaves it out and the page still
 * renders.
 */
export async function loadTideTab(
  context: Pick<AppLoadContext, "services" | "logger">,
  location: Pick<Location, "id" | "tideInfo" | "timeZone">,
): Promise<TideTabData> {
  const { services, logger } = context;
  const renderedAt = Date.now();
  // One "today" for both reads, so a request across midnight cannot mix two weeks; the spot's
  // own today (docs/product.md "Time zones").
  const timeZone = spotTimeZone(location);
  const today = zoneToday(timeZone, new Date(renderedAt));
  const tidal = Boolean(location.tideInfo?.trim());
  // Without tide info there is no day to choose: today's sun and moon are enough.
  const dates = Array.from({ length: tidal ? TIDE_DAYS_DEFAULT : 1 }, (_, i) => addDays(today, i));
  const [tides, conditions] = await Promise.all([
    tidal
      ? orNull(
          services.predictLocationTides({ locationId: location.id, days: TIDE_DAYS_DEFAULT, today }),
          logger,
          "the tide predictions",
        )
      : null,
    orNull(
      services.getLocationConditionsForDays({ locationId: location.id, dates }),
      logger,
      "the conditions",
    ),
  ]);
  return {
    renderedAt,
    timeZone,
    tides: tides ? groupTidesByDay(tides) : null,
    conditions: Object.fromEntries((conditions ?? []).map((c) => [c.date, c])),
  };
}
