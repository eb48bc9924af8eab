import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkDataset } from "./dataset";

const curated = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", "data", "locations.json"), "utf8"),
);

const valid = {
  name: "Tillamook Bay",
  description: "A big estuary with salmon and crab.",
  state: "Oregon",
  region: "North Coast",
  fishTypes: ["salmon", "crab"],
  bestSeasons: "Aug-Nov",
  accessibility: "Boat ramps at Garibaldi.",
  facilities: ["Boat Launch"],
  permits: "Oregon angling license. Check current ODFW regulations.",
  latitude: "45.5400",
  longitude: "-123.9100",
  featured: false,
};

describe("the curated dataset (data/locations.json)", () => {
  it("passes every check", () => {
    expect(checkDataset(curated).problems).toEqual([]);
  });

  it("holds at least 150 locations over every region, about 10 featured", () => {
    const { records } = checkDataset(curated);
    expect(records.length).toBeGreaterThanOrEqual(150);
    const regions = new Set(records.map((r) => r.region));
    expect(regions.size).toBe(8);
    const featured = records.filter((r) => r.featured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(14);
  });

  it("gives tide info to the coast's bays and none to inland lakes and rivers", () => {
    const { records } = checkDataset(curated);
    const bays = records.filter((r) => / Bay$/.test(r.name) && r.region.endsWith("Coast"));
    expect(bays.length).toBeGreaterThan(5);
    for (const bay of bays) expect(bay.tideInfo, bay.name).toBeTruthy();
    const inland = records.filter((r) => !r.region.endsWith("Coast"));
    for (const r of inland) expect(r.tideInfo ?? null, r.name).toBeNull();
  });

  it("uses the filter words only where they hold", () => {
    for (const r of checkDataset(curated).records) {
      expect(r.accessibility, r.name).not.toMatch(/trailer|accessible by|inaccessible/i);
    }
  });
});

describe("checkDataset", () => {
  // Each row breaks one rule of the dataset and quotes what the checker says.
  it.each([
    ["a place outside Oregon", { latitude: "47.6000" }, "is outside Oregon"],
    ["a coastal water east of the Coast Range", { longitude: "-123.0000" }, "west of the Coast Range"],
    ["an unknown fish type", { fishTypes: ["tuna"] }, 'unknown fish type "tuna"'],
    ["a facility outside the vocabulary", { facilities: ["Hot Tub"] }, 'unknown facility "Hot Tub"'],
    ["a season that is not a month range", { bestSeasons: "Summer" }, "is not a range such as Mar-May"],
    ["an unknown region", { region: "Atlantis" }, 'unknown region "Atlantis"'],
    ["a missing latitude", { latitude: "" }, "Latitude is required"],
  ])("reports %s", (_label, change, message) => {
    const { problems } = checkDataset([{ ...valid, ...change }]);
    expect(problems.some((p) => p.includes(message))).toBe(true);
  });

  it("reports a name used twice and a missing station-table water", () => {
    const { problems } = checkDataset([valid, { ...valid, name: "tillamook bay" }]);
    expect(problems).toContain("#2 tillamook bay: the name is used twice");
    expect(problems).toContain(
      'The station-table water "Rogue River" (docs/product.md "Tide stations") is missing',
    );
    expect(problems).not.toContain(
      'The station-table water "Tillamook Bay" (docs/product.md "Tide stations") is missing',
    );
  });

  it("refuses anything but an array", () => {
    expect(checkDataset({}).problems).toEqual(["The file must hold a JSON array of locations"]);
  });
});
