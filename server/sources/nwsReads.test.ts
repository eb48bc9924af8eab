import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sourceCache } from "#server/db/schema";
import {
  type FakeForecast,
  type FakeWeatherServer,
  startFakeWeatherServer,
} from "#tests/support/fakeWeatherServer";
import { createMemoryLogger, type MemoryLogger } from "#tests/support/memoryLogger";
import { createTestDatabase, type TestDatabase } from "#tests/support/testDatabase";
import { createNwsClient } from "./nws";
import { createNwsReads } from "./nwsReads";
import { backOffMs, createSourceCache } from "./sourceCache";
import { sourceUserAgent } from "./sourceFetch";

// Yaquina Bay, Newport, and a spot a few hundred metres away in the same 2.5 km grid cell.
const yaquinaBay = { latitude: 44.6268, longitude: -124.0535 };
const nearbySpot = { latitude: 44.6252, longitude: -124.059 };
const siletzBay = { latitude: 44.9212, longitude: -124.0176 };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const forecast: FakeForecast = {
  windSpeed: {
    uom: "wmoUnit:km_h-1",
    values: [
      { validTime: "2026-11-21T14:00:00+00:00/PT3H", value: 16.09344 },
      { validTime: "2026-11-21T17:00:00+00:00/P1DT6H", value: 32.18688 },
    ],
  },
  pressure: {
    uom: "wmoUnit:Pa",
    values: [
      { validTime: "2026-11-21T14:00:00+00:00/PT6H", value: 101_820 },
      { validTime: "2026-11-21T20:00:00+00:00/PT2H", value: null },
    ],
  },
};

let database: TestDatabase;
let server: FakeWeatherServer;
let logs: MemoryLogger;
let clock: Date;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

beforeEach(async () => {
  await database.handle.db.delete(sourceCache);
  server = await startFakeWeatherServer(forecast);
  logs = createMemoryLogger();
  clock = new Date("2026-11-21T15:00:00Z");
});

afterEach(async () => {
  await server.close();
});

type Options = { baseUrl?: string; timeoutMs?: number; userAgent?: string };

/** The NWS reads of one process: its own memory, the test's database as the shared copy. */
function source(options: Options = {}) {
  const cache = createSourceCache({ db: database.handle.db, logger: logs.logger, now: () => clock });
  const client = createNwsClient({
    baseUrl: options.baseUrl ?? server.url,
    userAgent: options.userAgent ?? "FishSpots (hello@fishspots.example)",
    timeoutMs: options.timeoutMs,
  });
  const reads = createNwsReads({ client, cache, logger: logs.logger });
  return { ...reads, readingAt: reads.weatherReadingAt };
}

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const unavailable = () => logs.withEvent("weather.unavailable");

