// A spot's Fishing Tips tab as the page and GET /api/locations/{id}/tips carry it
// (docs/product.md "Fishing tips tab"): the tips of core/fishingTips.ts for the spot's fish and
// waters, the fish in season first, and when each bites best told against today's conditions
// at the spot, on its own clock. Pure: the tide predictions and the gauge's answer are given.

import { type FishingTip, flowAdvice, type SpotTip, tipsForSpot } from "./fishingTips";
import { displayName } from "./fishTypes";
import { type FlowTrend, flowTrend } from "./outlook";
import { MONTH_NAMES, monthsInRange, parseSeasonRange } from "./seasons";
import type { TideExtremeAnswer } from "./tidePredictions";
import type { WaterAnswer } from "./water";
import { WATER_KIND_NAMES, type WaterKind, type WaterKindFields } from "./waterKinds";
import { toZoneIso, zoneToday } from "./zoneClock";
import { zoneName } from "./zoneName";

export const TIDES_UNAVAILABLE_TEXT = "Tide predictions are unavailable right now.";
export const FLOW_STILL_LOADING =
  "Still fetching the latest river readings. Reload the page in a moment to see them.";
export const NO_TIDE_LEFT_TEXT = "No more highs or lows in our predictions for today and tomorrow.";

/** A predicted high or low as the answer names it: its time on the spot's clock and height. */
export type TideTurn = { time: string; height: number };

/** The flow at the spot's gauge now, or why it cannot be told. */
export type FlowNow =
  | {
      available: true;
      label: string;
      value: number;
      unit: string;
      /** When the gauge took it (ISO 8601, UTC). */
      time: string;
      trend: FlowTrend | null;
      /** Kept from before an outage of the source. */
      stale: boolean;
    }
  | { available: false; message: string };

export type SpeciesTips = {
  fishType: string;
  name: string;
  water: WaterKind;
  waterName: string;
  inSeason: boolean;
  method: string;
  where: string;
  /** When it bites best: the tide (tidal spots), the flow (gauged rivers), the time of day. */
  when: { tide?: string; flow?: string; timeOfDay: string };
  conditionsNow?: {
    tide?: { nextHigh: TideTurn | null; nextLow: TideTurn | null } | { unavailable: string };
    flow?: FlowNow;
  };
};

/** The team's note on a spot (docs/product.md "Fishing tips tab"): plain text, no links. */
export type TeamNote = {
  text: string;
  /** When it was last written (ISO 8601, UTC). */
  updatedAt: string;
};

export type TipsAnswer = {
  /** This month at the spot, on its own clock: "November". */
  month: string;
  /** The spot's best seasons, which say what is in season there. */
  bestSeasons: string;
  species: SpeciesTips[];
  /** The team's note on the spot, shown first; only when the spot has one. */
  note?: TeamNote;
};

/** This month at the spot (0 = January), on its own clock (docs/product.md "Time zones"). */
export function spotMonth(timeZone: string, now: Date): number {
  return Number(zoneToday(timeZone, now).slice(5, 7)) - 1;
}

/**
 * docs/product.md "Seasons": a spot's best seasons are the spot's, not each fish's, so every fish
 * of the spot is in season in the months of its range; an unreadable range is in season never.
 */
export function inSeasonAt(bestSeasons: string | null | undefined, month: number): boolean {
  const range = parseSeasonRange(bestSeasons);
  return range !== null && monthsInRange(range).includes(month);
}

/** The fish in season first, each group in the spot's own order of its fish. */
export function inSeasonFirst<T extends { inSeason: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.inSeason), ...items.filter((item) => !item.inSeason)];
}

/** "3:42 PM" from an ISO time written on the spot's clock (its digits are its wall time). */
function wallClock(spotIso: string): string {
  const hour = Number(spotIso.slice(11, 13));
  return `${hour % 12 || 12}:${spotIso.slice(14, 16)} ${hour < 12 ? "AM" : "PM"}`;
}

/** The next high and the next low after now, from predictions that start today at the spot. */
export function nextTides(
  extremes: readonly TideExtremeAnswer[],
  now: Date,
): { nextHigh: TideTurn | null; nextLow: TideTurn | null } {
  const ahead = extremes.filter((e) => Date.parse(e.time) > now.getTime());
  const turn = (type: "high" | "low") => {
    const found = ahead.find((e) => e.type === type);
    return found ? { time: found.time, height: found.height } : null;
  };
  return { nextHigh: turn("high"), nextLow: turn("low") };
}

function turnText(kind: string, turn: TideTurn, today: string): string {
  const day = turn.time.slice(0, 10) === today ? "" : " tomorrow";
  return `next ${kind}${day} at ${wallClock(turn.time)} (${turn.height.toFixed(1)} ft)`;
}

