// The daily fishing outlook: one score from 0 to 100 and a rating for one spot and one day on
// the spot's own clock, with the reasons behind it. It adds up what we know and leaves out what
// we do not: an unknown input neither helps nor hurts the day, and the reasons say it was unknown.
//
// Every day starts at NEUTRAL_SCORE (50) and each factor adds or subtracts (OUTLOOK_WEIGHTS):
//
//   Tide exchange (highest high minus lowest low)  7 ft or more  +10   under 4 ft  -5
//   Minus tide (a low below 0.0 ft MLLW)                           +8
//   Solunar major period during first or last light               +10
//   New or full moon (as the moon phase name reads)                 +5
//   Daytime wind, top of the forecast range        10 mph or less  +5   above 15  -10   above 25  -20
//   Rain chance over the day 70% or more                           -10   on a gauged river  -15
//   River flow (gauged, the day of the latest reading)
//     dropping after a rise                                       +15
//     steady                                                       +5
//     rising                                                      -15   (falling: no effect)
//
// The sum is rounded and clamped to 0-100. Ratings: under 35 poor, under 55 fair, under 75
// good, 75 or more excellent. The weights are ours, not a published standard: moving water
// around big tides, the dawn and dusk bite, and a river clearing after a freshet are what Oregon
// anglers plan around; wind and rain decide whether a boat or a bank is fishable at all.

import { windSpeedRangeMph } from "./forecastText";
import { moonPhaseName } from "./moonPhase";
import {
  FIRST_LIGHT_AFTER_SUNRISE_MINUTES,
  LAST_LIGHT_BEFORE_SUNSET_MINUTES,
  type SunTimes,
} from "./optimalConditions";
import type { SolunarPeriods, TimeWindow } from "./solunar";
import { isMinusTide, type TideType } from "./tidePredictions";
import { toZoneIso, zoneDay } from "./zoneClock";

export const OUTLOOK_RATINGS = ["poor", "fair", "good", "excellent"] as const;
export type OutlookRating = (typeof OUTLOOK_RATINGS)[number];
export type OutlookDay = { date: string; score: number; rating: OutlookRating; reasons: string[] };

export type RiverFlowPoint = { time: Date; value: number };
export type FlowTrend = "rising" | "falling" | "steady" | "dropping after a rise";

/** Everything we may know about one day at one spot; null where we do not know it. */
export type OutlookDayInput = {
  date: string; // YYYY-MM-DD, on the spot's clock
  /** The spot's IANA zone: its day's bounds and the times the reasons name. */
  timeZone: string;
  /** The day's predicted highs and lows; null for a spot without tide predictions. */
  tides: { time: Date; height: number; type: TideType }[] | null;
  /** Solunar periods and sun times of the day (core/solunar.ts, core/optimalConditions.ts SunTimes). */
  solunar: SolunarPeriods;
  sun: SunTimes;
  moonPhase: number; // 0 new, 0.5 full
  /** NWS periods overlapping the day (day and night parts); null when the forecast is unknown or does not reach this day. */
  weather:
    | { windSpeed: string; precipitationChance: number | null; isDaytime: boolean; shortForecast: string }[]
    | null;
  /**
   * River flow, for spots on a river; null when the spot is not on a river. A gauge reports the
   * present only, so pass the same readings for every day: the flow counts on the day of the
   * latest reading (today), and later days say that flow is not forecast.
   */
  river: { isGauged: boolean; flowNow: number | null; flowPoints: RiverFlowPoint[] } | null;
};

export const NEUTRAL_SCORE = 50;

export const OUTLOOK_WEIGHTS = {
  bigTideExchange: 10,
  smallTideExchange: -5,
  minusTide: 8,
  solunarMajorAtFirstOrLastLight: 10,
  newOrFullMoon: 5,
  lightWind: 5,
  windy: -10,
  strongWind: -20,
  rainLikely: -10,
  rainLikelyOnGaugedRiver: -15,
  riverDroppingAfterRise: 15,
  riverSteady: 5,
  riverRising: -15,
} as const;

