// docs/product.md "Optimal conditions", the rule behind the alerts' optimal-condition notices: a moving tide
// around a change, with a solunar period or the edge of daylight.
//
// The rule: a time is optimal when the water is moving around a tide change AND either a
// solunar period or the edge of daylight is on. Precisely, the optimal windows are the overlaps
// of
//   - a tide window: the two hours before and after each high or low tide (current builds into
//     the turn and out of it again; slack water at the turn itself lasts only minutes), with
//   - an activity window: a solunar major or minor period, first light (civil dawn until an hour
//     after sunrise) or last light (an hour before sunset until civil dusk).
// Overlapping or touching windows merge into one, carrying every reason that applies.

import type { SolunarPeriods, TimeWindow } from "./solunar";
import type { TideType } from "./tidePredictions";

export const TIDE_CHANGE_WINDOW_MINUTES = 120;
export const FIRST_LIGHT_AFTER_SUNRISE_MINUTES = 60;
export const LAST_LIGHT_BEFORE_SUNSET_MINUTES = 60;

/** Why a window is optimal, in the order they are listed. */
export const OPTIMAL_REASONS = {
  aroundHigh: "Moving tide around high tide",
  aroundLow: "Moving tide around low tide",
  solunarMajor: "Solunar major period",
  solunarMinor: "Solunar minor period",
  firstLight: "First light",
  lastLight: "Last light",
} as const;

export type OptimalReason = (typeof OPTIMAL_REASONS)[keyof typeof OPTIMAL_REASONS];

export type OptimalWindow = { start: Date; end: Date; reasons: OptimalReason[] };

/** For users, next to optimal-condition alerts. */
export const OPTIMAL_CONDITIONS_EXPLANATION =
  "Fish tend to feed when the water is moving and the light or the moon is right, so we call a " +
  "time optimal when two things overlap: the moving tide in the two hours before and after a high " +
  "or low tide, and either a solunar period (two hours around the moon overhead or underfoot, one " +
  "hour around moonrise or moonset) or the edge of daylight (from first light until an hour after " +
  "sunrise, and from an hour before sunset until last light). Tides are predictions for the chosen " +
  "tide station and the moon and sun times are astronomical; weather, river flow and the water you " +
  "fish matter as much.";

export type SunTimes = {
  civilDawn: Date | null;
  sunrise: Date | null;
  sunset: Date | null;
  civilDusk: Date | null;
};

const MINUTE_MS = 60_000;
const REASON_ORDER: readonly OptimalReason[] = Object.values(OPTIMAL_REASONS);

type Span = { start: number; end: number; reasons: Set<OptimalReason> };

function activityWindows(solunar: SolunarPeriods, sun: SunTimes): Span[] {
  const spans: Span[] = [];
  const add = (start: number, end: number, reason: OptimalReason) => {
    if (end > start) spans.push({ start, end, reasons: new Set([reason]) });
  };
  for (const p of solunar.major) add(p.start.getTime(), p.end.getTime(), OPTIMAL_REASONS.solunarMajor);
  for (const p of solunar.minor) add(p.start.getTime(), p.end.getTime(), OPTIMAL_REASONS.solunarMinor);
  // No first or last light where the sun does not rise or set (never in Oregon; the rule is general).
  if (sun.civilDawn && sun.sunrise) {
    add(
      sun.civilDawn.getTime(),
      sun.sunrise.getTime() + FIRST_LIGHT_AFTER_SUNRISE_MINUTES * MINUTE_MS,
      OPTIMAL_REASONS.firstLight,
    );
  }
  if (sun.sunset && sun.civilDusk) {
    add(
      sun.sunset.getTime() - LAST_LIGHT_BEFORE_SUNSET_MINUTES * MINUTE_MS,
      sun.civilDusk.getTime(),
      OPTIMAL_REASONS.lastLight,
    );
  }
  return spans;
}

export function optimalWindows(input: {
  /** The day's highs and lows (include neighbours of the day to catch windows across midnight). */
  extremes: { time: Date; type: TideType }[];
  solunar: SolunarPeriods;
  sun: SunTimes;
  /** Clip the windows to this interval, e.g. one day on the spot's clock. */
  within?: TimeWindow;
}): OptimalWindow[] {
  const half = TIDE_CHANGE_WINDOW_MINUTES * MINUTE_MS;
  const activities = activityWindows(input.solunar, input.sun);
  const lo = input.within?.start.getTime() ?? Number.NEGATIVE_INFINITY;
  const hi = input.within?.end.getTime() ?? Number.POSITIVE_INFINITY;

  const overlaps: Span[] = [];
  for (const extreme of input.extremes) {
    const t = extreme.time.getTime();
    const tideReason = extreme.type === "high" ? OPTIMAL_REASONS.aroundHigh : OPTIMAL_REASONS.aroundLow;
    for (const activity of activities) {
      const start = Math.max(t - half, activity.start, lo);
      const end = Math.min(t + half, activity.end, hi);
      if (end > start) overlaps.push({ start, end, reasons: new Set([tideReason, ...activity.reasons]) });
    }
  }

  overlaps.sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of overlaps) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) {
      last.end = Math.max(last.end, span.end);
      for (const reason of span.reasons) last.reasons.add(reason);
    } else {
      merged.push({ ...span, reasons: new Set(span.reasons) });
    }
  }
  return merged.map((span) => ({
    start: new Date(span.start),
    end: new Date(span.end),
    reasons: REASON_ORDER.filter((reason) => span.reasons.has(reason)),
  }));
}
