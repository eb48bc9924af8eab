import { describe, expect, it } from "vitest";
import {
  axisFeet,
  clockTime,
  dayOfMonth,
  distanceLabel,
  feet,
  hourLabel,
  longDay,
  monthDay,
  percent,
  timeRange,
  weekdayShort,
} from "./tideFormat";

describe("clockTime reads the Oregon wall clock from the ISO string", () => {
  it.each<[string, string]>([
    ["2026-11-21T05:32:00-08:00", "5:32 AM"],
    ["2026-11-21T00:07:00-08:00", "12:07 AM"],
    ["2026-11-21T12:00:00-08:00", "12:00 PM"],
    ["2026-07-04T21:45:00-07:00", "9:45 PM"],
    ["2026-11-01T01:30:00-08:00", "1:30 AM"],
  ])("%s -> %s", (iso, expected) => {
    expect(clockTime(iso)).toBe(expected);
  });
});

describe("hourLabel", () => {
  it.each<[number, string]>([
    [0, "12 AM"],
    [3, "3 AM"],
    [12, "Noon"],
    [15, "3 PM"],
    [21, "9 PM"],
    [24, "12 AM"],
  ])("%d -> %s", (hour, expected) => {
    expect(hourLabel(hour)).toBe(expected);
  });
});

describe("days from calendar dates, independent of the machine's time zone", () => {
  it.each<[string, string, string, string, string]>([
    ["2026-11-21", "Sat", "Nov 21", "Saturday, November 21", "21"],
    ["2026-03-08", "Sun", "Mar 8", "Sunday, March 8", "8"],
    ["2027-01-01", "Fri", "Jan 1", "Friday, January 1", "1"],
  ])("%s", (date, weekday, short, long, day) => {
    expect(weekdayShort(date)).toBe(weekday);
    expect(monthDay(date)).toBe(short);
    expect(longDay(date)).toBe(long);
    expect(dayOfMonth(date)).toBe(day);
  });
});

describe("feet", () => {
  it.each<[number, string]>([
    [7.84, "7.8 ft"],
    [10.05, "10.1 ft"],
    [0, "0.0 ft"],
    [-0.48, "−0.5 ft"],
    [-1.94, "−1.9 ft"],
  ])("%d -> %s (a true minus sign)", (height, expected) => {
    expect(feet(height)).toBe(expected);
  });

  it("axis labels drop the decimals of whole feet", () => {
    expect([-2, 0, 0.5, 4].map(axisFeet)).toEqual(["−2 ft", "0 ft", "0.5 ft", "4 ft"]);
  });
});

describe("small labels", () => {
  it("writes a time range, a percentage and a distance in miles and kilometres", () => {
    expect(timeRange({ start: "2026-11-21T08:16:00-08:00", end: "2026-11-21T10:16:00-08:00" })).toBe(
      "8:16 AM – 10:16 AM",
    );
    expect(percent(0.894)).toBe("89%");
    expect(distanceLabel(5.2)).toBe("3.2 mi (5.2 km)");
  });
});
