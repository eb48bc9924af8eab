import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILL_LIVE_SLOTS_SCRIPT } from "#app/components/conditions/liveConditionsSlot";
import { CARD_FIELDS } from "#app/components/locations/cardData";
import { REGION_FIRST_CARDS } from "#app/components/locations/RegionCards";
import { projectRoot } from "#server/paths";
import { executableInlineScripts, scriptHashes } from "../support/csp";
import { makeLocation } from "../support/factories";
import { decode } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 045: pages that ask for it are served as HTML with islands. They carry the page
// script and none of React Router's (no route manifest, no loader data, no module preloads);
// the header's state selector is written as an island with its props; every other page still
// hydrates.

const ISLANDS_PAGES = [
  "/tide-info",
  "/fish/chinook-salmon",
  "/ar-tools",
  "/contact",
  "/",
  "/states/oregon",
  "/states/washington",
  "/states/oregon/willamette-valley",
  "/map",
  "a location page",
  "a location page's tides",
];
const PAGE_SCRIPT = /import "(\/assets\/page-[\w-]+\.js)";/;

/** An island's props, as its box's attribute holds them. */
const islandProps = (attribute: string | undefined): any => JSON.parse(decode(attribute ?? "null"));

let server: TestServer;
let locationPath: string;
/** A page's address; a location page's is known once the server has its location. */
const address = (page: string) =>
  page.startsWith("/") ? page : page.endsWith("tides") ? `${locationPath}?tab=tides` : locationPath;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({ name: "Tillamook Bay", featured: true, fishTypes: ["salmon"] }),
      // A region longer than the cards its page writes at first.
      ...Array.from({ length: REGION_FIRST_CARDS + 6 }, (_, i) =>
        makeLocation({
          name: `Sound Pier ${String(i + 1).padStart(2, "0")}`,
          state: "Washington",
          region: "Puget Sound",
        }),
      ),
    ],
  });
  const location = ((await server.fetchJson("/api/locations")).body as { id: number; name: string }[]).find(
    (candidate) => candidate.name === "Tillamook Bay",
  );
  locationPath = `/locations/${location?.id}`;
});
afterAll(() => server.close());

