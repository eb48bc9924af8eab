import { describe, expect, it } from "vitest";
import { formatCreatedAt, formatReviewDate } from "./dates";

type DateInput = string | Date | null | undefined;

// The rules of docs/product.md "Date display".
describe("formatReviewDate", () => {
  it.each<[DateInput, string, string]>([
    [null, "Unknown date", "missing dates show Unknown date"],
    [undefined, "Unknown date", "missing dates show Unknown date"],
    ["", "Unknown date", "an empty string is missing"],
    ["not a date", "Invalid date", "invalid dates show Invalid date"],
    [new Date(Number.NaN), "Invalid date", "an invalid Date object"],
    ["2026-02-30", "Invalid date", "a day that does not exist"],
    ["2026-03-05T20:00:00Z", "March 5, 2026", "an instant on the Oregon calendar"],
    ["2026-03-06T05:00:00Z", "March 5, 2026", "late evening in Oregon is still the 5th"],
    [new Date("2026-07-04T18:00:00Z"), "July 4, 2026", "a Date object"],
    ["2026-03-05", "March 5, 2026", "a date-only visit date keeps its calendar day"],
  ])("%j -> %j (%s)", (value, expected, _why) => {
    expect(formatReviewDate(value)).toBe(expected);
  });
});

describe("formatCreatedAt", () => {
  it.each<[DateInput, string, string]>([
    [null, "recently", "a missing creation time shows recently"],
    [undefined, "recently", "a missing creation time shows recently"],
    ["garbage", "Invalid date", "Invalid date"],
    ["2025-12-31T23:30:00-08:00", "December 31, 2025", "an instant on the Oregon calendar"],
    [new Date("2026-01-15T12:00:00Z"), "January 15, 2026", "a Date object"],
  ])("%j -> %j (%s)", (value, expected, _why) => {
    expect(formatCreatedAt(value)).toBe(expected);
  });
});
