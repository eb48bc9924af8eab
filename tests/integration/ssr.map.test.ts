import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IN_VIEW_LIMIT } from "#app/components/map/inView";
import { MAP_ANSWER_MAX_ITEMS } from "#core/mapBox";
import { generateLocations, insertLocations } from "../support/bulkLocations";
import { makeLocation } from "../support/factories";
import { jsonLd, markup, metaContent, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// The server-rendered HTML of /map and /locations/{id}
// (docs/product.md "Map page", "Location page"): real content and metadata before any script runs,
// and no Leaflet on the server (docs/architecture.md "Browser-only code waits for the browser": the
// map arrives after hydration, inside a box of its final size; the map page's box holds the
// server's picture of the first view meanwhile, decision 046).

let server: TestServer;
let tillamookId: number;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({
        name: "Tillamook Bay",
        region: "North Coast",
        description: "A large bay on the north coast with crab, clams and fall chinook.",
        fishTypes: ["chinook_salmon", "crab"],
        latitude: "45.5400",
        longitude: "-123.9100",
      }),
      makeLocation({ name: "Detroit Lake", region: "Willamette Valley" }),
      // On the Washington bank of the Columbia at Stevenson: inside the Washington map's first view.
      makeLocation({
        name: "Columbia Gorge Spot",
        state: "Washington",
        latitude: "45.6946",
        longitude: "-121.8847",
      }),
    ],
  });
  const all = await server.services.findLocations({});
  tillamookId = all.find((l) => l.name === "Tillamook Bay")?.id ?? 0;
});
afterAll(() => server.close());

describe("GET /map", () => {
  let html: string;
  beforeAll(async () => {
    const res = await server.fetchText("/map");
    expect(res.status).toBe(200);
    html = res.body;
  });

  it("has the title and a BreadcrumbList", () => {
    expect(html).toContain("<title>Fishing Locations Map - Fish Spots</title>");
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/fishspots\.test\/map\?state=oregon"\/?>/);
    const crumbs = jsonLd(html).find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: "https://fishspots.test/" },
        { position: 2, name: "Map", item: "https://fishspots.test/map" },
      ],
    });
  });

  it("renders the side panel without a selection, as a polite live region", () => {
    expect(html).toMatch(/<aside[^>]*aria-live="polite"[^>]*>.*?Select a Location/s);
  });

  it("counts the selected state's locations and lists those of the first view before any script runs", () => {
    const page = markup(html);
    expect(page).toContain("2 locations in Oregon");
    expect(textOf(page)).toContain("Locations in view2 locations in view.");
    expect(page).toContain("Tillamook Bay");
    expect(page).toContain("Detroit Lake");
    expect(page).not.toContain("Columbia Gorge Spot");
  });

  it("draws the first view in the map's 600px box, with no Leaflet: its tiles, pins, zoom buttons and attribution", () => {
    const box = html.match(
      /<section[^>]*aria-label="Map of fishing locations"[^>]*style="height:600px"[^>]*>\s*<div data-map-picture="".*?<\/section>/s,
    )?.[0];
    expect(box).toBeDefined();
    // Central Oregon at zoom 7, and on a high-density screen the next level at half size.
    expect(box).toContain("background-image:url(&quot;https://tile.openstreetmap.org/7/21/46.png&quot;)");
    expect(box).toContain("background-image:url(&quot;https://tile.openstreetmap.org/8/42/93.png&quot;)");
    expect(box).toMatch(
      /<button type="button" data-picture-marker="map-pin"[^>]*>.*?<span class="sr-only">Tillamook Bay<\/span><\/button>/,
    );
    expect(box).toMatch(/<button type="button" aria-label="Zoom in"/);
    expect(box).toContain('<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors');
    // Nothing is loading before a visitor uses the page: the picture is the map.
    expect(box).not.toContain("Loading map...");
    expect(html).not.toMatch(/leaflet/i);
  });

  it("preconnects to the tile server in the head, before the map's code asks for tiles (decision 010)", () => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.match(/<link[^>]*rel="preconnect"[^>]*>/g)).toEqual([
      '<link rel="preconnect" href="https://tile.openstreetmap.org"/>',
    ]);
  });

  it("renders the state chosen in the cookie", async () => {
    const res = await server.fetchText("/map", { headers: { cookie: "selectedState=Washington" } });
    const page = markup(res.body);
    expect(page).toContain("Columbia Gorge Spot");
    expect(page).not.toContain("Tillamook Bay");
  });

  it("offers no way back to every location: it shows them all", () => {
    expect(markup(html)).not.toContain("Show every location");
  });
});