describe("a page served with islands", () => {
  it.each(ISLANDS_PAGES)(
    "%s runs the page script, after the first paint, and no router script",
    async (page) => {
      const { status, body, headers } = await server.fetchText(address(page));
      expect(status).toBe(200);
      expect(body).not.toContain("__reactRouterContext");
      expect(body).not.toContain('<link rel="modulepreload"');
      expect(body).not.toMatch(/<script[^>]*\bsrc=/);
      const [pageScript] = executableInlineScripts(body).filter((script) => PAGE_SCRIPT.test(script.text));
      // Inert until the starter runs it after the first paint (decision 023), and named by the policy.
      expect(pageScript?.attributes).toContain("data-module-after-paint");
      expect(scriptHashes(headers.get("content-security-policy") ?? "")).toContain(pageScript?.hash);
    },
  );

  it("writes the state selector as an island, with the preference it was rendered for", async () => {
    const { body } = await server.fetchText("/tide-info", {
      headers: { cookie: "selectedState=Washington" },
    });
    expect(body).toMatch(/<html[^>]*data-selected-state="Washington"/);
    const island = body.match(/<div data-island="stateSelector" data-props="([^"]*)"/);
    const props = JSON.parse((island?.[1] ?? "").replaceAll("&quot;", '"'));
    expect(props).toEqual({ preference: "Washington", pathname: "/tide-info", search: "" });
    // The island's server HTML is the closed control, showing the chosen state.
    expect(body).toMatch(/role="combobox"[^>]*aria-label="State"[\s\S]*?>Washington<\/span>/);
  });

  it("writes the measuring tool as an island with live controls and ids of its own", async () => {
    const { body } = await server.fetchText("/ar-tools");
    const island = body.match(/<div data-island="catchMeasure"[^>]*>/)?.[0] ?? "";
    expect(island).toContain('data-props="{&quot;startsOnUse&quot;:true}"');
    const prefix = island.match(/data-id-prefix="([^"]+)"/)?.[1] ?? "";
    expect(prefix).toMatch(/^catchMeasure\w*-$/);
    const inside = body.slice(body.indexOf(island) + island.length);
    // Every id made inside the island carries its prefix, so none can meet one of the page's.
    expect(inside.match(/\bid="([^"]+)"/)?.[1]).toContain(prefix);
    // A press waits for the tool's code, so its photo inputs are not drawn disabled.
    const photoInputs = inside.match(/<input[^>]*type="file"[^>]*>/g) ?? [];
    expect(photoInputs).toHaveLength(2);
    for (const input of photoInputs) expect(input).not.toMatch(/\bdisabled\b/);
  });

  it("writes the suggestion form as an island whose button the page script makes live", async () => {
    const { body } = await server.fetchText("/contact");
    const island = body.match(/<div data-island="suggestionForm"[^>]*>/)?.[0] ?? "";
    expect(island).toContain('data-props="{&quot;startsOnUse&quot;:true}"');
    const inside = body.slice(body.indexOf(island) + island.length);
    // Disabled without scripts, as on a hydrated page; the page script makes it live.
    const button = inside.match(/<button[^>]*type="submit"[^>]*>/)?.[0] ?? "";
    expect(button).toMatch(/\bdisabled=""/);
    expect(button).toContain("data-live-with-page-script");
    expect(inside).toContain("Sending this form needs JavaScript");
  });

  it("writes a state's search, directory and featured spots as islands, given the page and their lists", async () => {
    const { body } = await server.fetchText("/states/oregon?fish=salmon");
    const islands = [...body.matchAll(/<div data-island="(\w+)" data-props="([^"]*)"/g)].map(
      ([, name, props]) => ({
        name,
        props: JSON.parse((props ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&")),
      }),
    );
    expect(islands.map((island) => island.name)).toEqual([
      "stateSelector",
      "searchBar",
      "fishDirectory",
      "featuredLocations",
    ]);
    const page = {
      pathname: "/states/oregon",
      search: "?fish=salmon",
      selectedState: "Oregon",
      config: expect.objectContaining({ weatherConfigured: expect.any(Boolean) }),
    };
    const [, search, directory, featured] = islands;
    expect(search?.props).toEqual({ page });
    expect(directory?.props).toMatchObject({ page, loaderState: "Oregon", loaderFish: "salmon" });
    expect(directory?.props.defaultList.map((spot: { name: string }) => spot.name)).toEqual([
      "Tillamook Bay",
    ]);
    expect(featured?.props.initial.map((spot: { name: string }) => spot.name)).toEqual(["Tillamook Bay"]);
    // Each spot as its card needs it, not the whole location (permits, coordinates, time zone).
    const spots = [...(directory?.props.defaultList ?? []), ...(featured?.props.initial ?? [])];
    expect(spots).toHaveLength(2);
    for (const spot of spots) expect(Object.keys(spot).sort()).toEqual([...CARD_FIELDS].sort());
    // The cards are in the server's HTML, linked to their pages.
    const inside = body.slice(body.indexOf('data-island="fishDirectory"'));
    expect(inside.slice(0, inside.indexOf('data-island="featuredLocations"'))).toContain(
      `href="${locationPath}"`,
    );
  });

  it("writes a region's search and its spots' cards as islands, each spot as its card needs it", async () => {
    const { body } = await server.fetchText("/states/oregon/willamette-valley");
    const islands = [...body.matchAll(/<div data-island="(\w+)" data-props="([^"]*)"/g)].map(
      ([, name, props]) => ({ name, props: JSON.parse(decode(props ?? "")) }),
    );
    expect(islands.map((island) => island.name)).toEqual(["stateSelector", "searchBar", "regionSpots"]);
    const spots = islands[2]?.props;
    expect(spots).toMatchObject({
      label: "Fishing spots in Willamette Valley",
      page: { pathname: "/states/oregon/willamette-valley" },
    });
    expect(spots.locations.map((spot: { name: string }) => spot.name)).toEqual(["Tillamook Bay"]);
    expect(Object.keys(spots.locations[0]).sort()).toEqual([...CARD_FIELDS].sort());
    // Every card is in the server's HTML, linked to its page, laid out only when near the screen.
    const inside = body.slice(body.indexOf('data-island="regionSpots"'));
    expect(inside).toContain(`href="${locationPath}"`);
    expect(inside).toMatch(/<li class="\[content-visibility:auto\][^"]*">/);
  });

  it("writes a long region's first cards, with a link to all and an end that starts the island when near", async () => {
    const cardsOf = (body: string) => {
      const inside = body.slice(
        body.indexOf('data-island="regionSpots"'),
        body.indexOf('id="other-regions"'),
      );
      return [...inside.matchAll(/>(Sound Pier \d+)</g)].map(([, name]) => name);
    };
    const total = REGION_FIRST_CARDS + 6;
    const first = await server.fetchText("/states/washington/puget-sound");
    expect(cardsOf(first.body)).toHaveLength(REGION_FIRST_CARDS);
    expect(first.body).toMatch(
      new RegExp(`<div data-starts-island-near="true"><a href="\\?all=1"[^>]*>Show all ${total} spots</a>`),
    );
    // The island carries every spot, for the batches it adds as the visitor scrolls.
    const props = JSON.parse(
      decode(first.body.match(/data-island="regionSpots" data-props="([^"]*)"/)?.[1] ?? ""),
    );
    expect(props).toMatchObject({ initialCount: REGION_FIRST_CARDS });
    expect(props.locations).toHaveLength(total);

    const all = await server.fetchText("/states/washington/puget-sound?all=1");
    expect(cardsOf(all.body)).toHaveLength(total);
    expect(all.body).not.toContain("Show all");
  });

  it("writes the map page's body as an island started on first use, given its settings and its data", async () => {
    const { body } = await server.fetchText("/map");
    const island = body.match(/<div data-island="mapPage" data-props="([^"]*)"[^>]*>/);
    const props = JSON.parse((island?.[1] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&"));
    expect(props.page).toMatchObject({ pathname: "/map", search: "", selectedState: "Oregon" });
    // Only the settings the browser reads: no contact address or public URL in the page's props.
    expect(Object.keys(props.page.config).sort()).toEqual([
      "tileAttribution",
      "tileUrl",
      "weatherConfigured",
    ]);
    expect(props.data).toMatchObject({ state: "Oregon", fish: null });
    expect(props.data.overview.total).toBe(1);
    // The server's HTML is the page with the map's first picture in its box, until Leaflet comes.
    const inside = body.slice(body.indexOf(island?.[0] ?? ""));
    expect(inside).toContain("1 location in Oregon");
    expect(inside).toContain("data-map-picture");
    expect(inside).not.toContain("Loading map...");
  });

  it("writes a location page's body as one island started on first use, its live parts after it", async () => {
    const { body } = await server.fetchText(`${locationPath}?tab=tides`);
    const island = body.match(/<div data-island="locationPage" data-props="([^"]*)"[^>]*>/);
    const props = islandProps(island?.[1]);
    expect(props.page).toMatchObject({
      pathname: locationPath,
      search: "?tab=tides",
      selectedState: "Oregon",
    });
    expect(props.data.location.name).toBe("Tillamook Bay");
    expect(props.data.tideTab).toHaveProperty("conditions");
    // A promise cannot be a prop: the streamed live parts are not among them, and nothing was posted.
    expect(props.data).not.toHaveProperty("live");
    expect(props).not.toHaveProperty("posted");
    // The tab keeps their place; they follow the island in a template, with the script that fills it.
    const after = body.slice(body.indexOf(island?.[0] ?? ""));
    expect(after).toMatch(
      /<div data-live-slot="" class="contents"><p[^>]*>Loading the latest conditions\.\.\.<\/p><\/div>/,
    );
    const delivered = after.match(
      /<template data-live-conditions="">([\s\S]*?)<\/template><script>([^<]*)<\/script>/,
    );
    expect(delivered?.[1]).toContain('data-live-part="outlook"');
    expect(delivered?.[2]).toBe(FILL_LIVE_SLOTS_SCRIPT);
  });

  it("gives a location page's island the answer of a form posted without JavaScript", async () => {
    const res = await server.fetchText(`${locationPath}?tab=reviews&reviews=write`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "create-review",
        userName: "",
        rating: "4",
        reviewText: "Kept here",
      }),
    });
    expect(res.status).toBe(400);
    const props = islandProps(res.body.match(/<div data-island="locationPage" data-props="([^"]*)"/)?.[1]);
    // The island hydrates with what the server drew: the message and the text kept.
    expect(props.posted).toMatchObject({ form: "review", values: { reviewText: "Kept here" } });
    expect(Object.keys(props.posted.errors)).toContain("userName");
  });

  it("keeps a slot for the install banner and an empty toast region", async () => {
    const { body } = await server.fetchText("/tide-info");
    expect(body).toContain('data-island-slot="installBanner"');
    expect(body).toMatch(
      /<div data-island-slot="toaster"><section aria-label="Notifications \(F8\)"[^>]*><ol[^>]*data-toast-list=""/,
    );
  });

  it.each(["/tide-info", "/"])(
    "%s has a page script that is small and asks for nothing more on load",
    async (pagePath) => {
      const { body } = await server.fetchText(pagePath);
      const src = body.match(PAGE_SCRIPT)?.[1] ?? "";
      const res = await fetch(server.url + src);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("immutable");
      const code = await res.text();
      expect(code).toBe(readFileSync(path.join(projectRoot, "build", "client", src), "utf8"));
      // One file: no static import; the islands' React is loaded by import() on first use.
      expect(code).not.toMatch(/^import\b|[;}]import\s*[{*"]/);
      expect(gzipSync(code).length).toBeLessThan(5_000);
    },
  );
});

describe("every other page", () => {
  it.each(["/locations/search/tillamook"])("%s hydrates with React Router's scripts", async (page) => {
    const { status, body } = await server.fetchText(page);
    expect(status).toBe(200);
    expect(body).toContain("__reactRouterContext");
    expect(body).not.toMatch(PAGE_SCRIPT);
    expect(body).not.toContain("data-island=");
  });
});
