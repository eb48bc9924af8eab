import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "../support/factories";
import { jsonLd, markup, metaContent, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// docs/product.md "State addresses": a page for every state, its regions' pages, and the state in
// the address of every state-scoped page, read before the visitor's cookie.

const BASE = "https://fishspots.test";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({ name: "Tillamook Bay", region: "North Coast", fishTypes: ["crab"], featured: true }),
      makeLocation({ name: "Detroit Lake", region: "Willamette Valley", fishTypes: ["kokanee"] }),
      makeLocation({
        name: "Elliott Bay",
        state: "Washington",
        region: "Puget Sound",
        fishTypes: ["coho_salmon", "rockfish"],
        featured: true,
        latitude: "47.6026",
        longitude: "-122.3393",
      }),
      makeLocation({
        name: "Yakima River Canyon",
        state: "Washington",
        region: "Central Washington",
        fishTypes: ["rainbow_trout"],
        latitude: "46.8640",
        longitude: "-120.4730",
      }),
      makeLocation({
        name: "Pismo Beach Pier",
        state: "California",
        region: "Central Coast",
        fishTypes: ["surfperch"],
        latitude: "35.1385",
        longitude: "-120.6443",
      }),
    ],
  });
});
afterAll(() => server.close());

const page = async (path: string, cookie?: string) =>
  server.fetchText(path, cookie ? { headers: { cookie } } : undefined);

describe("GET /states/{slug} for a state with spots", () => {
  let html: string;
  beforeAll(async () => {
    const res = await page("/states/washington", "selectedState=Oregon");
    expect(res.status).toBe(200);
    html = res.body;
  });

  it("shows that state whatever the cookie says: hero, featured spots and directory", () => {
    const text = textOf(markup(html));
    expect(text).toContain("Find your next Washington fishing spot");
    expect(text).toContain("Elliott Bay");
    expect(text).not.toContain("Tillamook Bay");
    expect(text).not.toContain("No Washington spots yet");
  });

  it("has the state's title, canonical address, social tags and structured data", () => {
    expect(html).toContain("<title>Fish Spots - Washington Fishing Locations Directory</title>");
    expect(html).toContain(`<link rel="canonical" href="${BASE}/states/washington"/>`);
    expect(metaContent(html, "og:url")).toBe(`${BASE}/states/washington`);
    expect(metaContent(html, "description")).toContain("fishing spots in Washington");
    expect(html).not.toContain('name="robots"');
    const collection = jsonLd(html).find((item) => item["@type"] === "CollectionPage") as Record<
      string,
      unknown
    >;
    expect(collection.about).toMatchObject({ "@type": "State", name: "Washington" });
    expect(collection.mainEntity).toMatchObject({ "@type": "ItemList", numberOfItems: 1 });
    const crumbs = jsonLd(html).find((item) => item["@type"] === "BreadcrumbList") as {
      itemListElement: { item: string }[];
    };
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      `${BASE}/`,
      `${BASE}/states/washington`,
    ]);
  });

  it("draws a map preview of its spots that opens the state's map", () => {
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="2 Washington spots on a map"/);
    expect(html).toMatch(/<a[^>]*href="\/map\?state=washington"[^>]*>[\s\S]*?Open the Washington map/);
    // No map script: the preview is drawn on the server.
    expect(html).not.toMatch(/leaflet/i);
  });

  it("links the footer's regions to the state's region pages", () => {
    expect(html).toContain(">Washington Regions</h2>");
    expect(html).toMatch(/href="\/states\/washington\/puget-sound"[^>]*>Puget Sound</);
  });

  it("is the same page at / for a visitor whose chosen state it is", async () => {
    const home = (await page("/", "selectedState=Washington")).body;
    expect(textOf(markup(home))).toContain("Find your next Washington fishing spot");
    expect(home).toContain(`<link rel="canonical" href="${BASE}/states/washington"/>`);
  });

  it("answers one address per state: other cases move there, an unknown slug is not found", async () => {
    const moved = await fetch(`${server.url}/states/Washington`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/states/washington");
    expect((await page("/states/atlantis")).status).toBe(404);
  });
});

describe("GET /states/{slug} for a state without spots", () => {
  let html: string;
  beforeAll(async () => {
    const res = await page("/states/new-york");
    expect(res.status).toBe(200);
    html = res.body;
  });

  it("says so plainly, with the agency's licence and regulations pages and a suggestion", () => {
    const text = textOf(markup(html));
    expect(text).toContain("No New York spots yet");
    expect(html).toMatch(/<a[^>]*href="https:\/\/[^"]*"[^>]*>New York fishing licences \(NYSDEC\)/);
    expect(html).toMatch(/New York fishing regulations \(NYSDEC\)/);
    expect(html).toMatch(/<a[^>]*href="\/contact#suggest"[^>]*>[\s\S]*?Suggest a New York spot/);
  });

  it("links the states that have spots, and is kept out of search indexes", () => {
    for (const [name, slug] of [
      ["Oregon", "oregon"],
      ["Washington", "washington"],
      ["California", "california"],
    ])
      expect(html).toMatch(new RegExp(`<a[^>]*href="/states/${slug}"[^>]*>${name}</a>`));
    expect(metaContent(html, "robots")).toBe("noindex");
  });

  it("has no featured list, directory or map of its own", () => {
    expect(html).not.toContain('id="fish-directory"');
    expect(html).not.toContain('id="map-preview"');
  });

  it("keeps its map answering, with nothing on it", async () => {
    const res = await page("/map?state=new-york");
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain("0 locations in New York");
  });
});

