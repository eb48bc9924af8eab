// Each spot on its own clock (docs/product.md "Time zones", decision 038): Lake Owyhee keeps
// Mountain time, so its API answers carry Mountain offsets and its page says "Mountain time";
// Washington and California spots get their own state's stations and gauges. The river data is a
// local fake; nothing here reaches the internet.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spotMoment } from "#app/components/conditions/SourceLine";
import type { LocationRecord } from "#core/schemas";
import type { TidesAnswer } from "#core/tidePredictions";
import { makeLocation, makeTidalLocation } from "../support/factories";
import {
  droppingRiver,
  type FakeWaterDataServer,
  startFakeWaterDataServer,
} from "../support/fakeWaterDataServer";
import { fixClock, releaseClock } from "../support/fixedClock";
import { markup, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

const PACIFIC = "America/Los_Angeles";
const MOUNTAIN = "America/Boise";
const MOUNTAIN_OFFSET = /-0[67]:00$/;
// The clock is fixed at half past midnight on Sunday 2027-01-10 in Mountain time, when it is
// still Saturday the 9th in Oregon: a spot read on the Pacific clock would show the wrong day.
const NOW = "2027-01-10T07:30:00Z";
const MOUNTAIN_TODAY = "2027-01-10";

/** A curated record, as the state's data file has it. */
function curated(state: string, name: string): LocationRecord {
  const records = JSON.parse(readFileSync(`data/states/${state}.json`, "utf8")) as LocationRecord[];
  const record = records.find((r) => r.name === name);
  if (!record) throw new Error(`${name} is not in data/states/${state}.json`);
  return record;
}

const LAKE_OWYHEE = curated("oregon", "Lake Owyhee");
const ELLIOTT_BAY = curated("washington", "Elliott Bay - Seattle Waterfront");
const SMITH_RIVER = curated("california", "Smith River - Jedediah Smith Redwoods");
// Made up for the test: water with tides and a gauge at Owyhee's coordinates, so that every
// kind of time the product shows has a Mountain-time spot to be read at.
const OWYHEE_TIDES = makeTidalLocation({
  name: "Owyhee Test Tides",
  latitude: "43.6300",
  longitude: "-117.2400",
});
const OWYHEE_GAUGE = makeLocation({
  name: "Owyhee River - Test Gauge",
  region: "Eastern Oregon",
  latitude: "43.6500",
  longitude: "-117.2400",
  usgsSite: "USGS-13183000",
});
const TILLAMOOK = makeTidalLocation();

let water: FakeWaterDataServer;
let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  fixClock(NOW);
  water = await startFakeWaterDataServer({ anyGauge: () => droppingRiver(() => Date.now()) });
  server = await startTestServer({
    pages: true,
    env: { WATER_DATA_URL: water.url },
    locations: [LAKE_OWYHEE, OWYHEE_TIDES, OWYHEE_GAUGE, TILLAMOOK, ELLIOTT_BAY, SMITH_RIVER],
  });
  for (const location of await server.services.findLocations({})) ids[location.name] = location.id;
});

afterAll(async () => {
  await server.close();
  await water.close();
  releaseClock();
});

const api = (name: string, part: string) => server.fetchJson(`/api/locations/${ids[name]}/${part}`);

async function tidesTab(name: string): Promise<string> {
  const { status, body } = await server.fetchText(`/locations/${ids[name]}?tab=tides`);
  expect(status).toBe(200);
  return markup(body);
}