// Oregon coast stations range about 6 to 8 ft on an average day; 7 ft and more is spring-tide
// current, under 4 ft is a slack neap day.
export const BIG_TIDE_EXCHANGE_FEET = 7;
export const SMALL_TIDE_EXCHANGE_FEET = 4;
export const LIGHT_WIND_MAX_MPH = 10;
export const WINDY_ABOVE_MPH = 15;
export const STRONG_WIND_ABOVE_MPH = 25;
export const RAIN_LIKELY_PERCENT = 70;

/** The lowest score of each rating above "poor". */
export const RATING_FLOORS = { fair: 35, good: 55, excellent: 75 } as const;

// flowTrend: the week of gauge readings before the latest one.
export const FLOW_TREND_DAYS = 7;
export const FLOW_PEAK_DAYS = 5;
/** A recent peak at least this many times the present flow makes "dropping after a rise". */
export const FLOW_PEAK_RATIO = 1.3;
/** A change of at most this fraction over 24 hours is steady. */
export const FLOW_STEADY_FRACTION = 0.1;

export const UNKNOWN_REASONS = {
  noWeather: "No weather forecast for this day",
  noWind: "No wind forecast for this day",
  noRainChance: "No rain chance in the forecast",
  noTideStation: "No tide predictions for this spot",
  noTidesThisDay: "No tide predictions for this day",
  noGauge: "No river gauge for this spot",
  noFlowReading: "River flow: no reading for this day",
  flowNotForecast: "River flow is not forecast beyond today",
  tooFewFlowReadings: "River flow: too few readings to tell the trend",
} as const;

export const OUTLOOK_EXPLANATION =
  "The outlook gives each day a score out of 100 from what we know about it. Every day starts at 50. " +
  "A big tide exchange (7 ft or more between the day's highest high and lowest low) moves water and " +
  "adds 10, a small one (under 4 ft) takes off 5, and a minus tide adds 8. A solunar major period " +
  "during first or last light adds 10, and a new or full moon adds 5. From the National Weather " +
  "Service forecast, daytime wind of 10 mph or less adds 5, wind above 15 mph takes off 10 and above " +
  "25 mph takes off 20, and a rain chance of 70% or more takes off 10, or 15 on a river with a gauge, " +
  "where heavy rain brings rising, muddy water. On a river with a gauge, today's flow against the " +
  "past week counts too: dropping after a rise adds 15, steady flow adds 5 and a rising river takes " +
  "off 15. Under 35 is poor, under 55 fair, under 75 good, and 75 or more excellent. What we do not " +
  "know, such as weather beyond the forecast or river flow after today, is left out rather than " +
  "guessed, and the day's reasons say so.";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function ratingForScore(score: number): OutlookRating {
  if (score < RATING_FLOORS.fair) return "poor";
  if (score < RATING_FLOORS.good) return "fair";
  if (score < RATING_FLOORS.excellent) return "good";
  return "excellent";
}

/**
 * How a river gauge's flow is moving at `now` (default: the latest reading), from the week of
 * readings before it: the latest reading against the one 24 hours earlier, and against the peak
 * of the last five days. Null when there is no reading from at least 24 hours earlier.
 */
export function flowTrend(points: RiverFlowPoint[], now?: Date): FlowTrend | null {
  const sorted = [...points].sort((a, b) => a.time.getTime() - b.time.getTime());
  const until = now?.getTime() ?? sorted.at(-1)?.time.getTime() ?? 0;
  const week = sorted.filter(
    (p) => p.time.getTime() <= until && p.time.getTime() >= until - FLOW_TREND_DAYS * DAY_MS,
  );
  const latest = week.at(-1);
  if (!latest) return null;
  const at = latest.time.getTime();
  const dayBefore = week.findLast((p) => p.time.getTime() <= at - DAY_MS);
  if (!dayBefore) return null;

  const current = latest.value;
  const falling = current < dayBefore.value;
  let peakIndex = -1;
  week.forEach((p, i) => {
    const best = week[peakIndex];
    if (p.time.getTime() >= at - FLOW_PEAK_DAYS * DAY_MS && (!best || p.value > best.value)) peakIndex = i;
  });
  const peak = week[peakIndex];
  // A peak, not the first reading of a long recession: something lower came before it.
  const roseToPeak = peak !== undefined && week.slice(0, peakIndex).some((p) => p.value < peak.value);
  if (falling && roseToPeak && peak.value >= FLOW_PEAK_RATIO * current) return "dropping after a rise";

  const change = current - dayBefore.value;
  if (Math.abs(change) <= FLOW_STEADY_FRACTION * dayBefore.value) return "steady";
  return change > 0 ? "rising" : "falling";
}

