import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAP_ANSWER_MAX_ITEMS } from "#core/mapBox";
import { bulkInsertLocations } from "#scripts/bench/bulkLoad";
import { generateLocations } from "#scripts/bench/dataset";
import { fishingLocations } from "#server/db/schema";
import { refreshOfferedFishTypes, upsertLocations } from "#server/services/locations";
import { makeLocation } from "../support/factories";
import { decode, markup, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// docs/product.md "State selector", "Search results page" and "Map page": a spot's page names its
// spot's state whatever the visitor chose, search looks in the page's state first and offers the
// same search in all states, and the map shows one state or all of them.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({ name: "Newport Bayfront Pier", region: "Central Coast", fishTypes: ["crab"] }),
      makeLocation({ name: "Detroit Lake", region: "Willamette Valley", fishTypes: ["kokanee"] }),
      makeLocation({
        name: "Pismo Beach Pier",
        state: "California",
        region: "Central Coast",
        fishTypes: ["surfperch"],
        latitude: "35.1385",
        longitude: "-120.6443",
      }),
      makeLocation({
        name: "Bob Hall Pier",
        state: "Texas",
        region: "Middle Coast",
        fishTypes: ["redfish", "speckled_trout"],
        latitude: "27.5806",
        longitude: "-97.2167",
      }),
      makeLocation({
        name: "Sabine Pass Jetty",
        state: "Texas",
        region: "Upper Coast",
        fishTypes: ["flounder"],
        latitude: "29.6893",
        longitude: "-93.8418",
      }),
    ],
  });
});
afterAll(() => server.close());

const page = async (path: string, cookie = "selectedState=Oregon") => {
  const res = await server.fetchText(path, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.body;
};

async function spotId(name: string): Promise<number> {
  const [spot] = (await server.fetchJson(`/api/locations/search/${encodeURIComponent(name)}`)).body as {
    id: number;
    name: string;
  }[];
  expect(spot?.name).toBe(name);
  return spot?.id as number;
}

/** The state the header's selector shows, as the server drew it. */
function headerState(html: string): string | undefined {
  const header = /<header\b.*?<\/header>/s.exec(markup(html))?.[0] ?? "";
  const selector = /role="combobox"[^>]*aria-label="State"[^>]*>\s*<span[^>]*>([^<]*)<\/span>/.exec(header);
  return selector ? decode(selector[1] as string) : undefined;
}

/** The props the header's selector island starts with (decision 045). */
function selectorIslandProps(html: string): Record<string, unknown> {
  const box = /<[^>]*data-island="stateSelector"[^>]*>/.exec(html)?.[0] ?? "";
  const props = /data-props="([^"]*)"/.exec(box)?.[1];
  expect(props, "the state selector is an island on this page").toBeDefined();
  return JSON.parse(decode(props as string));
}

describe("a spot's page in another state than the visitor's", () => {
  it.each([
    ["Bob Hall Pier", "Texas"],
    ["Pismo Beach Pier", "California"],
  ])("%s: the header and the footer name %s while the cookie says Oregon", async (name, state) => {
    const html = await page(`/locations/${await spotId(name)}`);
    expect(headerState(html)).toBe(state);
    expect(selectorIslandProps(html)).toMatchObject({ preference: "Oregon", pageState: state });
    expect(html).toContain(`>${state} Regions</h2>`);
    expect(html).not.toContain(">Oregon Regions</h2>");
  });

  it("a spot in the chosen state names it too, and other pages keep the preference", async () => {
    expect(headerState(await page(`/locations/${await spotId("Detroit Lake")}`))).toBe("Oregon");
    expect(headerState(await page("/contact", "selectedState=Texas"))).toBe("Texas");
    const props = selectorIslandProps(await page("/tide-info", "selectedState=Texas"));
    expect(props).toMatchObject({ preference: "Texas" });
    expect(props).not.toHaveProperty("pageState");
  });
});

/** The search page's visible text. */
const searchText = async (path: string, cookie?: string) => textOf(markup(await page(path, cookie)));

