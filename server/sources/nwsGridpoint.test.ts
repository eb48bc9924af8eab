import { describe, expect, it } from "vitest";
import {
  durationMs,
  type GridForecast,
  gridForecastFromJson,
  parseValidTime,
  readingAt,
  valueAt,
} from "./nwsGridpoint";

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

type Layer = { uom?: string | null; values: { validTime: string; value: number | null }[] };
const gridpoint = (layers: { windSpeed?: Layer; pressure?: Layer }) => ({
  type: "Feature",
  properties: layers,
});
const oneValue = (uom: string | undefined, value: number | null): Layer => ({
  uom,
  values: [{ validTime: "2026-11-21T14:00:00+00:00/PT3H", value }],
});

function forecastOf(json: unknown): GridForecast {
  const result = gridForecastFromJson(json);
  if (!result.ok) throw new Error(result.reason);
  return result.forecast;
}

describe("durationMs (ISO 8601, as NWS validTime uses it)", () => {
  it.each([
    ["PT1H", HOUR],
    ["PT3H", 3 * HOUR],
    ["P1D", 24 * HOUR],
    ["P1DT6H", 30 * HOUR],
    ["P7DT22H", (7 * 24 + 22) * HOUR],
    ["PT30M", HOUR / 2],
    ["PT90S", 90_000],
    ["P1W", 7 * 24 * HOUR],
  ])("%s -> %i ms", (text, ms) => {
    expect(durationMs(text)).toBe(ms);
  });

  it.each(["", "P", "PT", "P1DT", "P1M", "P1Y", "1H", "PT-1H", "PT1.5H"])("refuses %j", (text) => {
    expect(durationMs(text)).toBeNull();
  });
});

describe("parseValidTime", () => {
  it("reads the start and the end of the interval", () => {
    expect(parseValidTime("2026-11-21T14:00:00+00:00/PT3H")).toEqual({
      start: Date.parse("2026-11-21T14:00:00Z"),
      end: Date.parse("2026-11-21T17:00:00Z"),
    });
    expect(parseValidTime("2026-11-21T06:00:00-08:00/P1DT6H")).toEqual({
      start: Date.parse("2026-11-21T14:00:00Z"),
      end: Date.parse("2026-11-22T20:00:00Z"),
    });
  });

  it.each(["2026-11-21T14:00:00+00:00", "yesterday/PT1H", "2026-11-21T14:00:00+00:00/PT0H", "a/PT1H/b"])(
    "refuses %j",
    (text) => {
      expect(parseValidTime(text)).toBeNull();
    },
  );
});

