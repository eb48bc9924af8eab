import { sql } from "drizzle-orm";
import Supercluster from "supercluster";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAP_ANSWER_MAX_ITEMS, type MapBox, viewBox, WORLD_BOX } from "#core/mapBox";
import { MAX_ZOOM } from "#core/maps";
import { generateLocations, insertLocations, OREGON_BOX } from "#tests/support/bulkLocations";
import { makeLocation } from "#tests/support/factories";
import { databaseForFile } from "#tests/support/fileDatabase";
import { createTestDatabase, type TestDatabase } from "#tests/support/testDatabase";
import { upsertLocations } from "./locations";
import { createMapIndex, type MapAnswer } from "./mapClusters";

// Decision 021: the map's clusters are made on the server, per state, from an index kept in
// memory; one answer never carries more than MAP_ANSWER_MAX_ITEMS markers. This file checks
// what an answer holds; when the index is built and dropped is in mapClustersLifecycle.test.ts.

const items = (answer: MapAnswer) => answer.clusters.length + answer.locations.length;
const represented = (answer: MapAnswer) =>
  answer.clusters.reduce((sum, c) => sum + c.count, 0) + answer.locations.length;

// One database for the file; each test starts without locations.
const database = databaseForFile();
const { withoutLocations } = database;

describe("an answer for a box and a zoom", () => {
  beforeEach(async () => {
    await withoutLocations();
    await upsertLocations(database.handle.db, {
      records: [
        makeLocation({
          name: "Tillamook Bay",
          region: "North Coast",
          latitude: "45.5400",
          longitude: "-123.9100",
        }),
        makeLocation({
          name: "Nehalem Bay",
          region: "North Coast",
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
          latitude: "45.7000",
          longitude: "-121.5000",
        }),
      ],
    });
  });

  it("groups nearby locations into clusters and sends the rest as locations, with what a pin needs", async () => {
    const index = createMapIndex(database.handle.db);
    const answer = await index.findMapItems({ bbox: OREGON_BOX, zoom: 7, state: "Oregon" });
    expect(answer).toEqual({
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
    // The cluster sits between its two bays.
    const [cluster] = answer.clusters;
    expect(cluster?.latitude).toBeGreaterThan(45.54);
    expect(cluster?.latitude).toBeLessThan(45.69);
  });

  it("splits a cluster at its expansion zoom, and lists single locations by name", async () => {
    const index = createMapIndex(database.handle.db);
    const answer = await index.findMapItems({ bbox: OREGON_BOX, zoom: 9, state: "Oregon" });
    expect(answer.clusters).toEqual([]);
    expect(answer.locations.map((l) => l.name)).toEqual(["Detroit Lake", "Nehalem Bay", "Tillamook Bay"]);
  });

  it("answers only for the box", async () => {
    const index = createMapIndex(database.handle.db);
    const northCoast = { west: -124.2, south: 45.3, east: -123.6, north: 45.9 };
    const answer = await index.findMapItems({ bbox: northCoast, zoom: 12, state: "Oregon" });
    expect(answer.locations.map((l) => l.name)).toEqual(["Nehalem Bay", "Tillamook Bay"]);
    expect(answer.total).toBe(2);
  });

  it("keeps to the state asked for, whatever its case; without one, every state", async () => {
    const index = createMapIndex(database.handle.db);
    expect((await index.findMapItems({ bbox: WORLD_BOX, zoom: 0, state: "oregon" })).total).toBe(3);
    expect((await index.findMapItems({ bbox: WORLD_BOX, zoom: 0, state: "Washington" })).total).toBe(1);
    expect((await index.findMapItems({ bbox: WORLD_BOX, zoom: 0 })).total).toBe(4);
    expect(await index.findMapItems({ bbox: WORLD_BOX, zoom: 0, state: "Atlantis" })).toEqual({
      total: 0,
      clusters: [],
      locations: [],
    });
  });

  it("leaves off locations whose text coordinates are not numbers", async () => {
    await database.handle.db.execute(sql`
      insert into fishing_locations (name, description, region, fish_types, best_seasons, accessibility,
        permits, latitude, longitude)
      values ('No Latitude', 'Coordinates missing.', 'North Coast', array['trout'], 'Apr-Jun', 'Road.',
        'License.', '', '-123.9'),
        ('Worded Longitude', 'Coordinates in words.', 'North Coast', array['trout'], 'Apr-Jun', 'Road.',
        'License.', '45.5', 'west')`);
    const index = createMapIndex(database.handle.db);
    const answer = await index.findMapItems({ bbox: OREGON_BOX, zoom: 12, state: "Oregon" });
    expect(answer.total).toBe(3);
    expect(answer.locations.map((l) => l.name)).toEqual(["Detroit Lake", "Nehalem Bay", "Tillamook Bay"]);
  });

  it("refuses a box turned upside down and zoom levels the map does not have", async () => {
    const index = createMapIndex(database.handle.db);
    const upsideDown = { west: -124, south: 46, east: -116, north: 42 };
    await expect(index.findMapItems({ bbox: upsideDown, zoom: 7 })).rejects.toThrow(
      "bbox south must not be greater than north",
    );
    await expect(index.findMapItems({ bbox: OREGON_BOX, zoom: MAX_ZOOM + 1 })).rejects.toThrow(
      "zoom must be a whole number from 0 to 18",
    );
    await expect(index.findMapItems({ bbox: OREGON_BOX, zoom: 7.5 })).rejects.toThrow("zoom must be");
    await expect(index.findMapItems({ bbox: { ...OREGON_BOX, west: -181 }, zoom: 7 })).rejects.toThrow(
      "bbox west must be from -180 to 180",
    );
  });
});

describe("a map of one fish type", () => {
  beforeEach(async () => {
    await withoutLocations();
    await upsertLocations(database.handle.db, {
      records: [
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
          fishTypes: ["kokanee", "rainbow_trout"],
          latitude: "44.7200",
          longitude: "-122.1700",
        }),
        makeLocation({
          name: "Columbia Gorge Spot",
          state: "Washington",
          fishTypes: ["chinook_salmon"],
          latitude: "45.7000",
          longitude: "-121.5000",
        }),
      ],
    });
  });
  const names = (answer: MapAnswer) => answer.locations.map((l) => l.name);

  it("counts only the locations with that fish type, in the state and in every state", async () => {
    const index = createMapIndex(database.handle.db);
    const oregon = await index.findMapItems({
      bbox: OREGON_BOX,
      zoom: 12,
      state: "Oregon",
      fish: "chinook_salmon",
    });
    expect(oregon.total).toBe(2);
    expect(names(oregon)).toEqual(["Nehalem Bay", "Tillamook Bay"]);
    const kokanee = await index.findMapItems({
      bbox: OREGON_BOX,
      zoom: 12,
      state: "Oregon",
      fish: "kokanee",
    });
    expect(names(kokanee)).toEqual(["Detroit Lake"]);
    expect((await index.findMapItems({ bbox: WORLD_BOX, zoom: 0, fish: "chinook_salmon" })).total).toBe(3);
    expect(
      (await index.findMapItems({ bbox: WORLD_BOX, zoom: 0, state: "Washington", fish: "crab" })).total,
    ).toBe(0);
  });

  it("clusters them like the map of every location, and the answer carries no fish types", async () => {
    const index = createMapIndex(database.handle.db);
    const answer = await index.findMapItems({
      bbox: OREGON_BOX,
      zoom: 7,
      state: "Oregon",
      fish: "chinook_salmon",
    });
    expect(answer).toEqual({
      total: 2,
      clusters: [{ latitude: expect.any(Number), longitude: expect.any(Number), count: 2, expansionZoom: 9 }],
      locations: [],
    });
    const crab = await index.findMapItems({ bbox: OREGON_BOX, zoom: 7, state: "Oregon", fish: "crab" });
    expect(crab.locations).toEqual([
      {
        id: expect.any(Number),
        name: "Tillamook Bay",
        region: "North Coast",
        latitude: 45.54,
        longitude: -123.91,
      },
    ]);
  });

  it("answers nothing for a fish type no location has", async () => {
    const index = createMapIndex(database.handle.db);
    expect(await index.findMapItems({ bbox: WORLD_BOX, zoom: 0, fish: "zebra_fish" })).toEqual({
      total: 0,
      clusters: [],
      locations: [],
    });
    expect(
      (await index.findMapItems({ bbox: WORLD_BOX, zoom: 0, state: "Atlantis", fish: "crab" })).total,
    ).toBe(0);
  });

  it("makes a state and fish's index on the first answer and keeps it; a fish no location has keeps none", async () => {
    const index = createMapIndex(database.handle.db);
    await index.build();
    const load = vi.spyOn(Supercluster.prototype, "load");
    try {
      const view = { bbox: OREGON_BOX, zoom: 9, state: "Oregon", fish: "chinook_salmon" };
      await index.findMapItems(view);
      expect(load).toHaveBeenCalledTimes(1);
      // Its points are the state's located objects with that fish type, nothing else.
      expect(load.mock.calls[0]?.[0].map((point) => point.properties)).toEqual([
        expect.objectContaining({ name: "Tillamook Bay" }),
        expect.objectContaining({ name: "Nehalem Bay" }),
      ]);
      await index.findMapItems(view);
      await index.findMapItems({ ...view, state: "oregon" });
      await index.findMapItems({ ...view, fish: "zebra_fish" });
      expect(load).toHaveBeenCalledTimes(1);
      await index.findMapItems({ ...view, fish: "crab" });
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      load.mockRestore();
    }
  });

  it("is dropped with the rest of the index when the locations change", async () => {
    const index = createMapIndex(database.handle.db);
    const view = { bbox: OREGON_BOX, zoom: 12, state: "Oregon", fish: "chinook_salmon" };
    expect(names(await index.findMapItems(view))).toEqual(["Nehalem Bay", "Tillamook Bay"]);
    await upsertLocations(database.handle.db, {
      records: [
        makeLocation({
          name: "Siletz Bay",
          region: "Central Coast",
          fishTypes: ["chinook_salmon", "coho_salmon"],
          latitude: "44.92",
          longitude: "-124.02",
        }),
      ],
    });
    index.invalidate();
    expect(names(await index.findMapItems(view))).toEqual(["Nehalem Bay", "Siletz Bay", "Tillamook Bay"]);
  });

  it("refuses a value that is not shaped like a fish type", async () => {
    const index = createMapIndex(database.handle.db);
    for (const fish of ["Chinook Salmon", "chinook-salmon", "", "_salmon", "x".repeat(61)]) {
      await expect(index.findMapItems({ bbox: OREGON_BOX, zoom: 7, fish }), fish).rejects.toThrow(
        "fish must be lower-case words joined by underscores, such as chinook_salmon",
      );
    }
  });
});

