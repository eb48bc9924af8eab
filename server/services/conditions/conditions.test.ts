import { getMoonPosition } from "suncalc";
import { describe, expect, it } from "vitest";
import { addDays } from "#core/zoneClock";
import { conditionsAnswer, fishingConditions, sunTimes } from "./conditions";

// Garibaldi, on Tillamook Bay. Fixed dates only: nothing here depends on today.
const GARIBALDI = { latitude: 45.5545, longitude: -123.9189, timeZone: "America/Los_Angeles" };
const at = (date: string) => conditionsAnswer(fishingConditions({ ...GARIBALDI, date }));
const minutesOfDay = (iso: string | null) => {
  const match = /T(\d\d):(\d\d)/.exec(iso ?? "");
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};
const hm = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

describe("sun times alone", () => {
  it.each(["2026-06-21", "2026-12-21", "2026-03-08", "2026-11-01"])(
    "%s: the same sun as the day's full conditions",
    (date) => {
      expect(sunTimes({ ...GARIBALDI, date })).toEqual(fishingConditions({ ...GARIBALDI, date }).sun);
    },
  );
});

describe("sun times on an Oregon clock", () => {
  it.each<[string, string, string, string, string]>([
    // Sunrise and sunset at Tillamook (NOAA solar calculator, rounded): ±10 minutes allowed.
    ["2026-06-21", "05:27", "21:08", "-07:00", "summer solstice, PDT"],
    ["2026-12-21", "07:53", "16:35", "-08:00", "winter solstice, PST"],
    ["2026-03-07", "06:43", "18:11", "-08:00", "the day before the spring change"],
    ["2026-03-08", "07:41", "19:13", "-07:00", "spring change: an hour later on the clock"],
    ["2026-11-01", "06:56", "17:02", "-08:00", "fall change: an hour earlier on the clock"],
  ])("%s: sunrise about %s, sunset about %s, offset %s (%s)", (date, sunrise, sunset, offset) => {
    const day = at(date);
    expect(day.date).toBe(date);
    expect(Math.abs(minutesOfDay(day.sunrise) - hm(sunrise))).toBeLessThanOrEqual(10);
    expect(Math.abs(minutesOfDay(day.sunset) - hm(sunset))).toBeLessThanOrEqual(10);
    for (const time of [day.civilDawn, day.sunrise, day.sunset, day.civilDusk]) {
      expect(time).toMatch(new RegExp(`^${date}T\\d\\d:\\d\\d:00${offset}$`));
    }
    // Civil twilight: the sun 6° below the horizon, about half an hour at Oregon's latitude.
    expect(minutesOfDay(day.sunrise) - minutesOfDay(day.civilDawn)).toBeGreaterThan(25);
    expect(minutesOfDay(day.sunrise) - minutesOfDay(day.civilDawn)).toBeLessThan(45);
    expect(minutesOfDay(day.civilDusk) - minutesOfDay(day.sunset)).toBeGreaterThan(25);
  });
});

describe("sun times on the spot's own clock: Lake Owyhee keeps Mountain time", () => {
  const OWYHEE = { latitude: 43.63, longitude: -117.24 };
  it.each<[string, string, string, string]>([
    // About Boise's almanac (5 minutes of longitude west): ±10 minutes allowed.
    ["2026-06-21", "06:08", "21:34", "-06:00"],
    ["2026-12-21", "08:19", "17:15", "-07:00"],
    ["2026-03-08", "08:13", "19:47", "-06:00"],
    ["2026-11-01", "07:25", "17:40", "-07:00"],
  ])("%s: sunrise about %s, sunset about %s, offset %s", (date, sunrise, sunset, offset) => {
    const day = conditionsAnswer(fishingConditions({ ...OWYHEE, date, timeZone: "America/Boise" }));
    expect(day.date).toBe(date);
    expect(Math.abs(minutesOfDay(day.sunrise) - hm(sunrise))).toBeLessThanOrEqual(10);
    expect(Math.abs(minutesOfDay(day.sunset) - hm(sunset))).toBeLessThanOrEqual(10);
    for (const time of [day.civilDawn, day.sunrise, day.sunset, day.civilDusk]) {
      expect(time).toMatch(new RegExp(`^${date}T\\d\\d:\\d\\d:00${offset}$`));
    }
    // The same instants as on a Pacific clock, an hour later on the wall.
    const pacific = conditionsAnswer(fishingConditions({ ...OWYHEE, date, timeZone: "America/Los_Angeles" }));
    expect(Date.parse(day.sunrise ?? "")).toBe(Date.parse(pacific.sunrise ?? ""));
    expect(minutesOfDay(day.sunrise) - minutesOfDay(pacific.sunrise)).toBe(60);
  });
});