describe("weatherReadingAt: readings", () => {
  it("reads the forecast wind (mph) and pressure (hPa) of the period holding the time", async () => {
    const weather = source();
    expect(await weather.readingAt(yaquinaBay, new Date("2026-11-21T15:30:00Z"))).toEqual({
      windSpeedMph: 10,
      pressureHpa: 1018.2,
    });
    expect(await weather.readingAt(yaquinaBay, new Date("2026-11-21T17:00:00Z"))).toEqual({
      windSpeedMph: 20,
      pressureHpa: 1018.2,
    });
    // A null value, and a time past the end of the pressure layer: that field alone is missing.
    expect(await weather.readingAt(yaquinaBay, new Date("2026-11-21T20:30:00Z"))).toEqual({
      windSpeedMph: 20,
      pressureHpa: null,
    });
    expect(await weather.readingAt(yaquinaBay, new Date("2026-11-22T10:00:00Z"))).toEqual({
      windSpeedMph: 20,
      pressureHpa: null,
    });
    expect(unavailable()).toEqual([]);
  });

  it("asks /points with 4 decimals, follows the grid URL it names, and names itself", async () => {
    const weather = source();
    await weather.readingAt({ latitude: 44.626849, longitude: -124.053512 }, clock);
    expect(server.requests.map((r) => r.path)).toEqual([
      "/points/44.6268,-124.0535",
      expect.stringMatching(/^\/gridpoints\/PQR\/\d+,\d+$/),
    ]);
    for (const { headers } of server.requests) {
      expect(headers["user-agent"]).toBe("FishSpots (hello@fishspots.example)");
      expect(headers.accept).toBe("application/geo+json");
    }
  });

  it("converts the units the grid names (knots, hectopascals)", async () => {
    server.setForecast({
      windSpeed: { uom: "wmoUnit:kt", values: [{ validTime: "2026-11-21T12:00:00+00:00/PT6H", value: 12 }] },
      pressure: {
        uom: "wmoUnit:hPa",
        values: [{ validTime: "2026-11-21T12:00:00+00:00/PT6H", value: 1004 }],
      },
    });
    expect(await source().readingAt(yaquinaBay, clock)).toEqual({ windSpeedMph: 13.8, pressureHpa: 1004 });
  });

  it("gives wind alone when the office leaves the pressure layer empty, as is common", async () => {
    server.setForecast({ windSpeed: forecast.windSpeed, pressure: { values: [] } });
    expect(await source().readingAt(yaquinaBay, clock)).toEqual({ windSpeedMph: 10, pressureHpa: null });
    expect(logs.lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it("answers null and logs a time outside the forecast", async () => {
    const weather = source();
    expect(await weather.readingAt(yaquinaBay, new Date("2026-11-21T13:00:00Z"))).toBeNull();
    expect(await weather.readingAt(yaquinaBay, new Date("2026-11-30T12:00:00Z"))).toBeNull();
    expect(unavailable()).toMatchObject([
      { level: 40, reason: "time outside the forecast", time: "2026-11-21T13:00:00.000Z" },
      { level: 40, reason: "time outside the forecast", time: "2026-11-30T12:00:00.000Z" },
    ]);
  });

  it("answers null for a place or time that cannot be asked about, without a request", async () => {
    const weather = source();
    expect(await weather.readingAt({ latitude: Number.NaN, longitude: -124 }, clock)).toBeNull();
    expect(await weather.readingAt(yaquinaBay, new Date("not a date"))).toBeNull();
    expect(server.requestCount()).toBe(0);
    expect(unavailable()).toHaveLength(2);
  });
});

describe("weatherReadingAt: the shared source cache", () => {
  it("reuses the grid and its forecast: a second reading asks nothing", async () => {
    const weather = source();
    await weather.readingAt(yaquinaBay, clock);
    await weather.readingAt(yaquinaBay, new Date("2026-11-21T18:00:00Z"));
    expect(server.requestCount("/points/")).toBe(1);
    expect(server.requestCount("/gridpoints/")).toBe(1);
  });

  it("shares one request among concurrent readings (many alerts at one place in one tick)", async () => {
    const weather = source();
    const readings = await Promise.all(
      Array.from({ length: 12 }, () => weather.readingAt(yaquinaBay, clock)),
    );
    expect(new Set(readings.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(server.requestCount("/points/")).toBe(1);
    expect(server.requestCount("/gridpoints/")).toBe(1);
  });

  it("asks each place's grid once, and one forecast serves every place in that grid", async () => {
    const weather = source();
    await Promise.all([
      weather.readingAt(yaquinaBay, clock),
      weather.readingAt(nearbySpot, clock),
      weather.readingAt(siletzBay, clock),
    ]);
    await weather.readingAt(nearbySpot, clock);
    expect(server.requestCount("/points/")).toBe(3);
    expect(server.requestCount("/gridpoints/")).toBe(2);
  });

  it("asks for the grid again after an hour, but not for the place's /points", async () => {
    const weather = source();
    await weather.readingAt(yaquinaBay, clock);
    advance(HOUR - 1);
    await weather.readingAt(yaquinaBay, clock);
    expect(server.requestCount("/gridpoints/")).toBe(1);
    advance(1);
    server.setForecast({
      windSpeed: {
        uom: "wmoUnit:km_h-1",
        values: [{ validTime: "2026-11-21T12:00:00+00:00/PT12H", value: 8.04672 }],
      },
    });
    expect(await weather.readingAt(yaquinaBay, clock)).toEqual({ windSpeedMph: 5, pressureHpa: null });
    expect(server.requestCount("/gridpoints/")).toBe(2);
    expect(server.requestCount("/points/")).toBe(1);
  });
});

describe("weatherReadingAt: failures give null and a log line, never a throw", () => {
  it("a service slower than timeoutMs", async () => {
    server.slowDown(2_000);
    expect(await source({ timeoutMs: 50 }).readingAt(yaquinaBay, clock)).toBeNull();
    expect(unavailable()).toMatchObject([
      { level: 40, reason: "timeout", key: "nws:points:44.6268,-124.0535" },
    ]);
  });

  it("a forecast slower than timeoutMs", async () => {
    server.slowDown(2_000, "gridpoints");
    expect(await source({ timeoutMs: 50 }).readingAt(yaquinaBay, clock)).toBeNull();
    expect(unavailable()).toMatchObject([
      { reason: "timeout", key: expect.stringContaining("/gridpoints/") },
    ]);
  });

  it("a 500 answer, logged once for all the readings that shared the request", async () => {
    server.failWith(500);
    const weather = source();
    const readings = await Promise.all([1, 2, 3].map(() => weather.readingAt(yaquinaBay, clock)));
    expect(readings).toEqual([null, null, null]);
    expect(server.requestCount()).toBe(1);
    expect(unavailable()).toMatchObject([{ level: 40, reason: "HTTP 500" }]);
  });

  it("a service that cannot be reached", async () => {
    const baseUrl = server.url;
    await server.close();
    expect(await source({ baseUrl }).readingAt(yaquinaBay, clock)).toBeNull();
    expect(unavailable()).toMatchObject([{ reason: expect.stringMatching(/^network error/) }]);
  });

  it.each([
    ["points", "{not json", "malformed JSON"],
    ["gridpoints", "<html>Service Unavailable</html>", "malformed JSON"],
    ["points", JSON.stringify({ properties: { forecastGridData: 42 } }), "unexpected points shape"],
    [
      "points",
      JSON.stringify({ properties: { forecastGridData: "file:///etc/passwd" } }),
      "unexpected points shape",
    ],
    [
      "gridpoints",
      JSON.stringify({ properties: { windSpeed: { values: 7 } } }),
      "unexpected gridpoint shape",
    ],
  ] as const)("a malformed %s answer: %s", async (route, body, reason) => {
    server.answerWith(body, route);
    expect(await source().readingAt(yaquinaBay, clock)).toBeNull();
    expect(unavailable()).toMatchObject([{ reason }]);
  });

  it("leaves a failing grid alone for the back-off instead of asking again at every reading", async () => {
    server.failWith(503, "gridpoints");
    const weather = source();
    expect(await weather.readingAt(yaquinaBay, clock)).toBeNull();
    server.heal();
    advance(backOffMs(1) - 1);
    expect(await weather.readingAt(yaquinaBay, clock)).toBeNull();
    // Another process honours the same back-off: it is in the row.
    expect(await source().readingAt(yaquinaBay, clock)).toBeNull();
    expect(server.requestCount("/gridpoints/")).toBe(1);
    expect(unavailable()).toHaveLength(1);
    advance(1);
    expect(await weather.readingAt(yaquinaBay, clock)).toEqual({ windSpeedMph: 10, pressureHpa: 1018.2 });
    expect(server.requestCount("/gridpoints/")).toBe(2);
    expect(server.requestCount("/points/")).toBe(1);
  });

  it("logs a layer it cannot use and keeps the rest", async () => {
    server.setForecast({
      ...forecast,
      windSpeed: { uom: "nwsUnit:beaufort", values: forecast.windSpeed?.values ?? [] },
    });
    expect(await source().readingAt(yaquinaBay, clock)).toEqual({ windSpeedMph: null, pressureHpa: 1018.2 });
    expect(logs.withEvent("weather.layer_unused")).toMatchObject([
      { level: 40, note: "windSpeed: unknown unit nwsUnit:beaufort" },
    ]);
  });
});

describe("one client, one cache for the forecast and the alert limits", () => {
  it("asks /points once for a place's 7-day forecast and its grid", async () => {
    const weather = source();
    expect(await weather.forecastReport(yaquinaBay.latitude, yaquinaBay.longitude)).toMatchObject({
      stale: false,
    });
    expect(await weather.readingAt(yaquinaBay, clock)).toEqual({ windSpeedMph: 10, pressureHpa: 1018.2 });
    expect(server.requests.map((r) => r.path)).toEqual([
      "/points/44.6268,-124.0535",
      expect.stringMatching(/^\/gridpoints\/PQR\/\d+,\d+\/forecast$/),
      expect.stringMatching(/^\/gridpoints\/PQR\/\d+,\d+$/),
    ]);
  });

  it("a process that never read the grid (a restarted worker) reads it from source_cache", async () => {
    await source().readingAt(yaquinaBay, clock);
    advance(10 * MINUTE);
    expect(await source().readingAt(yaquinaBay, clock)).toEqual({ windSpeedMph: 10, pressureHpa: 1018.2 });
    expect(server.requestCount()).toBe(2);
    const keys = (await database.handle.db.select().from(sourceCache)).map((row) => row.key).sort();
    expect(keys).toEqual([
      expect.stringMatching(/^nws:grid:http:.*\/gridpoints\/PQR\/\d+,\d+$/),
      "nws:points:44.6268,-124.0535",
    ]);
  });

  it("while NWS is down, reads the grid kept from before, marked stale, and leaves NWS alone", async () => {
    const weather = source();
    await weather.readingAt(yaquinaBay, clock);
    advance(2 * HOUR);
    server.failWith(500);
    expect(await weather.readingAt(yaquinaBay, clock)).toEqual({ windSpeedMph: 20, pressureHpa: 1018.2 });
    expect(await source().gridForecast(yaquinaBay.latitude, yaquinaBay.longitude)).toMatchObject({
      stale: true,
      fetchedAt: new Date("2026-11-21T15:00:00Z"),
    });
    expect(server.requestCount("/gridpoints/")).toBe(2);
    expect(unavailable()).toMatchObject([{ reason: "HTTP 500", key: expect.stringContaining("nws:grid:") }]);
    // Past the kept forecast's end the limits are not applied, as without a forecast.
    expect(await weather.readingAt(yaquinaBay, new Date("2026-11-23T12:00:00Z"))).toBeNull();
  });

  it("names the site and its contact address in the User-Agent", async () => {
    const userAgent = sourceUserAgent({
      publicUrl: "https://fishspots.test",
      contactEmail: "team@fishspots.example",
    });
    await source({ baseUrl: `${server.url}/`, userAgent }).readingAt(yaquinaBay, clock);
    expect(server.requests[0]?.headers["user-agent"]).toBe(
      "FishSpots (https://fishspots.test, team@fishspots.example)",
    );
  });
});
