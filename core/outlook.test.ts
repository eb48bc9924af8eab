import { describe, expect, it } from "vitest";
import type { SunTimes } from "./optimalConditions";
import {
  dayOutlook,
  type FlowTrend,
  flowTrend,
  NEUTRAL_SCORE,
  OUTLOOK_EXPLANATION,
  OUTLOOK_WEIGHTS,
  type OutlookDayInput,
  type OutlookRating,
  type RiverFlowPoint,
  ratingForScore,
  UNKNOWN_REASONS,
} from "./outlook";
import type { SolunarPeriods } from "./solunar";

// 2026-06-01 on an Oregon clock (PDT, UTC-7); "24:30" runs into the next day.
const DATE = "2026-06-01";
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(2026, 5, 1, h + 7, m));
};
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

const juneSun: SunTimes = {
  civilDawn: at("04:50"),
  sunrise: at("05:25"),
  sunset: at("20:55"),
  civilDusk: at("21:30"),
};
// First light runs 04:50-06:25 and last light 19:55-21:30; this major period touches neither.
const middaySolunar: SolunarPeriods = { major: [span("12:00", "14:00")], minor: [span("05:00", "06:00")] };

type Tide = NonNullable<OutlookDayInput["tides"]>[number];
type Weather = NonNullable<OutlookDayInput["weather"]>[number];
type River = NonNullable<OutlookDayInput["river"]>;

const high = (time: string, height: number): Tide => ({ time: at(time), height, type: "high" });
const low = (time: string, height: number): Tide => ({ time: at(time), height, type: "low" });
// A 5.5 ft exchange and no minus tide: neither helps nor hurts.
const middlingTides = [high("02:00", 6), low("08:00", 0.5), high("14:00", 5), low("20:00", 1)];

const dayPart = (windSpeed: string, precipitationChance: number | null = 20): Weather => ({
  windSpeed,
  precipitationChance,
  isDaytime: true,
  shortForecast: "Partly Sunny",
});
const nightPart = (windSpeed: string, precipitationChance: number | null = 20): Weather => ({
  windSpeed,
  precipitationChance,
  isDaytime: false,
  shortForecast: "Mostly Cloudy",
});
// 15 mph at most by day and a 20-30% rain chance: neither helps nor hurts.
const middlingWeather = [dayPart("10 to 15 mph"), nightPart("5 to 10 mph", 30)];

/** A coastal day where everything is known and nothing moves the score. */
const coastDay = (overrides: Partial<OutlookDayInput> = {}): OutlookDayInput => ({
  date: DATE,
  timeZone: "America/Los_Angeles",
  tides: middlingTides,
  solunar: middaySolunar,
  sun: juneSun,
  moonPhase: 0.25,
  weather: middlingWeather,
  river: null,
  ...overrides,
});

// Hourly gauge readings for the week up to 09:00, from a function of the hours before 09:00.
const NOW = at("09:00");
const HOUR_MS = 3_600_000;
const hourly = (valueHoursAgo: (hoursAgo: number) => number, hours = 7 * 24): RiverFlowPoint[] =>
  Array.from({ length: hours + 1 }, (_, i) => {
    const hoursAgo = hours - i;
    return { time: new Date(NOW.getTime() - hoursAgo * HOUR_MS), value: valueHoursAgo(hoursAgo) };
  });

const FLOWS = {
  steady: hourly((h) => 1000 + (h % 2 === 0 ? 30 : -30)),
  rising: hourly((h) => (h <= 24 ? 1000 + (24 - h) * 20 : 1000)),
  falling: hourly((h) => (h <= 24 ? 1000 - (24 - h) * 6 : 1000)),
  // 800 until three days ago, a freshet to 3000, then down to 1500 now.
  peakThenFalling: hourly((h) => (h > 96 ? 800 : h > 72 ? 800 + (96 - h) * 91.7 : 1500 + h * (1500 / 72))),
  // Falling all week with no rise in sight: a recession, not the drop after a freshet.
  longRecession: hourly((h) => 500 + h * 10),
  // A freshet still too close to its peak a day ago: dropping, but not yet 1.3 times below.
  justPastPeak: hourly((h) => (h > 30 ? 800 : h > 24 ? 800 + (30 - h) * 200 : 2000 - (24 - h) * 15)),
} satisfies Record<string, RiverFlowPoint[]>;

const gauged = (flowPoints: RiverFlowPoint[]): River => ({
  isGauged: true,
  flowNow: flowPoints.at(-1)?.value ?? null,
  flowPoints,
});
/** A river day: no tides, a gauge whose flow neither helps nor hurts (falling, no freshet). */
const riverDay = (overrides: Partial<OutlookDayInput> = {}): OutlookDayInput =>
  coastDay({ tides: null, river: gauged(FLOWS.falling), ...overrides });