describe("gridForecastFromJson: units (the unit the layer names, converted to mph and hPa)", () => {
  it.each([
    ["wmoUnit:km_h-1", 16.09344, 10],
    ["wmoUnit:m_s-1", 4.4704, 10],
    ["wmoUnit:kt", 10, 11.5],
    ["wmoUnit:kn", 10, 11.5],
    ["[kn_i]", 10, 11.5],
    ["km/h", 30, 18.6],
    ["m/s", 0, 0],
  ])("wind in %s: %d -> %d mph", (uom, value, mph) => {
    const forecast = forecastOf(gridpoint({ windSpeed: oneValue(uom, value) }));
    expect(valueAt(forecast.windSpeedMph, at("2026-11-21T15:00:00Z"))).toBe(mph);
  });

  it.each([
    ["wmoUnit:Pa", 101_820, 1018.2],
    ["wmoUnit:hPa", 1009.96, 1010],
    ["mbar", 1013, 1013],
    ["kPa", 99.5, 995],
    ["[in_i'Hg]", 30.07, 1018.3],
  ])("pressure in %s: %d -> %d hPa", (uom, value, hpa) => {
    const forecast = forecastOf(gridpoint({ pressure: oneValue(uom, value) }));
    expect(valueAt(forecast.pressureHpa, at("2026-11-21T15:00:00Z"))).toBe(hpa);
  });

  it("does not guess a unit it does not know, and says so", () => {
    const result = gridForecastFromJson(
      gridpoint({
        windSpeed: oneValue("wmoUnit:furlong_fortnight-1", 3),
        pressure: oneValue(undefined, 29.9),
      }),
    );
    expect(result).toEqual({
      ok: true,
      forecast: { windSpeedMph: null, pressureHpa: null },
      notes: ["windSpeed: unknown unit wmoUnit:furlong_fortnight-1", "pressure: unknown unit (none)"],
    });
  });

  it("refuses pressures no sea-level barometer reads (the layer then holds something else)", () => {
    const result = gridForecastFromJson(gridpoint({ pressure: oneValue("wmoUnit:Pa", 79_500) }));
    expect(result).toMatchObject({
      ok: true,
      forecast: { pressureHpa: null },
      notes: ["pressure: values outside sea-level range, not used"],
    });
  });

  it("takes an empty or absent layer as no forecast for it (the pressure layer often is)", () => {
    expect(forecastOf(gridpoint({ pressure: { values: [] } }))).toEqual({
      windSpeedMph: null,
      pressureHpa: null,
    });
    expect(forecastOf({ properties: {} })).toEqual({ windSpeedMph: null, pressureHpa: null });
  });

  it.each([
    ["not an object", "oops"],
    ["no properties", { windSpeed: oneValue("wmoUnit:km_h-1", 3) }],
    ["values not a list", gridpoint({ windSpeed: { uom: "wmoUnit:km_h-1", values: "3" as never } })],
    [
      "a value missing",
      { properties: { windSpeed: { uom: "wmoUnit:km_h-1", values: [{ validTime: "x" }] } } },
    ],
    [
      "an unreadable validTime",
      gridpoint({ windSpeed: { uom: "km/h", values: [{ validTime: "soon", value: 3 }] } }),
    ],
  ])("refuses a malformed answer: %s", (_, json) => {
    expect(gridForecastFromJson(json)).toMatchObject({ ok: false });
  });
});

describe("valueAt", () => {
  const forecast = forecastOf(
    gridpoint({
      windSpeed: {
        uom: "wmoUnit:km_h-1",
        values: [
          { validTime: "2026-11-21T14:00:00+00:00/PT3H", value: 16.09344 },
          { validTime: "2026-11-21T17:00:00+00:00/PT1H", value: null },
          { validTime: "2026-11-21T18:00:00+00:00/P1DT6H", value: 32.18688 },
        ],
      },
    }),
  );

  it.each([
    ["2026-11-21T14:00:00Z", 10],
    ["2026-11-21T16:59:59Z", 10],
    ["2026-11-21T17:00:00Z", null],
    ["2026-11-21T18:00:00Z", 20],
    ["2026-11-22T23:59:59Z", 20],
    ["2026-11-22T00:00:00-08:00", 20],
  ])("%s -> %j", (iso, expected) => {
    expect(valueAt(forecast.windSpeedMph, at(iso))).toBe(expected);
  });

  it.each(["2026-11-21T13:59:59Z", "2026-11-23T00:00:00Z"])("%s is outside the forecast", (iso) => {
    expect(valueAt(forecast.windSpeedMph, at(iso))).toBeUndefined();
  });

  it("finds nothing in a missing series", () => {
    expect(valueAt(null, at("2026-11-21T15:00:00Z"))).toBeUndefined();
  });
});

describe("readingAt: the wind and pressure of one time", () => {
  const forecast = forecastOf(
    gridpoint({
      windSpeed: oneValue("wmoUnit:km_h-1", 16.09344),
      pressure: {
        uom: "wmoUnit:Pa",
        values: [{ validTime: "2026-11-21T15:00:00+00:00/PT1H", value: 101_820 }],
      },
    }),
  );

  it("gives both where both layers hold, the one that holds elsewhere", () => {
    expect(readingAt(forecast, at("2026-11-21T15:30:00Z"))).toEqual({
      windSpeedMph: 10,
      pressureHpa: 1018.2,
    });
    expect(readingAt(forecast, at("2026-11-21T14:30:00Z"))).toEqual({ windSpeedMph: 10, pressureHpa: null });
  });

  it("is null where neither layer holds", () => {
    expect(readingAt(forecast, at("2026-11-21T17:00:00Z"))).toBeNull();
    expect(readingAt({ windSpeedMph: null, pressureHpa: null }, at("2026-11-21T15:00:00Z"))).toBeNull();
  });
});
