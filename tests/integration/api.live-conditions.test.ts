// GET /api/locations/{id}/water, /forecast and /outlook against local fakes of the USGS Water Data
// and NWS APIs: every answer's shape, the outage paths (down, slow, malformed, 500, empty), stale
// serving and back-off, and what the sources are told about us (User-Agent, X-Api-Key).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OUTLOOK_RATINGS } from "#core/outlook";
import { sourceCache } from "#server/db/schema";
import { makeLocation } from "../support/factories";
import {
  droppingRiver,
  type FakeWaterDataServer,
  startFakeWaterDataServer,
} from "../support/fakeWaterDataServer";
import { type FakeWeatherServer, startFakeWeatherServer } from "../support/fakeWeatherServer";
import { startTestServer, type TestServer } from "../support/testServer";

const WILSON = "USGS-14301500";
let water: FakeWaterDataServer;
let weather: FakeWeatherServer;
let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  water = await startFakeWaterDataServer({ gauges: { [WILSON]: droppingRiver(() => Date.now()) } });
  weather = await startFakeWeatherServer();
  server = await startTestServer({
    env: { WATER_DATA_URL: water.url, WEATHER_URL: weather.url, USGS_API_KEY: "test-key" },
    locations: [
      makeLocation({ name: "Wilson River", latitude: "45.4780", longitude: "-123.8440", usgsSite: WILSON }),
      makeLocation({
        name: "Netarts Bay",
        latitude: "45.4320",
        longitude: "-123.9440",
        tideInfo: "Dig clams on minus tides.",
      }),
    ],
  });
  const list = (await server.fetchJson("/api/locations")).body as { id: number; name: string }[];
  for (const l of list) ids[l.name] = l.id;
});

afterAll(async () => {
  await server.close();
  await water.close();
  await weather.close();
});

/** As after a restart with the kept answers aged: the next read must ask the source again. */
async function ageKeptAnswers(minutes: number) {
  await server.database.handle.db.update(sourceCache).set({
    fetchedAt: sql`${sourceCache.fetchedAt} - make_interval(mins => ${minutes})`,
    failedAt: null,
    failures: 0,
  });
  server.services.liveConditions.clearMemory();
}

async function forgetKeptAnswers() {
  await server.database.handle.db.delete(sourceCache);
  server.services.liveConditions.clearMemory();
  server.responseCache.clear();
}

beforeEach(async () => {
  water.heal();
  weather.heal();
  await forgetKeptAnswers();
});

