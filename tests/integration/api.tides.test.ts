import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#core/zoneClock";
import { makeLocation } from "../support/factories";
import { fixClock, releaseClock } from "../support/fixedClock";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;
const TODAY = "2027-01-09";
const ids: Record<string, number> = {};

beforeAll(async () => {
  // Today's tides by default: the clock is fixed at noon in Oregon on 2027-01-09, so the days
  // asked for are the same on every run (and no midnight passes between two requests).
  fixClock(`${TODAY}T20:00:00Z`);
  server = await startTestServer({
    locations: [
      makeLocation({
        name: "Tillamook Bay",
        region: "North Coast",
        tideInfo: "Crab around slack high tide.",
        latitude: "45.5400",
        longitude: "-123.9100",
      }),
      makeLocation({
        name: "Netarts Bay",
        region: "North Coast",
        tideInfo: "Dig clams on minus tides.",
        latitude: "45.4320",
        longitude: "-123.9440",
      }),
      makeLocation({
        name: "Crane Prairie Reservoir",
        region: "Central Oregon",
        tideInfo: "No tides here, but the data file says so.",
        latitude: "43.7960",
        longitude: "-121.7770",
      }),
      makeLocation({
        name: "Detroit Lake",
        region: "Willamette Valley",
        latitude: "44.7090",
        longitude: "-122.1700",
      }),
    ],
  });
  const { body } = await server.fetchJson("/api/locations");
  for (const location of body as { id: number; name: string }[]) ids[location.name] = location.id;
});
afterAll(async () => {
  await server.close();
  releaseClock();
});

const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;
const tides = (name: string, query = "") => server.fetchJson(`/api/locations/${ids[name]}/tides${query}`);
const conditions = (name: string, query = "") =>
  server.fetchJson(`/api/locations/${ids[name]}/conditions${query}`);

describe("GET /api/locations/{id}/tides", () => {
  // docs/product.md "API: tides and conditions"
  it("answers its shape: station, datum, units, time zone, extremes, series", async () => {
    const { status, body } = await tides("Tillamook Bay");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ["station", "datum", "units", "timeZone", "provenance", "extremes", "series"].sort(),
    );
    expect(body).toMatchObject({ datum: "MLLW", units: "feet", timeZone: "America/Los_Angeles" });
    expect(Object.keys(body.station).sort()).toEqual(["distanceKm", "id", "name", "type"]);

    // Default 7 days from the start of today in Oregon: ten-minute points, 24 h a day except
    // across a clock change (an hour less or more).
    expect(body.series[0].time).toBe(`${TODAY}T00:00:00-08:00`);
    expect(Math.abs(body.series.length - 7 * 144)).toBeLessThanOrEqual(6);
    expect(body.extremes.length).toBeGreaterThanOrEqual(7 * 3);
    expect(body.extremes.length).toBeLessThanOrEqual(7 * 4);

    for (const e of body.extremes) {
      expect(Object.keys(e).sort()).toEqual(["height", "minus", "time", "type"]);
      expect(e.time).toMatch(ISO_WITH_OFFSET);
      expect(["high", "low"]).toContain(e.type);
      expect(e.height).toEqual(expect.any(Number));
      expect(e.minus).toBe(e.type === "low" && e.height < 0);
    }
    for (const p of body.series.slice(0, 200)) {
      expect(Object.keys(p).sort()).toEqual(["height", "time"]);
      expect(p.time).toMatch(ISO_WITH_OFFSET);
    }
    const firstDay = body.series[0].time.slice(0, 10);
    const lastDay = addDays(firstDay, 6);
    for (const e of body.extremes) {
      expect(e.time.slice(0, 10) >= firstDay && e.time.slice(0, 10) <= lastDay).toBe(true);
    }
  });

  it("says where the numbers come from, in every answer", async () => {
    for (const name of ["Tillamook Bay", "Netarts Bay"]) {
      const { body } = await tides(name, "?days=1");
      expect(body.provenance).toBe("Predicted from harmonic constants, not observed; not for navigation.");
    }
  });

  it.each([
    ["1", 1],
    ["3", 3],
    ["14", 14],
  ])("days=%s gives %d days of predictions", async (days, count) => {
    const { status, body } = await tides("Tillamook Bay", `?days=${days}`);
    expect(status).toBe(200);
    expect(Math.abs(body.series.length - count * 144)).toBeLessThanOrEqual(6);
    const first = body.series[0].time.slice(0, 10);
    expect(body.series.at(-1).time.slice(0, 10)).toBe(addDays(first, count - 1));
  });

  it.each(["0", "15", "x", "-1", "1.5", "", "1e9", "7&days=8"])(
    "days=%s is refused with 400",
    async (days) => {
      const { status, body } = await tides("Tillamook Bay", `?days=${days}`);
      expect(status).toBe(400);
      expect(body.message).toBe("days must be a whole number from 1 to 14");
      expect(body.errors[0].path).toBe("days");
    },
  );

  it("answers 404 with a message for a location without tide info", async () => {
    const { status, body } = await tides("Detroit Lake");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "No tide data for this location" });
  });

  it.each([
    ["an unknown location", "/api/locations/987654/tides", 404, "Location not found"],
    ["a malformed id", "/api/locations/abc/tides", 400, "Must be a positive whole number"],
  ])("answers %s with a JSON message", async (_why, path, status, message) => {
    const res = await server.fetchJson(path);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
  });

  it.each([
    [
      "the name table (Tillamook Bay 9437540)",
      "Tillamook Bay",
      { id: "9437540", name: "Garibaldi", type: "reference", distanceKm: 1.8 },
    ],
    [
      "the nearest station within 25 km, a subordinate one",
      "Netarts Bay",
      { id: "9437262", name: "Netarts", type: "subordinate", distanceKm: 0.2 },
    ],
    [
      "the region table when no station is near (Central Oregon 9435380)",
      "Crane Prairie Reservoir",
      { id: "9435380", name: "Southbeach", type: "reference" },
    ],
  ])("chooses %s", async (_why, name, station) => {
    const { status, body } = await tides(name, "?days=1");
    expect(status).toBe(200);
    expect(body.station).toMatchObject(station);
  });

  it("answers the same predictions again from the cache", async () => {
    const first = await tides("Netarts Bay", "?days=2");
    const second = await tides("Netarts Bay", "?days=2");
    expect(first.body.series[0].time).toBe(`${TODAY}T00:00:00-08:00`);
    expect(second.body).toEqual(first.body);
  });
});

