import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAP_ANSWER_MAX_ITEMS } from "#core/mapBox";
import { notifyDataChanged } from "#server/db/changeFeed.server";
import { upsertLocations } from "#server/services/locations/locations";
import { generateLocations, insertLocations } from "../support/bulkLocations";
import { makeLocation, makeReview } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// GET /api/map (decision 021): what the map page's viewport shows, clustered on the server.

let server: TestServer;
const OREGON = "-124.6,41.9,-116.4,46.3";
const FISH_MESSAGE = "fish must be lower-case words joined by underscores, such as chinook_salmon";

beforeAll(async () => {
  server = await startTestServer({
    locations: [
      makeLocation({
        name: "Tillamook Bay",
        region: "North Coast",
        fishTypes: ["chinook_salmon", "crab"],
        latitude: "45.5400",
        longitude: "-123.9100",
      }),
      makeLocation({
        name: "Nehalem Bay",
        region: "North Coast",
        fishTypes: ["chinook_salmon"],
        latitude: "45.6900",
        longitude: "-123.9300",
      }),
      makeLocation({
        name: "Detroit Lake",
        region: "Willamette Valley",
        latitude: "44.7200",
        longitude: "-122.1700",
      }),
      makeLocation({
        name: "Columbia Gorge Spot",
        state: "Washington",
        fishTypes: ["chinook_salmon", "steelhead"],
        latitude: "45.7",
        longitude: "-121.5",
      }),
    ],
  });
});
afterAll(() => server.close());

