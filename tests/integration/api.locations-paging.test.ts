import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "#core/locationPaging";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// docs/product.md "API: locations": GET /api/locations pages by name or by distance, with a cursor
// named by the Link header; without the paging parameters it answers the whole list, as before.

let server: TestServer;

// Around Portland, Oregon and Vancouver, Washington, across the Columbia, and one far away.
const SPOTS = [
  {
    name: "Kelley Point",
    state: "Oregon",
    latitude: "45.6470",
    longitude: "-122.7630",
    fishTypes: ["salmon"],
  },
  {
    name: "Sauvie Island Beaches",
    state: "Oregon",
    latitude: "45.7590",
    longitude: "-122.7880",
    fishTypes: ["sturgeon"],
  },
  {
    name: "Willamette at Oregon City",
    state: "Oregon",
    latitude: "45.3520",
    longitude: "-122.6110",
    fishTypes: ["salmon", "steelhead"],
  },
  {
    name: "Vancouver Lake",
    state: "Washington",
    latitude: "45.6700",
    longitude: "-122.7250",
    fishTypes: ["bass"],
  },
  {
    name: "Lake Washington",
    state: "Washington",
    latitude: "47.6100",
    longitude: "-122.2600",
    fishTypes: ["bass", "trout"],
  },
  {
    name: "Detroit Lake",
    state: "Oregon",
    latitude: "44.7080",
    longitude: "-122.1700",
    fishTypes: ["trout"],
  },
  {
    name: "Lake Okeechobee",
    state: "Florida",
    latitude: "26.9500",
    longitude: "-80.8000",
    fishTypes: ["bass"],
  },
];
// Two spots on the same coordinates: a tie of distance that pages must split by id, never lose.
const TWINS = [
  {
    name: "Twin Pier North",
    state: "Oregon",
    latitude: "45.6000",
    longitude: "-122.6800",
    fishTypes: ["perch"],
  },
  {
    name: "Twin Pier South",
    state: "Oregon",
    latitude: "45.6000",
    longitude: "-122.6800",
    fishTypes: ["perch"],
  },
];

beforeAll(async () => {
  server = await startTestServer({
    locations: [...SPOTS, ...TWINS].map((spot) => makeLocation({ ...spot, region: "Test Region" })),
  });
});
afterAll(() => server.close());

const names = (body: { name: string }[]) => body.map((l) => l.name);
const VANCOUVER = "45.6418,-122.6801";

/** The address of the Link header's rel="next", or undefined. */
function nextOf(headers: Headers): string | undefined {
  const link = headers.get("link");
  return link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
}

/** Every page from `first` on, following the Link headers. */
async function allPages(first: string) {
  const pages: string[][] = [];
  let address: string | undefined = first;
  while (address) {
    const { status, body, headers } = await server.fetchJson(address);
    expect(status).toBe(200);
    pages.push(names(body));
    address = nextOf(headers);
    expect(pages.length).toBeLessThan(20);
  }
  return pages;
}

describe("GET /api/locations, the whole list", () => {
  it("answers every location without a Link header when no paging parameter is given", async () => {
    const { status, body, headers } = await server.fetchJson("/api/locations");
    expect(status).toBe(200);
    expect(body).toHaveLength(SPOTS.length + TWINS.length);
    expect(headers.get("link")).toBeNull();
    expect(body[0]).not.toHaveProperty("distanceKm");
  });

  it("still pages with limit and offset, without a Link header", async () => {
    const { body, headers } = await server.fetchJson("/api/locations?limit=2&offset=1");
    expect(names(body)).toEqual(["Kelley Point", "Lake Okeechobee"]);
    expect(headers.get("link")).toBeNull();
  });
});