describe("search across states", () => {
  it("names each result's state beside its region", async () => {
    const text = await searchText("/search-results?q=pier&state=all");
    expect(text).toContain("Central Coast, Oregon");
    expect(text).toContain("Central Coast, California");
    expect(text).toContain("Middle Coast, Texas");
  });

  it("looks in the address's state first and offers the same search in all states, with its count", async () => {
    const html = await page("/search-results?q=pier&state=texas");
    const text = textOf(markup(html));
    expect(text).toContain('Search results for "pier"');
    expect(text).toContain("Bob Hall Pier");
    expect(text).not.toContain("Pismo Beach Pier");
    expect(text).not.toContain("Newport Bayfront Pier");
    expect(text).toContain("Found 1 location(s)");
    expect(text).toContain("In Texas");
    expect(html).toMatch(
      /<a[^>]*href="\/search-results\?q=pier&amp;state=all"[^>]*>in all states \(3\)<\/a>/,
    );
  });

  it("in all states, finds every state's spots and links back to the state", async () => {
    const html = await page("/search-results?q=pier&state=all", "selectedState=Texas");
    const text = textOf(markup(html));
    for (const name of ["Bob Hall Pier", "Pismo Beach Pier", "Newport Bayfront Pier"])
      expect(text).toContain(name);
    expect(text).toContain("Found 3 location(s)");
    expect(text).toContain("In all states");
    expect(html).toMatch(/<a[^>]*href="\/search-results\?q=pier&amp;state=texas"[^>]*>in Texas only<\/a>/);
    // A new search from here looks in all states too, with or without JavaScript.
    expect(html).toMatch(/<input type="hidden" name="state" value="all"\/>/);
  });

  it("offers all states when the state has nothing, and counts a state's matches", async () => {
    const text = await searchText("/search-results?q=surfperch&state=texas");
    expect(text).toContain('Nothing in Texas matches "surfperch"');
    expect(text).toContain("in all states (1)");
    expect(await searchText("/search-results?q=surfperch&state=all")).toContain("Pismo Beach Pier");
  });

  it("without a state in the address looks in the visitor's state", async () => {
    const text = await searchText("/search-results?q=pier", "selectedState=California");
    expect(text).toContain("Pismo Beach Pier");
    expect(text).not.toContain("Bob Hall Pier");
    expect(text).toContain("in all states (3)");
  });

  it("/locations/search/{query} takes the same scope", async () => {
    const html = await page("/locations/search/pier?state=texas");
    expect(textOf(markup(html))).toContain("Bob Hall Pier");
    expect(html).toContain('href="/locations/search/pier?state=all"');
    const all = await searchText("/locations/search/pier?state=all");
    expect(all).toContain("Pismo Beach Pier");
  });

  it("from a state's page or a region's, the search form asks for that state's search", async () => {
    for (const path of ["/states/texas", "/states/texas/middle-coast"]) {
      const html = await page(path);
      expect(html).toMatch(/<form[^>]*action="\/search-results"[^>]*method="get"/);
      expect(html).toMatch(/<input type="hidden" name="state" value="texas"\/>/);
    }
  });
});

/** The props the map page's island starts with (decision 045). */
function mapPageData(html: string): { view: { center: [number, number]; zoom: number }; allStates: boolean } {
  const box = /<[^>]*data-island="mapPage"[^>]*>/.exec(html)?.[0] ?? "";
  const props = /data-props="([^"]*)"/.exec(box)?.[1];
  expect(props, "the map page's body is an island").toBeDefined();
  return JSON.parse(decode(props as string)).data;
}

describe("the map of one state or of all states", () => {
  it("opens on the chosen state's own view, counting its spots, and offers All states", async () => {
    const html = await page("/map", "selectedState=Texas");
    const text = textOf(markup(html));
    expect(text).toContain("2 locations in Texas");
    expect(text).not.toContain("Pismo Beach Pier");
    const { view, allStates } = mapPageData(html);
    expect(allStates).toBe(false);
    // Texas's box, not Oregon's view (44, -120.5).
    expect(view.center[0]).toBeGreaterThan(26);
    expect(view.center[0]).toBeLessThan(36);
    expect(view.center[1]).toBeGreaterThan(-107);
    expect(view.center[1]).toBeLessThan(-93);
    expect(html).toMatch(/<a[^>]*href="\/map\?state=all"[^>]*>All states<\/a>/);
  });

  it("Oregon keeps the spec's first view", async () => {
    expect(mapPageData(await page("/map")).view).toEqual({ center: [44, -120.5], zoom: 7 });
  });

  it("?state=all shows every state's spots on the whole country, with a way back to the chosen state", async () => {
    const html = await page("/map?state=all", "selectedState=Texas");
    const text = textOf(markup(html));
    expect(text).toContain("5 locations in all states");
    expect(text).toContain("Every fishing location in all states on one map.");
    const { view, allStates } = mapPageData(html);
    expect(allStates).toBe(true);
    expect(view.zoom).toBeLessThanOrEqual(4);
    expect(html).toMatch(/<a[^>]*href="\/map\?state=texas"[^>]*>Texas only<\/a>/);
  });

  it("keeps a fish type when switching to all states", async () => {
    const html = await page("/map?fish=redfish&state=texas");
    expect(html).toMatch(/<a[^>]*href="\/map\?fish=redfish&amp;state=all"[^>]*>All states<\/a>/);
    expect(textOf(markup(await page("/map?fish=redfish&state=all")))).toContain(
      "1 Redfish location in all states",
    );
  });
});

