import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { feet } from "#app/components/conditions/tides/tideFormat";
import { OPTIMAL_CONDITIONS_EXPLANATION } from "#core/optimalConditions";
import { OUTLOOK_EXPLANATION } from "#core/outlook";
import { TIDE_PROVENANCE, type TidesAnswer } from "#core/tidePredictions";
import { addDays, PACIFIC_TIME_ZONE, zoneToday } from "#core/zoneClock";
import { makeLocation } from "../support/factories";
import { fixClock, releaseClock } from "../support/fixedClock";
import { markup } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// The server-rendered tide screens (docs/product.md "Tide predictions"): the Weather & Tides tab
// with its chart, table and provenance; the home page's "Today on the water"; the live tides on
// /tide-info. These pages show today, so the checks of what they show fix the clock on a day
// (style.md 18) and compare with what the API or the services answer for that day.

let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({
        name: "Tillamook Bay",
        region: "North Coast",
        tideInfo: "Crab around slack high tide.",
        latitude: "45.5100",
        longitude: "-123.9000",
      }),
      makeLocation({
        name: "Rogue River - Gold Beach South Jetty",
        region: "South Coast",
        tideInfo: "Fish the incoming tide.",
        latitude: "42.4180",
        longitude: "-124.4290",
      }),
      makeLocation({ name: "Detroit Lake", region: "Willamette Valley", tideInfo: null }),
    ],
  });
  for (const location of await server.services.findLocations({})) ids[location.name] = location.id;
});
afterAll(() => server.close());

function textOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>.*?<\/script>/gs, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

// Every spot here, and the coast stations, keep Pacific time.
const pacificToday = () => zoneToday(PACIFIC_TIME_ZONE);

/** Fetches `path` and also returns Oregon's date just before and after, in case midnight passes. */
async function pageAroundToday(path: string): Promise<{ html: string; todays: string[] }> {
  const before = pacificToday();
  const res = await server.fetchText(path);
  expect(res.status).toBe(200);
  return { html: markup(res.body), todays: [...new Set([before, pacificToday()])] };
}

// A day whose week holds minus tides at Garibaldi (and whose own day holds one at every coast
// station), at noon in Oregon.
const DAY = "2027-01-09";
const NOON = `${DAY}T20:00:00Z`;

/** Runs `read` with the clock fixed at `instant`, with no page rendered on another day in the cache. */
async function onDay<T>(instant: string, read: () => Promise<T>): Promise<T> {
  fixClock(instant);
  server.responseCache.clear();
  try {
    return await read();
  } finally {
    releaseClock();
    server.responseCache.clear();
  }
}

function section(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `section ${id}`).toBeGreaterThan(0);
  const end = html.indexOf("</section>", start);
  return html.slice(start, end);
}

