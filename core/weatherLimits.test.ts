import { describe, expect, it } from "vitest";
import { hasWeatherLimits, type WeatherLimits, type WeatherReading, weatherAllows } from "./weatherLimits";

const noLimits: WeatherLimits = { minPressure: null, maxPressure: null, maxWindSpeed: null };
const limits = (overrides: Partial<WeatherLimits>): WeatherLimits => ({ ...noLimits, ...overrides });
const reading = (overrides: Partial<WeatherReading>): WeatherReading => ({
  windSpeedMph: 10,
  pressureHpa: 1015,
  ...overrides,
});

describe("hasWeatherLimits", () => {
  it.each([
    [noLimits, false],
    [limits({ minPressure: 1000 }), true],
    [limits({ maxPressure: 1030 }), true],
    [limits({ maxWindSpeed: 15 }), true],
    [limits({ maxWindSpeed: 0 }), true],
  ])("%j -> %s", (given, expected) => {
    expect(hasWeatherLimits(given)).toBe(expected);
  });
});

// docs/product.md "Weather limits"
describe("weatherAllows (weather limits apply when a forecast is at hand)", () => {
  it.each([
    ["no limits", noLimits, reading({}), true],
    ["pressure inside the range", limits({ minPressure: 1000, maxPressure: 1030 }), reading({}), true],
    ["pressure on the minimum", limits({ minPressure: 1015 }), reading({}), true],
    ["pressure on the maximum", limits({ maxPressure: 1015 }), reading({}), true],
    ["pressure below the minimum", limits({ minPressure: 1016 }), reading({}), false],
    ["pressure above the maximum", limits({ maxPressure: 1014 }), reading({}), false],
    ["wind at the maximum", limits({ maxWindSpeed: 10 }), reading({}), true],
    ["wind above the maximum", limits({ maxWindSpeed: 9.9 }), reading({}), false],
    ["calm under a zero maximum", limits({ maxWindSpeed: 0 }), reading({ windSpeedMph: 0 }), true],
    [
      "pressure fine, wind too strong",
      limits({ minPressure: 1000, maxWindSpeed: 5 }),
      reading({ windSpeedMph: 12 }),
      false,
    ],
  ])("%s", (_, given, at, expected) => {
    expect(weatherAllows(given, at)).toBe(expected);
  });

  it("leaves every limit unapplied without a reading (no source, failure, no forecast for the time)", () => {
    expect(weatherAllows(limits({ minPressure: 1100, maxPressure: 800, maxWindSpeed: 0 }), null)).toBe(true);
  });

  it("leaves a limit unapplied when the forecast lacks its value", () => {
    const strict = limits({ minPressure: 1020, maxWindSpeed: 5 });
    expect(weatherAllows(strict, reading({ pressureHpa: null, windSpeedMph: 3 }))).toBe(true);
    expect(weatherAllows(strict, reading({ pressureHpa: null, windSpeedMph: 8 }))).toBe(false);
    expect(weatherAllows(strict, reading({ pressureHpa: 1025, windSpeedMph: null }))).toBe(true);
    expect(weatherAllows(strict, reading({ pressureHpa: 1010, windSpeedMph: null }))).toBe(false);
    expect(weatherAllows(strict, { pressureHpa: null, windSpeedMph: null })).toBe(true);
  });
});
