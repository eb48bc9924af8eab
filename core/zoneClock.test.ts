import { describe, expect, it } from "vitest";
import {
  addDays,
  isCalendarDate,
  PACIFIC_TIME_ZONE,
  roundToMinute,
  spotTimeZone,
  startOfZoneDay,
  toZoneIso,
  zoneDate,
  zoneDay,
  zoneDays,
  zoneOffsetMinutes,
  zoneToday,
} from "./zoneClock";

const HOUR = 3_600_000;
const PACIFIC = "America/Los_Angeles";
const MOUNTAIN = "America/Boise"; // Lake Owyhee and the Owyhee below the dam

describe("days across clock changes, Pacific and Mountain side by side", () => {
  it.each<[string, string, number, string, string, string]>([
    // 2026-03-08: clocks spring forward at 2 a.m. local, an hour earlier in Boise than in Oregon.
    [PACIFIC, "2026-03-08", 23, "2026-03-08T08:00:00.000Z", "-08:00", "-07:00"],
    [MOUNTAIN, "2026-03-08", 23, "2026-03-08T07:00:00.000Z", "-07:00", "-06:00"],
    // 2026-11-01: clocks fall back at 2 a.m. local.
    [PACIFIC, "2026-11-01", 25, "2026-11-01T07:00:00.000Z", "-07:00", "-08:00"],
    [MOUNTAIN, "2026-11-01", 25, "2026-11-01T06:00:00.000Z", "-06:00", "-07:00"],
    [PACIFIC, "2026-03-07", 24, "2026-03-07T08:00:00.000Z", "-08:00", "-08:00"],
    [MOUNTAIN, "2026-03-07", 24, "2026-03-07T07:00:00.000Z", "-07:00", "-07:00"],
    [PACIFIC, "2026-03-09", 24, "2026-03-09T07:00:00.000Z", "-07:00", "-07:00"],
    [MOUNTAIN, "2026-03-09", 24, "2026-03-09T06:00:00.000Z", "-06:00", "-06:00"],
    [PACIFIC, "2026-07-04", 24, "2026-07-04T07:00:00.000Z", "-07:00", "-07:00"],
    [MOUNTAIN, "2026-07-04", 24, "2026-07-04T06:00:00.000Z", "-06:00", "-06:00"],
    [PACIFIC, "2026-12-31", 24, "2026-12-31T08:00:00.000Z", "-08:00", "-08:00"],
    [MOUNTAIN, "2026-12-31", 24, "2026-12-31T07:00:00.000Z", "-07:00", "-07:00"],
  ])(
    "%s: %s lasts %d hours from %s (starts %s, ends %s)",
    (zone, date, hours, startUtc, startOffset, endOffset) => {
      const day = zoneDay(zone, date);
      expect(day).toMatchObject({ date, timeZone: zone });
      expect(day.start.toISOString()).toBe(startUtc);
      expect((day.end.getTime() - day.start.getTime()) / HOUR).toBe(hours);
      expect(toZoneIso(zone, day.start)).toBe(`${date}T00:00:00${startOffset}`);
      expect(toZoneIso(zone, day.end)).toBe(`${addDays(date, 1)}T00:00:00${endOffset}`);
    },
  );

  it("start-of-day offsets change the day after each clock change, in both zones", () => {
    expect(toZoneIso(PACIFIC, startOfZoneDay(PACIFIC, "2026-03-08"))).toBe("2026-03-08T00:00:00-08:00");
    expect(toZoneIso(PACIFIC, startOfZoneDay(PACIFIC, "2026-03-09"))).toBe("2026-03-09T00:00:00-07:00");
    expect(toZoneIso(PACIFIC, startOfZoneDay(PACIFIC, "2026-11-01"))).toBe("2026-11-01T00:00:00-07:00");
    expect(toZoneIso(PACIFIC, startOfZoneDay(PACIFIC, "2026-11-02"))).toBe("2026-11-02T00:00:00-08:00");
    expect(toZoneIso(MOUNTAIN, startOfZoneDay(MOUNTAIN, "2026-03-08"))).toBe("2026-03-08T00:00:00-07:00");
    expect(toZoneIso(MOUNTAIN, startOfZoneDay(MOUNTAIN, "2026-03-09"))).toBe("2026-03-09T00:00:00-06:00");
    expect(toZoneIso(MOUNTAIN, startOfZoneDay(MOUNTAIN, "2026-11-01"))).toBe("2026-11-01T00:00:00-06:00");
    expect(toZoneIso(MOUNTAIN, startOfZoneDay(MOUNTAIN, "2026-11-02"))).toBe("2026-11-02T00:00:00-07:00");
  });

  it.each([PACIFIC, MOUNTAIN])(
    "a week across the spring change in %s has one 23-hour day and no gaps",
    (zone) => {
      const week = zoneDays(zone, "2026-03-05", 7);
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
    },
  );

  it("a Mountain day starts an hour before the Pacific day of the same date", () => {
    for (const date of ["2026-01-15", "2026-03-08", "2026-07-04", "2026-11-01"]) {
      expect(zoneDay(PACIFIC, date).start.getTime() - zoneDay(MOUNTAIN, date).start.getTime()).toBe(HOUR);
    }
  });
});

