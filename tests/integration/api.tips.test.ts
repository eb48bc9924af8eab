// GET /api/locations/{id}/tips (docs/product.md "Fishing tips tab"): the tips of a tidal spot with
// its next high and low, of a gauged river with the flow now from a local fake of the USGS Water
// Data API, and with that source down; the errors of the other location routes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation, makeTidalLocation } from "../support/factories";
import {
  droppingRiver,
  type FakeWaterDataServer,
  startFakeWaterDataServer,
} from "../support/fakeWaterDataServer";
import { fixClock, releaseClock } from "../support/fixedClock";
import { startTestServer, type TestServer } from "../support/testServer";

const WILSON = "USGS-14301500";
const DOWN = "USGS-14302480";
let water: FakeWaterDataServer;
let server: TestServer;
const ids: Record<string, number> = {};

type Species = {
  fishType: string;
  inSeason: boolean;
  method: string;
  where: string;
  when: { tide?: string; flow?: string; timeOfDay: string };
  conditionsNow?: { tide?: { nextHigh: unknown; nextLow: unknown }; flow?: Record<string, unknown> };
};

beforeAll(async () => {
  // The month in season and the next tides are today's: the clock is fixed at noon in Oregon on
  // 2027-01-09, a January day.
  fixClock("2027-01-09T20:00:00Z");
  water = await startFakeWaterDataServer({
    gauges: { [WILSON]: droppingRiver(() => Date.now()) },
    failingSites: [DOWN],
  });
  server = await startTestServer({
    env: { WATER_DATA_URL: water.url },
    locations: [
      makeTidalLocation({ fishTypes: ["crab", "salmon"], bestSeasons: "Year-round" }),
      makeLocation({
        name: "Wilson River - Mills Bridge",
        latitude: "45.4780",
        longitude: "-123.8440",
        fishTypes: ["steelhead", "salmon"],
        usgsSite: WILSON,
      }),
      makeLocation({
        name: "Trask River - Loren's Drift",
        latitude: "45.4330",
        longitude: "-123.7500",
        fishTypes: ["steelhead"],
        usgsSite: DOWN,
      }),
    ],
  });
  const list = (await server.fetchJson("/api/locations")).body as { id: number; name: string }[];
  for (const l of list) ids[l.name] = l.id;
});

afterAll(async () => {
  await server.close();
  await water.close();
  releaseClock();
});

const tipsOf = async (name: string) => {
  const answer = await server.fetchJson(`/api/locations/${ids[name]}/tips`);
  return { ...answer, species: answer.body.species as Species[] };
};

describe("GET /api/locations/{id}/tips", () => {
  it("tells a tidal spot's fish how and where, in season this month at the spot, with today's next high and low", async () => {
    const { status, body, species } = await tipsOf("Tillamook Bay");
    expect(status).toBe(200);
    expect(body.month).toBe("January");
    expect(body.note).toBeUndefined();
    expect(species.map((s) => s.fishType)).toEqual(["crab", "salmon"]);
    for (const fish of species) {
      expect(fish.inSeason).toBe(true);
      expect(fish.method.length).toBeGreaterThan(40);
      expect(fish.where.length).toBeGreaterThan(40);
      expect(fish.when.timeOfDay.length).toBeGreaterThan(40);
      expect(fish.when.tide).toMatch(/Next (high|low)( tomorrow)? at \d{1,2}:\d{2} [AP]M \(-?\d+\.\d ft\)/);
      expect(fish.when.tide).toMatch(/Pacific time\.$/);
      const tide = fish.conditionsNow?.tide as { nextHigh: { time: string }; nextLow: { time: string } };
      expect(Date.parse(tide.nextHigh.time)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(tide.nextLow.time)).toBeGreaterThan(Date.now() - 60_000);
      expect(fish.when.flow).toBeUndefined();
    }
  });

  it("tells a gauged river's flow now, its trend and what it means for each fish", async () => {
    const { status, species } = await tipsOf("Wilson River - Mills Bridge");
    expect(status).toBe(200);
    expect(species.map((s) => s.fishType)).toEqual(["steelhead", "salmon"]);
    for (const fish of species) {
      expect(fish.conditionsNow?.flow).toMatchObject({
        available: true,
        label: "Flow",
        unit: "ft³/s",
        trend: "dropping after a rise",
        stale: false,
      });
      // The reading, then the tip's own text for falling water.
      expect(fish.when.flow).toMatch(
        /^Flow now: [\d,]+ ft³\/s at \d{1,2}:\d{2} [AP]M, dropping after a rise over the last 24 hours\. \S/,
      );
      expect(fish.when.tide).toBeUndefined();
    }
    expect(species[0]?.when.flow).not.toBe(species[1]?.when.flow);
  });

  it("says the river readings are unavailable when the gauge's source is down, and still answers", async () => {
    const { status, species } = await tipsOf("Trask River - Loren's Drift");
    expect(status).toBe(200);
    expect(species[0]?.when.flow).toBe("River readings are unavailable right now.");
    expect(species[0]?.conditionsNow?.flow).toEqual({
      available: false,
      message: "River readings are unavailable right now.",
    });
    expect(species[0]?.method.length).toBeGreaterThan(40);
  });

  it("answers 404 for an unknown spot and 400 for a bad id", async () => {
    const unknown = await server.fetchJson("/api/locations/999999/tips");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "Location not found" });
    const bad = await server.fetchJson("/api/locations/abc/tips");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.any(String));
  });
});
