import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
    expect(selectorIslandProps(await page("/tide-info", "selectedState=Texas"))).toMatchObject({
      preference: "Texas",
      pageState: null,
    });
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

  it("from a state's page, the search form asks for that state's search", async () => {
    const html = await page("/states/texas");
    expect(html).toMatch(/<input type="hidden" name="state" value="texas"\/>/);
  });
});