type Reason = { text: string; effect: number };

/** "6:42 AM" on the spot's clock; from the wall-clock digits, so no narrow no-break space. */
function spotClockTime(instant: Date, timeZone: string): string {
  const wall = toZoneIso(timeZone, instant);
  const hour = Number(wall.slice(11, 13));
  return `${hour % 12 || 12}:${wall.slice(14, 16)} ${hour < 12 ? "AM" : "PM"}`;
}

const feet = (height: number) => `${height.toFixed(1)} ft`;
const mphRange = ({ min, max }: { min: number; max: number }) =>
  min === max ? `${max} mph` : `${min} to ${max} mph`;

function tideReasons(input: OutlookDayInput, scored: Reason[], unknown: string[]): void {
  const tides = input.tides;
  if (tides === null) {
    // A river spot has no tides to miss; say so only where nothing else describes the water.
    if (input.river === null) unknown.push(UNKNOWN_REASONS.noTideStation);
    return;
  }
  if (tides.length === 0) {
    unknown.push(UNKNOWN_REASONS.noTidesThisDay);
    return;
  }
  const highs = tides.filter((t) => t.type === "high");
  const lows = tides.filter((t) => t.type === "low");
  if (highs.length > 0 && lows.length > 0) {
    const exchange = Math.max(...highs.map((t) => t.height)) - Math.min(...lows.map((t) => t.height));
    if (exchange >= BIG_TIDE_EXCHANGE_FEET) {
      scored.push({ text: `Big tide exchange (${feet(exchange)})`, effect: OUTLOOK_WEIGHTS.bigTideExchange });
    } else if (exchange < SMALL_TIDE_EXCHANGE_FEET) {
      scored.push({
        text: `Small tide exchange (${feet(exchange)})`,
        effect: OUTLOOK_WEIGHTS.smallTideExchange,
      });
    }
  }
  const lowestMinus = tides.filter(isMinusTide).sort((a, b) => a.height - b.height)[0];
  if (lowestMinus) {
    scored.push({
      text: `Minus tide (${feet(lowestMinus.height)}) at ${spotClockTime(lowestMinus.time, input.timeZone)}`,
      effect: OUTLOOK_WEIGHTS.minusTide,
    });
  }
}

const overlaps = (a: { start: number; end: number }, b: TimeWindow) =>
  a.start < b.end.getTime() && b.start.getTime() < a.end;

function lightReasons(input: OutlookDayInput, scored: Reason[]): void {
  const { sun, solunar } = input;
  // The same first and last light as the optimal-conditions rule.
  const firstLight =
    sun.civilDawn && sun.sunrise
      ? {
          start: sun.civilDawn.getTime(),
          end: sun.sunrise.getTime() + FIRST_LIGHT_AFTER_SUNRISE_MINUTES * MINUTE_MS,
        }
      : null;
  const lastLight =
    sun.sunset && sun.civilDusk
      ? {
          start: sun.sunset.getTime() - LAST_LIGHT_BEFORE_SUNSET_MINUTES * MINUTE_MS,
          end: sun.civilDusk.getTime(),
        }
      : null;
  const atDawn = firstLight !== null && solunar.major.some((p) => overlaps(firstLight, p));
  const atDusk = lastLight !== null && solunar.major.some((p) => overlaps(lastLight, p));
  if (atDawn || atDusk) {
    const when = atDawn && atDusk ? "dawn and dusk" : atDawn ? "dawn" : "dusk";
    scored.push({
      text: `Solunar major period at ${when}`,
      effect: OUTLOOK_WEIGHTS.solunarMajorAtFirstOrLastLight,
    });
  }
  // The same span the day's moon phase name covers, so "Full moon" never sits beside "Waxing Gibbous".
  const phaseName = moonPhaseName(input.moonPhase);
  if (phaseName === "New Moon" || phaseName === "Full Moon") {
    scored.push({
      text: phaseName === "New Moon" ? "New moon" : "Full moon",
      effect: OUTLOOK_WEIGHTS.newOrFullMoon,
    });
  }
}

