import { describe, expect, it } from "vitest";
import {
  dayFraction,
  edgeAnchor,
  heightAxis,
  heightToY,
  levelPaths,
  lightBands,
  pct,
  sunInstants,
} from "./chartGeometry";

const HOUR = 3_600_000;
const DAY = { start: 0, end: 24 * HOUR };

describe("heightAxis", () => {
  it.each<[string, number[], { min: number; max: number; step: number }]>([
    ["an Oregon spring-tide week: -1.9 to 10.1 ft", [-1.9, 3.5, 10.1], { min: -2, max: 12, step: 2 }],
    ["a neap week without minus tides still shows 0 ft", [1.2, 6.8], { min: 0, max: 7, step: 1 }],
    ["a small range gets a fine step", [0.4, 2.6], { min: 0, max: 3, step: 0.5 }],
    ["no heights at all", [], { min: 0, max: 1, step: 0.5 }],
  ])("%s", (_why, heights, expected) => {
    const axis = heightAxis(heights);
    expect({ min: axis.min, max: axis.max, step: axis.step }).toEqual(expected);
    expect(axis.ticks[0]).toBe(axis.min);
    expect(axis.ticks.at(-1)).toBe(axis.max);
    expect(axis.ticks).toContain(0);
  });

  it("never has more than seven intervals", () => {
    for (const high of [1, 3, 7, 12, 19, 33, 140, 900]) {
      const axis = heightAxis([-2, high]);
      expect(axis.ticks.length - 1).toBeLessThanOrEqual(7);
      expect(axis.max).toBeGreaterThanOrEqual(high);
    }
  });
});

describe("positions", () => {
  const axis = { min: -2, max: 10, step: 2, ticks: [] };
  const plot = { top: 30, bottom: 222 };

  it("puts the axis ends at the plot's top and bottom, higher water higher up", () => {
    expect(heightToY(-2, axis, plot)).toBe(222);
    expect(heightToY(10, axis, plot)).toBe(30);
    expect(heightToY(0, axis, plot)).toBe(190);
  });

  it("places instants across the day, clamped to it", () => {
    expect(dayFraction(6 * HOUR, DAY)).toBe(0.25);
    expect(dayFraction(-HOUR, DAY)).toBe(0);
    expect(dayFraction(30 * HOUR, DAY)).toBe(1);
    // A 25-hour day (the fall clock change): noon on the clock is 13 hours in.
    expect(dayFraction(13 * HOUR, { start: 0, end: 25 * HOUR })).toBeCloseTo(0.52);
    expect(pct(0.123456)).toBe("12.35%");
  });

  it("anchors labels near the edges inwards", () => {
    expect(edgeAnchor(0)).toBe("start");
    expect(edgeAnchor(0.5)).toBe("middle");
    expect(edgeAnchor(1)).toBe("end");
  });
});

describe("levelPaths", () => {
  it("draws the series across the width and closes the area at the bottom", () => {
    const axis = { min: 0, max: 10, step: 2, ticks: [] };
    const { line, area } = levelPaths(
      { start: 0, end: 30 * 60_000, heights: [0, 5, 10], stepMinutes: 10 },
      axis,
      { top: 0, bottom: 100 },
      300,
    );
    expect(line).toBe("M0.0,100.0L100.0,50.0L200.0,0.0");
    expect(area).toBe(`${line}L200.0,100L0.0,100Z`);
  });

  it("draws nothing without data", () => {
    expect(
      levelPaths({ start: 0, end: 1, heights: [], stepMinutes: 10 }, heightAxis([]), { top: 0, bottom: 1 }),
    ).toEqual({ line: "", area: "" });
  });
});

describe("lightBands", () => {
  const sun = {
    civilDawn: "1970-01-01T06:30:00Z",
    sunrise: "1970-01-01T07:00:00Z",
    sunset: "1970-01-01T17:00:00Z",
    civilDusk: "1970-01-01T17:30:00Z",
  };

  it("shades night outside civil twilight and twilight between it and sunrise or sunset", () => {
    expect(lightBands(DAY, sunInstants(sun))).toEqual([
      { from: 0, to: 6.5 / 24, kind: "night" },
      { from: 6.5 / 24, to: 7 / 24, kind: "twilight" },
      { from: 17 / 24, to: 17.5 / 24, kind: "twilight" },
      { from: 17.5 / 24, to: 1, kind: "night" },
    ]);
  });

  it("shades nothing when the sun does not rise or set, rather than guess", () => {
    expect(lightBands(DAY, sunInstants({ ...sun, sunrise: null }))).toEqual([]);
  });

  it("falls back to sunrise and sunset without civil twilight", () => {
    const bands = lightBands(DAY, sunInstants({ ...sun, civilDawn: null, civilDusk: null }));
    expect(bands.map((b) => b.kind)).toEqual(["night", "night"]);
    expect(bands[0]?.to).toBe(7 / 24);
  });
});
