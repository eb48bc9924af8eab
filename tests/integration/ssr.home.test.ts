import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "../support/factories";
import { jsonLd, metaContent } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// The server-rendered HTML of the home page and the search page (docs/product.md "Page metadata"):
// content, title, description, canonical link, social tags and JSON-LD before any JS.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({
        name: "Tillamook Bay",
        region: "North Coast",
        fishTypes: ["salmon", "chinook_salmon", "crab"],
        bestSeasons: "Aug-Nov",
        featured: true,
        facilities: ["Boat Ramps", "Restrooms", "Guides"],
        tideInfo: "Crab around slack high tide.",
      }),
      makeLocation({
        name: "Nestucca Bay",
        region: "North Coast",
        fishTypes: ["salmon", "steelhead"],
        bestSeasons: "Sep-Nov",
      }),
      makeLocation({
        name: "Detroit Lake",
        fishTypes: ["trout", "kokanee"],
        bestSeasons: "Apr-Jun",
        featured: true,
      }),
      makeLocation({
        name: "Columbia Gorge Spot",
        state: "Washington",
        fishTypes: ["salmon"],
        featured: true,
      }),
    ],
  });
  const [tillamook] = (await server.fetchJson("/api/locations/search/Tillamook%20Bay")).body as {
    id: number;
  }[];
  // Two quick ratings so the cards show an average on the server render.
  for (const rating of [5, 4]) {
    await server.fetchJson(`/api/locations/${tillamook?.id}/reviews`, {
      method: "POST",
      body: JSON.stringify({ userName: "Guest Angler", rating }),
    });
  }
});
afterAll(() => server.close());

describe("GET / (server-rendered home page)", () => {
  let html: string;
  beforeAll(async () => {
    const res = await server.fetchText("/");
    expect(res.status).toBe(200);
    html = res.body;
  });

  it("has the exact title", () => {
    expect(html).toContain("<title>Fish Spots - Oregon Fishing Locations Directory</title>");
  });

  it("has a description, the canonical URL and social tags cut at 200 characters", () => {
    const description = metaContent(html, "description");
    expect(description).toMatch(/Oregon/);
    // Canonical at the state's address (docs/product.md "State addresses").
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/fishspots\.test\/states\/oregon"\/?>/);
    expect(metaContent(html, "og:title")).toBe("Fish Spots - Oregon Fishing Locations Directory");
    expect(metaContent(html, "og:url")).toBe("https://fishspots.test/states/oregon");
    expect(metaContent(html, "twitter:card")).toBe("summary");
    for (const social of [metaContent(html, "og:description"), metaContent(html, "twitter:description")]) {
      expect(social).toBeTruthy();
      expect(social?.length).toBeLessThanOrEqual(200);
    }
  });

  it("describes the site as a WebSite with a SearchAction (JSON-LD)", () => {
    const website = jsonLd(html).find((item) => item["@type"] === "WebSite");
    expect(website).toMatchObject({
      "@context": "https://schema.org",
      url: "https://fishspots.test/",
      potentialAction: {
        "@type": "SearchAction",
        target: "https://fishspots.test/locations/search/{search_term_string}",
        "query-input": "required name=search_term_string",
      },
    });
  });

  // docs/product.md "Home page"
  it("renders the sections in their order with their anchors", () => {
    const order = [
      'id="today-on-the-water"',
      'id="whats-biting"',
      'id="fish-directory"',
      'id="directory"',
      'id="featured-locations"',
      'id="tide-info"',
      'id="contact"',
    ].map((anchor) => html.indexOf(anchor));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const heading of [
      "What&#x27;s biting now",
      "Fish Directory",
      "Featured Fishing Locations",
      "Tide Information",
      "Suggest a Fishing Location",
    ]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
  });

  it("renders the hero: search bar, tide and license buttons", () => {
    expect(html).toContain('placeholder="Search for fishing locations, fish types, or features..."');
    expect(html).toMatch(/<a[^>]*href="\/tide-info"[^>]*>.*?Check Tide Info/s);
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/myodfw\.com\/fishing\/licenses-tags"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>.*?Get Fishing License/s,
    );
  });

  it("lists the default tab Salmon with its count line, for the default state Oregon", () => {
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Salmon<\/button>/);
    expect(html).toContain("Don&#x27;t care what fish");
    expect(html).toContain("Showing 2 location(s)");
    expect(html).toContain(">Nestucca Bay</a>");
    expect(html).not.toContain("Columbia Gorge Spot");
  });

  it("renders the featured cards with ratings, facilities and the map link", () => {
    const featured = html.slice(html.indexOf('id="featured-locations"'), html.indexOf('id="tide-info"'));
    expect(featured).toMatch(/<a[^>]*href="\/locations\/\d+"[^>]*>Tillamook Bay<\/a>/);
    expect(featured).toContain(">Detroit Lake</a>");
    expect(featured).toContain('aria-label="Rated 4.5 out of 5"');
    expect(featured).toContain("Chinook Salmon");
    expect(featured).toMatch(/<a[^>]*href="\/map"[^>]*>.*?View All Locations on Map/s);
  });

  it("carries the tide facts and links, and the e-mail suggestion", () => {
    expect(html).toContain("mixed semi-diurnal tides");
    expect(html).toContain('href="https://tidesandcurrents.noaa.gov/"');
    expect(html).toContain('href="https://www.tide-forecast.com/regions/Oregon"');
    expect(html).toContain('href="https://www.tides4fishing.com/us/oregon"');
    expect(html).toContain("subject=New%20Fishing%20Spot%20Suggestion");
  });

  it("renders the directory of the state chosen in the cookie", async () => {
    const { body } = await server.fetchText("/", { headers: { cookie: "selectedState=Washington" } });
    expect(body).toContain("Showing 1 location(s)");
    expect(body).toContain(">Columbia Gorge Spot</a>");
    expect(body).not.toContain(">Nestucca Bay</a>");
  });

  it("shows the empty states for a state without locations", async () => {
    const { body } = await server.fetchText("/", { headers: { cookie: "selectedState=Idaho" } });
    expect(body).toContain("No fishing locations found for Salmon.");
    expect(body).toContain("No featured locations in Idaho yet.");
    expect(body).toMatch(/<a[^>]*href="\/contact"[^>]*>Suggest a fishing location<\/a>/);
  });
});

describe("GET /locations/search/{query} (server-rendered search)", () => {
  it("renders the results, a noindex title and breadcrumbs", async () => {
    const { status, body } = await server.fetchText("/locations/search/tillamook");
    expect(status).toBe(200);
    expect(body).toContain("<title>Search: tillamook - Fish Spots</title>");
    expect(metaContent(body, "robots")).toBe("noindex");
    expect(body).toContain("Search results for &quot;tillamook&quot;");
    expect(body).toMatch(/<h2[^>]*><a[^>]*href="\/locations\/\d+"[^>]*>Tillamook Bay<\/a><\/h2>/);
    expect(body).not.toContain(">Detroit Lake</a>");
    const crumbs = jsonLd(body).find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: "https://fishspots.test/" },
        { position: 2, name: "Search: tillamook", item: "https://fishspots.test/locations/search/tillamook" },
      ],
    });
  });

  it("says No results found when nothing matches", async () => {
    const { body } = await server.fetchText("/locations/search/zzzqqqxx");
    expect(body).toContain("No results found");
  });

  it("renders the /search-results shell without touching browser storage on the server", async () => {
    const { status, body } = await server.fetchText("/search-results");
    expect(status).toBe(200);
    expect(body).toContain("<title>Search Results - Fish Spots</title>");
    expect(body).toContain("Loading search results...");
  });
});