function weatherReasons(input: OutlookDayInput, scored: Reason[], unknown: string[]): void {
  const periods = input.weather;
  if (periods === null || periods.length === 0) {
    unknown.push(UNKNOWN_REASONS.noWeather);
    return;
  }
  // Wind matters while people fish, by day; late in the day the forecast may have only the night left.
  const daytime = periods.filter((p) => p.isDaytime);
  const winds = (daytime.length > 0 ? daytime : periods)
    .map((p) => windSpeedRangeMph(p.windSpeed))
    .filter((range) => range !== null);
  const windiest = winds.sort((a, b) => b.max - a.max || b.min - a.min)[0];
  if (!windiest) {
    unknown.push(UNKNOWN_REASONS.noWind);
  } else if (windiest.max > STRONG_WIND_ABOVE_MPH) {
    scored.push({ text: `Wind ${mphRange(windiest)}`, effect: OUTLOOK_WEIGHTS.strongWind });
  } else if (windiest.max > WINDY_ABOVE_MPH) {
    scored.push({ text: `Wind ${mphRange(windiest)}`, effect: OUTLOOK_WEIGHTS.windy });
  } else if (windiest.max <= LIGHT_WIND_MAX_MPH) {
    const text = windiest.max === 0 ? "Calm wind" : `Light wind (${mphRange(windiest)})`;
    scored.push({ text, effect: OUTLOOK_WEIGHTS.lightWind });
  }

  // Rain by night raises a river as much as rain by day, so every period of the day counts.
  const chances = periods.map((p) => p.precipitationChance).filter((chance) => chance !== null);
  if (chances.length === 0) {
    unknown.push(UNKNOWN_REASONS.noRainChance);
    return;
  }
  const chance = Math.max(...chances);
  if (chance >= RAIN_LIKELY_PERCENT) {
    const rainLikely = `Rain likely (${Math.round(chance)}%)`;
    scored.push(
      input.river?.isGauged
        ? {
            text: `${rainLikely}: the river may rise and run muddy`,
            effect: OUTLOOK_WEIGHTS.rainLikelyOnGaugedRiver,
          }
        : { text: rainLikely, effect: OUTLOOK_WEIGHTS.rainLikely },
    );
  }
}

function riverReasons(input: OutlookDayInput, scored: Reason[], unknown: string[]): void {
  const river = input.river;
  if (river === null) return;
  if (!river.isGauged) {
    unknown.push(UNKNOWN_REASONS.noGauge);
    return;
  }
  if (river.flowNow === null || river.flowPoints.length === 0) {
    unknown.push(UNKNOWN_REASONS.noFlowReading);
    return;
  }
  const latest = Math.max(...river.flowPoints.map((p) => p.time.getTime()));
  const day = zoneDay(input.timeZone, input.date);
  if (latest < day.start.getTime()) {
    unknown.push(UNKNOWN_REASONS.flowNotForecast);
    return;
  }
  // For a day already past, the flow as that day ended.
  const until = new Date(Math.min(latest, day.end.getTime() - 1));
  const trend = flowTrend(river.flowPoints, until);
  if (trend === null) unknown.push(UNKNOWN_REASONS.tooFewFlowReadings);
  else if (trend === "dropping after a rise")
    scored.push({ text: "River dropping after a rise", effect: OUTLOOK_WEIGHTS.riverDroppingAfterRise });
  else if (trend === "steady")
    scored.push({ text: "River flow steady", effect: OUTLOOK_WEIGHTS.riverSteady });
  else if (trend === "rising") scored.push({ text: "River rising", effect: OUTLOOK_WEIGHTS.riverRising });
}

export function dayOutlook(input: OutlookDayInput): OutlookDay {
  const scored: Reason[] = [];
  const unknown: string[] = [];
  tideReasons(input, scored, unknown);
  lightReasons(input, scored);
  weatherReasons(input, scored, unknown);
  riverReasons(input, scored, unknown);

  const total = NEUTRAL_SCORE + scored.reduce((sum, reason) => sum + reason.effect, 0);
  const score = Math.min(100, Math.max(0, Math.round(total)));
  // Biggest effect first; the sort is stable, so ties keep the order above (tide, light, weather, river).
  const byEffect = [...scored].sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect));
  return {
    date: input.date,
    score,
    rating: ratingForScore(score),
    reasons: [...byEffect.map((reason) => reason.text), ...unknown],
  };
}
