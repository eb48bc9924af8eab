import { beforeEach, describe, expect, it } from "vitest";
import { createDataChanges } from "#server/dataChanges";
import type { Database } from "#server/db/client.server";
import { createLogger } from "#server/logger";
import { insertLocations, OREGON_BOX } from "#tests/support/bulkLocations";
import { makeLocation } from "#tests/support/factories";
import { databaseForFile } from "#tests/support/fileDatabase";
import { createMemoryLogger } from "#tests/support/memoryLogger";
import { onLocationsChanged } from "./locationChanges";
import { upsertLocations } from "./locations";
import { createMapIndex, type MapAnswer } from "./mapClusters";

// Decision 021: the map's cluster index is kept in memory and built in the background. This
// file checks when it is built, dropped and built again: on invalidation, after location
// writes and data changes, after a failed build, while the change feed is down, and once
// closed. What an answer holds is in mapClusters.test.ts.

// One database for the file; each test starts without locations.
const database = databaseForFile();
const { withoutLocations } = database;

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
    await expect
      .poll(() => index.stats(), { timeout: 10_000 })
      .toEqual({ builds: 2, failedBuilds: 0, ready: true });
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
      .poll(async () => names(await index.findMapItems(everything)), { timeout: 10_000 })
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
    await expect.poll(() => index.stats().failedBuilds, { timeout: 10_000 }).toBe(1);
    for (let i = 0; i < 5; i++) await index.findMapItems(everything);
    expect(index.stats()).toEqual({ builds: 1, failedBuilds: 1, ready: true });
    clock += 60_000;
    await index.findMapItems(everything);
    await expect.poll(() => index.stats().failedBuilds, { timeout: 10_000 }).toBe(2);
  });
});
