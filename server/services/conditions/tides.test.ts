import type { Station } from "@neaps/tide-database";
import { beforeAll, describe, expect, it } from "vitest";
import { TIDE_STATION_BY_NAME, TIDE_STATION_BY_REGION } from "#core/stations";
import { zoneDays } from "#core/zoneClock";
import {
  chooseTideStation,
  computeTideDay,
  createTideCache,
  findTideStation,
  type TideDay,
  tideDay,
  tidesAnswer,
} from "./tides";

// Real predictions from the bundled NOAA constants, on fixed dates: nothing here depends on today.

const PACIFIC = "America/Los_Angeles";
const MOUNTAIN = "America/Boise";
const FEET_PER_METRE = 3.28084;
const MEAN_EXTREMES_PER_DAY = (24 * 4) / (24 + 50 / 60); // two highs and two lows per lunar day

let garibaldi: Station;
let netarts: Station;

async function station(id: string): Promise<Station> {
  const found = await findTideStation(id);
  if (!found) throw new Error(`no station ${id}`);
  return found;
}

beforeAll(async () => {
  garibaldi = await station("9437540");
  netarts = await station("9437262");
});

const heights = (days: TideDay[]) => days.flatMap((d) => d.extremes.map((e) => e.height));
const dailyRange = (day: TideDay) => {
  const h = day.extremes.map((e) => e.height);
  return Math.max(...h) - Math.min(...h);
};
const feetAboveMllw = (s: Station, datum: string) =>
  ((s.datums[datum] as number) - (s.datums.MLLW as number)) * FEET_PER_METRE;

describe("the spec's stations are in the tide database", () => {
  it.each([...new Set([...Object.values(TIDE_STATION_BY_NAME), ...Object.values(TIDE_STATION_BY_REGION)])])(
    "%s predicts tides above MLLW",
    async (id) => {
      const s = await station(id);
      expect(s.kind).toBe("tide");
      expect(s.datums.MLLW).toEqual(expect.any(Number));
      expect(s.datums.MSL).toEqual(expect.any(Number));
      expect(s.timezone).toBe("America/Los_Angeles");
    },
  );
});

describe("Garibaldi (9437540) over a lunar month: plausible against the spec", () => {
  // September 2026, near the equinox, when the sun adds least diurnal inequality, so the
  // spring-neap cycle the spec describes shows cleanly in the daily ranges.
  let month: TideDay[];
  beforeAll(() => {
    month = zoneDays(PACIFIC, "2026-09-01", 30).map((d) => computeTideDay(garibaldi, d.date, PACIFIC));
  });

  it("daily ranges span the spring range of 6-10 ft and neap range of 2-4 ft", () => {
    // docs/product.md "Tide Information section": spring tides range 6-10 feet, neap tides 2-4
    // feet. Daily range here is the day's highest high minus its lowest low. Tolerance: the largest
    // should be a spring day, 7-11 ft (perigean springs reach a foot past 10 ft); the
    // smallest a neap day, 2-5 ft (with mixed tides a day's highest high and lowest low come from
    // different tides, which widens a neap day by about a foot). Observed: 9.6 ft and 3.8 ft. In
    // solstice months the diurnal inequality keeps even neap days near 5-6 ft and "king tides"
    // reach 12 ft; the year-round check is against the station's own datums below.
    const ranges = month.map(dailyRange);
    expect(Math.max(...ranges)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...ranges)).toBeLessThanOrEqual(11);
    expect(Math.min(...ranges)).toBeGreaterThanOrEqual(2);
    expect(Math.min(...ranges)).toBeLessThanOrEqual(5);
  });

  it("highs and lows alternate, across midnights too", () => {
    const all = month.flatMap((d) => d.extremes);
    for (let i = 1; i < all.length; i++) {
      expect(all[i]?.type).not.toBe(all[i - 1]?.type);
      expect(all[i]?.time.getTime()).toBeGreaterThan(all[i - 1]?.time.getTime() ?? 0);
    }
  });

  it("has 3 or 4 extremes a day, about 3.87 on average (mixed semi-diurnal: 2 highs and 2 lows a lunar day)", () => {
    for (const day of month) expect([3, 4]).toContain(day.extremes.length);
    const mean = month.reduce((n, d) => n + d.extremes.length, 0) / month.length;
    expect(mean).toBeCloseTo(MEAN_EXTREMES_PER_DAY, 1);
  });

  it("reads heights above MLLW: lowest lows around -2 to 0 ft, highest highs around 8 to 10 ft", () => {
    const lows = month.flatMap((d) => d.extremes.filter((e) => e.type === "low").map((e) => e.height));
    const highs = month.flatMap((d) => d.extremes.filter((e) => e.type === "high").map((e) => e.height));
    expect(Math.min(...lows)).toBeGreaterThanOrEqual(-3);
    expect(Math.min(...lows)).toBeLessThanOrEqual(0);
    expect(Math.max(...highs)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...highs)).toBeLessThanOrEqual(10.5);
  });
});

