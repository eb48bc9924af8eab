import { describe, expect, it } from "vitest";
import { type LatLng, locationPoint, MODAL_FALLBACK_CENTER, modalCenter, parseCoordinate } from "./maps";

type Coordinate = string | number | null | undefined;

describe("parseCoordinate", () => {
  it.each<[Coordinate, number | null, string]>([
    ["45.5400", 45.54, "text as stored (latitude and longitude are text)"],
    [" -123.9100 ", -123.91, "surrounding spaces"],
    ["0", 0, "zero is a number"],
    [44, 44, "a number stays a number"],
    ["", null, "empty text is not a number"],
    ["   ", null, "blank text is not a number"],
    ["north", null, "words"],
    ["45.5N", null, "a number with a suffix"],
    ["Infinity", null, "not a finite number"],
    [Number.NaN, null, "NaN"],
    [null, null, "missing"],
    [undefined, null, "missing"],
  ])("%j -> %j (%s)", (value, expected, _why) => {
    expect(parseCoordinate(value)).toBe(expected);
  });
});

describe("locationPoint", () => {
  it("is the pair when both are numbers, else null", () => {
    expect(locationPoint("45.54", "-123.91")).toEqual([45.54, -123.91]);
    expect(locationPoint("45.54", "")).toBeNull();
    expect(locationPoint("x", "-123.91")).toBeNull();
  });
});

// docs/product.md "Location maps": the full map falls back to Portland.
describe("modalCenter (fallback coordinates 45.5152, -122.6784, Portland)", () => {
  it.each<[Coordinate, Coordinate, LatLng, string]>([
    ["45.5400", "-123.9100", [45.54, -123.91], "the location itself"],
    [42.42, -124.41, [42.42, -124.41], "numbers"],
    ["abc", "-123.9100", [45.5152, -122.6784], "latitude is not a number: Portland"],
    ["45.5400", "abc", [45.5152, -122.6784], "longitude is not a number: Portland"],
    ["", "", [45.5152, -122.6784], "both empty: Portland"],
    [undefined, null, [45.5152, -122.6784], "both missing: Portland"],
  ])("(%j, %j) -> %j (%s)", (latitude, longitude, expected, _why) => {
    expect(modalCenter(latitude, longitude)).toEqual(expected);
  });

  it("falls back to exactly the spec's Portland coordinates", () => {
    expect(MODAL_FALLBACK_CENTER).toEqual([45.5152, -122.6784]);
  });
});
