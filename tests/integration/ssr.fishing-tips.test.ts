// The Fishing Tips tab as the server renders it (docs/product.md "Fishing tips tab"): opened by
// its address, the page carries every fish's tips, the month's in-season heading, the tide and
// flow now and the spot's own state agency, with no JavaScript; other tabs carry none of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stateLinks } from "#core/stateLinks";
import { makeLocation, makeTidalLocation } from "../support/factories";
import {
  droppingRiver,
  type FakeWaterDataServer,
  startFakeWaterDataServer,
} from "../support/fakeWaterDataServer";
import { fixClock, releaseClock } from "../support/fixedClock";
import { textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

let water: FakeWaterDataServer;
let server: TestServer;

beforeAll(async () => {
  // The month in season and the next tides are today's: the clock is fixed at noon in Oregon on
  // 2027-01-09, a January day.
  fixClock("2027-01-09T20:00:00Z");
  water = await startFakeWaterDataServer({ anyGauge: () => droppingRiver(() => Date.now()) });
  server = await startTestServer({
    pages: true,
    env: { WATER_DATA_URL: water.url },
    locations: [
      makeTidalLocation({
        name: "Willapa Bay",
        state: "Washington",
        region: "Southwest Washington",
        latitude: "46.6800",
        longitude: "-123.9500",
        fishTypes: ["crab", "salmon"],
        bestSeasons: "Year-round",
      }),
      makeLocation({
        name: "Wilson River - Mills Bridge",
        latitude: "45.4780",
        longitude: "-123.8440",
        fishTypes: ["steelhead"],
        bestSeasons: "Year-round",
        usgsSite: "USGS-14301500",
      }),
    ],
  });
});

afterAll(async () => {
  await server.close();
  await water.close();
  releaseClock();
});

async function pageOf(name: string, query: string) {
  const id = (await server.services.findLocations({})).find((l) => l.name === name)?.id as number;
  const { status, body } = await server.fetchText(`/locations/${id}${query}`);
  expect(status).toBe(200);
  return body;
}

describe("the Fishing Tips tab, server-rendered", () => {
  it("shows a tidal spot's fish in season this month, how and when to fish them, and its state agency's rules", async () => {
    const html = await pageOf("Willapa Bay", "?tab=fishing-tips");
    const text = textOf(html);
    expect(text).toContain("In season in January");
    expect(text).not.toContain("Coming Soon");
    // In the tab's panel itself, not moved to the end of the document for a script to put back:
    // without JavaScript it must show where it belongs.
    const panel = html.slice(html.indexOf('id="fishing-tips-heading"'), html.indexOf("</main>"));
    expect(html.indexOf('id="fishing-tips-heading"')).toBeGreaterThan(0);
    expect(html).not.toMatch(/<template id="B:/);
    expect(html.indexOf('id="fishing-tips-heading"')).toBeLessThan(html.indexOf("</main>"));
    for (const fish of ["Crab", "Salmon"]) expect(textOf(panel)).toContain(`${fish} · Bay, sound or harbor`);
    expect(text).toContain("How to fish it");
    expect(text).toContain("Where they hold");
    expect(text).toMatch(/Next (high|low)( tomorrow)? at \d{1,2}:\d{2} [AP]M/);
    expect(text).toContain("Time of day");
    const washington = stateLinks("Washington");
    expect(html).toContain(`href="${washington.regulationsUrl}"`);
    expect(text).toContain(`${washington.agencyShort} fishing regulations and in-season updates`);
  });

  it("tells a gauged river's flow now and what it means", async () => {
    const text = textOf(await pageOf("Wilson River - Mills Bridge", "?tab=fishing-tips"));
    expect(text).toMatch(/Flow now: [\d,]+ ft³\/s at \d{1,2}:\d{2} [AP]M, dropping after a rise/);
    expect(text).toContain("River flow");
  });

  it("leaves the tips out of the page when another tab is open", async () => {
    for (const tab of ["", "?tab=guides"]) {
      const html = await pageOf("Wilson River - Mills Bridge", tab);
      expect(html).not.toContain("How to fish it");
      expect(html).not.toContain("In season in");
    }
  });
});