describe("moon", () => {
  it.each<[string, string, number, number]>([
    // Full moon 2026-05-31 08:45 UTC; new moon 2026-06-15 02:54 UTC (19:54 PDT on the 14th).
    ["2026-05-31", "Full Moon", 0.97, 1],
    ["2026-06-14", "New Moon", 0, 0.03],
    ["2026-06-21", "First Quarter", 0.4, 0.6],
    ["2026-11-01", "Last Quarter", 0.4, 0.6],
  ])("%s: %s, illumination %d-%d", (date, phaseName, min, max) => {
    const { moon } = at(date);
    expect(moon.phaseName).toBe(phaseName);
    expect(moon.illumination).toBeGreaterThanOrEqual(min);
    expect(moon.illumination).toBeLessThanOrEqual(max);
    expect(moon.phase).toBeGreaterThanOrEqual(0);
    expect(moon.phase).toBeLessThan(1);
  });

  it("a full moon rises around sunset", () => {
    const day = at("2026-05-31");
    expect(Math.abs(minutesOfDay(day.moon.rise) - minutesOfDay(day.sunset))).toBeLessThan(90);
  });

  it("about one day a month has no moonrise and one no moonset: then they are null", () => {
    const month = Array.from({ length: 30 }, (_, i) => at(addDays("2026-06-01", i)));
    const noRise = month.filter((d) => d.moon.rise === null);
    const noSet = month.filter((d) => d.moon.set === null);
    expect(noRise.length).toBeGreaterThanOrEqual(1);
    expect(noRise.length).toBeLessThanOrEqual(2);
    expect(noSet.length).toBeGreaterThanOrEqual(1);
    expect(noSet.length).toBeLessThanOrEqual(2);
    for (const day of noRise) expect(day.solunar.minor).toHaveLength(1);
  });
});

describe("solunar periods", () => {
  const altitude = (iso: string) =>
    getMoonPosition(new Date(iso), GARIBALDI.latitude, GARIBALDI.longitude).altitude;
  const centre = (p: { start: string; end: string }) =>
    new Date((Date.parse(p.start) + Date.parse(p.end)) / 2);

  it.each(["2026-05-31", "2026-06-21", "2026-03-08", "2026-11-01", "2026-12-21"])(
    "%s: major periods are 2 hours centred on the moon overhead or underfoot",
    (date) => {
      const { solunar } = at(date);
      expect(solunar.major.length).toBeGreaterThanOrEqual(1);
      expect(solunar.major.length).toBeLessThanOrEqual(2);
      const kinds = solunar.major.map((p) => {
        expect(Date.parse(p.end) - Date.parse(p.start)).toBe(120 * 60_000);
        const c = centre(p).getTime();
        const [before, here, after] = [c - 20 * 60_000, c, c + 20 * 60_000].map((t) =>
          altitude(new Date(t).toISOString()),
        ) as [number, number, number];
        if (here > before && here > after) return "overhead";
        if (here < before && here < after) return "underfoot";
        return "neither";
      });
      expect(kinds).not.toContain("neither");
      if (kinds.length === 2) expect(new Set(kinds).size).toBe(2);
    },
  );

  it("minor periods are 1 hour centred on moonrise and moonset", () => {
    const day = at("2026-06-21");
    const centres = day.solunar.minor.map((p) => {
      expect(Date.parse(p.end) - Date.parse(p.start)).toBe(60 * 60_000);
      return centre(p).getTime();
    });
    expect(centres.sort()).toEqual([Date.parse(day.moon.set ?? ""), Date.parse(day.moon.rise ?? "")].sort());
  });

  it("a period belongs to the day of its centre, even when it starts the evening before", () => {
    const major = at("2026-06-14").solunar.major[0];
    expect(major?.start).toBe("2026-06-13T23:20:00-07:00");
    expect(major?.end).toBe("2026-06-14T01:20:00-07:00");
  });
});
