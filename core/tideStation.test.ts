import { describe, expect, it } from "vitest";
import {
  DEFAULT_TIDE_STATION,
  TIDE_STATION_BY_NAME,
  TIDE_STATION_BY_REGION,
  tideChartStation,
} from "./stations";
import {
  NEAREST_STATION_MAX_KM,
  type NearbyStation,
  predictionStation,
  type StationChoiceReason,
} from "./tideStation";

// A station the database might find near a location; its id is not in either spec table.
const netarts = (distanceKm: number): NearbyStation => ({ id: "9437262", distanceKm });

// The rules of docs/product.md "Prediction station".
describe("predictionStation: the name table first", () => {
  it.each<[string, string, string]>([
    ["Tillamook Bay", "9437540", "Tillamook Bay 9437540"],
    ["Deschutes River", "9439040", "Deschutes River 9439040"],
    ["Rogue River", "9431011", "Rogue River 9431011"],
    ["Columbia River", "9439040", "Columbia River 9439040"],
    ["Nestucca Bay", "9437540", "Nestucca Bay 9437540"],
    ["Siletz Bay", "9435380", "Siletz Bay 9435380"],
    ["Nehalem River", "9437540", "Nehalem River 9437540"],
    ["Siuslaw River", "9434132", "Siuslaw River 9434132"],
    ["Alsea Bay", "9435380", "Alsea Bay 9435380"],
  ])("%s -> %s (%s), even with a nearer station and another region", (name, expected) => {
    expect(predictionStation({ name, region: "South Coast", nearest: netarts(0.5) })).toEqual({
      id: expected,
      reason: "name",
    });
  });

  it("covers every row of the name table", () => {
    for (const [name, station] of Object.entries(TIDE_STATION_BY_NAME)) {
      expect(predictionStation({ name }).id).toBe(station);
    }
  });

  it("finds a table name inside a longer location name", () => {
    expect(predictionStation({ name: "Rogue River - Lobster Creek", nearest: netarts(1) }).id).toBe(
      "9431011",
    );
  });
});

describe("predictionStation: else the nearest station within 25 km", () => {
  it.each<[number, StationChoiceReason]>([
    [0, "nearest"],
    [12.5, "nearest"],
    [NEAREST_STATION_MAX_KM, "nearest"],
    [25.01, "region"],
    [140, "region"],
  ])("a station %d km away -> %s", (distanceKm, reason) => {
    const choice = predictionStation({
      name: "Netarts Bay",
      region: "North Coast",
      nearest: netarts(distanceKm),
    });
    expect(choice.reason).toBe(reason);
    expect(choice.id).toBe(reason === "nearest" ? "9437262" : "9437540");
  });
});

describe("predictionStation: else the region table", () => {
  it.each<[string, string, string]>([
    ["North Coast", "9437540", "North Coast 9437540"],
    ["Central Coast", "9435380", "Central Coast 9435380"],
    ["South Coast", "9431011", "South Coast 9431011"],
    ["Portland Area", "9439040", "Portland Area and Willamette Valley 9439040"],
    ["Willamette Valley", "9439040", "Portland Area and Willamette Valley 9439040"],
    ["Southern Oregon", "9431011", "Southern Oregon 9431011"],
    ["Eastern Oregon", "9439040", "Eastern Oregon 9439040"],
    ["Central Oregon", "9435380", "Central Oregon 9435380"],
  ])("%s -> %s (%s) when no station lies within 25 km", (region, expected) => {
    expect(predictionStation({ name: "Some Creek", region, nearest: netarts(30) })).toEqual({
      id: expected,
      reason: "region",
    });
    expect(predictionStation({ name: "Some Creek", region, nearest: null })).toEqual({
      id: expected,
      reason: "region",
    });
  });

  it("covers every row of the region table", () => {
    for (const [region, station] of Object.entries(TIDE_STATION_BY_REGION)) {
      expect(predictionStation({ name: "Some Creek", region }).id).toBe(station);
    }
  });
});

describe("predictionStation: else the north-coast default", () => {
  it.each<[string | null | undefined, NearbyStation | null | undefined]>([
    ["Puget Sound", null],
    [null, undefined],
    [undefined, netarts(25.5)],
  ])("region %j, nearest %j -> the north coast station", (region, nearest) => {
    expect(predictionStation({ name: "Some Creek", region, nearest })).toEqual({
      id: DEFAULT_TIDE_STATION,
      reason: "default",
    });
    expect(DEFAULT_TIDE_STATION).toBe("9437540");
  });
});

describe("predictionStation outside Oregon: the tables are Oregon's", () => {
  const vancouver = (distanceKm: number): NearbyStation => ({ id: "9440083", distanceKm });

  it("gives a Washington 'Columbia River' spot its nearest station, not the name table's", () => {
    expect(
      predictionStation({ name: "Columbia River - Vancouver", state: "Washington", nearest: vancouver(0.2) }),
    ).toEqual({ id: "9440083", reason: "nearest" });
    expect(
      predictionStation({ name: "Columbia River - Vancouver", state: "Oregon", nearest: vancouver(0.2) }),
    ).toEqual({ id: TIDE_STATION_BY_NAME["Columbia River"], reason: "name" });
  });

  it("never reads a California 'North Coast' spot as Oregon's North Coast", () => {
    expect(predictionStation({ name: "Humboldt Bay", region: "North Coast", state: "California" })).toEqual({
      id: DEFAULT_TIDE_STATION,
      reason: "default",
    });
  });
});

describe("tideChartStation outside Oregon", () => {
  it("links the station the predictions use, and keeps Oregon's rule for Oregon", () => {
    const elliott = { name: "Elliott Bay", region: "Puget Sound", state: "Washington" };
    expect(tideChartStation(elliott, "9447130")).toBe("9447130");
    expect(tideChartStation({ name: "Columbia River - Vancouver", state: "Washington" }, "9440083")).toBe(
      "9440083",
    );
    expect(
      tideChartStation({ name: "Tillamook Bay", region: "North Coast", state: "Oregon" }, "9437262"),
    ).toBe(TIDE_STATION_BY_NAME["Tillamook Bay"]);
  });
});