describe("Garibaldi (9437540) over the year 2026: agrees with the station's published datums", () => {
  let year: TideDay[];
  beforeAll(() => {
    year = zoneDays(PACIFIC, "2026-01-01", 365).map((d) => computeTideDay(garibaldi, d.date, PACIFIC));
  });
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

  it("the mean higher high is MHHW and the mean lower low is MLLW (0 ft), within 0.3 ft", () => {
    // Datums are 19-year means (1983-2001 here); one year differs by the nodal cycle, a few tenths.
    const higherHighs = year.map((d) =>
      Math.max(...d.extremes.filter((e) => e.type === "high").map((e) => e.height)),
    );
    const lowerLows = year.map((d) =>
      Math.min(...d.extremes.filter((e) => e.type === "low").map((e) => e.height)),
    );
    expect(Math.abs(mean(higherHighs) - feetAboveMllw(garibaldi, "MHHW"))).toBeLessThan(0.3);
    expect(Math.abs(mean(lowerLows))).toBeLessThan(0.3);
  });

  it("the mean water level is MSL", () => {
    const series = year.flatMap((d) => Array.from(d.heights));
    expect(mean(series)).toBeCloseTo(feetAboveMllw(garibaldi, "MSL"), 1);
  });

  it("stays within the station's lowest and highest astronomical tide (0.2 ft tolerance)", () => {
    const bounds = garibaldi.astronomical_bounds;
    if (!bounds) throw new Error("Garibaldi has astronomical bounds");
    const all = heights(year);
    expect(Math.min(...all)).toBeGreaterThan(bounds.lat * FEET_PER_METRE - 0.2);
    expect(Math.max(...all)).toBeLessThan(bounds.hat * FEET_PER_METRE + 0.2);
  });
});

describe("a subordinate station: Netarts (9437262)", () => {
  it("is predicted from its reference station's constants with its own offsets", async () => {
    expect(netarts.type).toBe("subordinate");
    const offsets = netarts.offsets;
    if (!offsets) throw new Error("a subordinate station has offsets");
    const reference = await station(offsets.reference);
    expect(reference.type).toBe("reference");

    const sub = computeTideDay(netarts, "2026-06-01", PACIFIC);
    const ref = zoneDays(PACIFIC, "2026-05-31", 3).flatMap(
      (d) => computeTideDay(reference, d.date, PACIFIC).extremes,
    );
    expect(sub.extremes.length).toBeGreaterThanOrEqual(3);
    for (const e of sub.extremes) {
      const minutes = e.type === "high" ? offsets.time.high : offsets.time.low;
      const ratio = e.type === "high" ? offsets.height.high : offsets.height.low;
      const twin = ref.find(
        (r) =>
          r.type === e.type && Math.abs(r.time.getTime() + minutes * 60_000 - e.time.getTime()) <= 60_000,
      );
      expect(twin, `reference ${e.type} ${minutes} min before ${e.time.toISOString()}`).toBeDefined();
      expect(e.height).toBeCloseTo((twin?.height ?? Number.NaN) * ratio, 1);
    }
  });

  it("stays within its own astronomical bounds over a month", () => {
    const bounds = netarts.astronomical_bounds;
    if (!bounds) throw new Error("Netarts has astronomical bounds");
    const all = heights(
      zoneDays(PACIFIC, "2026-06-01", 30).map((d) => computeTideDay(netarts, d.date, PACIFIC)),
    );
    expect(Math.min(...all)).toBeGreaterThan(bounds.lat * FEET_PER_METRE - 0.3);
    expect(Math.max(...all)).toBeLessThan(bounds.hat * FEET_PER_METRE + 0.3);
  });
});