describe("GET /states/{slug}/{region}", () => {
  it("lists the region's spots by name, with its canonical address and the state's other regions", async () => {
    const res = await page("/states/washington/central-washington");
    expect(res.status).toBe(200);
    const text = textOf(markup(res.body));
    expect(text).toContain("Central Washington fishing spots");
    expect(text).toContain("Yakima River Canyon");
    expect(text).not.toContain("Elliott Bay");
    expect(res.body).toContain(`<link rel="canonical" href="${BASE}/states/washington/central-washington"/>`);
    expect(res.body).toMatch(/href="\/states\/washington\/puget-sound"[^>]*>Puget Sound</);
  });

  it("gathers Oregon's three coast regions under the footer's Coast", async () => {
    const res = await page("/states/oregon/coast");
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain("Tillamook Bay");
    expect(textOf(markup(res.body))).not.toContain("Detroit Lake");
  });

  it("is not found for a region the state does not have", async () => {
    expect((await page("/states/washington/coast")).status).toBe(404);
    expect((await page("/states/new-york/long-island")).status).toBe(404);
  });
});

describe("the state in the address of state-scoped pages (no cookie)", () => {
  it("/map?state= shows that state's count and canonical address", async () => {
    const res = await page("/map?state=california");
    expect(textOf(markup(res.body))).toContain("1 location in California");
    expect(res.body).toContain(`<link rel="canonical" href="${BASE}/map?state=california"/>`);
  });

  it("/fish/{species}?state= is about that state", async () => {
    const res = await page("/fish/coho-salmon?state=washington");
    expect(res.status).toBe(200);
    expect(res.body).toContain(
      "<title>Coho Salmon Fishing in Washington: Where and When - Fish Spots</title>",
    );
    expect(textOf(markup(res.body))).toContain("Elliott Bay");
  });

  it("/search-results?q=…&state= renders that search in that state on the server", async () => {
    const res = await page("/search-results?q=pier&state=california");
    expect(res.status).toBe(200);
    const text = textOf(markup(res.body));
    expect(text).toContain('Search results for "pier"');
    expect(text).toContain("Pismo Beach Pier");
  });

  it("the search form asks for that address without JavaScript", async () => {
    const res = await page("/states/washington");
    expect(res.body).toMatch(/<form[^>]*action="\/search-results"[^>]*method="get"/);
    expect(res.body).toMatch(/<input type="hidden" name="state" value="washington"\/>/);
    expect(res.body).toMatch(/<input[^>]*name="q"/);
  });

  it("the frame's links follow the address's state", async () => {
    const res = await page("/map?state=california", "selectedState=Washington");
    expect(res.body).toContain(">California Regions</h2>");
  });
});

describe("the sitemap", () => {
  it("lists each state with spots at its addresses, and no state without spots", async () => {
    const { body } = await page("/sitemaps/pages.xml");
    for (const path of [
      "/states/oregon",
      "/states/washington",
      "/states/washington/puget-sound",
      "/map?state=california",
      "/fish/coho-salmon?state=washington",
      "/fish/surfperch?state=california",
    ])
      expect(body).toContain(`<loc>${BASE}${path}</loc>`);
    expect(body).not.toContain("/states/new-york");
    expect(body).not.toContain(`<loc>${BASE}/</loc>`);
    // A species no spot of the state offers is not listed for it.
    expect(body).not.toContain("/fish/surfperch?state=washington");
  });
});

describe("Today on the water", () => {
  it("shows the state's own coast stations, with the state's spots near them", async () => {
    const washington = textOf(markup((await page("/states/washington")).body));
    for (const station of ["Neah Bay", "Port Townsend", "Seattle", "Westport", "Toke Point"])
      expect(washington).toContain(station);
    expect(washington).not.toContain("Garibaldi");
    const oregon = textOf(markup((await page("/states/oregon")).body));
    expect(oregon).toContain("Garibaldi");
    expect(oregon).not.toContain("Port Townsend");
  });

  it("gives a state without coast stations its rivers instead, and says when it has no gauges yet", async () => {
    const home = textOf(markup((await page("/", "selectedState=Idaho")).body));
    expect(home).toContain("The flow of Idaho's rivers now, at the USGS gauges of our spots.");
    expect(home).toContain("No Idaho river gauges in our guide yet.");
    expect(home).not.toContain("tide stations");
  });
});

describe("a spot's page", () => {
  it("gives the frame its spot's state: the footer's regions and licence link", async () => {
    const [pismo] = (await server.fetchJson("/api/locations/search/Pismo%20Beach%20Pier")).body as {
      id: number;
    }[];
    const res = await page(`/locations/${pismo?.id}`, "selectedState=Washington");
    expect(res.body).toContain(">California Regions</h2>");
    expect(res.body).toMatch(/href="\/states\/california\/central-coast"[^>]*>Central Coast</);
    expect(res.body).not.toContain(">Washington Regions</h2>");
  });
});