describe("GET /api/locations, by pages", () => {
  it("pages the list by name with a cursor in the Link header, every spot once", async () => {
    const pages = await allPages("/api/locations?limit=4");
    expect(pages.map((page) => page.length)).toEqual([4, 4, 1]);
    const { body } = await server.fetchJson("/api/locations");
    expect(pages.flat()).toEqual(names(body));
  });

  it("keeps the query's other parameters in the next page's address", async () => {
    const { headers } = await server.fetchJson("/api/locations?state=oregon&limit=2");
    const next = nextOf(headers) as string;
    expect(next).toMatch(/^\/api\/locations\?/);
    const params = new URL(next, server.url).searchParams;
    expect(params.get("state")).toBe("oregon");
    expect(params.get("limit")).toBe("2");
    expect(params.get("cursor")).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("filters a page by state (slug), box and fish type", async () => {
    expect((await allPages("/api/locations?state=washington&limit=1")).flat()).toEqual([
      "Lake Washington",
      "Vancouver Lake",
    ]);
    // The Portland area's box: no Seattle, no Detroit Lake, no Florida.
    const box = await server.fetchJson("/api/locations?bbox=-123,45.3,-122.5,45.8");
    expect(names(box.body)).toEqual([
      "Kelley Point",
      "Sauvie Island Beaches",
      "Twin Pier North",
      "Twin Pier South",
      "Vancouver Lake",
      "Willamette at Oregon City",
    ]);
    expect(box.headers.get("link")).toBeNull();
    const bass = await server.fetchJson("/api/locations?fish=bass");
    expect(names(bass.body)).toEqual(["Lake Okeechobee", "Lake Washington", "Vancouver Lake"]);
  });

  it("answers near, nearest first across states, with each distance", async () => {
    const { status, body } = await server.fetchJson(`/api/locations?near=${VANCOUVER}&limit=3`);
    expect(status).toBe(200);
    expect(body.map((l: { state: string }) => l.state)).toContain("Oregon");
    const distances = body.map((l: { distanceKm: number }) => l.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The twins at 45.6,-122.68 lie 4.6 km south of the ZIP code's point, in Oregon.
    expect(names(body).slice(0, 2)).toEqual(["Twin Pier North", "Twin Pier South"]);
    expect(body[0].distanceKm).toBeCloseTo(4.646, 1);
  });

  it("pages near by distance, splitting a tie by id and losing nothing", async () => {
    const pages = await allPages(`/api/locations?near=${VANCOUVER}&limit=1`);
    expect(pages.map((page) => page.length)).toEqual(Array(SPOTS.length + TWINS.length).fill(1));
    expect(pages.flat().slice(0, 2)).toEqual(["Twin Pier North", "Twin Pier South"]);
    expect(pages.flat().at(-1)).toBe("Lake Okeechobee");
  });

  it("keeps near within the radius, to a state and to a fish type", async () => {
    // Sauvie Island's beaches lie 15.5 km away, Kelley Point 6.5 km.
    const within = await server.fetchJson(`/api/locations?near=${VANCOUVER}&radius=12`);
    expect(names(within.body)).toEqual([
      "Twin Pier North",
      "Twin Pier South",
      "Vancouver Lake",
      "Kelley Point",
    ]);
    const washington = await server.fetchJson(`/api/locations?near=${VANCOUVER}&state=washington`);
    expect(names(washington.body)).toEqual(["Vancouver Lake", "Lake Washington"]);
    const salmon = await server.fetchJson(`/api/locations?near=${VANCOUVER}&fish=salmon`);
    expect(names(salmon.body)).toEqual(["Kelley Point", "Willamette at Oregon City"]);
    const unknown = await server.fetchJson(`/api/locations?near=${VANCOUVER}&fish=no_such_fish`);
    expect(unknown.body).toEqual([]);
  });

  it.each([
    ["near=45.6", "near"],
    ["near=91,0", "near"],
    ["near=abc,def", "near"],
    [`near=${VANCOUVER}&radius=0`, "radius"],
    [`near=${VANCOUVER}&radius=far`, "radius"],
    ["radius=10", "radius"],
    [`near=${VANCOUVER}&bbox=-123,45,-122,46`, "bbox"],
    ["bbox=1,2,3", "bbox"],
    ["cursor=not-a-cursor!", "cursor"],
    ["cursor=bm90IGEgY3Vyc29y", "cursor"],
    [`near=${VANCOUVER}&cursor=${encodeCursor({ by: "name", name: "a", id: 1 })}`, "cursor"],
    [`cursor=${encodeCursor({ by: "distance", km: 1, id: 1 })}`, "cursor"],
    ["bbox=-123,45,-122,46&offset=2", "offset"],
    ["limit=0", "limit"],
  ])("answers 400 with a message for %s", async (query, field) => {
    const { status, body } = await server.fetchJson(`/api/locations?${query}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });
});
