import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAP_ANSWER_MAX_ITEMS, type MapBox, viewBox, WORLD_BOX } from "../../core/mapBox";
import { MAX_ZOOM } from "../../core/maps";
import { generateLocations, insertLocations, OREGON_BOX } from "../../tests/support/bulkLocations";
import { makeLocation } from "../../tests/support/factories";
import { createMemoryLogger } from "../../tests/support/memoryLogger";
import { createTestDatabase, type TestDatabase } from "../../tests/support/testDatabase";
import { createDataChanges } from "../dataChanges";
import type { Database } from "../db/client.server";
import { createLogger } from "../logger";
import { onLocationsChanged } from "./locationChanges";
import { upsertLocations } from "./locations";
import { createMapIndex, type MapAnswer } from "./mapClusters";

// Decision 021: the map's clusters are made on the server, per state, from an index kept in
// memory; one answer never carries more than MAP_ANSWER_MAX_ITEMS markers.

const items = (answer: MapAnswer) => answer.clusters.length + answer.locations.length;
const represented = (answer: MapAnswer) =>
  answer.clusters.reduce((sum, c) => sum + c.count, 0) + answer.locations.length;

// One database for the file; each test starts without locations.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());
const withoutLocations = () =>
  database.handle.db.execute(sql`truncate fishing_locations restart identity cascade`);

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

  it("leaves off locations whose text coordinates are not numbers (spec 3)", async () => {
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

describe("after the locations change", () => {
  beforeEach(withoutLocations);
  const tillamook = makeLocation({ name: "Tillamook Bay", latitude: "45.54", longitude: "-123.91" });
  const nestucca = makeLocation({ name: "Nestucca Bay", latitude: "45.16", longitude: "-123.96" });
  const names = (answer: MapAnswer) => answer.locations.map((l) => l.name);
  // Zoom 12: the bays, tens of kilometres apart, each have a pin of their own.
  const everything = { bbox: OREGON_BOX, zoom: 12 };

  it("answers from memory until invalidated, then reads the locations again", async () => {
    await upsertLocations(database.handle.db, { records: [tillamook] });
    const index = createMapIndex(database.handle.db);
    expect(names(await index.findMapItems(everything))).toEqual(["Tillamook Bay"]);
    await insertLocations(database.handle.db, [
      {
        name: "Siletz Bay",
        state: "Oregon",
        region: "Central Coast",
        latitude: "44.92",
        longitude: "-124.02",
      },
    ]);
    expect(names(await index.findMapItems(everything))).toEqual(["Tillamook Bay"]);
    index.invalidate();
    expect(names(await index.findMapItems(everything))).toEqual(["Siletz Bay", "Tillamook Bay"]);
  });

  it("is told by every location write made through the services' writers", async () => {
    const index = createMapIndex(database.handle.db);
    const stop = onLocationsChanged(database.handle.db, index.invalidate);
    expect(names(await index.findMapItems(everything))).toEqual([]);
    await upsertLocations(database.handle.db, { records: [tillamook, nestucca] });
    expect(names(await index.findMapItems(everything))).toEqual(["Nestucca Bay", "Tillamook Bay"]);
    await upsertLocations(database.handle.db, {
      records: [{ ...nestucca, name: "Nestucca Bay", region: "Central Coast" }],
    });
    expect(
      (await index.findMapItems(everything)).locations.find((l) => l.name === "Nestucca Bay")?.region,
    ).toBe("Central Coast");
    stop();
  });
});

describe("building the index", () => {
  beforeEach(withoutLocations);
  const tillamook = makeLocation({ name: "Tillamook Bay", latitude: "45.54", longitude: "-123.91" });
  const siletz = {
    name: "Siletz Bay",
    state: "Oregon",
    region: "Central Coast",
    latitude: "44.92",
    longitude: "-124.02",
  };
  const nestucca = { ...siletz, name: "Nestucca Bay", latitude: "45.16", longitude: "-123.96" };
  const names = (answer: MapAnswer) => answer.locations.map((l) => l.name);
  const everything = { bbox: OREGON_BOX, zoom: 12 };
  const silent = createLogger("silent");

  /** The database, with every `select` failing while `broken` says so. */
  function flaky(db: Database) {
    const state = { broken: true };
    const wrapped = new Proxy(db, {
      get(target, property) {
        if (property === "select" && state.broken)
          return () => {
            throw new Error("the disk is on fire");
          };
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    return { db: wrapped, state };
  }

  it("builds before the first answer when asked to, and the answers then need no build", async () => {
    await upsertLocations(database.handle.db, { records: [tillamook] });
    const index = createMapIndex(database.handle.db);
    expect(index.stats()).toEqual({ builds: 0, failedBuilds: 0, ready: false });
    await index.build();
    expect(index.stats()).toEqual({ builds: 1, failedBuilds: 0, ready: true });
    expect(names(await index.findMapItems(everything))).toEqual(["Tillamook Bay"]);
    await index.build();
    expect(index.stats().builds).toBe(1);
  });

  it("reads the locations a page at a time, every page", async () => {
    await upsertLocations(database.handle.db, { records: [tillamook] });
    await insertLocations(database.handle.db, [siletz, nestucca]);
    const index = createMapIndex(database.handle.db, { pageRows: 2 });
    expect(names(await index.findMapItems(everything))).toEqual([
      "Nestucca Bay",
      "Siletz Bay",
      "Tillamook Bay",
    ]);
  });

  it("runs one build at a time: answers wait for it, and changes meanwhile cost one more build, not one each", async () => {
    await upsertLocations(database.handle.db, { records: [tillamook] });
    const index = createMapIndex(database.handle.db);
    const during = [index.findMapItems(everything), index.findMapItems(everything)];
    index.invalidate();
    index.invalidate();
    index.invalidate();
    const after = index.findMapItems(everything);
    for (const answer of [...during, after]) expect(names(await answer)).toEqual(["Tillamook Bay"]);
    expect(index.stats()).toEqual({ builds: 2, failedBuilds: 0, ready: true });
  });

  it("rebuilds at once after a change, before anyone asks", async () => {
    await upsertLocations(database.handle.db, { records: [tillamook] });
    const index = createMapIndex(database.handle.db);
    await index.build();
    await insertLocations(database.handle.db, [siletz]);
    index.invalidate();
    await expect.poll(() => index.stats()).toEqual({ builds: 2, failedBuilds: 0, ready: true });
    expect(names(await index.findMapItems(everything))).toEqual(["Siletz Bay", "Tillamook Bay"]);
    expect(index.stats().builds).toBe(2);
  });

  it("logs a failed build, fails only the answers waiting for it, and tries again on the next", async () => {
    await upsertLocations(database.handle.db, { records: [tillamook] });
    const { logger, withEvent } = createMemoryLogger();
    const { db, state } = flaky(database.handle.db);
    const index = createMapIndex(db, { logger });
    // A build in the background never rejects: the failure is logged.
    await expect(index.build()).resolves.toBeUndefined();
    expect(withEvent("map_index.build_failed")).toEqual([
      expect.objectContaining({
        level: 50,
        err: expect.objectContaining({ message: "the disk is on fire" }),
      }),
    ]);
    await expect(index.findMapItems(everything)).rejects.toThrow("the disk is on fire");
    state.broken = false;
    expect(names(await index.findMapItems(everything))).toEqual(["Tillamook Bay"]);
    expect(index.stats()).toEqual({ builds: 1, failedBuilds: 2, ready: true });
    expect(withEvent("map_index.built")).toEqual([expect.objectContaining({ locations: 1 })]);
  });

  it("after closing, builds no more and its build in progress fails quietly", async () => {
    const { logger, withEvent } = createMemoryLogger();
    const index = createMapIndex(database.handle.db, { logger, pageRows: 1 });
    await insertLocations(database.handle.db, [siletz, nestucca]);
    const building = index.build();
    await index.close();
    await building;
    index.invalidate();
    await expect(index.findMapItems(everything)).rejects.toThrow("the map index is closed");
    expect(withEvent("map_index.build_failed")).toEqual([]);
    expect(index.stats()).toEqual({ builds: 0, failedBuilds: 0, ready: false });
  });

  it("follows the data changes: a write that may touch locations drops it, others do not", async () => {
    await upsertLocations(database.handle.db, { records: [tillamook] });
    const changes = createDataChanges({ logger: silent });
    const index = createMapIndex(database.handle.db, { changes });
    await index.build();
    // Written behind its back: only a change it hears of shows it.
    await insertLocations(database.handle.db, [siletz]);
    await changes.announce("reviews");
    changes.receive("another-process", "alerts");
    changes.receive("another-process", "suggestions");
    expect(index.stats()).toEqual({ builds: 1, failedBuilds: 0, ready: true });
    expect(names(await index.findMapItems(everything))).toEqual(["Tillamook Bay"]);

    changes.receive("another-process", "locations");
    expect(names(await index.findMapItems(everything))).toEqual(["Siletz Bay", "Tillamook Bay"]);

    // A writer that does not say what it changed (an operator tool) may have changed locations.
    await insertLocations(database.handle.db, [nestucca]);
    changes.receive("operator-tool");
    expect(names(await index.findMapItems(everything))).toEqual([
      "Nestucca Bay",
      "Siletz Bay",
      "Tillamook Bay",
    ]);

    await index.close();
    changes.receive("another-process", "locations");
    expect(index.stats()).toEqual({ builds: 3, failedBuilds: 0, ready: true });
  });

  it("while the feed is down, answers from memory and rebuilds once a period; rebuilds when it is back", async () => {
    await upsertLocations(database.handle.db, { records: [tillamook] });
    let clock = 0;
    const changes = createDataChanges({ logger: silent });
    const index = createMapIndex(database.handle.db, { changes, now: () => clock, unheardRefreshMs: 60_000 });
    await index.build();
    // While every write is heard, age alone never rebuilds.
    clock += 600_000;
    await index.findMapItems(everything);
    expect(index.stats().builds).toBe(1);

    changes.setReliable(false);
    await insertLocations(database.handle.db, [siletz]);
    expect(names(await index.findMapItems(everything))).toEqual(["Tillamook Bay"]);
    clock += 59_999;
    expect(names(await index.findMapItems(everything))).toEqual(["Tillamook Bay"]);
    expect(index.stats().builds).toBe(1);
    clock += 1;
    // The stale answer still goes out at once; the fresh one follows in the background.
    expect(names(await index.findMapItems(everything))).toEqual(["Tillamook Bay"]);
    await expect
      .poll(async () => names(await index.findMapItems(everything)))
      .toEqual(["Siletz Bay", "Tillamook Bay"]);
    expect(index.stats().builds).toBe(2);

    await insertLocations(database.handle.db, [nestucca]);
    changes.setReliable(true);
    expect(names(await index.findMapItems(everything))).toEqual([
      "Nestucca Bay",
      "Siletz Bay",
      "Tillamook Bay",
    ]);
    expect(index.stats().builds).toBe(3);
  });

  it("while the feed is down and the database too, tries again once a period, not on every answer", async () => {
    await upsertLocations(database.handle.db, { records: [tillamook] });
    let clock = 0;
    const changes = createDataChanges({ logger: silent });
    const { db, state } = flaky(database.handle.db);
    state.broken = false;
    const index = createMapIndex(db, { changes, now: () => clock, unheardRefreshMs: 60_000 });
    await index.build();
    changes.setReliable(false);
    state.broken = true;
    clock += 60_000;
    for (let i = 0; i < 5; i++)
      expect(names(await index.findMapItems(everything))).toEqual(["Tillamook Bay"]);
    await expect.poll(() => index.stats().failedBuilds).toBe(1);
    for (let i = 0; i < 5; i++) await index.findMapItems(everything);
    expect(index.stats()).toEqual({ builds: 1, failedBuilds: 1, ready: true });
    clock += 60_000;
    await index.findMapItems(everything);
    await expect.poll(() => index.stats().failedBuilds).toBe(2);
  });
});
