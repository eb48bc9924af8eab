import { describe, expect, it } from "vitest";
import { type WindSpeedRange, windSpeedRangeMph } from "./forecastText";

describe("windSpeedRangeMph: the wind of a forecast period, from its text", () => {
  it.each<[string, WindSpeedRange | null]>([
    ["10 mph", { min: 10, max: 10 }],
    ["5 to 10 mph", { min: 5, max: 10 }],
    ["10 to 15 mph with gusts as high as 25 mph", { min: 10, max: 15 }],
    ["20 mph with gusts as high as 35 mph", { min: 20, max: 20 }],
    ["Calm", { min: 0, max: 0 }],
    ["calm", { min: 0, max: 0 }],
    ["0 mph", { min: 0, max: 0 }],
    ["  5  to  10  MPH ", { min: 5, max: 10 }],
    ["5-10 mph", { min: 5, max: 10 }],
    ["2.5 mph", { min: 2.5, max: 2.5 }],
    ["", null],
    ["N/A", null],
    ["10 km/h", null],
    ["10", null],
    ["Light and variable", null],
    ["15 to 10 mph", null],
    ["10 mph becoming 20 mph", null],
  ])("%j", (text, expected) => {
    expect(windSpeedRangeMph(text)).toEqual(expected);
  });
});
