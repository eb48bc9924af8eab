import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation, makeReview } from "../support/factories";
import { jsonLd, markup, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// The server-rendered /locations/{id} (docs/product.md "Location page", "Location tabs"): the
// header block, the tab chosen by ?tab=, the reviews and the Place JSON-LD.

let server: TestServer;
let tillamookId: number;
let detroitId: number;
let elliottId: number;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({
        name: "Tillamook Bay",
        region: "North Coast",
        description: "A large bay on the north coast with crab, clams and fall chinook.",
        fishTypes: ["chinook_salmon", "dungeness_crab"],
        bestSeasons: "Sep-Nov",
        facilities: ["Boat launch", "Restrooms"],
        permits: "Oregon angling license and shellfish license.",
        tideInfo: "Best fishing two hours either side of high tide.",
        featured: true,
      }),
      makeLocation({ name: "Detroit Lake", region: "Willamette Valley", tideInfo: null, featured: false }),
      makeLocation({
        name: "Elliott Bay",
        state: "Washington",
        region: "Puget Sound",
        latitude: "47.6026",
        longitude: "-122.3393",
      }),
    ],
  });
  const all = await server.services.findLocations({});
  tillamookId = all.find((l) => l.name === "Tillamook Bay")?.id ?? 0;
  detroitId = all.find((l) => l.name === "Detroit Lake")?.id ?? 0;
  elliottId = all.find((l) => l.name === "Elliott Bay")?.id ?? 0;
  for (const review of [
    makeReview({ userName: "Casey Angler", rating: 4, reviewText: "<script>alert(1)</script> nice bite" }),
    makeReview({
      userName: "Robin Caster",
      rating: 5,
      fishCaught: ["Chinook_Salmon"],
      timeSpent: "Half day",
    }),
  ]) {
    const res = await server.fetchJson(`/api/locations/${tillamookId}/reviews`, {
      method: "POST",
      body: JSON.stringify(review),
    });
    expect(res.status).toBeLessThan(300);
  }
});
afterAll(() => server.close());

async function page(path: string): Promise<string> {
  const res = await server.fetchText(path);
  expect(res.status).toBe(200);
  return res.body;
}

