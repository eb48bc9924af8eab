import { describe, expect, it } from "vitest";
import {
  addDays,
  isCalendarDate,
  OREGON_TIME_ZONE,
  oregonDate,
  oregonDay,
  oregonDays,
  oregonOffsetMinutes,
  roundToMinute,
  startOfOregonDay,
  toOregonIso,
} from "./oregonTime";

const HOUR = 3_600_000;

describe("Oregon days across clock changes", () => {
  it.each<[string, number, string, string, string]>([
    // 2026-03-08: clocks spring forward at 2 a.m. PST → 3 a.m. PDT.
    ["2026-03-08", 23, "2026-03-08T08:00:00.000Z", "-08:00", "-07:00"],
    // 2026-11-01: clocks fall back at 2 a.m. PDT → 1 a.m. PST.
    ["2026-11-01", 25, "2026-11-01T07:00:00.000Z", "-07:00", "-08:00"],
    ["2026-03-07", 24, "2026-03-07T08:00:00.000Z", "-08:00", "-08:00"],
    ["2026-03-09", 24, "2026-03-09T07:00:00.000Z", "-07:00", "-07:00"],
    ["2026-07-04", 24, "2026-07-04T07:00:00.000Z", "-07:00", "-07:00"],
    ["2026-11-21", 24, "2026-11-21T08:00:00.000Z", "-08:00", "-08:00"],
    ["2026-12-31", 24, "2026-12-31T08:00:00.000Z", "-08:00", "-08:00"],
  ])("%s lasts %d hours from %s (starts %s, ends %s)", (date, hours, startUtc, startOffset, endOffset) => {
    const day = oregonDay(date);
    expect(day.start.toISOString()).toBe(startUtc);
    expect((day.end.getTime() - day.start.getTime()) / HOUR).toBe(hours);
    expect(toOregonIso(day.start)).toBe(`${date}T00:00:00${startOffset}`);
    expect(toOregonIso(day.end)).toBe(`${addDays(date, 1)}T00:00:00${endOffset}`);
  });

  it("start-of-day offsets are -08:00 on 2026-03-08 and -07:00 the day after", () => {
    expect(toOregonIso(startOfOregonDay("2026-03-08"))).toBe("2026-03-08T00:00:00-08:00");
    expect(toOregonIso(startOfOregonDay("2026-03-09"))).toBe("2026-03-09T00:00:00-07:00");
    expect(toOregonIso(startOfOregonDay("2026-11-01"))).toBe("2026-11-01T00:00:00-07:00");
    expect(toOregonIso(startOfOregonDay("2026-11-02"))).toBe("2026-11-02T00:00:00-08:00");
  });

  it("a week across the spring change has one 23-hour day and no gaps", () => {
    const week = oregonDays("2026-03-05", 7);
    expect(week.map((d) => d.date)).toEqual([
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
    ]);
    expect(week.map((d) => (d.end.getTime() - d.start.getTime()) / HOUR)).toEqual([
      24, 24, 24, 23, 24, 24, 24,
    ]);
    for (let i = 1; i < week.length; i++) expect(week[i]?.start).toEqual(week[i - 1]?.end);
  });
});

describe("toOregonIso", () => {
  it.each([
    ["2026-11-21T13:32:00Z", "2026-11-21T05:32:00-08:00", "winter: PST"],
    ["2026-07-04T19:05:09.999Z", "2026-07-04T12:05:09-07:00", "summer: PDT, milliseconds dropped"],
    ["2026-03-08T09:59:00Z", "2026-03-08T01:59:00-08:00", "last minute before spring forward"],
    ["2026-03-08T10:00:00Z", "2026-03-08T03:00:00-07:00", "2 a.m. does not exist: 3 a.m. PDT"],
    ["2026-11-01T08:30:00Z", "2026-11-01T01:30:00-07:00", "first 1:30 a.m. of fall back (PDT)"],
    ["2026-11-01T09:30:00Z", "2026-11-01T01:30:00-08:00", "second 1:30 a.m. of fall back (PST)"],
    ["2027-01-01T07:59:00Z", "2026-12-31T23:59:00-08:00", "new year's eve in Oregon, already 2027 in UTC"],
  ])("%s -> %s (%s)", (utc, expected) => {
    expect(toOregonIso(new Date(utc))).toBe(expected);
  });

  it("round-trips through Date.parse", () => {
    for (const utc of ["2026-03-08T10:00:00Z", "2026-11-01T09:30:00Z", "2026-06-01T00:00:00Z"]) {
      expect(new Date(toOregonIso(new Date(utc))).toISOString()).toBe(new Date(utc).toISOString());
    }
  });

  it("agrees with Intl for every hour of 2026", () => {
    const check = new Intl.DateTimeFormat("en-US", {
      timeZone: OREGON_TIME_ZONE,
      timeZoneName: "shortOffset",
    });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += HOUR) {
      const name = check.formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName")?.value;
      expect(`GMT${oregonOffsetMinutes(new Date(ms)) / 60}`).toBe(name);
    }
  });
});

describe("calendar dates", () => {
  it.each<[string, boolean]>([
    ["2026-11-21", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["2026-1-01", false],
    ["21-11-2026", false],
    ["", false],
    ["2026-11-21T00:00:00Z", false],
  ])("isCalendarDate(%j) is %s", (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected);
  });

  it.each([
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-08", 1, "2026-03-09"],
    ["2026-11-01", 1, "2026-11-02"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-11-21", 13, "2026-12-04"],
  ])("addDays(%s, %d) = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("rejects a malformed date in arithmetic", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it.each([
    ["2026-11-21T07:59:59Z", "2026-11-20", "still the evening before in Oregon"],
    ["2026-11-21T08:00:00Z", "2026-11-21", "midnight PST"],
    ["2026-07-04T06:59:59Z", "2026-07-03", "still the evening before in Oregon"],
    ["2026-07-04T07:00:00Z", "2026-07-04", "midnight PDT"],
  ])("oregonDate(%s) = %s (%s)", (utc, expected) => {
    expect(oregonDate(new Date(utc))).toBe(expected);
  });

  it("rounds to the nearest minute", () => {
    expect(roundToMinute(new Date("2026-11-21T05:32:29.999Z")).toISOString()).toBe(
      "2026-11-21T05:32:00.000Z",
    );
    expect(roundToMinute(new Date("2026-11-21T05:32:30.000Z")).toISOString()).toBe(
      "2026-11-21T05:33:00.000Z",
    );
  });
});