describe("flowTrend: how a gauge's flow is moving, from the week of readings", () => {
  it.each<[string, RiverFlowPoint[], FlowTrend | null]>([
    ["steady within 10% over 24 hours", FLOWS.steady, "steady"],
    ["rising more than 10% over 24 hours", FLOWS.rising, "rising"],
    ["falling more than 10% over 24 hours", FLOWS.falling, "falling"],
    [
      "a peak at least 1.3 times today's flow within five days, falling since",
      FLOWS.peakThenFalling,
      "dropping after a rise",
    ],
    ["a week-long recession has no rise to drop after", FLOWS.longRecession, "falling"],
    ["a peak not yet 1.3 times today's flow", FLOWS.justPastPeak, "falling"],
    [
      "a peak older than five days does not count",
      hourly((h) => (h > 130 && h < 150 ? 3000 : h <= 24 ? 1000 - (24 - h) * 6 : 1000)),
      "falling",
    ],
    ["no reading from 24 hours earlier", hourly(() => 1000, 20), null],
    ["one reading", hourly(() => 1000, 0), null],
    ["no readings", [], null],
  ])("%s", (_why, points, expected) => {
    expect(flowTrend(points)).toBe(expected);
  });

  it("reads the readings in time order, whatever order they come in", () => {
    expect(flowTrend([...FLOWS.peakThenFalling].reverse())).toBe("dropping after a rise");
  });

  it("ignores readings after `now`", () => {
    const risingLater = [...FLOWS.steady, { time: new Date(NOW.getTime() + HOUR_MS), value: 5000 }];
    expect(flowTrend(risingLater)).toBe("rising");
    expect(flowTrend(risingLater, NOW)).toBe("steady");
  });

  it("is null when `now` is more than a week after the readings", () => {
    expect(flowTrend(FLOWS.steady, new Date(NOW.getTime() + 8 * 24 * HOUR_MS))).toBeNull();
  });
});

describe("ratingForScore", () => {
  it.each<[number, OutlookRating]>([
    [0, "poor"],
    [34, "poor"],
    [35, "fair"],
    [54, "fair"],
    [55, "good"],
    [74, "good"],
    [75, "excellent"],
    [100, "excellent"],
  ])("%d is %s", (score, rating) => {
    expect(ratingForScore(score)).toBe(rating);
  });
});

