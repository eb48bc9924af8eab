import { beforeAll, describe, expect, it } from "vitest";
import type { TidesAnswer } from "#core/tidePredictions";
import { zoneDays } from "#core/zoneClock";
import { computeTideDay, findTideStation, tidesAnswer } from "#server/services/conditions/tides";
import { chosenDay, groupTidesByDay, type TideWeek, wallClock } from "./tideWeek";

// Real Garibaldi predictions over the fall clock change (Sunday 2026-11-01 is 25 hours long):
// fixed dates, nothing depends on today.
const HOUR = 3_600_000;
const PACIFIC = "America/Los_Angeles";
let answer: TidesAnswer;
let week: TideWeek;

beforeAll(async () => {
  const garibaldi = await findTideStation("9437540");
  if (!garibaldi) throw new Error("Garibaldi is missing from the tide database");
  const days = zoneDays(PACIFIC, "2026-10-31", 3).map((d) => computeTideDay(garibaldi, d.date, PACIFIC));
  answer = tidesAnswer(
    { id: "9437540", name: "Garibaldi", type: "reference", distanceKm: 5.2 },
    days,
    PACIFIC,
  );
  week = groupTidesByDay(answer);
});

describe("wallClock", () => {
  it("reads the Oregon date and time from the ISO string", () => {
    expect(wallClock("2026-11-01T01:30:00-08:00")).toEqual({ date: "2026-11-01", hour: 1, minute: 30 });
  });
});

describe("groupTidesByDay", () => {
  it("makes one day per Oregon date, in order, keeping the station and datum", () => {
    expect(week.days.map((d) => d.date)).toEqual(["2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(week.station.name).toBe("Garibaldi");
    expect(week.timeZone).toBe(PACIFIC);
    expect(week).toMatchObject({ datum: "MLLW", units: "feet", provenance: answer.provenance });
  });

  it("spans local midnight to local midnight: 24, 25 and 24 hours across the clock change", () => {
    expect(week.days.map((d) => (d.end - d.start) / HOUR)).toEqual([24, 25, 24]);
    expect(week.days[1]?.start).toBe(week.days[0]?.end);
    expect(week.days[0]?.start).toBe(Date.parse("2026-10-31T00:00:00-07:00"));
    expect(week.days[2]?.end).toBe(Date.parse("2026-11-03T00:00:00-08:00"));
  });

  it("keeps every water level, as plain heights on the 10-minute grid", () => {
    expect(week.days.map((d) => d.heights.length)).toEqual([144, 150, 144]);
    expect(week.days.flatMap((d) => d.heights)).toEqual(answer.series.map((p) => p.height));
    expect(week.days.every((d) => d.stepMinutes === 10)).toBe(true);
  });

  it("files each high and low under its own Oregon day", () => {
    expect(week.days.flatMap((d) => d.extremes)).toEqual(answer.extremes);
    for (const day of week.days) {
      expect(day.extremes.every((e) => e.time.startsWith(day.date))).toBe(true);
    }
  });

  it("lists every third clock hour at the instant it strikes, also on the 25-hour day", () => {
    const fallBack = week.days[1];
    expect(fallBack?.clockHours.map((h) => h.hour)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24]);
    // Midnight PDT to 3 a.m. PST is four hours.
    expect(((fallBack?.clockHours[1]?.at ?? 0) - (fallBack?.start ?? 0)) / HOUR).toBe(4);
    expect(fallBack?.clockHours.at(-1)?.at).toBe(fallBack?.end);
  });
});

describe("chosenDay", () => {
  it("takes ?day= when it names a day of the week, else the first day", () => {
    expect(chosenDay(week.days, "2026-11-02")?.date).toBe("2026-11-02");
    expect(chosenDay(week.days, null)?.date).toBe("2026-10-31");
    expect(chosenDay(week.days, "2030-01-01")?.date).toBe("2026-10-31");
    expect(chosenDay(week.days, "<script>")?.date).toBe("2026-10-31");
    expect(chosenDay([], "2026-11-02")).toBeUndefined();
  });
});
