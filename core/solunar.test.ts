import { describe, expect, it } from "vitest";
import {
  centredWindow,
  findMoonTransits,
  MAJOR_PERIOD_MINUTES,
  MINOR_PERIOD_MINUTES,
  solunarPeriods,
} from "./solunar";

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];

describe("solunarPeriods (published definition)", () => {
  it("majors are 2 hours centred on the transits, minors 1 hour centred on moonrise and moonset", () => {
    expect(MAJOR_PERIOD_MINUTES).toBe(120);
    expect(MINOR_PERIOD_MINUTES).toBe(60);
    const periods = solunarPeriods({
      upperTransits: [at("2026-06-01T15:25:00Z")],
      lowerTransits: [at("2026-06-01T03:00:00Z")],
      moonrises: [at("2026-06-01T21:40:00Z")],
      moonsets: [at("2026-06-01T09:10:00Z")],
    });
    expect(periods.major.map(iso)).toEqual([
      ["2026-06-01T02:00:00.000Z", "2026-06-01T04:00:00.000Z"],
      ["2026-06-01T14:25:00.000Z", "2026-06-01T16:25:00.000Z"],
    ]);
    expect(periods.minor.map(iso)).toEqual([
      ["2026-06-01T08:40:00.000Z", "2026-06-01T09:40:00.000Z"],
      ["2026-06-01T21:10:00.000Z", "2026-06-01T22:10:00.000Z"],
    ]);
  });

  it.each<[string, Parameters<typeof solunarPeriods>[0], number, number]>([
    [
      "a day without moonrise has one minor period",
      {
        upperTransits: [at("2026-06-01T10:00:00Z")],
        lowerTransits: [at("2026-06-01T22:25:00Z")],
        moonrises: [],
        moonsets: [at("2026-06-01T16:00:00Z")],
      },
      2,
      1,
    ],
    [
      "a day without a lower transit has one major period",
      {
        upperTransits: [at("2026-06-01T10:00:00Z")],
        lowerTransits: [],
        moonrises: [at("2026-06-01T04:00:00Z")],
        moonsets: [at("2026-06-01T16:00:00Z")],
      },
      1,
      2,
    ],
    ["nothing in, nothing out", { upperTransits: [], lowerTransits: [], moonrises: [], moonsets: [] }, 0, 0],
  ])("%s", (_why, moon, majors, minors) => {
    const periods = solunarPeriods(moon);
    expect(periods.major).toHaveLength(majors);
    expect(periods.minor).toHaveLength(minors);
  });

  it("a window is centred on its event", () => {
    const w = centredWindow(at("2026-01-01T00:00:00Z"), 120);
    expect(iso(w)).toEqual(["2025-12-31T23:00:00.000Z", "2026-01-01T01:00:00.000Z"]);
  });
});

describe("findMoonTransits", () => {
  // A stand-in for the moon: altitude peaks every lunar day (24 h 50 min), overhead at `overhead`.
  const LUNAR_DAY = (24 * 60 + 50) * MINUTE;
  const moon = (overhead: Date) => (t: Date) =>
    10 + 40 * Math.cos((2 * Math.PI * (t.getTime() - overhead.getTime())) / LUNAR_DAY);

  it.each<[string, string, number, string[], string[]]>([
    [
      "overhead mid-morning, underfoot in the evening",
      "2026-06-01T10:00:00Z",
      24,
      ["2026-06-01T10:00:00.000Z"],
      ["2026-06-01T22:25:00.000Z"],
    ],
    [
      "underfoot early, overhead late",
      "2026-06-01T19:30:00Z",
      24,
      ["2026-06-01T19:30:00.000Z"],
      ["2026-06-01T07:05:00.000Z"],
    ],
    [
      "two lower transits fit in a 25-hour day",
      "2026-06-01T12:30:00Z",
      25,
      ["2026-06-01T12:30:00.000Z"],
      ["2026-06-01T00:05:00.000Z", "2026-06-02T00:55:00.000Z"],
    ],
    [
      "a transit right at the start of the window is found once",
      "2026-06-01T00:00:30Z",
      24,
      ["2026-06-01T00:00:30.000Z"],
      ["2026-06-01T12:25:30.000Z"],
    ],
  ])("%s", (_why, overhead, hours, upper, lower) => {
    const start = at("2026-06-01T00:00:00Z");
    const end = new Date(start.getTime() + hours * 60 * MINUTE);
    const found = findMoonTransits({ start, end, altitudeAt: moon(at(overhead)) });
    const near = (a: Date[], b: string[]) => {
      expect(a).toHaveLength(b.length);
      a.forEach((t, i) => {
        expect(Math.abs(t.getTime() - at(b[i] as string).getTime())).toBeLessThanOrEqual(2000);
      });
    };
    near(found.upper, upper);
    near(found.lower, lower);
  });

  it("leaves out transits outside [start, end)", () => {
    const found = findMoonTransits({
      start: at("2026-06-01T00:00:00Z"),
      end: at("2026-06-01T06:00:00Z"),
      altitudeAt: moon(at("2026-06-01T08:00:00Z")),
    });
    expect(found).toEqual({ upper: [], lower: [] });
  });
});