/** The tip's tide stage, then the next high and low from now, in their order ("Tide" line). */
export function tideLine(
  tide: string,
  turns: { nextHigh: TideTurn | null; nextLow: TideTurn | null } | null,
  today: string,
  timeZone: string,
): string {
  if (turns === null) return `${tide} ${TIDES_UNAVAILABLE_TEXT}`;
  const said = (
    [
      ["high", turns.nextHigh],
      ["low", turns.nextLow],
    ] as const
  )
    .flatMap(([kind, turn]) => (turn ? [{ kind, turn }] : []))
    .sort((a, b) => Date.parse(a.turn.time) - Date.parse(b.turn.time))
    .map(({ kind, turn }) => turnText(kind, turn, today))
    .join(", ");
  if (said === "") return `${tide} ${NO_TIDE_LEFT_TEXT}`;
  return `${tide} ${said.charAt(0).toUpperCase()}${said.slice(1)}, ${zoneName(timeZone)}.`;
}

/** The gauge's latest flow (else gage height) and its trend over the last 24 hours. */
export function flowNow(water: WaterAnswer): FlowNow | null {
  const series = water.series[0];
  const reading = water.readings.find((r) => r.parameterCode === (series?.parameterCode ?? "00060"));
  if (!reading) return null;
  const trend = series
    ? flowTrend(series.points.map((p) => ({ time: new Date(p.time), value: p.value })))
    : null;
  return {
    available: true,
    label: reading.label,
    value: reading.value,
    unit: reading.unit,
    time: reading.time,
    trend,
    stale: water.stale,
  };
}

const TREND_WORDS: Record<FlowTrend, string> = {
  rising: "rising",
  falling: "falling",
  steady: "steady",
  "dropping after a rise": "dropping after a rise",
};

/** The reading and trend now, then what they mean for this fish (flowAdvice). */
export function flowLine(flow: FishingTip["flow"], now: FlowNow, timeZone: string): string {
  if (!now.available) return now.message;
  const at = wallClock(toZoneIso(timeZone, new Date(now.time)));
  const value = `${now.value.toLocaleString("en-US")} ${now.unit}`;
  const trend = now.trend
    ? `${TREND_WORDS[now.trend]} over the last 24 hours`
    : "its trend over the last 24 hours not known yet";
  const kept = now.stale ? " (the last reading we have: the source is not answering)" : "";
  const advice = flowAdvice(flow, { trend: now.trend });
  return [`${now.label} now: ${value} at ${at}${kept}, ${trend}.`, ...advice].join(" ");
}

export type SpotTipsInput = {
  spot: WaterKindFields & { bestSeasons: string; timeZone?: string | null; usgsSite?: string | null };
  tips: readonly FishingTip[];
  now: Date;
  timeZone: string;
  /** Predictions from the start of today at a tidal spot; null when they failed, undefined when untidal. */
  tides?: readonly TideExtremeAnswer[] | null;
  /** The gauge's flow now at a gauged spot, else undefined. */
  flow?: FlowNow;
};

/** The tab's content: each fish's tips, in season first, with when it bites told against today. */
export function composeSpotTips(input: SpotTipsInput): TipsAnswer {
  const { spot, now, timeZone } = input;
  const month = spotMonth(timeZone, now);
  const today = zoneToday(timeZone, now);
  const inSeason = inSeasonAt(spot.bestSeasons, month);
  const turns = input.tides ? nextTides(input.tides, now) : null;
  const species = tipsForSpot(input.tips, spot).map(({ fishType, water, tip }: SpotTip): SpeciesTips => {
    const showTide = tip.tide !== undefined && input.tides !== undefined;
    const showFlow = water === "river" && tip.flow !== undefined && input.flow !== undefined;
    const conditionsNow: SpeciesTips["conditionsNow"] = {
      ...(showTide && { tide: turns ?? { unavailable: TIDES_UNAVAILABLE_TEXT } }),
      ...(showFlow && input.flow && { flow: input.flow }),
    };
    return {
      fishType,
      name: displayName(fishType),
      water,
      waterName: WATER_KIND_NAMES[water],
      inSeason,
      method: tip.method,
      where: tip.where,
      when: {
        ...(showTide && tip.tide && { tide: tideLine(tip.tide, turns, today, timeZone) }),
        ...(showFlow && input.flow && { flow: flowLine(tip.flow, input.flow, timeZone) }),
        timeOfDay: tip.timeOfDay,
      },
      ...(Object.keys(conditionsNow).length > 0 && { conditionsNow }),
    };
  });
  return {
    month: MONTH_NAMES[month] ?? "January",
    bestSeasons: spot.bestSeasons,
    species: inSeasonFirst(species),
  };
}
