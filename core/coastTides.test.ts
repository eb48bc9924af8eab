import { describe, expect, it } from "vitest";
import {
  COAST_TIDE_STATION_IDS,
  coastStationIdsFor,
  type NearbyCandidate,
  pickNearbyLocations,
  stationNameKeys,
} from "./coastTides";

describe("COAST_TIDE_STATION_IDS", () => {
  it("holds each station of the name table once", () => {
    // docs/product.md "Tide stations": "Tillamook Bay 9437540; Deschutes River 9439040; Rogue River
    // 9431011; Columbia River 9439040; Nestucca Bay 9437540; Siletz Bay 9435380; Nehalem River
    // 9437540; Siuslaw River 9434132; Alsea Bay 9435380."
    expect([...COAST_TIDE_STATION_IDS].sort()).toEqual([
      "9431011",
      "9434132",
      "9435380",
      "9437540",
      "9439040",
    ]);
  });
});

describe("coastStationIdsFor", () => {
  it("gives Oregon the name table's stations, from its profile", () => {
    expect(coastStationIdsFor("Oregon")).toEqual(COAST_TIDE_STATION_IDS);
  });

  it("gives the other coasts their profiles' stations, and a state without a coast none", () => {
    // Neah Bay, Port Townsend, Seattle, Westport, Toke Point (Willapa Bay).
    expect(coastStationIdsFor("Washington")).toEqual(["9443090", "9444900", "9447130", "9441102", "9440910"]);
    // Humboldt Bay (North Spit), San Francisco (Golden Gate), Monterey, Santa Monica, San Diego.
    expect(coastStationIdsFor("California")).toEqual(["9418767", "9414290", "9413450", "9410840", "9410170"]);
    expect(coastStationIdsFor("Ohio")).toEqual([]);
    expect(coastStationIdsFor("Narnia")).toEqual([]);
  });
});

describe("stationNameKeys", () => {
  it.each<[string, string[]]>([
    ["9437540", ["Tillamook Bay", "Nestucca Bay", "Nehalem River"]],
    ["9435380", ["Siletz Bay", "Alsea Bay"]],
    ["9434132", ["Siuslaw River"]],
    ["9999999", []],
  ])("%s -> %j", (id, names) => {
    expect(stationNameKeys(id)).toEqual(names);
  });
});

// Southbeach (9435380), Yaquina Bay: the spec's table sends Siletz Bay and Alsea Bay to it.
const SOUTHBEACH = { id: "9435380", latitude: 44.6254, longitude: -124.0449 };
let nextId = 1;
const spot = (name: string, latitude: number, longitude: number): NearbyCandidate => ({
  id: nextId++,
  name,
  latitude,
  longitude,
});

describe("pickNearbyLocations", () => {
  const yaquina = spot("Yaquina Bay", 44.624, -124.045);
  const pier = spot("Yaquina Bay - Newport Bayfront Public Pier", 44.6268, -124.056);
  const alsea = spot("Alsea Bay", 44.427, -124.05);
  const siletz = spot("Siletz Bay", 44.922, -124.015);
  const tillamook = spot("Tillamook Bay", 45.51, -123.9);

  it("puts the spots the name table sends to the station first, nearest first, then the nearest others", () => {
    const picked = pickNearbyLocations(SOUTHBEACH, [tillamook, pier, siletz, yaquina, alsea]);
    expect(picked.map((p) => p.name)).toEqual(["Alsea Bay", "Siletz Bay", "Yaquina Bay"]);
    expect(picked[0]?.distanceKm).toBeCloseTo(22, 0);
  });

  it("leaves out spots farther than the limit, even by name", () => {
    const farSiletz = spot("Siletz Bay", 45.5, -124.0);
    expect(pickNearbyLocations(SOUTHBEACH, [farSiletz, tillamook]).map((p) => p.name)).toEqual([]);
  });

  it("honours the limit and gives distances to a tenth of a kilometre", () => {
    const picked = pickNearbyLocations(SOUTHBEACH, [pier, yaquina], { limit: 1 });
    expect(picked).toEqual([{ id: yaquina.id, name: "Yaquina Bay", distanceKm: 0.2 }]);
  });

  it("answers nothing without candidates", () => {
    expect(pickNearbyLocations(SOUTHBEACH, [])).toEqual([]);
  });
});
