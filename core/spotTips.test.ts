import { describe, expect, it } from "vitest";
import type { FishingTip } from "./fishingTips";
import {
  composeSpotTips,
  type FlowNow,
  flowLine,
  flowNow,
  inSeasonAt,
  inSeasonFirst,
  nextTides,
  spotMonth,
  TIDES_UNAVAILABLE_TEXT,
  tideLine,
} from "./spotTips";
import type { TideExtremeAnswer } from "./tidePredictions";
import type { WaterAnswer } from "./water";

const PACIFIC = "America/Los_Angeles";
const MOUNTAIN = "America/Boise";

const flow = {
  rising: "Rising water: fish the soft edges where travelling fish pause.",
  falling: "Falling water: the first days of the drop fish best.",
  steady: "Steady water: fish first light and change colours.",
  high: "High water: fish the inside seams close to the bank.",
  low: "Low water: fish the deep holes at dawn.",
};

function tip(overrides: Partial<FishingTip>): FishingTip {
  return {
    fishType: "steelhead",
    water: "river",
    method: "Drift a corky and yarn through the run.",
    where: "Steelhead hold in the slots below riffles.",
    timeOfDay: "First light and the last hour of daylight fish best.",
    ...overrides,
  };
}

const TIPS: FishingTip[] = [
  tip({ flow }),
  tip({ fishType: "salmon", flow, tide: "Salmon push upriver on the flood." }),
  tip({ fishType: "crab", water: "bay", tide: "Crab best around slack water.", method: "Ring nets." }),
  tip({ fishType: "salmon", water: "bay", tide: "Troll the incoming tide.", method: "Troll herring." }),
];

const river = {
  name: "Wilson River - Mills Bridge",
  description: "A coastal river.",
  fishTypes: ["steelhead", "salmon"],
  facilities: [],
  tideInfo: null,
  usgsSite: "USGS-14301500",
  bestSeasons: "Oct-Mar",
};

const bay = {
  name: "Tillamook Bay",
  description: "A big estuary.",
  fishTypes: ["crab", "salmon"],
  facilities: [],
  tideInfo: "Tidal estuary; fish the incoming tide.",
  usgsSite: null,
  bestSeasons: "Sep-Nov",
};

// Two highs and two lows on 2026-11-14 at a Pacific spot, then tomorrow's first low.
const EXTREMES: TideExtremeAnswer[] = [
  { time: "2026-11-14T03:10:00-08:00", height: 7.9, type: "high", minus: false },
  { time: "2026-11-14T09:40:00-08:00", height: 1.2, type: "low", minus: false },
  { time: "2026-11-14T15:25:00-08:00", height: 6.4, type: "high", minus: false },
  { time: "2026-11-14T21:50:00-08:00", height: -0.3, type: "low", minus: true },
  { time: "2026-11-15T04:05:00-08:00", height: 8.1, type: "high", minus: false },
];

describe("this month at the spot", () => {
  it("is read on the spot's own clock: 07:30 UTC on 1 December is still November in Pacific time, December in Mountain time", () => {
    const instant = new Date("2026-12-01T07:30:00Z");
    expect(spotMonth(PACIFIC, instant)).toBe(10);
    expect(spotMonth(MOUNTAIN, instant)).toBe(11);
  });

  it('is in season when the spot\'s best seasons cover it, wrapping past December (docs/product.md "Seasons")', () => {
    expect(inSeasonAt("Oct-Mar", 0)).toBe(true);
    expect(inSeasonAt("Oct-Mar", 10)).toBe(true);
    expect(inSeasonAt("Oct-Mar", 6)).toBe(false);
    expect(inSeasonAt("Year-round", 6)).toBe(true);
    expect(inSeasonAt("whenever", 6)).toBe(false);
  });

  it("puts the fish in season first, each group in the spot's order", () => {
    const fish = [
      { name: "a", inSeason: false },
      { name: "b", inSeason: true },
      { name: "c", inSeason: false },
      { name: "d", inSeason: true },
    ];
    expect(inSeasonFirst(fish).map((f) => f.name)).toEqual(["b", "d", "a", "c"]);
  });

  it("names the month at the spot and marks every fish of an in-season spot in season", () => {
    const november = composeSpotTips({
      spot: river,
      tips: TIPS,
      now: new Date("2026-12-01T07:30:00Z"),
      timeZone: PACIFIC,
    });
    expect(november.month).toBe("November");
    expect(november.species.map((s) => [s.fishType, s.inSeason])).toEqual([
      ["steelhead", true],
      ["salmon", true],
    ]);
    const july = composeSpotTips({
      spot: river,
      tips: TIPS,
      now: new Date("2026-07-10T12:00:00Z"),
      timeZone: PACIFIC,
    });
    expect(july.month).toBe("July");
    expect(july.species.every((s) => !s.inSeason)).toBe(true);
  });
});

