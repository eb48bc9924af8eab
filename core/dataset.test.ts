import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { zoneAt } from "#server/services/locations";
import { CURATED_STATES } from "./curatedStates";
import { checkDataset } from "./dataset";

const stateFile = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "data", "states", `${file}.json`), "utf8"));
const curated = stateFile("oregon");

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

describe("the curated dataset (data/states/*.json)", () => {
  it.each(CURATED_STATES.map((s) => [s.state, s] as const))("%s passes every check", (_name, state) => {
    const check = checkDataset(stateFile(state.file), { state: state.state, zoneAt });
    expect(check.problems).toEqual([]);
    // Each curated record names its zone, one its state keeps, which the check compared with its
    // coordinates' zone.
    for (const r of check.records) expect(state.timeZones, r.name).toContain(r.timeZone);
  });

  // The depth the states' issues ask of each (docs/product.md "Curated states"): spots, 4-12
  // featured, gauged river spots (12 in a state of a hundred, 5 elsewhere). Hawaii's fishing is
  // nearly all saltwater: three fished streams and Wahiawa Reservoir's dam have a gauge that fits a
  // spot (docs/data/hawaii.md).
  const DEPTH: Record<string, { spots: number; gauged: number }> = {
    Alaska: { spots: 100, gauged: 12 },
    Idaho: { spots: 100, gauged: 12 },
    Montana: { spots: 100, gauged: 12 },
    Colorado: { spots: 100, gauged: 12 },
    Florida: { spots: 100, gauged: 12 },
    Minnesota: { spots: 100, gauged: 12 },
    Wisconsin: { spots: 100, gauged: 12 },
    "North Carolina": { spots: 100, gauged: 12 },
    Texas: { spots: 100, gauged: 12 },
    Michigan: { spots: 100, gauged: 12 },
    Hawaii: { spots: 25, gauged: 4 },
    "New York": { spots: 100, gauged: 12 },
    Delaware: { spots: 25, gauged: 5 },
    Pennsylvania: { spots: 100, gauged: 12 },
    "Rhode Island": { spots: 25, gauged: 5 },
  };
  it.each(
    CURATED_STATES.filter((s) => !["Oregon", "Washington", "California"].includes(s.state)).map(
      (s) => [s.state, s] as const,
    ),
  )("%s has its spots over its regions, 4-12 featured and its gauged rivers", (name, state) => {
    const { records } = checkDataset(stateFile(state.file));
    const depth = DEPTH[name] ?? { spots: 40, gauged: 5 };
    expect(records.length).toBeGreaterThanOrEqual(depth.spots);
    const featured = records.filter((r) => r.featured).length;
    expect(featured).toBeGreaterThanOrEqual(4);
    expect(featured).toBeLessThanOrEqual(12);
    expect(records.filter((r) => r.usgsSite).length).toBeGreaterThanOrEqual(depth.gauged);
    // Every region of the profile holds spots, and every spot is in one of them.
    expect(state.regions.length).toBeGreaterThanOrEqual(2);
    for (const region of state.regions)
      expect(
        records.some((r) => r.region === region),
        region,
      ).toBe(true);
  });

  it.each([
    ["Washington", 120],
    ["California", 150],
  ])("%s has at least %i spots over 5-9 regions, 8-12 featured, 25+ gauged rivers", (name, least) => {
    const state = CURATED_STATES.find((s) => s.state === name);
    const { records } = checkDataset(stateFile(state?.file ?? ""));
    expect(records.length).toBeGreaterThanOrEqual(least);
    const regions = new Set(records.map((r) => r.region));
    expect(regions.size).toBeGreaterThanOrEqual(5);
    expect(regions.size).toBeLessThanOrEqual(9);
    const featured = records.filter((r) => r.featured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
    expect(records.filter((r) => r.usgsSite).length).toBeGreaterThanOrEqual(name === "Washington" ? 25 : 30);
    for (const r of records) expect(r.coordinatesSource, r.name).toBeTruthy();
  });

  it("keeps Lake Owyhee and the Owyhee below the dam on Mountain time, the rest of Oregon on Pacific", () => {
    const { records } = checkDataset(curated);
    const mountain = records.filter((r) => r.timeZone === "America/Boise").map((r) => r.name);
    expect(mountain).toEqual(["Owyhee River - Below Owyhee Dam", "Lake Owyhee"]);
    expect(records.filter((r) => r.timeZone === "America/Los_Angeles")).toHaveLength(records.length - 2);
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
    ["coordinates of fewer than four decimals", { latitude: "45.54" }, "must carry four decimals"],
    ["a region of another state", { region: "Puget Sound" }, 'unknown region "Puget Sound" in Oregon'],
    ["a place that is no curated state", { state: "Atlantis" }, 'state "Atlantis" is not curated'],
    ["a zone the state does not keep", { timeZone: "America/Chicago" }, "is not one of Oregon's"],
    [
      "a Great Lakes spot with tide info",
      { greatLake: "Erie" as const, tideInfo: "Tides from the nearest station." },
      "a Great Lakes spot has no tideInfo",
    ],
    ["a lake that is not a Great Lake", { greatLake: "Tahoe" as "Erie" }, "Must be one of Superior"],
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

  it("holds a state's file to its state, and a new state's records to their sources", () => {
    const washington = {
      ...valid,
      name: "Elliott Bay",
      state: "Washington",
      region: "Puget Sound",
      latitude: "47.6026",
      longitude: "-122.3393",
      usgsSite: "USGS-12113000",
    };
    const { problems } = checkDataset([valid, washington], { state: "Washington" });
    expect(problems).toContain("#1 Tillamook Bay: state must be Washington");
    expect(problems).toContain(
      "#2 Elliott Bay: coordinatesSource is required: where do the coordinates come from?",
    );
    expect(problems).toContain(
      "#2 Elliott Bay: usgsSiteName is required with USGS-12113000: the gauge's official name",
    );
  });

  it("checks each zone against the coordinates' zone", () => {
    const atOwyhee = { ...valid, latitude: "43.6300", longitude: "-117.2400", region: "Eastern Oregon" };
    const zoneOf = (lat: number) => (lat < 44 ? "America/Boise" : "America/Los_Angeles");
    const zoneProblems = (record: object) =>
      checkDataset([record], { zoneAt: zoneOf }).problems.filter((p) => !p.includes("station-table"));
    expect(zoneProblems({ ...atOwyhee, timeZone: "America/Boise" })).toEqual([]);
    expect(zoneProblems({ ...atOwyhee, timeZone: "America/Los_Angeles" })).toEqual([
      "#1 Tillamook Bay: timeZone America/Los_Angeles is not the coordinates' zone, America/Boise",
    ]);
    expect(zoneProblems(atOwyhee)).toEqual([]);
  });

  it("refuses anything but an array", () => {
    expect(checkDataset({}).problems).toEqual(["The file must hold a JSON array of locations"]);
  });
});
