// The live parts as the server renders them (docs/product.md "Live conditions"), with the USGS and
// NWS fakes and without them: the location page's River now, forecast and outlook, the home
// page's rivers row, and the page whole, with a sentence in the part's place, when a source is down.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sourceCache } from "#server/db/schema";
import { makeLocation } from "../support/factories";
import {
  droppingRiver,
  type FakeWaterDataServer,
  startFakeWaterDataServer,
} from "../support/fakeWaterDataServer";
import { type FakeWeatherServer, startFakeWeatherServer } from "../support/fakeWeatherServer";
import { textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

const spots = [
  makeLocation({
    name: "Wilson River",
    latitude: "45.4780",
    longitude: "-123.8440",
    usgsSite: "USGS-14301500",
  }),
  makeLocation({
    name: "Rogue River - Grants Pass",
    region: "Southern Oregon",
    latitude: "42.4320",
    longitude: "-123.3250",
    usgsSite: "USGS-14361500",
  }),
  makeLocation({ name: "Detroit Lake", latitude: "44.7100", longitude: "-122.1800" }),
];

let water: FakeWaterDataServer;
let weather: FakeWeatherServer;
let live: TestServer;
let off: TestServer;

beforeAll(async () => {
  water = await startFakeWaterDataServer({ anyGauge: () => droppingRiver(() => Date.now()) });
  weather = await startFakeWeatherServer();
  [live, off] = await Promise.all([
    startTestServer({
      pages: true,
      locations: spots,
      env: { WATER_DATA_URL: water.url, WEATHER_URL: weather.url },
    }),
    startTestServer({ pages: true, locations: spots }),
  ]);
});

afterAll(async () => {
  await Promise.all([live.close(), off.close()]);
  await water.close();
  await weather.close();
});

async function idOf(server: TestServer, name: string) {
  return (await server.services.findLocations({})).find((l) => l.name === name)?.id as number;
}

async function tidesTab(server: TestServer, name: string) {
  const { status, body } = await server.fetchText(`/locations/${await idOf(server, name)}?tab=tides`);
  expect(status).toBe(200);
  return textOf(body);
}

describe("the Weather & Tides tab", () => {
  it("renders the river now, the 7-day forecast and the outlook, each naming its source", async () => {
    const text = await tidesTab(live, "Wilson River");
    expect(text).toContain("River now");
    expect(text).toContain("Wilson River near Tillamook, OR");
    expect(text).toMatch(/Flow\s*[\d,]+ ft³\/s/);
    expect(text).toContain("Dropping after a rise");
    expect(text).toContain("Source: USGS Water Data");
    expect(text).toContain("7-day forecast");
    expect(text).toMatch(/Wind SW 5 to 10 mph/);
    expect(text).toContain("Source: National Weather Service");
    expect(text).toContain("Fishing outlook");
    expect(text).toMatch(/\d+ \/ 100/);
    expect(text).toMatch(
      /Source: Fish Spots, from the sun and moon, the National Weather Service forecast and the USGS gauge, worked out \w{3} \d+, \d+:\d{2} [AP]M\./,
    );
  });

  it("shows no river part on a spot without a gauge", async () => {
    const text = await tidesTab(live, "Detroit Lake");
    expect(text).not.toContain("River now");
    expect(text).toContain("7-day forecast");
  });

  it("says plainly when the sources are off or down, and keeps the rest of the tab", async () => {
    const text = await tidesTab(off, "Wilson River");
    expect(text).toContain("Source: Fish Spots, from the sun and moon, worked out");
    expect(text).toContain("River readings are unavailable right now.");
    expect(text).toContain("The weather forecast is unavailable right now.");
    expect(text).toContain("No weather forecast for this day");
    expect(text).toContain("Sun and moon");
  });

  it("shows the kept readings, marked, while the source is down", async () => {
    await live.fetchText(`/locations/${await idOf(live, "Wilson River")}?tab=tides`);
    await live.database.handle.db.update(sourceCache).set({ fetchedAt: new Date(Date.now() - 3_600_000) });
    live.services.liveConditions.clearMemory();
    live.responseCache.clear();
    water.failWith(500);
    try {
      const text = await tidesTab(live, "Wilson River");
      expect(text).toContain("The source is not answering right now: these are the last readings we have.");
      expect(text).toContain("Wilson River near Tillamook, OR");
    } finally {
      water.heal();
      await live.database.handle.db.delete(sourceCache);
      live.services.liveConditions.clearMemory();
      live.responseCache.clear();
    }
  });
});

describe("the home page's rivers row", () => {
  it("shows each main river's flow and trend, linking to its spot", async () => {
    const { body } = await live.fetchText("/");
    const text = textOf(body);
    expect(text).toContain("Rivers now");
    expect(text).toMatch(/Wilson River\s*Wilson River\s*[\d,]+ ft³\/s\s*Dropping after a rise/);
    expect(text).toContain("Rogue River - Grants Pass");
    expect(body).toContain(`href="/locations/${await idOf(live, "Wilson River")}?tab=tides"`);
  });

  it("is left out when river readings are switched off", async () => {
    const { body } = await off.fetchText("/");
    expect(textOf(body)).not.toContain("Rivers now");
    expect(textOf(body)).toContain("Today on the water");
  });
});