describe("dayOutlook: each factor alone moves the score as documented", () => {
  const w = OUTLOOK_WEIGHTS;

  it("uses the weights of the table in core/outlook.ts", () => {
    expect(NEUTRAL_SCORE).toBe(50);
    expect(OUTLOOK_WEIGHTS).toEqual({
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
    });
  });

  it("a day where everything is known and middling scores neutral, with no reasons", () => {
    expect(dayOutlook(coastDay())).toEqual({ date: DATE, score: NEUTRAL_SCORE, rating: "fair", reasons: [] });
    expect(dayOutlook(riverDay())).toEqual({ date: DATE, score: NEUTRAL_SCORE, rating: "fair", reasons: [] });
  });

  it.each<[string, OutlookDayInput, number, string[]]>([
    // Tides
    [
      "a big tide exchange",
      coastDay({ tides: [high("02:00", 7.5), low("08:00", 0.3), high("14:00", 6), low("20:00", 1)] }),
      w.bigTideExchange,
      ["Big tide exchange (7.2 ft)"],
    ],
    [
      "an exchange of exactly 7 ft is big",
      coastDay({ tides: [high("02:00", 7.5), low("08:00", 0.5)] }),
      w.bigTideExchange,
      ["Big tide exchange (7.0 ft)"],
    ],
    [
      "a small tide exchange",
      coastDay({ tides: [high("02:00", 3.5), low("08:00", 0.2)] }),
      w.smallTideExchange,
      ["Small tide exchange (3.3 ft)"],
    ],
    [
      "a minus tide, the lowest of the day, at its Oregon time",
      coastDay({ tides: [high("00:30", 5), low("06:42", -1.2), high("13:00", 4.5), low("18:15", -0.3)] }),
      w.minusTide,
      ["Minus tide (-1.2 ft) at 6:42 AM"],
    ],
    [
      "an afternoon minus tide",
      coastDay({ tides: [high("10:00", 5), low("16:30", -0.4)] }),
      w.minusTide,
      ["Minus tide (-0.4 ft) at 4:30 PM"],
    ],
    [
      "a low of exactly 0.0 ft is not a minus tide",
      coastDay({ tides: [high("10:00", 5), low("16:30", 0)] }),
      0,
      [],
    ],
    // Solunar and light
    [
      "a solunar major period at first light",
      coastDay({ solunar: { major: [span("05:00", "07:00")], minor: [] } }),
      w.solunarMajorAtFirstOrLastLight,
      ["Solunar major period at dawn"],
    ],
    [
      "a solunar major period at last light",
      coastDay({ solunar: { major: [span("20:30", "22:30")], minor: [] } }),
      w.solunarMajorAtFirstOrLastLight,
      ["Solunar major period at dusk"],
    ],
    [
      "major periods at both ends of the day count once",
      coastDay({ solunar: { major: [span("05:00", "07:00"), span("19:00", "21:00")], minor: [] } }),
      w.solunarMajorAtFirstOrLastLight,
      ["Solunar major period at dawn and dusk"],
    ],
    [
      "a major period that ends as first light begins",
      coastDay({ solunar: { major: [span("02:50", "04:50")], minor: [] } }),
      0,
      [],
    ],
    [
      "a minor period at first light",
      coastDay({ solunar: { major: [], minor: [span("05:00", "06:00")] } }),
      0,
      [],
    ],
    ["a full moon", coastDay({ moonPhase: 0.5 }), w.newOrFullMoon, ["Full moon"]],
    ["a day after the full moon", coastDay({ moonPhase: 0.55 }), w.newOrFullMoon, ["Full moon"]],
    ["a new moon", coastDay({ moonPhase: 0.02 }), w.newOrFullMoon, ["New moon"]],
    ["a new moon from the waning side", coastDay({ moonPhase: 0.97 }), w.newOrFullMoon, ["New moon"]],
    ["a waxing gibbous moon", coastDay({ moonPhase: 0.4 }), 0, []],
    // Wind
    [
      "light wind",
      coastDay({ weather: [dayPart("5 to 10 mph"), nightPart("5 mph")] }),
      w.lightWind,
      ["Light wind (5 to 10 mph)"],
    ],
    ["calm", coastDay({ weather: [dayPart("Calm")] }), w.lightWind, ["Calm wind"]],
    ["wind above 15 mph", coastDay({ weather: [dayPart("10 to 20 mph")] }), w.windy, ["Wind 10 to 20 mph"]],
    [
      "wind of exactly 25 mph is windy, not strong",
      coastDay({ weather: [dayPart("25 mph")] }),
      w.windy,
      ["Wind 25 mph"],
    ],
    [
      "wind above 25 mph",
      coastDay({ weather: [dayPart("20 to 30 mph")] }),
      w.strongWind,
      ["Wind 20 to 30 mph"],
    ],
    [
      "the windiest daytime period counts",
      coastDay({ weather: [dayPart("5 mph"), dayPart("20 to 30 mph with gusts as high as 40 mph")] }),
      w.strongWind,
      ["Wind 20 to 30 mph"],
    ],
    [
      "gusts do not count as the sustained wind",
      coastDay({ weather: [dayPart("10 to 15 mph with gusts as high as 30 mph")] }),
      0,
      [],
    ],
    [
      "night wind does not count when the day has a daytime period",
      coastDay({ weather: [dayPart("10 to 15 mph"), nightPart("30 to 35 mph")] }),
      0,
      [],
    ],
    [
      "the night's wind counts when only the night is left in the forecast",
      coastDay({ weather: [nightPart("20 to 30 mph")] }),
      w.strongWind,
      ["Wind 20 to 30 mph"],
    ],
    // Rain
    [
      "rain likely",
      coastDay({ weather: [dayPart("10 to 15 mph", 80), nightPart("10 mph", 60)] }),
      w.rainLikely,
      ["Rain likely (80%)"],
    ],
    [
      "a 70% chance is likely",
      coastDay({ weather: [dayPart("10 to 15 mph", 70)] }),
      w.rainLikely,
      ["Rain likely (70%)"],
    ],
    ["a 69% chance is not", coastDay({ weather: [dayPart("10 to 15 mph", 69)] }), 0, []],
    [
      "rain by night counts too",
      coastDay({ weather: [dayPart("10 to 15 mph", 20), nightPart("10 mph", 90)] }),
      w.rainLikely,
      ["Rain likely (90%)"],
    ],
    [
      "rain likely on a gauged river means rising, muddy water",
      riverDay({ weather: [dayPart("10 to 15 mph", 80)] }),
      w.rainLikelyOnGaugedRiver,
      ["Rain likely (80%): the river may rise and run muddy"],
    ],
    // River
    [
      "a river dropping after a rise",
      riverDay({ river: gauged(FLOWS.peakThenFalling) }),
      w.riverDroppingAfterRise,
      ["River dropping after a rise"],
    ],
    ["a steady river", riverDay({ river: gauged(FLOWS.steady) }), w.riverSteady, ["River flow steady"]],
    ["a rising river", riverDay({ river: gauged(FLOWS.rising) }), w.riverRising, ["River rising"]],
    ["a falling river with no freshet before it", riverDay({ river: gauged(FLOWS.falling) }), 0, []],
  ])("%s", (_why, input, effect, reasons) => {
    const outlook = dayOutlook(input);
    expect(outlook.score).toBe(NEUTRAL_SCORE + effect);
    expect(outlook.reasons).toEqual(reasons);
  });
});