describe("days across clock changes", () => {
  it.each<[string, number, string, string]>([
    ["2026-03-08", 138, "2026-03-08T00:00:00-08:00", "2026-03-08T23:50:00-07:00"],
    ["2026-11-01", 150, "2026-11-01T00:00:00-07:00", "2026-11-01T23:50:00-08:00"],
    ["2026-07-04", 144, "2026-07-04T00:00:00-07:00", "2026-07-04T23:50:00-07:00"],
  ])("%s has %d ten-minute points from local midnight", (date, points, first, last) => {
    const answer = tidesAnswer(
      { id: "9437540", name: "Garibaldi", type: "reference", distanceKm: 0 },
      [computeTideDay(garibaldi, date, PACIFIC)],
      PACIFIC,
    );
    expect(answer.series).toHaveLength(points);
    expect(answer.series[0]?.time).toBe(first);
    expect(answer.series.at(-1)?.time).toBe(last);
    const instants = answer.series.map((p) => Date.parse(p.time));
    for (let i = 1; i < instants.length; i++)
      expect((instants[i] as number) - (instants[i - 1] as number)).toBe(600_000);
    for (const e of answer.extremes) expect(e.time.startsWith(date)).toBe(true);
  });

  it("a week across the spring change joins without gaps or overlaps", () => {
    const week = zoneDays(PACIFIC, "2026-03-05", 7).map((d) => computeTideDay(garibaldi, d.date, PACIFIC));
    const answer = tidesAnswer(
      { id: "9437540", name: "Garibaldi", type: "reference", distanceKm: 0 },
      week,
      PACIFIC,
    );
    expect(answer.series).toHaveLength(6 * 144 + 138);
    const instants = answer.series.map((p) => Date.parse(p.time));
    for (let i = 1; i < instants.length; i++)
      expect((instants[i] as number) - (instants[i - 1] as number)).toBe(600_000);
  });

  it.each<[string, number, string, string]>([
    ["2026-03-08", 138, "2026-03-08T00:00:00-07:00", "2026-03-08T23:50:00-06:00"],
    ["2026-11-01", 150, "2026-11-01T00:00:00-06:00", "2026-11-01T23:50:00-07:00"],
    ["2026-07-04", 144, "2026-07-04T00:00:00-06:00", "2026-07-04T23:50:00-06:00"],
  ])("on Mountain time, %s has %d points from Mountain midnight", (date, points, first, last) => {
    const day = computeTideDay(garibaldi, date, MOUNTAIN);
    const answer = tidesAnswer(
      { id: "9437540", name: "Garibaldi", type: "reference", distanceKm: 0 },
      [day],
      MOUNTAIN,
    );
    expect(answer.timeZone).toBe(MOUNTAIN);
    expect(answer.series).toHaveLength(points);
    expect(answer.series[0]?.time).toBe(first);
    expect(answer.series.at(-1)?.time).toBe(last);
    for (const e of answer.extremes) expect(e.time).toMatch(new RegExp(`^${date}T.*-0[67]:00$`));
    // The same water an hour earlier on the instant's scale: the Pacific day starts an hour later.
    const pacific = computeTideDay(garibaldi, date, PACIFIC);
    expect(pacific.seriesStart - day.seriesStart).toBe(3_600_000);
  });
});

