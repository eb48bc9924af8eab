import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CURATED_STATES } from "./curatedStates";
import { FISH_TYPE_VALUES } from "./fishTypeList";
import type { LocationRecord } from "./schemas";
import { fishedOn, fishWatersOf, WATER_KIND_NAMES, WATER_KINDS, waterKindsOf } from "./waterKinds";

const spots: LocationRecord[] = CURATED_STATES.flatMap((state) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, "..", "data", "states", `${state.file}.json`), "utf8"),
  ),
);
const spot = (name: string): LocationRecord => {
  const found = spots.find((s) => s.name === name);
  if (!found) throw new Error(`No curated spot is named ${name}`);
  return found;
};

describe("waterKindsOf: the kinds of water of curated spots", () => {
  it.each([
    // Oregon
    ["Deschutes River", ["river"]],
    ["Detroit Lake", ["lake_reservoir"]],
    ["Lost Creek Lake", ["lake_reservoir"]],
    ["Snake River - Farewell Bend", ["river"]],
    ["Tillamook Bay", ["bay"]],
    ["Yaquina Bay", ["bay", "jetty_pier"]],
    ["Yaquina Bay - South Jetty", ["jetty_pier", "surf_beach"]],
    ["Tillamook Bay - Garibaldi Pier", ["jetty_pier"]],
    ["Agate Beach", ["surf_beach"]],
    ["Columbia River", ["river", "bay"]],
    ["Necanicum River", ["river", "bay"]],
    ["Wilson River", ["river"]],
    ["Umpqua River - Winchester Bay", ["bay"]],
    // Washington
    ["Skagit River - Rockport", ["river"]],
    ["Columbia River - Longview", ["river"]],
    ["Drano Lake", ["lake_reservoir"]],
    ["Lake Chelan - Twenty-Five Mile Creek", ["lake_reservoir"]],
    ["Yakima Sportsman State Park", ["lake_reservoir"]],
    ["Edmonds Fishing Pier", ["jetty_pier"]],
    ["Kayak Point", ["bay", "jetty_pier"]],
    ["Point No Point", ["bay"]],
    ["Pillar Point - Twin Rivers", ["bay"]],
    ["Twin Harbors Beach", ["surf_beach"]],
    ["Westport Light State Park", ["surf_beach"]],
    ["Leadbetter Point", ["bay", "surf_beach"]],
    ["Grays Harbor - Bottle Beach", ["bay"]],
    // California
    ["Lake Tahoe", ["lake_reservoir"]],
    ["American River - William B. Pond Park", ["river"]],
    ["Franks Tract", ["river"]],
    ["Discovery Bay - Indian Slough", ["river"]],
    ["Suisun Bay - Pittsburg", ["river", "bay"]],
    ["Eel River Estuary", ["river", "bay"]],
    ["Elkhorn Slough - Kirby Park", ["bay"]],
    ["Humboldt Bay - North Jetty", ["jetty_pier"]],
    ["Humboldt Bay - Eureka Waterfront", ["bay"]],
    ["Goleta Beach Pier", ["jetty_pier"]],
    ["Santa Ana River Mouth", ["surf_beach"]],
    ["Ocean Beach - San Francisco", ["surf_beach"]],
    ["Point Loma Kelp Beds", ["bay"]],
  ])("%s: %j", (name, kinds) => {
    expect(waterKindsOf(spot(name))).toEqual(kinds);
  });

  it("gives every curated spot at least one kind, each a known one", () => {
    expect(spots.length).toBeGreaterThan(500);
    for (const s of spots) {
      const kinds = waterKindsOf(s);
      expect(kinds.length, s.name).toBeGreaterThan(0);
      for (const kind of kinds) expect(WATER_KINDS, s.name).toContain(kind);
    }
  });

  it("reads fresh water as one kind and a tidal spot never as a lake", () => {
    for (const s of spots) {
      const kinds = waterKindsOf(s);
      if (s.tideInfo) expect(kinds, s.name).not.toContain("lake_reservoir");
      else expect(kinds.length, s.name).toBe(1);
    }
  });

  it("depends on the record alone: the same fields give the same kinds", () => {
    const record = spot("Yaquina Bay - South Jetty");
    expect(waterKindsOf({ ...record })).toEqual(waterKindsOf(record));
  });
});

describe("fishWatersOf: each listed fish on the spot's waters it is fished on", () => {
  it("fishes every fish type every curated spot lists on at least one of the spot's kinds", () => {
    for (const s of spots) {
      for (const { fishType, waters } of fishWatersOf(s))
        expect(waters, `${s.name}: ${fishType}`).not.toEqual([]);
    }
  });

  it("crabs an estuary and fishes the river above it for steelhead", () => {
    const waters = Object.fromEntries(
      fishWatersOf(spot("Necanicum River")).map((f) => [f.fishType, f.waters]),
    );
    expect(waters.crab).toEqual(["bay"]);
    expect(waters.steelhead).toEqual(["river"]);
    expect(waters.cutthroat_trout).toEqual(["river", "bay"]);
  });

  it("reads perch as surfperch where the spot has salt water, as yellow perch in fresh", () => {
    const siuslaw = fishWatersOf(spot("Siuslaw River")).find((f) => f.fishType === "perch");
    expect(siuslaw?.waters).toEqual(["bay"]);
    const snake = fishWatersOf(spot("Snake River - Farewell Bend")).find((f) => f.fishType === "perch");
    expect(snake?.waters).toEqual(["river"]);
  });

  it("names the waters of every fish type and every kind", () => {
    for (const value of FISH_TYPE_VALUES) expect(fishedOn(value).length, value).toBeGreaterThan(0);
    for (const kind of WATER_KINDS) expect(WATER_KIND_NAMES[kind].length).toBeGreaterThan(3);
  });
});