describe("dayOutlook: what we do not know is left out and said", () => {
  const river = gauged(FLOWS.peakThenFalling);
  it.each<[string, OutlookDayInput, string[]]>([
    ["no forecast for the day", coastDay({ weather: null }), [UNKNOWN_REASONS.noWeather]],
    ["a forecast with no periods for the day", coastDay({ weather: [] }), [UNKNOWN_REASONS.noWeather]],
    ["wind text we cannot read", coastDay({ weather: [dayPart("N/A")] }), [UNKNOWN_REASONS.noWind]],
    [
      "no rain chance in any period",
      coastDay({ weather: [dayPart("10 to 15 mph", null), nightPart("5 mph", null)] }),
      [UNKNOWN_REASONS.noRainChance],
    ],
    [
      "a spot with neither tides nor a river",
      coastDay({ tides: null, river: null }),
      ["No tide predictions for this spot"],
    ],
    [
      "a tidal spot with no highs or lows on the day",
      coastDay({ tides: [] }),
      [UNKNOWN_REASONS.noTidesThisDay],
    ],
    [
      "a river spot without a gauge",
      riverDay({ river: { isGauged: false, flowNow: null, flowPoints: [] } }),
      [UNKNOWN_REASONS.noGauge],
    ],
    [
      "a gauge with no present reading",
      riverDay({ river: { ...river, flowNow: null } }),
      ["River flow: no reading for this day"],
    ],
    [
      "a gauge with no readings",
      riverDay({ river: { isGauged: true, flowNow: 1200, flowPoints: [] } }),
      [UNKNOWN_REASONS.noFlowReading],
    ],
    [
      "a day after the latest reading",
      riverDay({ date: "2026-06-02", river }),
      ["River flow is not forecast beyond today"],
    ],
    [
      "a gauge with under a day of readings",
      riverDay({ river: gauged(hourly(() => 900, 12)) }),
      [UNKNOWN_REASONS.tooFewFlowReadings],
    ],
    [
      "nothing known but the sky",
      coastDay({ tides: null, weather: null, river: null }),
      [UNKNOWN_REASONS.noTideStation, UNKNOWN_REASONS.noWeather],
    ],
  ])("%s", (_why, input, reasons) => {
    const outlook = dayOutlook(input);
    expect(outlook.score).toBe(NEUTRAL_SCORE);
    expect(outlook.rating).toBe("fair");
    expect(outlook.reasons).toEqual(reasons);
  });

  it("a river spot has no tides to miss", () => {
    expect(dayOutlook(riverDay({ tides: null })).reasons).not.toContain(UNKNOWN_REASONS.noTideStation);
  });

  it("the flow counts on the day of the latest reading, whatever the date of the first", () => {
    expect(dayOutlook(riverDay({ river })).reasons).toEqual(["River dropping after a rise"]);
  });
});