/** The fish directory's tab labels, in order, and the one selected. */
function directoryTabs(html: string): { labels: string[]; selected?: string } {
  const list =
    /<div role="tablist"[^>]*aria-label="Fish type"[^>]*>(.*?)<\/div>/s.exec(markup(html))?.[1] ?? "";
  const tabs = [...list.matchAll(/<button[^>]*aria-selected="(true|false)"[^>]*>([^<]*)<\/button>/g)];
  return {
    labels: tabs.map((tab) => decode(tab[2] as string)),
    selected: tabs.find((tab) => tab[1] === "true")?.[2],
  };
}

describe("a state's fish directory offers its own spots' fish", () => {
  it("GET /api/fish-types?state= lists one state's fish types, and without a state every state's", async () => {
    expect((await server.fetchJson("/api/fish-types?state=texas")).body).toEqual([
      "redfish",
      "speckled_trout",
      "flounder",
    ]);
    expect((await server.fetchJson("/api/fish-types?state=Oregon")).body).toEqual(["crab", "kokanee"]);
    expect((await server.fetchJson("/api/fish-types?state=Wyoming")).body).toEqual([]);
    expect((await server.fetchJson("/api/fish-types")).body).toEqual(
      expect.arrayContaining(["crab", "kokanee", "surfperch", "redfish", "speckled_trout", "flounder"]),
    );
  });

  it("shows each state's tabs only, and opens a state without salmon on every fish", async () => {
    const texas = directoryTabs(await page("/states/texas"));
    expect(texas.labels).toEqual(["Don't care what fish", "Redfish", "Speckled Trout", "Flounder"]);
    expect(texas.selected).toBe("Don&#x27;t care what fish");
    const oregon = directoryTabs(await page("/states/oregon?fish=redfish"));
    expect(oregon.labels).toEqual(["Don't care what fish", "Crab", "Kokanee"]);
    expect(oregon.selected).toBe("Don&#x27;t care what fish");
    expect(directoryTabs(await page("/states/texas?fish=flounder")).selected).toBe("Flounder");
  });

  it("keeps the tabs in line when a location is added to a state", async () => {
    const before = (await server.fetchJson("/api/fish-types?state=california")).body;
    expect(before).toEqual(["surfperch"]);
    await upsertLocations(server.database.handle.db, {
      records: [
        makeLocation({
          name: "Lake Cachuma",
          state: "California",
          region: "Central Coast",
          fishTypes: ["largemouth_bass"],
          latitude: "34.5836",
          longitude: "-119.9796",
        }),
      ],
    });
    expect((await server.fetchJson("/api/fish-types?state=california")).body).toEqual([
      "largemouth_bass",
      "surfperch",
    ]);
    expect((await server.fetchJson("/api/fish-types?state=oregon")).body).toEqual(["crab", "kokanee"]);

    // Removed again (the counts below hold five spots), its fish go with it.
    const db = server.database.handle.db;
    await db.transaction(async (tx) => {
      await tx.delete(fishingLocations).where(eq(fishingLocations.name, "Lake Cachuma"));
      await refreshOfferedFishTypes(tx as unknown as typeof db);
    });
    server.responseCache.clear();
    expect((await server.fetchJson("/api/fish-types?state=california")).body).toEqual(["surfperch"]);
  });
});

// Last: the thousands of spots it adds would change the counts above.
describe("the map's clusters with every state's spots (decision 021)", () => {
  const generated = generateLocations(3_748, { seed: 55 });
  const inTexas = generated.filter((record) => record.state === "Texas").length;
  beforeAll(async () => {
    await bulkInsertLocations(server.database.handle.db, generated);
    server.services.invalidateMapIndex();
    // Written behind the services' back, as an operator import would be: drop what was kept.
    server.responseCache.clear();
  });

  type MapAnswer = { total: number; clusters: { count: number }[]; locations: unknown[] };
  const counted = (answer: MapAnswer) =>
    answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.locations.length;

  it.each([0, 3, 4])(
    "at country zoom %i, every spot is in one cluster or marker, in a bounded answer",
    async (zoom) => {
      const { status, body } = await server.fetchJson(`/api/map?bbox=-180,-90,180,90&zoom=${zoom}`);
      expect(status).toBe(200);
      const answer = body as MapAnswer;
      expect(answer.total).toBe(generated.length + 5);
      expect(counted(answer)).toBe(answer.total);
      expect(answer.clusters.length + answer.locations.length).toBeLessThanOrEqual(MAP_ANSWER_MAX_ITEMS);
    },
  );

  it("one state's clusters count that state's spots only", async () => {
    expect(inTexas).toBeGreaterThan(0);
    const answer = (await server.fetchJson("/api/map?bbox=-180,-90,180,90&zoom=3&state=Texas"))
      .body as MapAnswer;
    expect(answer.total).toBe(inTexas + 2);
    expect(counted(answer)).toBe(answer.total);
  });

  it("the All states map counts them all", async () => {
    const text = textOf(markup(await page("/map?state=all")));
    expect(text).toContain(`${(generated.length + 5).toLocaleString("en-US")} locations in all states`);
  });
});
