import { describe, expect, it } from "vitest";
import {
  OPTIMAL_CONDITIONS_EXPLANATION,
  OPTIMAL_REASONS,
  type OptimalReason,
  optimalWindows,
  type SunTimes,
  TIDE_CHANGE_WINDOW_MINUTES,
} from "./optimalConditions";
import type { SolunarPeriods } from "./solunar";
import type { TideType } from "./tidePredictions";

// Times on one day, written as hh:mm (UTC; the rule does not care about time zones). "24:00"
// and later run into the next day.
const t = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return new Date(Date.UTC(2026, 5, 1, h, m));
};
const span = (start: string, end: string) => ({ start: t(start), end: t(end) });
const hhmm = (d: Date) => {
  const minutes = Math.round((d.getTime() - Date.UTC(2026, 5, 1)) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
};

const noSolunar: SolunarPeriods = { major: [], minor: [] };
const noSun: SunTimes = { civilDawn: null, sunrise: null, sunset: null, civilDusk: null };
// A June day on the Oregon coast: first light 04:50–06:25, last light 19:55–21:30.
const juneSun: SunTimes = {
  civilDawn: t("04:50"),
  sunrise: t("05:25"),
  sunset: t("20:55"),
  civilDusk: t("21:30"),
};

const { aroundHigh, aroundLow, solunarMajor, solunarMinor, firstLight, lastLight } = OPTIMAL_REASONS;

type Row = [
  string,
  {
    extremes: [TideType, string][];
    solunar?: SolunarPeriods;
    sun?: SunTimes;
    within?: [string, string];
  },
  [string, string, OptimalReason[]][],
];

describe("optimalWindows: a moving tide around a change overlapping a solunar period or a daylight edge", () => {
  it.each<Row>([
    [
      "a low tide at first light",
      { extremes: [["low", "06:00"]], sun: juneSun },
      [["04:50", "06:25", [aroundLow, firstLight]]],
    ],
    [
      "a high tide at last light",
      { extremes: [["high", "21:00"]], sun: juneSun },
      [["19:55", "21:30", [aroundHigh, lastLight]]],
    ],
    [
      "a high tide inside a major period",
      { extremes: [["high", "11:30"]], solunar: { major: [span("10:00", "12:00")], minor: [] } },
      [["10:00", "12:00", [aroundHigh, solunarMajor]]],
    ],
    [
      "only the part of a period within two hours of the change counts",
      { extremes: [["low", "08:30"]], solunar: { major: [span("09:00", "11:00")], minor: [] } },
      [["09:00", "10:30", [aroundLow, solunarMajor]]],
    ],
    [
      "overlapping reasons merge into one window with every reason",
      { extremes: [["low", "06:00"]], sun: juneSun, solunar: { major: [], minor: [span("05:30", "06:30")] } },
      [["04:50", "06:30", [aroundLow, solunarMinor, firstLight]]],
    ],
    [
      "windows that touch merge",
      {
        extremes: [["high", "12:00"]],
        solunar: { major: [span("10:00", "12:00")], minor: [span("12:00", "13:00")] },
      },
      [["10:00", "13:00", [aroundHigh, solunarMajor, solunarMinor]]],
    ],
    [
      "separate windows stay separate, in time order",
      {
        extremes: [
          ["low", "06:00"],
          ["high", "12:10"],
        ],
        sun: juneSun,
        solunar: { major: [span("11:00", "13:00")], minor: [span("03:30", "04:30")] },
      },
      [
        ["04:00", "04:30", [aroundLow, solunarMinor]],
        ["04:50", "06:25", [aroundLow, firstLight]],
        ["11:00", "13:00", [aroundHigh, solunarMajor]],
      ],
    ],
    [
      "a tide change with nothing else on is not optimal",
      { extremes: [["high", "14:00"]], sun: juneSun },
      [],
    ],
    [
      "a solunar period or first light without a tide change nearby is not optimal",
      { extremes: [], sun: juneSun, solunar: { major: [span("10:00", "12:00")], minor: [] } },
      [],
    ],
    [
      "a period that ends exactly two hours before the change does not count",
      { extremes: [["high", "14:00"]], solunar: { major: [span("10:00", "12:00")], minor: [] } },
      [],
    ],
    [
      "clipped to the day",
      {
        extremes: [["high", "23:30"]],
        solunar: { major: [span("22:30", "24:30")], minor: [] },
        within: ["00:00", "24:00"],
      },
      [["22:30", "24:00", [aroundHigh, solunarMajor]]],
    ],
    ["no sunrise (polar night) means no first light", { extremes: [["low", "06:00"]], sun: noSun }, []],
  ])("%s", (_why, given, expected) => {
    const windows = optimalWindows({
      extremes: given.extremes.map(([type, time]) => ({ type, time: t(time) })),
      solunar: given.solunar ?? noSolunar,
      sun: given.sun ?? noSun,
      within: given.within ? span(...given.within) : undefined,
    });
    expect(windows.map((w) => [hhmm(w.start), hhmm(w.end), w.reasons])).toEqual(expected);
  });

  it("uses two hours either side of a change", () => {
    expect(TIDE_CHANGE_WINDOW_MINUTES).toBe(120);
  });

  it("explains the rule in plain words, in one paragraph", () => {
    expect(OPTIMAL_CONDITIONS_EXPLANATION).toMatch(/two hours before and after a high or low tide/);
    expect(OPTIMAL_CONDITIONS_EXPLANATION).toMatch(/solunar period/);
    expect(OPTIMAL_CONDITIONS_EXPLANATION).toMatch(/hour after sunrise/);
    expect(OPTIMAL_CONDITIONS_EXPLANATION).not.toMatch(/\n/);
  });
});
