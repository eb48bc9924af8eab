import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataChanges } from "#server/dataChanges";
import { followDataChanges, notifyDataChanged } from "#server/db/changeFeed.server";
import type { DatabaseHandle } from "#server/db/client.server";
import { upsertLocations } from "#server/services/locations/locations";
import { makeLocation, makeReview } from "../support/factories";
import { createMemoryLogger } from "../support/memoryLogger";
import { createTestDatabase, postgresAdminUrl } from "../support/testDatabase";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 018: several web processes serve one database, each with its own cache of rendered
// answers. A write through one reaches the others through the database's change feed
// (LISTEN/NOTIFY). Under `npm run test:pg` the two instances have pools and listening
// connections of their own on one PostgreSQL; on the embedded database they share its one
// connection, and the notifications travel through it the same way.

const where = postgresAdminUrl ? "on one PostgreSQL" : "on one embedded database";

/** Polls until `check` holds; the change feed delivers soon, but a busy machine may be slow. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`two app instances ${where}`, () => {
  let first: TestServer;
  let second: TestServer;
  let page: string;
  let locationId: number;
  let otherId: number;

  beforeAll(async () => {
    first = await startTestServer({
      pages: true,
      env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
      locations: [
        makeLocation({ name: "Yaquina Bay", featured: true }),
        // Another state's spot, off the Oregon map the map tests below read.
        makeLocation({ name: "Willapa Bay", state: "Washington", latitude: "46.66", longitude: "-123.93" }),
      ],
    });
    second = await startTestServer({ pages: true, sameDatabaseAs: first });
    const locations = await first.services.findLocations({});
    locationId = locations.find((l) => l.name === "Yaquina Bay")?.id ?? 0;
    otherId = locations.find((l) => l.name === "Willapa Bay")?.id ?? 0;
    page = `/locations/${locationId}?tab=reviews`;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("see a write through one through the other, though the other had the page cached", async () => {
    const cachedPage = (await second.fetchText(page)).body;
    const cachedList = (await second.fetchText(`/api/locations/${locationId}/reviews`)).body;
    expect((await second.fetchText(page)).body).toBe(cachedPage);
    expect(cachedPage).not.toContain("Rockfish off the north jetty");

    const posted = await first.fetchJson(`/api/locations/${locationId}/reviews`, {
      method: "POST",
      body: JSON.stringify(makeReview({ reviewText: "Rockfish off the north jetty" })),
    });
    expect(posted.status).toBe(201);

    await eventually(async () =>
      (await second.fetchText(page)).body.includes("Rockfish off the north jetty"),
    );
    const list = (await second.fetchText(`/api/locations/${locationId}/reviews`)).body;
    expect(list).not.toBe(cachedList);
    expect(list).toContain("Rockfish off the north jetty");
  });

  it("keep another spot's page through a review written through the other instance", async () => {
    const otherPage = `/locations/${otherId}?tab=reviews`;
    const kept = (await second.fetchText(otherPage)).body;
    await second.fetchText(page);
    const posted = await first.fetchJson(`/api/locations/${locationId}/reviews`, {
      method: "POST",
      body: JSON.stringify(makeReview({ reviewText: "Herring jigs at the bridge" })),
    });
    expect(posted.status).toBe(201);
    // Once the second has heard of the review (its page of the written spot shows it) ...
    await eventually(async () => (await second.fetchText(page)).body.includes("Herring jigs at the bridge"));
    // ... its page of the other spot is still the one it kept, not rendered again.
    const misses = second.responseCache.stats().misses;
    expect((await second.fetchText(otherPage)).body).toBe(kept);
    expect(second.responseCache.stats().misses).toBe(misses);
  });

  // Decision 021: each keeps a map index of its own, built from the locations.
  const mapQuery = "/api/map?bbox=-124.6,41.9,-116.4,46.3&zoom=12&state=Oregon";
  const mapNames = async (server: TestServer) =>
    ((await server.fetchJson(mapQuery)).body.locations as { name: string }[]).map((l) => l.name);

  it("see a location written through one on the other's map at once, not after a periodic check", async () => {
    expect(await mapNames(second)).toEqual(["Yaquina Bay"]);
    await upsertLocations(first.database.handle.db, {
      records: [makeLocation({ name: "Alsea Bay", latitude: "44.42", longitude: "-124.06" })],
    });
    // The change feed delivers in milliseconds; the old check ran every 30 seconds.
    await eventually(async () => (await mapNames(second)).includes("Alsea Bay"), 10_000);
    expect(await mapNames(first)).toEqual(["Alsea Bay", "Yaquina Bay"]);
  });

  it("rebuild neither map index for a review, though both hear of it", async () => {
    await Promise.all([mapNames(first), mapNames(second)]);
    const before = [first.services.mapIndexStats(), second.services.mapIndexStats()];
    expect((await second.fetchText(page)).body).not.toContain("Perch under the bridge");
    const posted = await first.fetchJson(`/api/locations/${locationId}/reviews`, {
      method: "POST",
      body: JSON.stringify(makeReview({ reviewText: "Perch under the bridge" })),
    });
    expect(posted.status).toBe(201);
    // The second has heard of it: its rendered page shows the review.
    await eventually(async () => (await second.fetchText(page)).body.includes("Perch under the bridge"));
    await Promise.all([mapNames(first), mapNames(second)]);
    expect([first.services.mapIndexStats(), second.services.mapIndexStats()]).toEqual(before);
  });
});

/** The embedded database's feed cannot be cut from outside: this cuts it as a lost connection would. */
function withCuttableFeed(handle: DatabaseHandle) {
  let cut: () => void = () => {};
  const database: Pick<DatabaseHandle, "listen" | "notify"> = {
    notify: handle.notify,
    async listen(channel, onNotification) {
      const listener = await handle.listen(channel, onNotification);
      const lost = new Promise<Error>((resolve) => {
        cut = () => {
          void listener.close();
          resolve(new Error("cut by the test"));
        };
      });
      return { lost: Promise.race([listener.lost, lost]), close: listener.close };
    },
  };
  return { database, cut: () => cut() };
}

describe(`the change feed ${where}`, () => {
  it("when its connection is lost, caches keep nothing (and it says so), then it listens again", async () => {
    const testDatabase = await createTestDatabase();
    const { logger, withEvent } = createMemoryLogger();
    const changes = createDataChanges({ logger });
    const cuttable = withCuttableFeed(testDatabase.handle);
    const feed = followDataChanges({
      database: postgresAdminUrl ? testDatabase.handle : cuttable.database,
      changes,
      logger,
    });
    try {
      await feed.started;
      expect(changes.reliable).toBe(true);
      const reliability: boolean[] = [];
      changes.onChange(() => reliability.push(changes.reliable));

      if (postgresAdminUrl) {
        await testDatabase.handle.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
        );
      } else {
        cuttable.cut();
      }

      await eventually(() => reliability.includes(false) && changes.reliable);
      expect(reliability.indexOf(false)).toBeLessThan(reliability.lastIndexOf(true));
      expect(withEvent("data_changes.lost")).toHaveLength(1);

      // Listening again: another process's write is heard.
      let heard = 0;
      changes.onChange(() => heard++);
      await notifyDataChanged(testDatabase.handle.db, "another-process");
      await eventually(() => heard > 0);
    } finally {
      await feed.stop();
      await testDatabase.drop();
    }
  });
});