describe("GET /map?fish={value}", () => {
  let html: string;
  beforeAll(async () => {
    const res = await server.fetchText("/map?fish=chinook_salmon");
    expect(res.status).toBe(200);
    html = res.body;
  });

  it("counts and lists only the locations with that fish type, named for display", () => {
    const page = markup(html);
    expect(page).toContain("1 Chinook Salmon location in Oregon");
    expect(textOf(page)).toContain("Locations in view1 location in view.");
    expect(page).toContain("Tillamook Bay");
    expect(page).not.toContain("Detroit Lake");
  });

  it("links to the map of every location", () => {
    expect(html).toMatch(/<a[^>]*href="\/map\?state=oregon"[^>]*>Show every location<\/a>/);
  });

  it("names the fish in the lead and the description, and keeps the map's title and canonical address", () => {
    expect(textOf(markup(html))).toContain("Every Chinook Salmon fishing location in Oregon on one map.");
    expect(metaContent(html, "description")).toContain("Chinook Salmon");
    expect(html).toContain("<title>Fishing Locations Map - Fish Spots</title>");
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/fishspots\.test\/map\?state=oregon"\/?>/);
  });

  it("counts none for a well-formed fish type no location has", async () => {
    const page = markup((await server.fetchText("/map?fish=zebra_fish")).body);
    expect(page).toContain("0 Zebra Fish locations in Oregon");
    expect(page).toContain("No locations in this part of the map.");
    expect(page).toContain("Show every location");
  });

  it.each([
    ["a display name", "Chinook%20Salmon"],
    ["a hyphen", "chinook-salmon"],
    ["markup", "%3Cb%3Ecrab%3C%2Fb%3E"],
  ])("ignores a value with %s: the map of every location", async (_what, value) => {
    const res = await server.fetchText(`/map?fish=${value}`);
    expect(res.status).toBe(200);
    const page = markup(res.body);
    expect(page).toContain("2 locations in Oregon");
    expect(page).toContain("Detroit Lake");
    expect(page).not.toContain("Show every location");
  });
});

describe("GET /locations/{id}", () => {
  let html: string;
  beforeAll(async () => {
    const res = await server.fetchText(`/locations/${tillamookId}`);
    expect(res.status).toBe(200);
    html = res.body;
  });

  it("has the location's name, region and description, and its title", () => {
    expect(html).toContain("<title>Tillamook Bay - Fish Spots</title>");
    expect(html).toMatch(/<h1[^>]*>Tillamook Bay<\/h1>/);
    expect(markup(html)).toContain("North Coast");
    expect(markup(html)).toContain("A large bay on the north coast with crab, clams and fall chinook.");
  });

  it("links back to all locations and to the internal map, never an external one", () => {
    expect(html).toMatch(/<a[^>]*href="\/#fish-directory"[^>]*>.*?Back to all locations/s);
    expect(html).toMatch(/<a[^>]*href="\/map"[^>]*>.*?View on Map/s);
    expect(html).not.toMatch(/google\.com\/maps|maps\.google|maps\.apple|bing\.com\/maps/);
  });

  it("has the Overview with the preview's placeholder and the View Full Map button, and no Leaflet", () => {
    expect(html).toMatch(/<h2[^>]*>Overview<\/h2>/);
    expect(html).toMatch(
      /<section[^>]*aria-label="Map of Tillamook Bay"[^>]*>\s*<div[^>]*data-map-placeholder=""/,
    );
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*?View Full Map<\/button>/s);
    expect(html).not.toMatch(/leaflet/i);
  });

  it("does not preconnect to the tile server: the preview starts only when scrolled near", () => {
    expect(html).not.toMatch(/rel="preconnect"/);
  });

  it("describes the location as a Place with geo coordinates (JSON-LD)", () => {
    expect(jsonLd(html).find((item) => item["@type"] === "Place")).toMatchObject({
      name: "Tillamook Bay",
      url: `https://fishspots.test/locations/${tillamookId}`,
      geo: { "@type": "GeoCoordinates", latitude: 45.54, longitude: -123.91 },
    });
  });

  it.each([
    ["an unknown id", "/locations/999999"],
    ["a malformed id", "/locations/abc"],
    ["a negative id", "/locations/-3"],
    ["an id past int4", "/locations/99999999999"],
  ])("answers 404 with Location Not Found for %s", async (_what, path) => {
    const res = await server.fetchText(path);
    expect(res.status).toBe(404);
    expect(res.body).toMatch(/<h1[^>]*>Location Not Found<\/h1>/);
    expect(res.body).toContain("Sorry, we couldn&#x27;t find the fishing location you&#x27;re looking for.");
    expect(res.body).toContain("<title>Location Not Found - Fish Spots</title>");
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("GET /map with 2,000 more locations (decision 021)", () => {
  let html: string;
  beforeAll(async () => {
    await insertLocations(server.database.handle.db, generateLocations(2_000));
    server.services.invalidateMapIndex();
    // Written behind the services' back, as an operator import would be: drop what was kept.
    server.responseCache.clear();
    const res = await server.fetchText("/map");
    expect(res.status).toBe(200);
    html = res.body;
  });

  it("counts them all", () => {
    expect(markup(html)).toContain("2,002 locations in Oregon");
  });

  it("sends one bounded view, not every location, in the markup and in the data for hydration", () => {
    const listed = markup(html).match(/Generated Water \d+/g) ?? [];
    expect(listed.length).toBeLessThanOrEqual(IN_VIEW_LIMIT);
    const everywhere = html.match(/Generated Water \d+/g) ?? [];
    expect(everywhere.length).toBeLessThanOrEqual(IN_VIEW_LIMIT + MAP_ANSWER_MAX_ITEMS);
    expect(textOf(markup(html))).toMatch(
      /Locations in view(Showing \d+ of [\d,]+ locations in view|[\d,]+ locations in view, all in numbered clusters)/,
    );
  });
});

describe("GET /map with tiles from the site itself", () => {
  let sameOrigin: TestServer;
  beforeAll(async () => {
    sameOrigin = await startTestServer({
      pages: true,
      env: { TILE_URL: "https://fishspots.test/tiles/{z}/{x}/{y}.png" },
    });
  });
  afterAll(() => sameOrigin.close());

  it("has no preconnect: the connection is the page's own", async () => {
    const res = await sameOrigin.fetchText("/map");
    expect(res.status).toBe(200);
    expect(res.body).toContain("<title>Fishing Locations Map - Fish Spots</title>");
    expect(res.body).not.toMatch(/rel="preconnect"/);
  });
});
