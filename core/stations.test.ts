import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIDE_STATION,
  TIDE_STATION_BY_NAME,
  TIDE_STATION_BY_REGION,
  tideChartStation,
  tideChartUrl,
  tideStationByName,
  tideStationByRegion,
} from "./stations";

// The rules of docs/product.md "Tide stations" and "Tide chart station".
describe("tideStationByName", () => {
  it.each<[string, string | null, string]>([
    ["Tillamook Bay", "9437540", "Tillamook Bay 9437540"],
    ["Deschutes River", "9439040", "Deschutes River 9439040"],
    ["Rogue River", "9431011", "Rogue River 9431011"],
    ["Columbia River", "9439040", "Columbia River 9439040"],
    ["Nestucca Bay", "9437540", "Nestucca Bay 9437540"],
    ["Siletz Bay", "9435380", "Siletz Bay 9435380"],
    ["Nehalem River", "9437540", "Nehalem River 9437540"],
    ["Siuslaw River", "9434132", "Siuslaw River 9434132"],
    ["Alsea Bay", "9435380", "Alsea Bay 9435380"],
    ["Rogue River - Lobster Creek", "9431011", "a table name inside a longer name"],
    ["lower columbia river estuary", "9439040", "case does not matter"],
    ["Detroit Lake", null, "no station for this name"],
    ["", null, "empty name"],
  ])("%j -> %s (%s)", (name, expected, _why) => {
    expect(tideStationByName(name)).toBe(expected);
  });

  it("nine named stations", () => {
    expect(Object.keys(TIDE_STATION_BY_NAME)).toHaveLength(9);
  });
});

describe("tideStationByRegion", () => {
  it.each<[string | null | undefined, string | null, string]>([
    ["North Coast", "9437540", "North Coast 9437540"],
    ["Central Coast", "9435380", "Central Coast 9435380"],
    ["South Coast", "9431011", "South Coast 9431011"],
    ["Portland Area", "9439040", "Portland Area ... 9439040"],
    ["Willamette Valley", "9439040", "... and Willamette Valley 9439040"],
    ["Southern Oregon", "9431011", "Southern Oregon 9431011"],
    ["Eastern Oregon", "9439040", "Eastern Oregon 9439040"],
    ["Central Oregon", "9435380", "Central Oregon 9435380"],
    [" north coast ", "9437540", "case and surrounding spaces do not matter"],
    ["Puget Sound", null, "unknown region"],
    [null, null, "missing region"],
    [undefined, null, "missing region"],
  ])("%j -> %s (%s)", (region, expected, _why) => {
    expect(tideStationByRegion(region)).toBe(expected);
  });

  it("eight regions", () => {
    expect(Object.keys(TIDE_STATION_BY_REGION)).toHaveLength(8);
  });
});

describe("tideChartStation", () => {
  it.each<[{ name: string; region?: string | null }, string, string]>([
    [{ name: "Siuslaw River", region: "North Coast" }, "9434132", "chosen by location name first"],
    [{ name: "Coos Bay", region: "South Coast" }, "9431011", "by region as a fallback"],
    [{ name: "Detroit Lake", region: "Mars" }, "9437540", "default the north coast station"],
    [{ name: "Detroit Lake" }, "9437540", "Default: the north coast station"],
    [{ name: "Detroit Lake", region: null }, DEFAULT_TIDE_STATION, "default station"],
  ])("%j -> %s (%s)", (location, expected, _why) => {
    expect(tideChartStation(location)).toBe(expected);
  });

  it("the default is the north coast station", () => {
    expect(DEFAULT_TIDE_STATION).toBe(TIDE_STATION_BY_REGION["North Coast"]);
  });
});

describe("tideChartUrl", () => {
  it.each([
    ["9437540", "https://tidesandcurrents.noaa.gov/noaatidepredictions.html?id=9437540"],
    ["9431011", "https://tidesandcurrents.noaa.gov/noaatidepredictions.html?id=9431011"],
  ])("external tide prediction chart for %s", (station, expected) => {
    expect(tideChartUrl(station)).toBe(expected);
  });
});
