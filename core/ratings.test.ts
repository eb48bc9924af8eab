import { describe, expect, it } from "vitest";
import {
  averageOf,
  DEFAULT_RATING,
  formatAverage,
  MAX_RATING,
  MIN_RATING,
  roundToHalfStar,
  type StarFill,
  starFill,
} from "./ratings";

// The rules of docs/product.md "Ratings".
describe("rating constants", () => {
  it.each([
    ["minimum rating 1", MIN_RATING, 1],
    ["star maximum 5", MAX_RATING, 5],
    ["default rating 5", DEFAULT_RATING, 5],
  ])("%s", (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("averageOf", () => {
  it.each<[number[], number | null, string]>([
    [[], null, "no ratings, no average"],
    [[4], 4, "one rating"],
    [[5, 4], 4.5, "two ratings"],
    [[1, 2, 2], 5 / 3, "a repeating decimal"],
  ])("%j -> %s (%s)", (ratings, expected, _why) => {
    expect(averageOf(ratings)).toBe(expected);
  });
});

describe("roundToHalfStar", () => {
  it.each([
    [3.24, 3, "rounds the average to the nearest half star (down)"],
    [3.25, 3.5, "nearest half star (half-way goes up)"],
    [3.76, 4, "nearest half star (up to the whole)"],
    [4.5, 4.5, "already a half"],
    [5, 5, "star maximum 5"],
    [1, 1, "minimum rating 1"],
    [2.74, 2.5, "down to the half"],
  ])("%s -> %s (%s)", (avg, expected, _why) => {
    expect(roundToHalfStar(avg)).toBe(expected);
  });
});

describe("formatAverage", () => {
  it.each([
    [4, "4.0", "shown with 1 decimal"],
    [3.6666, "3.7", "shown with 1 decimal"],
    [3.65, "3.7", "half a tenth rounds up"],
    [4.44, "4.4", "rounds down"],
    [5, "5.0", "star maximum 5"],
  ])("%s -> %j (%s)", (avg, expected, _why) => {
    expect(formatAverage(avg)).toBe(expected);
  });
});

describe("starFill", () => {
  const f = "full" as const;
  const h = "half" as const;
  const e = "empty" as const;
  it.each<[number, StarFill[], string]>([
    [5, [f, f, f, f, f], "star maximum 5"],
    [3.25, [f, f, f, h, e], "3.25 rounds to 3.5 stars"],
    [3.24, [f, f, f, e, e], "3.24 rounds to 3 stars"],
    [3.76, [f, f, f, f, e], "3.76 rounds to 4 stars"],
    [1, [f, e, e, e, e], "minimum rating 1"],
    [0.3, [h, e, e, e, e], "a low average shows half a star"],
    [0, [e, e, e, e, e], "no stars"],
    [7, [f, f, f, f, f], "above the maximum still draws five stars"],
    [Number.NaN, [e, e, e, e, e], "not a number draws empty stars"],
  ])("%s -> %j (%s)", (avg, expected, _why) => {
    expect(starFill(avg)).toEqual(expected);
  });
});