describe("a spot on Mountain time: Lake Owyhee", () => {
  it("keeps America/Boise, from its coordinates", async () => {
    const { body } = await api("Lake Owyhee", "");
    expect(body.timeZone).toBe(MOUNTAIN);
  });

  it("answers its sun and moon on Mountain time, summer and winter", async () => {
    const summer = (await api("Lake Owyhee", "conditions?date=2026-07-04")).body;
    expect(summer.date).toBe("2026-07-04");
    expect(summer.sunrise).toMatch(/^2026-07-04T06:\d\d:00-06:00$/);
    expect(summer.sunset).toMatch(/^2026-07-04T21:\d\d:00-06:00$/);
    for (const period of [...summer.solunar.major, ...summer.solunar.minor]) {
      expect(period.start).toMatch(/-06:00$/);
      expect(period.end).toMatch(/-06:00$/);
    }
    const winter = (await api("Lake Owyhee", "conditions?date=2026-12-21")).body;
    expect(winter.sunrise).toMatch(/^2026-12-21T08:\d\d:00-07:00$/);
    expect(winter.civilDusk).toMatch(/^2026-12-21T17:\d\d:00-07:00$/);
  });

  it("gives today at the spot by default, on its clock", async () => {
    const result = await api("Lake Owyhee", "conditions");
    expect(result.status).toBe(200);
    expect(result.body.date).toBe(MOUNTAIN_TODAY);
    for (const time of [result.body.sunrise, result.body.sunset]) expect(time).toMatch(MOUNTAIN_OFFSET);
  });

  it("starts its outlook on today at the spot", async () => {
    const result = await api("Lake Owyhee", "outlook?days=2");
    expect(result.status).toBe(200);
    expect(result.body[0].date).toBe(MOUNTAIN_TODAY);
  });

  it("says Mountain time on its page, where an Oregon coast page says Pacific time", async () => {
    const owyhee = await tidesTab("Lake Owyhee");
    const panel = textOf(owyhee.slice(owyhee.indexOf('data-testid="sun-and-moon"')));
    expect(panel).toMatch(/Sun and moon\s*Today, Sunday, January 10 · Mountain time/);
    expect(textOf(owyhee)).not.toContain("Pacific time");
    const tillamook = textOf(await tidesTab("Tillamook Bay"));
    expect(tillamook).toContain("Pacific time");
    expect(tillamook).not.toContain("Mountain time");
  });
});

describe("tides read on a Mountain-time spot's clock", () => {
  let tides: TidesAnswer;
  beforeAll(async () => {
    const answer = await api("Owyhee Test Tides", "tides?days=2");
    expect(answer.status).toBe(200);
    tides = answer.body as TidesAnswer;
  });

  it("names the zone and starts at Mountain midnight, with Mountain offsets throughout", () => {
    expect(tides.timeZone).toBe(MOUNTAIN);
    expect(tides.series[0]?.time).toBe(`${MOUNTAIN_TODAY}T00:00:00-07:00`);
    expect(tides.series.every((p) => MOUNTAIN_OFFSET.test(p.time))).toBe(true);
    expect(tides.extremes.length).toBeGreaterThan(0);
    for (const e of tides.extremes) expect(e.time).toMatch(MOUNTAIN_OFFSET);
  });

  it("labels the chart, the table and the provenance Mountain time", async () => {
    const html = await tidesTab("Owyhee Test Tides");
    const text = textOf(html);
    expect(text).toMatch(/Garibaldi · Mountain time · feet above MLLW/);
    expect(text).toMatch(/High and low tides, next 7 days\s*Mountain time · feet above MLLW/);
    expect(html).toMatch(
      /Water level at Garibaldi on \w+day, \w+ \d+, feet above MLLW, Mountain time<\/title>/,
    );
    expect(text).toContain("times in Mountain time");
    expect(text).not.toContain("Pacific time");
  });
});

describe("gauge readings on a Mountain-time spot's clock", () => {
  it("shows the reading's time as Mountain time reads it", async () => {
    const { status, body } = await api("Owyhee River - Test Gauge", "water");
    expect(status).toBe(200);
    const reading = body.readings[0] as { time: string };
    const text = textOf(await tidesTab("Owyhee River - Test Gauge"));
    expect(text).toContain("River now");
    expect(text).toContain(spotMoment(reading.time, MOUNTAIN));
    expect(text).not.toContain(spotMoment(reading.time, PACIFIC));
  });
});

describe("Washington and California spots", () => {
  it("predicts Elliott Bay's tides from Seattle's NOAA station, on Pacific time", async () => {
    const { status, body } = await api("Elliott Bay - Seattle Waterfront", "tides?days=1");
    expect(status).toBe(200);
    expect(body.station).toMatchObject({ id: "9447130", name: "Seattle", type: "reference" });
    expect(body.timeZone).toBe(PACIFIC);
    const text = textOf(await tidesTab("Elliott Bay - Seattle Waterfront"));
    expect(text).toContain("Seattle (NOAA 9447130)");
  });

  it("shows a California river spot's gauge: its water answer and the page's River now", async () => {
    const { status, body } = await api("Smith River - Jedediah Smith Redwoods", "water");
    expect(status).toBe(200);
    expect(body.site.id).toBe(SMITH_RIVER.usgsSite);
    const html = await tidesTab("Smith River - Jedediah Smith Redwoods");
    expect(html).toContain('data-live-part="river-now"');
    const text = textOf(html);
    expect(text).toContain("River now");
    expect(text).toMatch(/Flow\s*[\d,]+ ft³\/s/);
    expect(text).toContain("No Tide Data Available");
    expect(text).toContain("Pacific time");
  });
});
