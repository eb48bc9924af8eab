import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoastTidesAnswer } from "#core/coastTides";
import { TIDE_PROVENANCE } from "#core/tidePredictions";
import { makeLocation } from "#tests/support/factories";
import { createTestDatabase, type TestDatabase } from "#tests/support/testDatabase";
import { upsertLocations } from "../locations";
import { getCoastTides } from "./coastTides";
import { createTideCache } from "./tides";

// Fixed dates only: nothing here depends on today.
let database: TestDatabase;
let answer: CoastTidesAnswer;
const cache = createTideCache();

beforeAll(async () => {
  database = await createTestDatabase();
  await upsertLocations(database.handle.db, {
    records: [
      makeLocation({
        name: "Tillamook Bay",
        tideInfo: "Crab at slack.",
        latitude: "45.51",
        longitude: "-123.90",
      }),
      makeLocation({
        name: "Tillamook Bay - Garibaldi Pier",
        tideInfo: "Pier crabbing.",
        latitude: "45.555",
        longitude: "-123.915",
      }),
      makeLocation({ name: "Netarts Bay", tideInfo: "Clams.", latitude: "45.43", longitude: "-123.943" }),
      makeLocation({
        name: "Miami River",
        tideInfo: "Tidewater.",
        latitude: "45.563",
        longitude: "-123.889",
      }),
      // Near Garibaldi but without tide info, or with coordinates that cannot be read: never linked.
      makeLocation({ name: "Cape Meares Lake", tideInfo: null, latitude: "45.548", longitude: "-123.95" }),
      makeLocation({ name: "Kilchis Point", tideInfo: "Tidal.", latitude: "north", longitude: "-123.9" }),
      makeLocation({ name: "Yaquina Bay", tideInfo: "Crab.", latitude: "44.624", longitude: "-124.045" }),
      makeLocation({ name: "Alsea Bay", tideInfo: "Crab.", latitude: "44.427", longitude: "-124.05" }),
      makeLocation({
        name: "Detroit Lake",
        tideInfo: "Not tidal.",
        latitude: "44.709",
        longitude: "-122.17",
      }),
    ],
  });
  answer = await getCoastTides(database.handle.db, { cache, days: 2, today: "2026-11-22" });
});
afterAll(() => database.drop());

describe("getCoastTides", () => {
  it("covers each station of the name table once, north to south", () => {
    expect(answer.stations.map((s) => s.station.id)).toEqual([
      "9439040",
      "9437540",
      "9435380",
      "9434132",
      "9431011",
    ]);
    expect(answer.stations.map((s) => s.station.name)).toEqual([
      "Astoria (Tongue Point)",
      "Garibaldi",
      "Southbeach",
      "Siuslaw River Entrance",
      "Gold Beach",
    ]);
    expect(answer.stations.find((s) => s.station.id === "9434132")?.station.type).toBe("subordinate");
    expect(answer).toMatchObject({ datum: "MLLW", units: "feet", provenance: TIDE_PROVENANCE });
  });

  it("gives each station the days asked for, with highs, lows, sunrise and sunset on Oregon clocks", () => {
    for (const { days } of answer.stations) {
      expect(days.map((d) => d.date)).toEqual(["2026-11-22", "2026-11-23"]);
      for (const day of days) {
        expect(day.extremes.length).toBeGreaterThanOrEqual(3);
        expect(day.extremes.every((e) => e.time.startsWith(day.date) && e.time.endsWith("-08:00"))).toBe(
          true,
        );
        expect(day.sunrise).toMatch(new RegExp(`^${day.date}T07:`));
        expect(day.sunset).toMatch(new RegExp(`^${day.date}T16:`));
      }
    }
  });

  it("marks minus tides: lows below 0.0 ft MLLW, as around the full moon of 2026-11-24", () => {
    const all = answer.stations.flatMap((s) => s.days.flatMap((d) => d.extremes));
    expect(all.some((e) => e.minus)).toBe(true);
    for (const e of all) expect(e.minus).toBe(e.type === "low" && e.height < 0);
  });

  it("links tidal locations near each station: the name table's first, then the nearest", () => {
    const nearby = (id: string) =>
      answer.stations.find((s) => s.station.id === id)?.nearby.map((n) => n.name);
    expect(nearby("9437540")).toEqual(["Tillamook Bay - Garibaldi Pier", "Tillamook Bay", "Miami River"]);
    expect(nearby("9435380")).toEqual(["Alsea Bay", "Yaquina Bay"]);
    expect(nearby("9439040")).toEqual([]);
  });

  it("serves later pages from the shared tide cache", async () => {
    const cached = cache.size;
    expect(cached).toBe(5 * 2);
    await getCoastTides(database.handle.db, { cache, days: 1, today: "2026-11-22" });
    expect(cache.size).toBe(cached);
  });
});

describe("getCoastTides on another coast", () => {
  it("reads the Gulf's stations on the state's own clock, Central time, and says so", async () => {
    const gulf = await getCoastTides(database.handle.db, {
      cache,
      days: 1,
      today: "2026-11-22",
      state: "Louisiana",
    });
    expect(gulf.timeZone).toBe("America/Chicago");
    expect(gulf.stations.length).toBeGreaterThan(0);
    for (const { days } of gulf.stations) {
      expect(days.map((d) => d.date)).toEqual(["2026-11-22"]);
      for (const day of days) {
        for (const e of day.extremes)
          expect(e.time.startsWith("2026-11-22") && e.time.endsWith("-06:00")).toBe(true);
        expect(day.sunrise?.endsWith("-06:00")).toBe(true);
      }
    }
  });

  it("keeps Pacific time for Oregon", () => {
    expect(answer.timeZone).toBe("America/Los_Angeles");
  });
});