describe("dayOutlook: score, order and determinism", () => {
  const bestDay = coastDay({
    tides: [high("01:00", 8), low("06:42", -1.5), high("13:00", 7), low("19:00", 1)],
    solunar: { major: [span("05:00", "07:00")], minor: [] },
    moonPhase: 0.5,
    weather: [dayPart("5 mph", 10)],
    river: gauged(FLOWS.peakThenFalling),
  });
  const worstDay = coastDay({
    tides: [high("02:00", 3), low("08:00", 0.5)],
    weather: [dayPart("25 to 35 mph", 90)],
    river: gauged(FLOWS.rising),
  });

  it("clamps to 100 and to 0", () => {
    expect(dayOutlook(bestDay)).toMatchObject({ score: 100, rating: "excellent" });
    expect(dayOutlook(worstDay)).toMatchObject({ score: 0, rating: "poor" });
  });

  it("lists what moved the score by the size of its effect, then what we do not know", () => {
    const outlook = dayOutlook(
      coastDay({
        tides: [high("01:00", 7.8), low("06:42", -0.6)],
        solunar: { major: [span("20:30", "22:30")], minor: [] },
        moonPhase: 0.5,
        weather: [dayPart("20 to 30 mph", null)],
      }),
    );
    expect(outlook.reasons).toEqual([
      "Wind 20 to 30 mph",
      // Equal effects keep the order of the rule: tide before light.
      "Big tide exchange (8.4 ft)",
      "Solunar major period at dusk",
      "Minus tide (-0.6 ft) at 6:42 AM",
      "Full moon",
      UNKNOWN_REASONS.noRainChance,
    ]);
    expect(outlook.score).toBe(NEUTRAL_SCORE - 20 + 10 + 10 + 8 + 5);
  });

  it("writes times on an Oregon clock in winter too", () => {
    const december = coastDay({
      date: "2026-12-14",
      tides: [
        { time: new Date("2026-12-14T00:40:00-08:00"), height: 8.9, type: "high" },
        { time: new Date("2026-12-14T07:05:00-08:00"), height: -1.9, type: "low" },
      ],
    });
    expect(dayOutlook(december).reasons).toContain("Minus tide (-1.9 ft) at 7:05 AM");
  });

  it("writes times and bounds the day on the spot's own clock (Mountain time at Lake Owyhee)", () => {
    const minus = { time: new Date("2026-12-14T07:05:00-08:00"), height: -1.9, type: "low" as const };
    const mountain = coastDay({ date: "2026-12-14", timeZone: "America/Boise", tides: [minus] });
    expect(dayOutlook(mountain).reasons).toContain("Minus tide (-1.9 ft) at 8:05 AM");
    // A reading at 23:30 Pacific on the 13th is already the 14th in Boise: the flow counts that day.
    const lateReading = [
      { time: new Date("2026-12-13T21:30:00-08:00"), value: 1000 },
      { time: new Date("2026-12-13T23:30:00-08:00"), value: 1000 },
    ];
    const river = { isGauged: true, flowNow: 1000, flowPoints: lateReading };
    const onPacific = dayOutlook(riverDay({ date: "2026-12-14", river }));
    const onMountain = dayOutlook(riverDay({ date: "2026-12-14", timeZone: "America/Boise", river }));
    expect(onPacific.reasons).toContain(UNKNOWN_REASONS.flowNotForecast);
    expect(onMountain.reasons).not.toContain(UNKNOWN_REASONS.flowNotForecast);
  });

  it("gives the same answer for the same day and leaves the input as it was", () => {
    const input = coastDay({
      weather: [dayPart("5 mph"), dayPart("20 to 30 mph")],
      river: gauged(FLOWS.rising),
    });
    const before = structuredClone(input);
    expect(dayOutlook(input)).toEqual(dayOutlook(input));
    expect(input).toEqual(before);
  });
});

describe("OUTLOOK_EXPLANATION", () => {
  it("is one paragraph that states the weights in use", () => {
    expect(OUTLOOK_EXPLANATION).not.toMatch(/\n/);
    for (const phrase of [
      `starts at ${NEUTRAL_SCORE}`,
      `adds ${OUTLOOK_WEIGHTS.bigTideExchange}`,
      `takes off ${-OUTLOOK_WEIGHTS.smallTideExchange}`,
      `minus tide adds ${OUTLOOK_WEIGHTS.minusTide}`,
      `first or last light adds ${OUTLOOK_WEIGHTS.solunarMajorAtFirstOrLastLight}`,
      `full moon adds ${OUTLOOK_WEIGHTS.newOrFullMoon}`,
      `10 mph or less adds ${OUTLOOK_WEIGHTS.lightWind}`,
      `above 15 mph takes off ${-OUTLOOK_WEIGHTS.windy}`,
      `25 mph takes off ${-OUTLOOK_WEIGHTS.strongWind}`,
      `70% or more takes off ${-OUTLOOK_WEIGHTS.rainLikely}, or ${-OUTLOOK_WEIGHTS.rainLikelyOnGaugedRiver}`,
      `dropping after a rise adds ${OUTLOOK_WEIGHTS.riverDroppingAfterRise}`,
      `steady flow adds ${OUTLOOK_WEIGHTS.riverSteady}`,
      `rising river takes off ${-OUTLOOK_WEIGHTS.riverRising}`,
      "Under 35 is poor, under 55 fair, under 75 good",
    ]) {
      expect(OUTLOOK_EXPLANATION).toContain(phrase);
    }
  });
});