describe("toZoneIso", () => {
  it.each([
    [PACIFIC, "2026-11-21T13:32:00Z", "2026-11-21T05:32:00-08:00", "winter: PST"],
    [MOUNTAIN, "2026-11-21T13:32:00Z", "2026-11-21T06:32:00-07:00", "winter: MST"],
    [PACIFIC, "2026-07-04T19:05:09.999Z", "2026-07-04T12:05:09-07:00", "summer: PDT, milliseconds dropped"],
    [MOUNTAIN, "2026-07-04T19:05:09.999Z", "2026-07-04T13:05:09-06:00", "summer: MDT, milliseconds dropped"],
    [PACIFIC, "2026-03-08T09:59:00Z", "2026-03-08T01:59:00-08:00", "last minute before spring forward"],
    [PACIFIC, "2026-03-08T10:00:00Z", "2026-03-08T03:00:00-07:00", "2 a.m. does not exist: 3 a.m. PDT"],
    [MOUNTAIN, "2026-03-08T08:59:00Z", "2026-03-08T01:59:00-07:00", "last minute before spring forward"],
    [MOUNTAIN, "2026-03-08T09:00:00Z", "2026-03-08T03:00:00-06:00", "2 a.m. does not exist: 3 a.m. MDT"],
    [PACIFIC, "2026-11-01T08:30:00Z", "2026-11-01T01:30:00-07:00", "first 1:30 a.m. of fall back (PDT)"],
    [PACIFIC, "2026-11-01T09:30:00Z", "2026-11-01T01:30:00-08:00", "second 1:30 a.m. of fall back (PST)"],
    [MOUNTAIN, "2026-11-01T07:30:00Z", "2026-11-01T01:30:00-06:00", "first 1:30 a.m. of fall back (MDT)"],
    [MOUNTAIN, "2026-11-01T08:30:00Z", "2026-11-01T01:30:00-07:00", "second 1:30 a.m. of fall back (MST)"],
    [
      PACIFIC,
      "2027-01-01T07:59:00Z",
      "2026-12-31T23:59:00-08:00",
      "new year's eve in Oregon, already 2027 in UTC",
    ],
    [MOUNTAIN, "2027-01-01T07:59:00Z", "2027-01-01T00:59:00-07:00", "already 2027 at Lake Owyhee"],
  ])("%s: %s -> %s (%s)", (zone, utc, expected) => {
    expect(toZoneIso(zone, new Date(utc))).toBe(expected);
  });

  it("round-trips through Date.parse", () => {
    for (const zone of [PACIFIC, MOUNTAIN]) {
      for (const utc of ["2026-03-08T10:00:00Z", "2026-11-01T09:30:00Z", "2026-06-01T00:00:00Z"]) {
        expect(new Date(toZoneIso(zone, new Date(utc))).toISOString()).toBe(new Date(utc).toISOString());
      }
    }
  });

  it.each([PACIFIC, MOUNTAIN, "America/Phoenix", "America/Vancouver"])(
    "agrees with Intl for every hour of 2026 in %s",
    (zone) => {
      const check = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "shortOffset" });
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += HOUR) {
        const name = check.formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName")?.value;
        expect(`GMT${zoneOffsetMinutes(zone, new Date(ms)) / 60}`).toBe(name);
      }
    },
  );

  it("gives Pacific and Mountain offsets an hour apart, summer and winter", () => {
    const summer = new Date("2026-07-01T12:00:00Z");
    const winter = new Date("2026-01-15T12:00:00Z");
    expect([zoneOffsetMinutes(PACIFIC, summer), zoneOffsetMinutes(MOUNTAIN, summer)]).toEqual([-420, -360]);
    expect([zoneOffsetMinutes(PACIFIC, winter), zoneOffsetMinutes(MOUNTAIN, winter)]).toEqual([-480, -420]);
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
    expect(() => zoneDay(MOUNTAIN, "2026-02-30")).toThrow(RangeError);
  });

  it.each([
    [PACIFIC, "2026-11-21T07:59:59Z", "2026-11-20", "still the evening before in Oregon"],
    [PACIFIC, "2026-11-21T08:00:00Z", "2026-11-21", "midnight PST"],
    [MOUNTAIN, "2026-11-21T06:59:59Z", "2026-11-20", "still the evening before at Lake Owyhee"],
    [MOUNTAIN, "2026-11-21T07:00:00Z", "2026-11-21", "midnight MST"],
    [PACIFIC, "2026-07-04T06:59:59Z", "2026-07-03", "still the evening before in Oregon"],
    [PACIFIC, "2026-07-04T07:00:00Z", "2026-07-04", "midnight PDT"],
    [MOUNTAIN, "2026-07-04T05:59:59Z", "2026-07-03", "still the evening before at Lake Owyhee"],
    [MOUNTAIN, "2026-07-04T06:00:00Z", "2026-07-04", "midnight MDT"],
  ])("zoneDate(%s, %s) = %s (%s)", (zone, utc, expected) => {
    expect(zoneDate(zone, new Date(utc))).toBe(expected);
  });

  it("names different dates for one instant between Mountain and Pacific midnight", () => {
    // 23:30 PST on the 20th is 00:30 MST on the 21st.
    const instant = new Date("2026-11-21T07:30:00Z");
    expect(zoneToday(PACIFIC, instant)).toBe("2026-11-20");
    expect(zoneToday(MOUNTAIN, instant)).toBe("2026-11-21");
    expect(zoneDay(MOUNTAIN, "2026-11-21").start <= instant).toBe(true);
    expect(zoneDay(PACIFIC, "2026-11-20").end > instant).toBe(true);
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

describe("a spot's zone", () => {
  it("reads a spot's zone, Pacific for a row that has none yet", () => {
    expect(spotTimeZone({ timeZone: MOUNTAIN })).toBe(MOUNTAIN);
    expect(spotTimeZone({ timeZone: null })).toBe(PACIFIC_TIME_ZONE);
    expect(spotTimeZone({})).toBe(PACIFIC_TIME_ZONE);
    expect(PACIFIC_TIME_ZONE).toBe(PACIFIC);
  });
});