describe("the header block", () => {
  let html: string;
  beforeAll(async () => {
    html = markup(await page(`/locations/${tillamookId}`));
  });

  it("has the name, Featured badge, average rating and fish type badges", () => {
    expect(html).toMatch(/<h1[^>]*>Tillamook Bay<\/h1>/);
    expect(html).toMatch(/<span[^>]*>Featured<\/span>/);
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(html).toContain("Chinook Salmon");
    expect(html).toContain("Dungeness Crab");
  });

  it("has the best seasons, facilities, and permits and regulations", () => {
    expect(html).toContain("Sep-Nov");
    expect(html).toContain("Boat launch, Restrooms");
    expect(html).toContain("Oregon angling license and shellfish license.");
  });

  it("has View on Map, Tide Information and Get Fishing License", () => {
    expect(html).toMatch(/<a[^>]*href="\/map"[^>]*>.*?View on Map/s);
    expect(html).toMatch(/<button[^>]*>.*?Tide Information<\/button>/s);
    expect(html).toMatch(
      /<a[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*href="https:\/\/myodfw\.com\/fishing\/licenses-tags"[^>]*>.*?Get Fishing License/s,
    );
  });

  it("links a Washington spot's licence to WDFW, whatever state the visitor chose", async () => {
    const washington = markup(await page(`/locations/${elliottId}`));
    expect(washington).toMatch(
      /href="https:\/\/wdfw\.wa\.gov\/licenses\/fishing"[^>]*>.*?Get Fishing License/s,
    );
    // So does the footer: a spot's page is about its state (docs/product.md "State addresses").
    expect(washington).toMatch(/href="https:\/\/wdfw\.wa\.gov\/licenses\/fishing"[^>]*>Fishing License Info/);
    expect(washington).not.toContain("myodfw.com");
  });

  it("has no Featured badge on a location that is not featured", async () => {
    expect(markup(await page(`/locations/${detroitId}`))).not.toMatch(/>Featured</);
  });
});

describe("the tabs", () => {
  it("opens Overview by default, with the six tabs", async () => {
    const html = markup(await page(`/locations/${tillamookId}`));
    const tabs = [...html.matchAll(/<a[^>]*role="tab"[^>]*aria-selected="(true|false)"[^>]*>(.*?)<\/a>/gs)];
    expect(tabs.map((m) => m[2])).toEqual([
      "Overview",
      "Fishing Tips",
      "Local Guides",
      "Weather &amp; Tides",
      "Reviews",
      "Tide Alerts",
    ]);
    expect(tabs.filter((m) => m[1] === "true").map((m) => m[2])).toEqual(["Overview"]);
  });

  it("renders the tab named in ?tab= on the server", async () => {
    const html = markup(await page(`/locations/${tillamookId}?tab=reviews`));
    expect(html).toMatch(/<a[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Reviews<\/a>/);
    expect(html).toContain("Read Reviews");
    expect(html).toContain("Write a Review");
  });

  it("falls back to Overview for an unknown ?tab=", async () => {
    const html = markup(await page(`/locations/${tillamookId}?tab=nope`));
    expect(html).toMatch(/<a[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Overview<\/a>/);
  });

  it("makes each tab a link to its own URL, so the tabs work without JavaScript", async () => {
    const html = markup(await page(`/locations/${tillamookId}?tab=reviews&reviews=write`));
    const hrefs = [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*role="tab"[^>]*>(.*?)<\/a>/gs)].map((m) => [
      m[2],
      m[1]?.replaceAll("&amp;", "&"),
    ]);
    expect(hrefs).toEqual([
      ["Overview", "?"],
      ["Fishing Tips", "?tab=fishing-tips"],
      ["Local Guides", "?tab=guides"],
      ["Weather &amp; Tides", "?tab=tides"],
      // The open tab keeps its sub-tab.
      ["Reviews", "?tab=reviews&reviews=write"],
      ["Tide Alerts", "?tab=tide-alerts"],
      ["Read Reviews", "?tab=reviews"],
      ["Write a Review", "?tab=reviews&reviews=write"],
    ]);
  });

  it("renders the Local Guides tab, which says when a spot has no guides yet", async () => {
    const html = markup(await page(`/locations/${tillamookId}?tab=guides`));
    expect(html).toMatch(/<a[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Local Guides<\/a>/);
    expect(textOf(html)).toContain("No guides are listed for Tillamook Bay yet.");
    expect(html).not.toContain("Coming Soon");
  });
});

describe("the Reviews tab", () => {
  let html: string;
  beforeAll(async () => {
    html = markup(await page(`/locations/${tillamookId}?tab=reviews`));
  });

  it("lists the reviews with their details", () => {
    expect(html).toContain("Casey Angler");
    expect(html).toContain("Robin Caster");
    expect(html).toContain("Chinook Salmon");
    expect(html).toContain("Half day");
    expect(html).toContain("(2 reviews)");
  });

  it("escapes review text", () => {
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; nice bite");
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("says when there are no reviews yet", async () => {
    const empty = markup(await page(`/locations/${detroitId}?tab=reviews`));
    expect(empty).toContain("No reviews yet. Be the first to share your experience!");
  });
});

describe("the Place JSON-LD", () => {
  it("carries an AggregateRating when reviews exist", async () => {
    const place = jsonLd(await page(`/locations/${tillamookId}`)).find((item) => item["@type"] === "Place");
    expect(place?.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("has no AggregateRating without reviews", async () => {
    const place = jsonLd(await page(`/locations/${detroitId}`)).find((item) => item["@type"] === "Place");
    expect(place).toBeDefined();
    expect(place).not.toHaveProperty("aggregateRating");
  });
});

describe("the Weather & Tides tab", () => {
  it("shows the tide info, updated hourly, and the chart of the Tillamook Bay station", async () => {
    const html = markup(await page(`/locations/${tillamookId}?tab=tides`));
    expect(html).toMatch(/<h2[^>]*>Tide Information<\/h2>/);
    expect(html).toContain("Updated hourly");
    expect(html).toContain("Best fishing two hours either side of high tide.");
    expect(html).toMatch(
      /<a[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*href="https:\/\/tidesandcurrents\.noaa\.gov\/noaatidepredictions\.html\?id=9437540"/,
    );
  });

  it("says No Tide Data Available without tide info", async () => {
    const html = markup(await page(`/locations/${detroitId}?tab=tides`));
    expect(html).toContain("No Tide Data Available");
    expect(html).not.toContain("Updated hourly");
  });
});