describe("when it bites: the tide", () => {
  it("takes the next high and the next low after now", () => {
    expect(nextTides(EXTREMES, new Date("2026-11-14T12:00:00-08:00"))).toEqual({
      nextHigh: { time: "2026-11-14T15:25:00-08:00", height: 6.4 },
      nextLow: { time: "2026-11-14T21:50:00-08:00", height: -0.3 },
    });
    // After the day's last low, the next high is tomorrow's and no low is predicted.
    expect(nextTides(EXTREMES, new Date("2026-11-14T22:00:00-08:00"))).toEqual({
      nextHigh: { time: "2026-11-15T04:05:00-08:00", height: 8.1 },
      nextLow: null,
    });
  });

  it("follows the tip's tide stage with the next high and low on the spot's clock, in their order", () => {
    const turns = nextTides(EXTREMES, new Date("2026-11-14T08:00:00-08:00"));
    expect(tideLine("Crab best around slack water.", turns, "2026-11-14", PACIFIC)).toBe(
      "Crab best around slack water. Next low at 9:40 AM (1.2 ft), next high at 3:25 PM (6.4 ft), Pacific time.",
    );
    const late = nextTides(EXTREMES, new Date("2026-11-14T16:00:00-08:00"));
    expect(tideLine("Slack.", late, "2026-11-14", PACIFIC)).toBe(
      "Slack. Next low at 9:50 PM (-0.3 ft), next high tomorrow at 4:05 AM (8.1 ft), Pacific time.",
    );
  });

  it("says so when the predictions failed", () => {
    expect(tideLine("Slack.", null, "2026-11-14", PACIFIC)).toBe(`Slack. ${TIDES_UNAVAILABLE_TEXT}`);
  });

  it("is told at a tidal spot only, with the next high and low in the conditions now", () => {
    const answer = composeSpotTips({
      spot: bay,
      tips: TIPS,
      now: new Date("2026-11-14T08:00:00-08:00"),
      timeZone: PACIFIC,
      tides: EXTREMES,
    });
    const crab = answer.species.find((s) => s.fishType === "crab");
    expect(crab?.when.tide).toMatch(/^Crab best around slack water\. Next low at 9:40 AM/);
    expect(crab?.conditionsNow?.tide).toEqual({
      nextHigh: { time: "2026-11-14T15:25:00-08:00", height: 6.4 },
      nextLow: { time: "2026-11-14T09:40:00-08:00", height: 1.2 },
    });
    expect(crab?.when.flow).toBeUndefined();
    // The river's tip keeps no tide at an untidal spot.
    const upriver = composeSpotTips({ spot: river, tips: TIPS, now: new Date(), timeZone: PACIFIC });
    expect(upriver.species.find((s) => s.fishType === "salmon")?.when.tide).toBeUndefined();
  });
});

const HOUR = 3_600_000;

function gauge(values: (hoursAgo: number) => number, now: number, stale = false): WaterAnswer {
  const points = Array.from({ length: 49 }, (_, i) => ({
    time: new Date(now - (48 - i) * HOUR).toISOString(),
    value: values(48 - i),
  }));
  return {
    site: { id: "USGS-14301500", name: "Wilson River near Tillamook, OR" },
    readings: [
      {
        parameterCode: "00060",
        label: "Flow",
        value: values(0),
        unit: "ft³/s",
        time: new Date(now).toISOString(),
      },
    ],
    series: [{ parameterCode: "00060", points }],
    fetchedAt: new Date(now).toISOString(),
    stale,
    source: { name: "USGS Water Data", url: "https://waterdata.usgs.gov/" },
  };
}

describe("when it bites: the flow", () => {
  const now = Date.parse("2026-11-14T10:15:00-08:00");

  it("reads the latest flow and its 24-hour trend from the gauge", () => {
    expect(flowNow(gauge((h) => 2000 - h * 20, now))).toMatchObject({
      available: true,
      value: 2000,
      unit: "ft³/s",
      trend: "rising",
    });
  });

  it("tells the reading, its time on the spot's clock and its trend, then what they mean for the fish", () => {
    const reading = flowNow(gauge((h) => 2000 - h * 20, now)) as FlowNow;
    expect(flowLine(flow, reading, PACIFIC)).toBe(
      `Flow now: 2,000 ft³/s at 10:15 AM, rising over the last 24 hours. ${flow.rising}`,
    );
    const falling = flowNow(gauge((h) => 1000 + h * 20, now, true)) as FlowNow;
    expect(flowLine(flow, falling, PACIFIC)).toBe(
      `Flow now: 1,000 ft³/s at 10:15 AM (the last reading we have: the source is not answering), falling over the last 24 hours. ${flow.falling}`,
    );
  });

  it("says the readings are unavailable when the gauge cannot be read, and gives no advice", () => {
    const answer = composeSpotTips({
      spot: river,
      tips: TIPS,
      now: new Date(now),
      timeZone: PACIFIC,
      flow: { available: false, message: "River readings are unavailable right now." },
    });
    const steelhead = answer.species.find((s) => s.fishType === "steelhead");
    expect(steelhead?.when.flow).toBe("River readings are unavailable right now.");
    expect(steelhead?.conditionsNow?.flow).toEqual({
      available: false,
      message: "River readings are unavailable right now.",
    });
  });

  it("keeps the time of day of every tip", () => {
    const answer = composeSpotTips({ spot: river, tips: TIPS, now: new Date(now), timeZone: PACIFIC });
    expect(answer.species.map((s) => s.when.timeOfDay)).toEqual([TIPS[0]?.timeOfDay, TIPS[1]?.timeOfDay]);
    expect(answer.species[0]?.conditionsNow).toBeUndefined();
  });
});
