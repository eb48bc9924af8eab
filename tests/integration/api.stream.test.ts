import { once } from "node:events";
import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NEVER_STORED } from "#core/cachePolicy";
import { apiRouter, apiRoutes } from "#server/http/api";
import { errorMapper } from "#server/http/errors";
import { LIST_PAGE_SIZE, type Location, type PagedList } from "#server/services/locations/locations";
import { generateLocations, insertLocations } from "../support/bulkLocations";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;
const GENERATED = 2 * LIST_PAGE_SIZE + 500;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.handle.db;
  await insertLocations(db, generateLocations(GENERATED));
  // Names where core's comparison and SQL's lower(name) disagree, so the order is core's.
  await db.execute(sql`
    insert into fishing_locations (name, description, state, region, fish_types, best_seasons,
      accessibility, permits, latitude, longitude)
    select n, 'A generated fishing location.', 'Oregon', 'North Coast', array['trout'], 'Apr-Jun',
      'Road access.', 'Oregon angling license.', '45.1', '-123.1'
    from unnest(array['Éel Creek', 'Generated-Water', 'generated water', 'Zed''s Pond', 'Élk Lake']) as n`);
  await db.execute(sql`
    insert into location_ratings (location_id, review_count, rating_sum)
    select id, 1 + id % 3, (1 + id % 3) * (1 + id % 5) - id % 2 from fishing_locations`);
  server.services.invalidateMapIndex();
  server.responseCache.clear();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function fetchRaw(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

describe("unbounded lists longer than a page are streamed", () => {
  it("GET /api/locations writes the very bytes of the whole answer, not kept and without an ETag", async () => {
    const expected = JSON.stringify(await server.services.findLocations({}));
    expect(JSON.parse(expected).length).toBeGreaterThan(GENERATED);
    const res = await fetchRaw("/api/locations", { "accept-encoding": "identity" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe(NEVER_STORED);
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    expect(res.body).toBe(expected);
  });

  it("keeps the state filter and an offset without a limit", async () => {
    const expected = JSON.stringify(await server.services.findLocations({ state: "oregon", offset: 7 }));
    const res = await fetchRaw("/api/locations?state=oregon&offset=7");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.body).toBe(expected);
  });

  it("compresses the stream as any other answer", async () => {
    const expected = JSON.stringify(await server.services.findLocations({}));
    const res = await fetchRaw("/api/locations", { "accept-encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.body).toBe(expected);
  });

  it("GET /api/locations/fish/all and a fish type in season order", async () => {
    for (const fishType of ["all", "trout"]) {
      const expected = JSON.stringify(await server.services.findLocationsByFishType({ fishType }));
      const res = await fetchRaw(`/api/locations/fish/${fishType}`);
      expect(res.headers.get("etag")).toBeNull();
      expect(res.body).toBe(expected);
    }
  });

  it("GET /api/locations.geojson writes the whole FeatureCollection", async () => {
    const expected = JSON.stringify(await server.services.locationsGeoJson({}));
    const res = await fetchRaw("/api/locations.geojson");
    expect(res.headers.get("content-type")).toBe("application/geo+json; charset=utf-8");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.body).toBe(expected);
  });

  it("GET /api/locations/ratings/all writes every rated location", async () => {
    const expected = JSON.stringify(await server.services.listAverageRatings());
    expect(JSON.parse(expected).length).toBeGreaterThan(2 * LIST_PAGE_SIZE);
    const res = await fetchRaw("/api/locations/ratings/all");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.body).toBe(expected);
  });

  it("answers with a limit, and short lists, whole and cached as before", async () => {
    const paged = await fetchRaw("/api/locations?limit=40&offset=1000");
    expect(paged.headers.get("etag")).not.toBeNull();
    expect(paged.body).toBe(JSON.stringify(await server.services.findLocations({ limit: 40, offset: 1000 })));
    const short = await fetchRaw("/api/locations/fish/salmon");
    expect(short.headers.get("etag")).not.toBeNull();
    expect(short.body).toBe(
      JSON.stringify(await server.services.findLocationsByFishType({ fishType: "salmon" })),
    );
  });
});

/**
 * A reader whose pages after the first wait for `open`. It counts the pages it gave, and
 * whether its length was checked: the streamer takes its turn only after that check.
 */
function heldPages(list: PagedList<Location>) {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const counts = { checked: false, pagesRead: 0, stopped: false };
  const held: PagedList<Location> = {
    async fitsOnePage() {
      const fits = await list.fitsOnePage();
      counts.checked = true;
      return fits;
    },
    async *pages() {
      try {
        for await (const page of list.pages()) {
          if (counts.pagesRead > 0) await opened;
          counts.pagesRead++;
          yield page;
        }
      } finally {
        counts.stopped = true;
      }
    },
  };
  return { held, open, counts };
}

describe("how many are streamed at once", () => {
  it("queues a few and refuses more with 503 and Retry-After", async () => {
    const real = server.services.locationPages;
    const gates: (() => void)[] = [];
    const checks: { checked: boolean }[] = [];
    const spy = vi.spyOn(server.services, "locationPages").mockImplementation((options) => {
      const { held, open, counts } = heldPages(real(options));
      gates.push(open);
      checks.push(counts);
      return held;
    });
    // Different URLs: the response cache would make the same one wait for the first.
    const running = Array.from({ length: 10 }, (_, i) => fetchRaw(`/api/locations?offset=${i}`));
    try {
      // All ten past their length check, so all ten hold or wait for a turn: on a slow
      // database the eleventh could otherwise take a place before one of them.
      await vi.waitFor(() => expect(checks.filter((c) => c.checked)).toHaveLength(10), { timeout: 30_000 });
      const refused = await fetchRaw("/api/locations?offset=10");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(JSON.parse(refused.body).message).toMatch(/Too many full lists/);
      for (const open of gates) open();
      const answers = await Promise.all(running);
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers[3]?.body).toBe(JSON.stringify(await server.services.findLocations({ offset: 3 })));
    } finally {
      // Even after a failed expectation: no held list may keep its place from the tests after.
      for (const open of gates) open();
      await Promise.allSettled(running);
      spy.mockRestore();
    }
  }, 60_000);
});

describe("a client that leaves", () => {
  let app: Server;
  let serverSawClose: Promise<void>;

  beforeAll(async () => {
    const web = express();
    web.use((_req, res, next) => {
      serverSawClose = new Promise((resolve) => res.once("close", () => resolve()));
      next();
    });
    web.use("/api", apiRouter(apiRoutes(server.services), { bodyLimit: "100kb" }));
    web.use(errorMapper(pino({ level: "silent" })));
    app = createServer(web).listen(0, "127.0.0.1");
    await once(app, "listening");
  });

  afterAll(() => {
    app?.close();
  });

  function firstChunkThenLeave(path: string): Promise<void> {
    const { port } = app.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const req = get({ host: "127.0.0.1", port, path }, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", (error) => {
        if (!req.destroyed) reject(error);
      });
    });
  }

  it("stops the reading", async () => {
    const real = server.services.locationPages;
    let counts = { pagesRead: 0, stopped: false };
    let open = () => {};
    const spy = vi.spyOn(server.services, "locationPages").mockImplementation((options) => {
      const held = heldPages(real(options));
      counts = held.counts;
      open = held.open;
      return held.held;
    });
    try {
      await firstChunkThenLeave("/api/locations");
      await serverSawClose;
      open();
      await vi.waitFor(() => expect(counts.stopped).toBe(true), { timeout: 10_000 });
      // The page the reader was waiting on when the client left, and no more.
      expect(counts.pagesRead).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe("a database failure after the first byte", () => {
  it("cuts the connection instead of ending the JSON", async () => {
    const spy = vi.spyOn(server.services, "locationPages").mockImplementation((options) => {
      const list: PagedList<Location> = {
        fitsOnePage: async () => false,
        async *pages() {
          yield (await server.services.findLocations({ ...options, limit: 10 })) as Location[];
          throw new Error("connection terminated unexpectedly");
        },
      };
      return list;
    });
    try {
      const failed = fetch(`${server.url}/api/locations?offset=2`).then((res) => res.text());
      await expect(failed).rejects.toThrow();
    } finally {
      spy.mockRestore();
    }
  });

  it("before the first byte answers as before", async () => {
    const spy = vi.spyOn(server.services, "locationPages").mockImplementation(() => ({
      fitsOnePage: async () => false,
      // biome-ignore lint/correctness/useYield: fails before any page
      async *pages() {
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      },
    }));
    try {
      const res = await fetchRaw("/api/locations?offset=3");
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body).message).toMatch(/temporarily unavailable/);
    } finally {
      spy.mockRestore();
    }
  });
});
