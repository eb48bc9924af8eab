// Which upcoming events an alert is told about (docs/product.md "Alert notices"). Pure: the
// worker feeds it one station's highs and lows and the place's optimal windows, computed once
// per station-day for the whole tick, so each alert costs only these comparisons.

import type { OptimalReason, OptimalWindow } from "./optimalConditions";
import { isMinusTide, type TideType } from "./tidePredictions";

/**
 * A notice goes out when its event is at most this far ahead: time to get to the water.
 * Events further ahead wait for a later tick; an event that has begun is never announced.
 */
export const NOTICE_LEAD_MINUTES = 180;
export const NOTICE_LEAD_MS = NOTICE_LEAD_MINUTES * 60_000;

export type AlertEventSettings = {
  highTideAlert: boolean;
  lowTideAlert: boolean;
  optimalConditionsAlert: boolean;
  minTideHeight: number | null;
  maxTideHeight: number | null;
};

export type TideEvent = {
  type: TideType;
  /** Stable per alert: the unique key of its notification row. */
  key: string;
  time: Date;
  /** Feet above MLLW, rounded to hundredths as tide tables print them. */
  height: number;
  minus: boolean;
};

export type OptimalEvent = {
  type: "optimal";
  key: string;
  time: Date;
  end: Date;
  reasons: OptimalReason[];
};

export type AlertEvent = TideEvent | OptimalEvent;

export type EventSource = {
  stationId: string;
  /** Highs and lows around now (at least now … now + lead). */
  extremes: readonly { time: Date; height: number; type: TideType }[];
  /** Optimal windows of the place around now; only needed when an alert watches them. */
  optimalWindows?: readonly OptimalWindow[];
};

const roundFeet = (feet: number) => Math.round(feet * 100) / 100 || 0;

/** The tide-height limits bound the highs and lows an alert is told about. */
export function heightWithinLimits(
  height: number,
  settings: Pick<AlertEventSettings, "minTideHeight" | "maxTideHeight">,
) {
  if (settings.minTideHeight != null && height < settings.minTideHeight) return false;
  if (settings.maxTideHeight != null && height > settings.maxTideHeight) return false;
  return true;
}

const isUpcoming = (time: Date, now: Date, leadMs: number) => {
  const ahead = time.getTime() - now.getTime();
  return ahead > 0 && ahead <= leadMs;
};

/** The events an alert watches that begin within the lead time, earliest first. */
export function upcomingAlertEvents(options: {
  settings: AlertEventSettings;
  source: EventSource;
  now: Date;
  leadMs?: number;
}): AlertEvent[] {
  const { settings, source, now } = options;
  const leadMs = options.leadMs ?? NOTICE_LEAD_MS;
  const events: AlertEvent[] = [];
  for (const extreme of source.extremes) {
    const watched = extreme.type === "high" ? settings.highTideAlert : settings.lowTideAlert;
    if (!watched || !isUpcoming(extreme.time, now, leadMs)) continue;
    const height = roundFeet(extreme.height);
    if (!heightWithinLimits(height, settings)) continue;
    events.push({
      type: extreme.type,
      key: `${extreme.type}:${source.stationId}:${extreme.time.toISOString()}`,
      time: extreme.time,
      height,
      minus: isMinusTide({ type: extreme.type, height }),
    });
  }
  if (settings.optimalConditionsAlert) {
    for (const window of source.optimalWindows ?? []) {
      if (!isUpcoming(window.start, now, leadMs)) continue;
      events.push({
        type: "optimal",
        key: `optimal:${source.stationId}:${window.start.toISOString()}`,
        time: window.start,
        end: window.end,
        reasons: window.reasons,
      });
    }
  }
  return events.sort((a, b) => a.time.getTime() - b.time.getTime() || a.key.localeCompare(b.key));
}

/** An alert may mail again once its interval has passed since the last notice. */
export function alertIsDue(
  alert: { lastAlertSent: Date | null; minAlertInterval: number },
  now: Date,
): boolean {
  return (
    alert.lastAlertSent == null ||
    now.getTime() - alert.lastAlertSent.getTime() >= alert.minAlertInterval * 1000
  );
}