describe("the answer", () => {
  it("marks minus tides, rounds to hundredths of a foot and gives times with an offset", () => {
    // Early June 2026: full-moon spring tides with morning lows below 0.0 ft MLLW.
    const days = zoneDays(PACIFIC, "2026-05-30", 5).map((d) => computeTideDay(garibaldi, d.date, PACIFIC));
    const answer = tidesAnswer(
      { id: "9437540", name: "Garibaldi", type: "reference", distanceKm: 1.8 },
      days,
      PACIFIC,
    );
    expect(answer).toMatchObject({
      datum: "MLLW",
      units: "feet",
      timeZone: "America/Los_Angeles",
      provenance: "Predicted from harmonic constants, not observed; not for navigation.",
    });
    const minus = answer.extremes.filter((e) => e.minus);
    expect(minus.length).toBeGreaterThan(0);
    for (const e of answer.extremes) {
      expect(e.minus).toBe(e.type === "low" && e.height < 0);
      expect(e.time).toMatch(/^2026-0[56]-\d\dT\d\d:\d\d:00-07:00$/);
      expect(Math.round(e.height * 100) / 100).toBe(e.height);
    }
  });
});

describe("the station-day cache", () => {
  it("computes a station-day once", () => {
    const cache = createTideCache();
    const first = tideDay(cache, garibaldi, "2026-06-01", PACIFIC);
    expect(tideDay(cache, garibaldi, "2026-06-01", PACIFIC)).toBe(first);
    expect(tideDay(cache, netarts, "2026-06-01", PACIFIC)).not.toBe(first);
    expect(cache.size).toBe(2);
  });

  it("keeps a station's days per zone: a Mountain day is not the Pacific day of that date", () => {
    const cache = createTideCache();
    const pacific = tideDay(cache, garibaldi, "2026-06-01", PACIFIC);
    const mountain = tideDay(cache, garibaldi, "2026-06-01", MOUNTAIN);
    expect(mountain).not.toBe(pacific);
    expect(mountain.timeZone).toBe(MOUNTAIN);
    expect(mountain.seriesStart).toBe(Date.parse("2026-06-01T00:00:00-06:00"));
    expect(cache.size).toBe(2);
  });

  it("is bounded", () => {
    const cache = createTideCache(3);
    for (const d of zoneDays(PACIFIC, "2026-06-01", 10)) tideDay(cache, garibaldi, d.date, PACIFIC);
    expect(cache.size).toBe(3);
  });
});

// docs/product.md "Prediction station"
describe("chooseTideStation", () => {
  it.each<[string, { name: string; region: string; latitude: string; longitude: string }, object]>([
    [
      "the spec's table by name first",
      { name: "Tillamook Bay", region: "North Coast", latitude: "45.5400", longitude: "-123.9100" },
      { reason: "name", summary: { id: "9437540", name: "Garibaldi", type: "reference", distanceKm: 1.8 } },
    ],
    [
      "else the nearest station within 25 km (a subordinate one here)",
      { name: "Netarts Bay", region: "North Coast", latitude: "45.4320", longitude: "-123.9440" },
      {
        reason: "nearest",
        summary: { id: "9437262", name: "Netarts", type: "subordinate", distanceKm: 0.2 },
      },
    ],
    [
      "else the spec's table by region",
      { name: "Wallowa Lake", region: "Eastern Oregon", latitude: "45.2800", longitude: "-117.2100" },
      { reason: "region", summary: { id: "9439040", type: "reference" } },
    ],
    [
      "else the north-coast default",
      { name: "Somewhere", region: "Nowhere", latitude: "44.0", longitude: "-120.5" },
      { reason: "default", summary: { id: "9437540" } },
    ],
    [
      "unreadable coordinates skip the nearest search and the distance",
      { name: "Somewhere", region: "South Coast", latitude: "n/a", longitude: "" },
      { reason: "region", summary: { id: "9431011", distanceKm: null } },
    ],
  ])("%s", async (_why, location, expected) => {
    expect(await chooseTideStation(location)).toMatchObject(expected);
  });
});