describe("GET /api/locations/{id}/water", () => {
  it("answers the gauge's latest readings, as numbers, and the week's flow by the hour", async () => {
    const { status, body, headers } = await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/application\/json/);
    expect(body.site).toEqual({ id: WILSON, name: "Wilson River near Tillamook, OR" });
    expect(body.readings.map((r: { parameterCode: string }) => r.parameterCode)).toEqual([
      "00060",
      "00065",
      "00010",
    ]);
    for (const reading of body.readings) {
      expect(reading).toEqual({
        parameterCode: expect.any(String),
        label: expect.any(String),
        value: expect.any(Number),
        unit: expect.any(String),
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    }
    // 8.5 °C at the gauge is 47.3 °F on the page.
    expect(body.readings[2]).toMatchObject({ label: "Water temperature", value: 47.3, unit: "°F" });
    expect(body.readings[0]).toMatchObject({ label: "Flow", unit: "ft³/s" });
    const [flow] = body.series;
    expect(flow.parameterCode).toBe("00060");
    expect(flow.points.length).toBeGreaterThanOrEqual(160);
    expect(flow.points.length).toBeLessThanOrEqual(169);
    expect(Math.max(...flow.points.map((p: { value: number }) => p.value))).toBeGreaterThan(3000);
    expect(body.stale).toBe(false);
    expect(Date.now() - Date.parse(body.fetchedAt)).toBeLessThan(60_000);
    expect(body.source).toEqual({
      name: "USGS Water Data",
      url: "https://waterdata.usgs.gov/monitoring-location/USGS-14301500/",
    });
  });

  it("asks with the site and parameter filters, names us in the User-Agent and sends the API key", async () => {
    water.requests.length = 0;
    await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    const week = water.requests.find((r) => r.path === "/collections/continuous/items");
    expect(week?.query.get("monitoring_location_id")).toBe(WILSON);
    expect(week?.query.get("parameter_code")).toBe("00060");
    expect(week?.query.get("time")).toBe("P7D");
    for (const request of water.requests) {
      expect(request.headers["user-agent"]).toBe(
        "FishSpots (https://fishspots.test, hello@fishspots.example)",
      );
      expect(request.headers["x-api-key"]).toBe("test-key");
    }
  });

  it("shares one answer among visitors for 15 minutes", async () => {
    await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    const asked = water.requestCount("/collections/latest-continuous");
    server.responseCache.clear();
    await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    expect(water.requestCount("/collections/latest-continuous")).toBe(asked);
  });

  it("is 404 with a message for a spot without a gauge, and for no spot", async () => {
    const ungauged = await server.fetchJson(`/api/locations/${ids["Netarts Bay"]}/water`);
    expect(ungauged).toMatchObject({ status: 404, body: { message: "This spot has no river gauge." } });
    expect((await server.fetchJson("/api/locations/999999/water")).status).toBe(404);
    expect((await server.fetchJson("/api/locations/abc/water")).status).toBe(400);
  });

  it.each([
    ["down (500)", (w: FakeWaterDataServer) => w.failWith(500)],
    ["refusing (503)", (w: FakeWaterDataServer) => w.failWith(503, "latest-continuous")],
    ["malformed", (w: FakeWaterDataServer) => w.answerWith("<html>maintenance</html>")],
    ["empty", (w: FakeWaterDataServer) => w.answerEmpty()],
    ["in an unexpected shape", (w: FakeWaterDataServer) => w.answerWith('{"type":"FeatureCollection"}')],
  ])("is 503 with a message when the source is %s and nothing is kept", async (_name, breakIt) => {
    breakIt(water);
    server.responseCache.clear();
    const { status, body, headers } = await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    expect(status).toBe(503);
    expect(body).toEqual({ message: "River readings are unavailable right now." });
    expect(headers.get("retry-after")).toBe("60");
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives up on a slow source after about 3 seconds", async () => {
    water.slowDown(10_000);
    const started = Date.now();
    const { status } = await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    expect(status).toBe(503);
    expect(Date.now() - started).toBeLessThan(6000);
  }, 15_000);

  it("serves the kept readings marked stale, with their time, while the source is down", async () => {
    const fresh = await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    await ageKeptAnswers(20);
    water.failWith(500);
    server.responseCache.clear();
    const stale = await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    expect(stale.status).toBe(200);
    expect(stale.body.stale).toBe(true);
    expect(Date.parse(stale.body.fetchedAt)).toBeLessThan(Date.parse(fresh.body.fetchedAt) - 19 * 60_000);
    expect(stale.body.readings).toEqual(fresh.body.readings);
  });

  it("backs off after a failure instead of asking again on every request", async () => {
    water.failWith(500);
    await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    const asked = water.requests.length;
    for (let i = 0; i < 3; i++) {
      server.responseCache.clear();
      expect((await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`)).status).toBe(503);
    }
    expect(water.requests.length).toBe(asked);
    // Another process (or this one after a restart) sees the failure in the shared copy too.
    server.services.liveConditions.clearMemory();
    server.responseCache.clear();
    await server.fetchJson(`/api/locations/${ids["Wilson River"]}/water`);
    expect(water.requests.length).toBe(asked);
  });
});

describe("GET /api/locations/{id}/forecast", () => {
  it("answers the NWS periods with their wind and chance of rain", async () => {
    const { status, body } = await server.fetchJson(`/api/locations/${ids["Netarts Bay"]}/forecast`);
    expect(status).toBe(200);
    expect(body.periods.length).toBeGreaterThanOrEqual(13);
    for (const period of body.periods) {
      expect(Object.keys(period).sort()).toEqual(
        [
          "endTime",
          "isDaytime",
          "name",
          "precipitationChance",
          "shortForecast",
          "startTime",
          "temperature",
          "temperatureUnit",
          "windDirection",
          "windSpeed",
        ].sort(),
      );
    }
    expect(body.periods[0]).toMatchObject({ temperatureUnit: "F", windSpeed: expect.stringMatching(/mph$/) });
    expect(body.updated).toEqual(expect.any(String));
    expect(body).toMatchObject({ stale: false, source: { name: "National Weather Service" } });
    expect(body.source.url).toMatch(
      /^https:\/\/forecast\.weather\.gov\/MapClick\.php\?lat=45\.4320&lon=-123\.9440$/,
    );
    const paths = weather.requests.map((r) => r.path);
    expect(paths).toContain("/points/45.432,-123.944");
    expect(paths.some((p) => /^\/gridpoints\/PQR\/\d+,\d+\/forecast$/.test(p))).toBe(true);
    for (const request of weather.requests) {
      expect(request.headers["user-agent"]).toBe(
        "FishSpots (https://fishspots.test, hello@fishspots.example)",
      );
    }
  });

  it.each([
    ["down", (w: FakeWeatherServer) => w.failWith(500, "forecast")],
    ["malformed", (w: FakeWeatherServer) => w.answerWith("{not json", "forecast")],
    ["empty", (w: FakeWeatherServer) => w.answerWith('{"properties":{"periods":[]}}', "forecast")],
    ["unable to place the spot", (w: FakeWeatherServer) => w.failWith(404, "points")],
  ])("is 503 with a message when the source is %s and nothing is kept", async (_name, breakIt) => {
    breakIt(weather);
    const { status, body } = await server.fetchJson(`/api/locations/${ids["Netarts Bay"]}/forecast`);
    expect(status).toBe(503);
    expect(body).toEqual({ message: "The weather forecast is unavailable right now." });
  });

  it("serves the kept forecast marked stale while the source is down, without periods already past", async () => {
    await server.fetchJson(`/api/locations/${ids["Netarts Bay"]}/forecast`);
    await ageKeptAnswers(90);
    weather.failWith(500);
    server.responseCache.clear();
    const { status, body } = await server.fetchJson(`/api/locations/${ids["Netarts Bay"]}/forecast`);
    expect(status).toBe(200);
    expect(body.stale).toBe(true);
    for (const period of body.periods) expect(Date.parse(period.endTime)).toBeGreaterThan(Date.now());
  });
});

describe("GET /api/locations/{id}/outlook", () => {
  it("rates each of the next days from 0 to 100 with its reasons", async () => {
    const { status, body } = await server.fetchJson(`/api/locations/${ids["Wilson River"]}/outlook?days=7`);
    expect(status).toBe(200);
    expect(body).toHaveLength(7);
    for (const day of body) {
      expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(day.score).toBeGreaterThanOrEqual(0);
      expect(day.score).toBeLessThanOrEqual(100);
      expect(OUTLOOK_RATINGS).toContain(day.rating);
      expect(day.reasons.length).toBeGreaterThan(0);
    }
    // The fake river rose two days ago and is dropping: today's reasons say so.
    expect(body[0].reasons.join(" ")).toMatch(/dropping after a rise/i);
    // The gauge tells the present only.
    expect(body[3].reasons.join(" ")).toMatch(/flow/i);
  });

  it("says what it does not know when the sources are down, and still answers", async () => {
    water.failWith(500);
    weather.failWith(500);
    const { status, body } = await server.fetchJson(`/api/locations/${ids["Netarts Bay"]}/outlook?days=2`);
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(body[0].reasons.join(" ")).toMatch(/no weather forecast/i);
  });

  it.each(["0", "8", "two"])("refuses days=%s with a message", async (days) => {
    const { status, body } = await server.fetchJson(
      `/api/locations/${ids["Netarts Bay"]}/outlook?days=${days}`,
    );
    expect(status).toBe(400);
    expect(body.message).toBe("days must be a whole number from 1 to 7");
  });
});