describe("GET /api/map", () => {
  it("answers the box's clusters and single locations at the zoom, for the state", async () => {
    const res = await server.fetchJson(`/api/map?bbox=${OREGON}&zoom=7&state=Oregon`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body).toEqual({
      total: 3,
      clusters: [{ latitude: expect.any(Number), longitude: expect.any(Number), count: 2, expansionZoom: 9 }],
      locations: [
        {
          id: expect.any(Number),
          name: "Detroit Lake",
          region: "Willamette Valley",
          latitude: 44.72,
          longitude: -122.17,
        },
      ],
    });
  });

  it("sends single locations once zoomed in to the cluster's expansion zoom", async () => {
    const res = await server.fetchJson(`/api/map?bbox=${OREGON}&zoom=9&state=Oregon`);
    expect(res.body.clusters).toEqual([]);
    expect(res.body.locations.map((l: { name: string }) => l.name)).toEqual([
      "Detroit Lake",
      "Nehalem Bay",
      "Tillamook Bay",
    ]);
  });

  it("without a state, answers for every state", async () => {
    const res = await server.fetchJson("/api/map?bbox=-180,-90,180,90&zoom=0");
    expect(res.body.total).toBe(4);
  });

  it("with a fish type, counts only the locations that have it", async () => {
    const names = (body: { locations: { name: string }[] }) => body.locations.map((l) => l.name);
    const chinook = await server.fetchJson(`/api/map?bbox=${OREGON}&zoom=9&state=Oregon&fish=chinook_salmon`);
    expect(chinook.status).toBe(200);
    expect(chinook.body).toEqual({
      total: 2,
      clusters: [],
      locations: [
        expect.objectContaining({ name: "Nehalem Bay", region: "North Coast" }),
        expect.objectContaining({ name: "Tillamook Bay", region: "North Coast" }),
      ],
    });
    // A marker's location carries what a pin needs, not its fish types.
    expect(Object.keys(chinook.body.locations[0]).sort()).toEqual([
      "id",
      "latitude",
      "longitude",
      "name",
      "region",
    ]);
    const clustered = await server.fetchJson(
      `/api/map?bbox=${OREGON}&zoom=7&state=Oregon&fish=chinook_salmon`,
    );
    expect(clustered.body.total).toBe(2);
    expect(clustered.body.clusters).toEqual([expect.objectContaining({ count: 2 })]);
    const crab = await server.fetchJson(`/api/map?bbox=${OREGON}&zoom=9&state=Oregon&fish=crab`);
    expect(names(crab.body)).toEqual(["Tillamook Bay"]);
    const everywhere = await server.fetchJson("/api/map?bbox=-180,-90,180,90&zoom=0&fish=chinook_salmon");
    expect(everywhere.body.total).toBe(3);
    const steelhead = await server.fetchJson(`/api/map?bbox=${OREGON}&zoom=9&state=Oregon&fish=steelhead`);
    expect(steelhead.body.total).toBe(0);
  });

  it("answers an empty map for a well-formed fish type no location has", async () => {
    const res = await server.fetchJson("/api/map?bbox=-180,-90,180,90&zoom=0&fish=zebra_fish");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 0, clusters: [], locations: [] });
  });

  it.each([
    ["no bbox", "zoom=7", "bbox must be four numbers: west,south,east,north"],
    ["three numbers", "bbox=-124,42,-116&zoom=7", "bbox must be four numbers: west,south,east,north"],
    ["words", "bbox=west,south,east,north&zoom=7", "bbox must be four numbers: west,south,east,north"],
    ["two boxes", `bbox=${OREGON}&bbox=${OREGON}&zoom=7`, "bbox must be four numbers: west,south,east,north"],
    ["a longitude past 180", "bbox=-124,42,181,46&zoom=7", "bbox east must be from -180 to 180"],
    ["south above north", "bbox=-124,46,-116,42&zoom=7", "bbox south must not be greater than north"],
    ["no zoom", `bbox=${OREGON}`, "zoom must be a whole number from 0 to 18"],
    ["zoom 19", `bbox=${OREGON}&zoom=19`, "zoom must be a whole number from 0 to 18"],
    ["a fractional zoom", `bbox=${OREGON}&zoom=7.5`, "zoom must be a whole number from 0 to 18"],
    ["a state name too long", `bbox=${OREGON}&zoom=7&state=${"x".repeat(41)}`, undefined],
    ["a fish type by its display name", `bbox=${OREGON}&zoom=7&fish=Chinook%20Salmon`, FISH_MESSAGE],
    ["a fish type with a hyphen", `bbox=${OREGON}&zoom=7&fish=chinook-salmon`, FISH_MESSAGE],
    ["an empty fish type", `bbox=${OREGON}&zoom=7&fish=`, FISH_MESSAGE],
    ["a fish type too long", `bbox=${OREGON}&zoom=7&fish=${"x".repeat(61)}`, FISH_MESSAGE],
    ["two fish types", `bbox=${OREGON}&zoom=7&fish=crab&fish=shad`, FISH_MESSAGE],
  ])("answers 400 with a message for %s", async (_what, query, message) => {
    const res = await server.fetchJson(`/api/map?${query}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe("string");
    if (message) expect(res.body.message).toBe(message);
  });

  it("never answers 5xx to arbitrary bbox, zoom, state and fish values", async () => {
    const number = fc.oneof(
      fc.double({ noNaN: false }).map(String),
      fc.integer({ min: -400, max: 400 }).map(String),
      fc.string({ maxLength: 8 }),
    );
    const bbox = fc.oneof(
      fc.array(number, { maxLength: 6 }).map((parts) => parts.join(",")),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(
        bbox,
        fc.oneof(number, fc.constant("7")),
        fc.string({ maxLength: 50 }),
        fc.oneof(fc.string({ maxLength: 70 }), fc.constant("chinook_salmon")),
        async (b, z, s, f) => {
          const query = new URLSearchParams({ bbox: b, zoom: z, state: s, fish: f });
          const res = await fetch(`${server.url}/api/map?${query}`);
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get("content-type")).toContain("json");
          await res.arrayBuffer();
        },
      ),
      { numRuns: 200 },
    );
  });

  it("shows a location written through the services on the next answer", async () => {
    await upsertLocations(server.database.handle.db, {
      records: [
        makeLocation({
          name: "Siletz Bay",
          region: "Central Coast",
          latitude: "44.92",
          longitude: "-124.02",
        }),
      ],
    });
    const res = await server.fetchJson(`/api/map?bbox=${OREGON}&zoom=12&state=Oregon`);
    expect(res.body.locations.map((l: { name: string }) => l.name)).toContain("Siletz Bay");
  });

  it("is in the OpenAPI document with its query parameters", async () => {
    const { body } = await server.fetchJson("/api/openapi.json");
    const map = body.paths["/api/map"].get;
    expect(map.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "bbox", in: "query", required: true }),
        expect.objectContaining({ name: "zoom", in: "query", required: true }),
        expect.objectContaining({ name: "state", in: "query", required: false }),
        expect.objectContaining({ name: "fish", in: "query", required: false }),
      ]),
    );
    expect(Object.keys(map.responses)).toEqual(["200", "304", "400", "500", "503"]);
  });
});

describe("the map index behind GET /api/map", () => {
  const names = (body: { locations: { name: string }[] }) => body.locations.map((l) => l.name);

  it("is built at start-up, so the first request finds it ready", async () => {
    const fresh = await startTestServer({ locations: [makeLocation({ name: "Yaquina Bay" })] });
    try {
      await expect
        .poll(() => fresh.services.mapIndexStats(), { timeout: 15_000 })
        .toEqual({
          builds: 1,
          failedBuilds: 0,
          ready: true,
        });
      const res = await fresh.fetchJson(`/api/map?bbox=${OREGON}&zoom=12&state=Oregon`);
      expect(names(res.body)).toEqual(["Yaquina Bay"]);
      expect(fresh.services.mapIndexStats().builds).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("is not rebuilt by a review, which changes no location", async () => {
    await server.fetchJson(`/api/map?bbox=${OREGON}&zoom=8&state=Oregon`);
    const before = server.services.mapIndexStats();
    expect(before.ready).toBe(true);
    const [location] = await server.services.findLocations({});
    const posted = await server.fetchJson(`/api/locations/${location?.id}/reviews`, {
      method: "POST",
      body: JSON.stringify(makeReview()),
    });
    expect(posted.status).toBe(201);
    const res = await server.fetchJson(`/api/map?bbox=${OREGON}&zoom=8&state=Oregon`);
    expect(res.status).toBe(200);
    expect(server.services.mapIndexStats()).toEqual(before);
  });

  it("is rebuilt on a change notice that does not say what changed, as the operator tools send", async () => {
    // The north coast at a zoom where each bay has a pin of its own.
    const query = "/api/map?bbox=-124.2,45.3,-123.6,45.9&zoom=12&state=Oregon";
    expect(names((await server.fetchJson(query)).body)).toEqual(["Nehalem Bay", "Tillamook Bay"]);
    // Another process (`npm run locations import`) writes, then notifies without a topic.
    await insertLocations(server.database.handle.db, [
      {
        name: "Netarts Bay",
        state: "Oregon",
        region: "North Coast",
        latitude: "45.43",
        longitude: "-123.94",
      },
    ]);
    await notifyDataChanged(server.database.handle.db, "operator-tool");
    await expect
      .poll(async () => names((await server.fetchJson(query)).body), { timeout: 10_000 })
      .toEqual(["Nehalem Bay", "Netarts Bay", "Tillamook Bay"]);
  });

  it("answers a failed build with an error, and the next request after the fault builds again", async () => {
    const query = `/api/map?bbox=${OREGON}&zoom=11&state=Oregon`;
    const select = vi.spyOn(server.database.handle.db, "select").mockImplementation(() => {
      throw new Error("the disk is on fire");
    });
    try {
      server.services.invalidateMapIndex();
      const failed = await server.fetchJson(query);
      expect(failed.status).toBe(500);
      expect(typeof failed.body.message).toBe("string");
      expect(server.services.mapIndexStats().ready).toBe(false);
    } finally {
      select.mockRestore();
    }
    const res = await server.fetchJson(query);
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(server.services.mapIndexStats().ready).toBe(true);
  });
});

describe("GET /api/map with a few thousand locations", () => {
  beforeAll(async () => {
    await insertLocations(server.database.handle.db, generateLocations(3_000));
    server.services.invalidateMapIndex();
    // Written behind the services' back, as an operator import would be: drop what was kept.
    server.responseCache.clear();
  });

  it(`never carries more than ${MAP_ANSWER_MAX_ITEMS} markers, whatever the box and zoom`, async () => {
    for (const query of [
      `bbox=${OREGON}&zoom=7&state=Oregon`,
      `bbox=${OREGON}&zoom=12&state=Oregon`,
      `bbox=${OREGON}&zoom=18&state=Oregon`,
      "bbox=-180,-90,180,90&zoom=18",
    ]) {
      const res = await server.fetchJson(`/api/map?${query}`);
      expect(res.status).toBe(200);
      const items = res.body.clusters.length + res.body.locations.length;
      expect(items, query).toBeGreaterThan(0);
      expect(items, query).toBeLessThanOrEqual(MAP_ANSWER_MAX_ITEMS);
      expect(res.body.total, query).toBeGreaterThanOrEqual(3_000);
    }
  });
});