describe("GET /api/locations/{id}/conditions", () => {
  it("answers sun, moon and solunar periods for today in Oregon by default", async () => {
    const { status, body } = await conditions("Tillamook Bay");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ["date", "sunrise", "sunset", "civilDawn", "civilDusk", "moon", "solunar"].sort(),
    );
    expect(body.date).toBe(TODAY);
    expect(Object.keys(body.moon).sort()).toEqual(["illumination", "phase", "phaseName", "rise", "set"]);
    expect(Object.keys(body.solunar).sort()).toEqual(["major", "minor"]);
  });

  it("answers a given date, with ISO times with offsets (null where an event does not happen)", async () => {
    const { status, body } = await conditions("Tillamook Bay", "?date=2026-06-21");
    expect(status).toBe(200);
    expect(body.date).toBe("2026-06-21");
    for (const time of [body.sunrise, body.sunset, body.civilDawn, body.civilDusk]) {
      expect(time).toMatch(/^2026-06-21T\d\d:\d\d:00-07:00$/);
    }
    expect(body.sunrise < body.sunset).toBe(true);
    expect(body.moon).toMatchObject({ phaseName: "First Quarter" });
    for (const time of [body.moon.rise, body.moon.set]) {
      expect(time === null || ISO_WITH_OFFSET.test(time)).toBe(true);
    }
    expect(body.solunar.major.length).toBeGreaterThanOrEqual(1);
    for (const period of [...body.solunar.major, ...body.solunar.minor]) {
      expect(period.start).toMatch(ISO_WITH_OFFSET);
      expect(period.end).toMatch(ISO_WITH_OFFSET);
    }
  });

  it("is available for every location, tidal or not", async () => {
    const { status, body } = await conditions("Detroit Lake", "?date=2026-12-21");
    expect(status).toBe(200);
    expect(body.sunrise).toMatch(/^2026-12-21T07:\d\d:00-08:00$/);
  });

  it("reads a date on the spring clock change in PDT after 2 a.m.", async () => {
    const { body } = await conditions("Tillamook Bay", "?date=2026-03-08");
    expect(body.sunrise).toMatch(/-07:00$/);
  });

  it.each([
    "2026-02-30",
    "2026-6-1",
    "yesterday",
    "",
    "1800-01-01",
    "2026-06-21T00:00:00Z",
    "2026-06-21&date=2026-06-22",
  ])("date=%s is refused with 400", async (date) => {
    const { status, body } = await conditions("Tillamook Bay", `?date=${date}`);
    expect(status).toBe(400);
    expect(body.message).toBe("date must be a calendar date (YYYY-MM-DD) from 1900 to 2099");
    expect(body.errors[0].path).toBe("date");
  });

  it.each([
    ["an unknown location", "/api/locations/987654/conditions", 404],
    ["a malformed id", "/api/locations/0/conditions", 400],
  ])("answers %s with a JSON message", async (_why, path, status) => {
    const res = await server.fetchJson(path);
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe("GET /api/openapi.json", () => {
  it("lists both paths with their query schemas", async () => {
    const { body } = await server.fetchJson("/api/openapi.json");
    const tidesDoc = body.paths["/api/locations/{id}/tides"]?.get;
    const conditionsDoc = body.paths["/api/locations/{id}/conditions"]?.get;
    expect(tidesDoc).toBeDefined();
    expect(conditionsDoc).toBeDefined();
    const days = tidesDoc.parameters.find((p: { name: string }) => p.name === "days");
    expect(days).toMatchObject({
      in: "query",
      required: false,
      schema: { minimum: 1, maximum: 14, default: 7 },
    });
    const date = conditionsDoc.parameters.find((p: { name: string }) => p.name === "date");
    expect(date).toMatchObject({ in: "query", required: false, schema: { type: "string" } });
    expect(Object.keys(tidesDoc.responses)).toEqual(expect.arrayContaining(["200", "400", "404"]));
  });
});