describe("the Weather & Tides tab of a location with tide info", () => {
  let html: string;
  let todays: string[];
  let api: TidesAnswer;
  beforeAll(async () => {
    await onDay(NOON, async () => {
      ({ html, todays } = await pageAroundToday(`/locations/${ids["Tillamook Bay"]}?tab=tides`));
      api = (await server.fetchJson(`/api/locations/${ids["Tillamook Bay"]}/tides`)).body as TidesAnswer;
    });
    expect(todays).toEqual([DAY]);
    expect(api.series[0]?.time).toBe(`${DAY}T00:00:00-08:00`);
  });

  it("keeps the spec's texts and the external chart link", () => {
    expect(html).toMatch(/<h2[^>]*>Tide Information<\/h2>/);
    expect(html).toContain("Updated hourly");
    expect(html).toContain("Crab around slack high tide.");
    expect(html).toContain('href="https://tidesandcurrents.noaa.gov/noaatidepredictions.html?id=9437540"');
    expect(html).not.toContain("Tide predictions are unavailable right now.");
  });

  it("has a 7-day table of highs and lows from today, as the API predicts them", () => {
    const table = html.slice(html.indexOf('data-testid="tide-table"'), html.indexOf("</table>"));
    const dates = [...table.matchAll(/<tbody[^>]*data-date="([\d-]+)"/g)].map((m) => m[1] as string);
    expect(dates).toHaveLength(7);
    expect(dates).toEqual(Array.from({ length: 7 }, (_, i) => addDays(DAY, i)));
    const heights = [...table.matchAll(/(−?\d+\.\d ft)</g)].map((m) => m[1]);
    expect(heights).toEqual(api.extremes.map((e) => feet(e.height)));
  });

  it("marks the minus tides in words, the same ones the API flags", () => {
    const rows = [...html.matchAll(/<tr\b([^>]*)>(.*?)<\/tr>/gs)];
    const minusRows = rows.filter((m) => m[1]?.includes('data-minus="true"'));
    expect(minusRows.length).toBeGreaterThan(0);
    expect(minusRows).toHaveLength(api.extremes.filter((e) => e.minus).length);
    for (const row of minusRows) expect(textOf(row[2] as string)).toMatch(/Low\s+Minus tide\s+−\d+\.\d ft/);
  });

  it("draws today's water level as a server-rendered SVG with night, the current time and hours", () => {
    const chart = html.slice(
      html.indexOf('data-testid="tide-chart"') - 200,
      html.indexOf('aria-label="Chart key"'),
    );
    expect(chart).toMatch(/<svg role="img"/);
    expect(chart.match(/data-day="([\d-]+)"/)?.[1]).toBe(DAY);
    expect(chart).toMatch(/Water level at Garibaldi on \w+day, \w+ \d+, feet above MLLW, Pacific time/);
    expect(chart).toMatch(/<path d="M0\.0,[\d.]+L/);
    expect(chart).toContain('data-band="night"');
    expect(chart).toContain('data-testid="now-marker"');
    expect(chart).toMatch(/>Noon<\/text>/);
    expect(chart).toMatch(/>0 ft<\/text>/);
  });

  it("offers the seven days of the week for the chart, today first and chosen", () => {
    const start = html.indexOf('aria-label="Day shown on the chart"');
    const picker = html.slice(start, html.indexOf("</nav>", start));
    const links = [...picker.matchAll(/<a\b([^>]*)>/g)].map((m) => m[1] as string);
    expect(links).toHaveLength(7);
    expect(links[0]).toContain('href="/locations/');
    expect(links[0]).toContain('aria-current="true"');
    expect(links[3]).toMatch(/href="\/locations\/\d+\?tab=tides&amp;day=\d{4}-\d\d-\d\d"/);
  });

  it("gives today's sun, moon and solunar periods", () => {
    const panel = textOf(html.slice(html.indexOf('data-testid="sun-and-moon"')));
    for (const term of [
      "Sunrise",
      "Sunset",
      "Civil twilight",
      "Moonrise",
      "Moonset",
      "Solunar major periods",
      "Solunar minor periods",
    ]) {
      expect(panel).toContain(term);
    }
    expect(panel).toMatch(/Sunrise \d{1,2}:\d\d AM Sunset \d{1,2}:\d\d PM/);
    expect(panel).toMatch(/Moon (New Moon|Waxing|First|Full|Waning|Last)[\w ]*, \d+% illuminated/);
    expect(html).toContain('href="/tide-info#solunar"');
  });

  it("says where the predictions come from", () => {
    const provenance = textOf(html.slice(html.indexOf('data-testid="tide-provenance"')));
    expect(provenance).toContain("Garibaldi (NOAA 9437540)");
    expect(provenance).toContain("Reference station");
    expect(provenance).toMatch(/\d+\.\d mi \(\d+\.\d km\) from this spot/);
    expect(provenance).toContain("mean lower low water (MLLW)");
    expect(provenance).toContain(TIDE_PROVENANCE);
  });
});

describe("choosing another day for the chart", () => {
  it("renders the day named in ?day= on the server", async () => {
    const later = addDays(DAY, 3);
    const { html, chosen } = await onDay(NOON, async () => ({
      html: (await pageAroundToday(`/locations/${ids["Tillamook Bay"]}?tab=tides`)).html,
      chosen: (await pageAroundToday(`/locations/${ids["Tillamook Bay"]}?tab=tides&day=${later}`)).html,
    }));
    expect(html).toContain(`data-testid="tide-chart" data-day="${DAY}"`);
    // The week's table still starts today; the chart shows the day chosen.
    expect(chosen).toContain(`data-date="${DAY}"`);
    expect(chosen).toContain(`data-testid="tide-chart" data-day="${later}"`);
    expect(chosen).not.toContain('data-testid="now-marker"');
    const current = [...chosen.matchAll(/<a\b[^>]*aria-current="true"[^>]*>/g)].map((m) => m[0]);
    expect(current).toHaveLength(1);
    expect(current[0]).toContain(`day=${later}"`);
  });

  it("falls back to today for a day outside the week", async () => {
    const { html } = await onDay(NOON, () =>
      pageAroundToday(`/locations/${ids["Tillamook Bay"]}?tab=tides&day=1999-01-01`),
    );
    expect(html).toContain(`data-testid="tide-chart" data-day="${DAY}"`);
  });
});

describe("the Weather & Tides tab elsewhere", () => {
  it("predicts a Rogue River spot from the spec's Gold Beach station", async () => {
    const { html } = await pageAroundToday(
      `/locations/${ids["Rogue River - Gold Beach South Jetty"]}?tab=tides`,
    );
    expect(textOf(html)).toContain("Gold Beach (NOAA 9431011)");
  });

  it("shows No Tide Data Available and today's sun and moon without tide info, and no predictions", async () => {
    const { html } = await pageAroundToday(`/locations/${ids["Detroit Lake"]}?tab=tides`);
    expect(html).toMatch(/<h2[^>]*>No Tide Data Available<\/h2>/);
    expect(html).not.toContain('data-testid="tide-chart"');
    expect(html).not.toContain('data-testid="tide-table"');
    expect(html).not.toContain("Tide predictions are unavailable right now.");
    expect(html).toContain('data-testid="sun-and-moon"');
  });

  it("still renders the page, with a short note, when the predictions fail", async () => {
    vi.spyOn(server.services, "predictLocationTides").mockRejectedValue(new Error("tide database offline"));
    // The fault is no data change: the page kept from before it would still be served.
    server.responseCache.clear();
    const { html } = await pageAroundToday(`/locations/${ids["Tillamook Bay"]}?tab=tides`);
    expect(html).toContain("Tide predictions are unavailable right now.");
    expect(html).toContain("Updated hourly");
    expect(html).not.toContain('data-testid="tide-chart"');
    expect(html).toContain('data-testid="sun-and-moon"');
  });
});

describe("the home page's Today on the water", () => {
  // Fixed days, not today: whether a card holds a minus tide depends on the day (2027-01-09 has
  // minus lows at all five stations, 2027-01-13 none), and the cards must hold for both.
  const days = [
    { day: "2027-01-09", minusTides: true },
    { day: "2027-01-13", minusTides: false },
  ];
  afterEach(() => {
    vi.useRealTimers();
    server.responseCache.clear();
  });

  it.each(days)(
    "shows the highs and lows, sunrise and sunset at the coast stations, with spots near them, on $day",
    async ({ day, minusTides }) => {
      // Only the clock is fixed (noon in Oregon that day); the server's timers run as usual.
      vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
      vi.setSystemTime(new Date(`${day}T20:00:00Z`));
      server.responseCache.clear();
      const { html, todays } = await pageAroundToday("/");
      expect(todays).toEqual([day]);
      const coast = await server.services.getCoastTides({ days: 1, today: day });
      const extremes = coast.stations.flatMap((s) => s.days[0]?.extremes ?? []);
      expect(extremes.some((e) => e.minus)).toBe(minusTides);
      const block = section(html, "today-on-the-water");
      expect(block).toMatch(/<h2[^>]*>Today on the water<\/h2>/);
      const stations = [...block.matchAll(/data-station="(\d+)"/g)].map((m) => m[1]);
      expect(stations).toEqual(["9439040", "9437540", "9435380", "9434132", "9431011"]);
      const text = textOf(block);
      expect(text.match(/Sunrise \d{1,2}:\d\d AM/g)).toHaveLength(5);
      expect(text.match(/Sunset \d{1,2}:\d\d PM/g)).toHaveLength(5);
      expect(text).toContain(TIDE_PROVENANCE);
      // The cards are words alone, a minus tide's badge too: five cards of drawn icons cost a
      // phone's first screen more.
      const cards = block.slice(block.indexOf("data-station="), block.indexOf(TIDE_PROVENANCE));
      expect(cards.match(/<svg/g)).toBeNull();
      expect(block.match(/data-extreme="/g)).toHaveLength(extremes.length);
      const minus = block.match(/data-minus="true"[^>]*>.*?<\/li>/gs) ?? [];
      expect(minus).toHaveLength(extremes.filter((e) => e.minus).length);
      for (const item of minus) expect(textOf(item)).toContain("Minus tide");
      // Spots link to their Weather & Tides tab from the station their predictions come from.
      const garibaldi = block.slice(
        block.indexOf('data-station="9437540"'),
        block.indexOf('data-station="9435380"'),
      );
      expect(garibaldi).toContain(`href="/locations/${ids["Tillamook Bay"]}?tab=tides"`);
      const goldBeach = block.slice(block.indexOf('data-station="9431011"'));
      expect(goldBeach).toContain(
        `href="/locations/${ids["Rogue River - Gold Beach South Jetty"]}?tab=tides"`,
      );
    },
  );

  it("keeps the home page up, with a short note, when the predictions fail", async () => {
    vi.spyOn(server.services, "getCoastTides").mockRejectedValue(new Error("tide database offline"));
    // The fault is no data change: the page kept from before it would still be served.
    server.responseCache.clear();
    const { html } = await pageAroundToday("/");
    const block = section(html, "today-on-the-water");
    expect(block).toContain("Tide predictions are unavailable right now.");
    expect(html).toMatch(/<h2[^>]*>Fish Directory<\/h2>/);
  });
});

describe("/tide-info", () => {
  it("adds today's and tomorrow's tides at the coast stations, minus tides marked, with provenance", async () => {
    // A fixed day whose two days hold minus tides (2027-01-09 and 10), so the marks are checked.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(new Date("2027-01-09T20:00:00Z"));
    server.responseCache.clear();
    try {
      const { html, todays } = await pageAroundToday("/tide-info");
      expect(todays).toEqual(["2027-01-09"]);
      const coast = await server.services.getCoastTides({ days: 2, today: "2027-01-09" });
      const block = section(html, "coast-tides");
      expect(block).toMatch(/<h2[^>]*>.*Tides on the coast, today and tomorrow<\/h2>/s);
      expect([...block.matchAll(/data-station="(\d+)"/g)]).toHaveLength(5);
      const text = textOf(block);
      expect(text.match(/Today · \w+day/g)).toHaveLength(5);
      expect(text.match(/Tomorrow · \w+day/g)).toHaveLength(5);
      expect(text).toContain("Siuslaw River Entrance NOAA 9434132 · Subordinate station");
      expect(text).toContain("Garibaldi NOAA 9437540 · Reference station");
      expect(text).toContain(TIDE_PROVENANCE);
      expect(text).toContain("feet above mean lower low water (MLLW)");
      const extremes = coast.stations.flatMap((s) => s.days.flatMap((d) => d.extremes));
      expect(block.match(/data-extreme="/g)).toHaveLength(extremes.length);
      const minus = block.match(/data-minus="true"[^>]*>.*?<\/li>/gs) ?? [];
      expect(minus.length).toBeGreaterThan(0);
      expect(minus).toHaveLength(extremes.filter((e) => e.minus).length);
      for (const item of minus) expect(item).toContain("Minus tide");
    } finally {
      vi.useRealTimers();
      server.responseCache.clear();
    }
  });

  it("keeps the guide and documents the solunar periods, the optimal-conditions rule and the outlook's", async () => {
    const { html } = await pageAroundToday("/tide-info");
    const text = textOf(html);
    expect(text).toContain("Major periods (about 2 hours)");
    expect(text).toContain("Minor periods (about 1 hour)");
    expect(text).toContain("Centred on moonrise and moonset.");
    expect(text).toContain(OPTIMAL_CONDITIONS_EXPLANATION);
    expect(text).toContain(OUTLOOK_EXPLANATION);
    expect(text).toContain("Crabbing is usually best around slack tide");
  });

  it("keeps the guide up, with a short note, when the predictions fail", async () => {
    vi.spyOn(server.services, "getCoastTides").mockRejectedValue(new Error("tide database offline"));
    // The fault is no data change: the page kept from before it would still be served.
    server.responseCache.clear();
    const { html } = await pageAroundToday("/tide-info");
    expect(section(html, "coast-tides")).toContain("Tide predictions are unavailable right now.");
    expect(html).toContain('id="solunar"');
  });
});