describe("a box across the antimeridian", () => {
  beforeEach(withoutLocations);
  it("holds the locations on both sides of it, and a box the other way round holds neither", async () => {
    await upsertLocations(database.handle.db, {
      records: [
        makeLocation({ name: "East of the Line", state: "Hawaii", latitude: "-16.5", longitude: "179.5" }),
        makeLocation({ name: "West of the Line", state: "Hawaii", latitude: "-16.6", longitude: "-179.5" }),
      ],
    });
    const index = createMapIndex(database.handle.db);
    const across = await index.findMapItems({
      bbox: { west: 179, south: -17, east: -179, north: -16 },
      zoom: MAX_ZOOM,
    });
    expect(across.locations.map((l) => l.name)).toEqual(["East of the Line", "West of the Line"]);
    const between = await index.findMapItems({
      bbox: { west: -179, south: -17, east: 179, north: -16 },
      zoom: 10,
    });
    expect(between.total).toBe(0);
  });
});

describe("with 5,000 generated locations", () => {
  let shared: TestDatabase;
  let index: ReturnType<typeof createMapIndex>;
  beforeAll(async () => {
    shared = await createTestDatabase();
    await insertLocations(shared.handle.db, generateLocations(5_000));
    index = createMapIndex(shared.handle.db);
  });
  afterAll(() => shared.drop());

  it(`never carries more than ${MAP_ANSWER_MAX_ITEMS} markers, and they stand for every location of Oregon`, async () => {
    for (let zoom = 0; zoom <= MAX_ZOOM; zoom++) {
      for (const bbox of [OREGON_BOX, WORLD_BOX]) {
        const answer = await index.findMapItems({ bbox, zoom, state: "Oregon" });
        expect(items(answer), `zoom ${zoom}`).toBeLessThanOrEqual(MAP_ANSWER_MAX_ITEMS);
        expect(answer.total, `zoom ${zoom}`).toBe(5_000);
        expect(represented(answer)).toBe(answer.total);
      }
    }
  });

  it("keeps a desktop map's view well under the cap at every zoom", async () => {
    for (let zoom = 5; zoom <= MAX_ZOOM; zoom++) {
      const bbox = viewBox([44, -120.5], zoom, { width: 1280, height: 600 });
      const answer = await index.findMapItems({ bbox, zoom, state: "Oregon" });
      expect(items(answer), `zoom ${zoom}`).toBeLessThanOrEqual(150);
    }
  });

  it("opens every cluster at least one zoom level further in, even one clustered coarser to fit", async () => {
    for (const zoom of [7, 12, MAX_ZOOM - 1]) {
      const answer = await index.findMapItems({ bbox: OREGON_BOX, zoom, state: "Oregon" });
      for (const cluster of answer.clusters) {
        expect(cluster.expansionZoom).toBeGreaterThan(zoom);
        expect(cluster.expansionZoom).toBeLessThanOrEqual(MAX_ZOOM);
      }
    }
  });

  it("splits a cluster into smaller ones or locations at its expansion zoom", async () => {
    const answer = await index.findMapItems({ bbox: OREGON_BOX, zoom: 9, state: "Oregon" });
    const cluster = answer.clusters.find((c) => c.count < 10);
    if (!cluster) throw new Error("expected a small cluster at zoom 9");
    const around: MapBox = viewBox([cluster.latitude, cluster.longitude], cluster.expansionZoom, {
      width: 400,
      height: 400,
    });
    const inside = await index.findMapItems({ bbox: around, zoom: cluster.expansionZoom, state: "Oregon" });
    expect(inside.clusters.every((c) => c.count < cluster.count)).toBe(true);
    expect(items(inside)).toBeGreaterThan(1);
  });
});
