import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocationRecord } from "#core/schemas";
import { makeLocation, makeReview } from "../support/factories";
import { attributes, markup, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 020: with many locations the home page's lists and a location's reviews show a page
// at a time, and "Show more" works without JavaScript: a link to the same page asking for more,
// which the server renders. Lists that fit in one page keep the do-nothing Show More.

const SALMON_WATERS = 230;
const FEATURED = 30;
const REVIEWS = 25;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

let server: TestServer;
let reviewedId: number;

beforeAll(async () => {
  const salmon: LocationRecord[] = Array.from({ length: SALMON_WATERS }, (_, i) =>
    makeLocation({
      name: `Salmon Water ${String(i + 1).padStart(3, "0")}`,
      fishTypes: ["salmon"],
      bestSeasons: `${MONTHS[i % 12]}-Dec`,
      featured: i < FEATURED,
    }),
  );
  const trout = Array.from({ length: 3 }, (_, i) =>
    makeLocation({ name: `Trout Pond ${i + 1}`, fishTypes: ["trout"] }),
  );
  server = await startTestServer({
    pages: true,
    seedFile: null,
    env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
    locations: [...salmon, ...trout],
  });
  const [first] = await server.services.findLocations({ limit: 1 });
  reviewedId = first?.id as number;
  for (let i = 0; i < REVIEWS; i++) {
    await server.services.createReview({
      locationId: reviewedId,
      input: makeReview({ userName: `Reviewer ${String(i + 1).padStart(2, "0")}` }),
      clientAddress: `192.0.2.${i + 1}`,
    });
  }
}, 120_000);
afterAll(() => server.close());

/** The piece of a page between two anchors. */
function section(html: string, from: string, to: string): string {
  return html.slice(html.indexOf(`id="${from}"`), html.indexOf(`id="${to}"`));
}

/** Cards in a piece of a page: each card's name links to its location, nothing else does. */
function cardCount(html: string): number {
  return (html.match(/<a\b[^>]*href="\/locations\/\d+"/g) ?? []).length;
}

/** The href of the link whose text is `text`, or undefined. */
function linkHref(html: string, text: string): string | undefined {
  for (const m of html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)) {
    if (textOf(m[2] as string) === text) return attributes(m[1] as string).href;
  }
  return undefined;
}

async function page(path: string) {
  const res = await server.fetchText(path);
  expect(res.status).toBe(200);
  return markup(res.body);
}

describe("the Fish Directory at scale", () => {
  it("shows the first page, its first cards rendered, and a Show More that asks for the next", async () => {
    const directory = section(await page("/"), "fish-directory", "featured-locations");
    expect(textOf(directory)).toContain("Showing 200 location(s)");
    expect(cardCount(directory)).toBe(12);
    expect(linkHref(directory, "Show More")).toBe("?fish=salmon&shown=400#fish-directory");
  });

  it("tells assistive technology each rendered card's place in the whole list", async () => {
    const directory = section(await page("/"), "fish-directory", "featured-locations");
    const items = [...directory.matchAll(/<li\b([^>]*aria-setsize[^>]*)>/g)].map((m) =>
      attributes(m[1] as string),
    );
    expect(items.map((item) => item["aria-setsize"])).toEqual(Array(12).fill("200"));
    expect(items.map((item) => item["aria-posinset"])).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
  });

  it("renders every asked-for location when the link is followed, and the list's end", async () => {
    const directory = section(await page("/?fish=salmon&shown=400"), "fish-directory", "featured-locations");
    expect(textOf(directory)).toContain(`Showing ${SALMON_WATERS} location(s)`);
    expect(cardCount(directory)).toBe(SALMON_WATERS);
    // With nothing more to load, Show More is the placeholder that does nothing.
    expect(linkHref(directory, "Show More")).toBe("#fish-directory");
  });

  it("keeps the season order across pages", async () => {
    const directory = section(await page("/?fish=salmon&shown=400"), "fish-directory", "featured-locations");
    const names = [...directory.matchAll(/href="\/locations\/\d+"[^>]*>([^<]+)</g)].map(
      (m) => m[1] as string,
    );
    const starts = names.map((name) => (Number(name.slice(-3)) - 1) % 12);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it("opens the tab the URL names, with the spec's placeholder for a short list", async () => {
    const directory = section(await page("/?fish=trout"), "fish-directory", "featured-locations");
    expect(directory).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Trout<\/button>/);
    expect(textOf(directory)).toContain("Showing 3 location(s)");
    expect(linkHref(directory, "Show More")).toBe("#fish-directory");
  });

  it("falls back to Salmon for a fish the page does not offer", async () => {
    const directory = section(await page("/?fish=unicorn"), "fish-directory", "featured-locations");
    expect(directory).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Salmon<\/button>/);
  });
});

describe("Featured Fishing Locations at scale", () => {
  it("shows the first 24 and a link to more", async () => {
    const featured = section(await page("/"), "featured-locations", "tide-info");
    expect(cardCount(featured)).toBe(24);
    expect(linkHref(featured, "Show more featured locations")).toBe("?featured=48#featured-locations");
  });

  it("shows them all when the link is followed", async () => {
    const featured = section(await page("/?featured=48"), "featured-locations", "tide-info");
    expect(cardCount(featured)).toBe(FEATURED);
    expect(linkHref(featured, "Show more featured locations")).toBeUndefined();
  });
});

describe("a location's reviews at scale", () => {
  const reviewCount = (html: string) => (html.match(/aria-label="Review by /g) ?? []).length;

  it("shows the newest 20 and a link to more", async () => {
    const html = await page(`/locations/${reviewedId}?tab=reviews`);
    expect(reviewCount(html)).toBe(20);
    expect(html).toContain('aria-label="Review by Reviewer 25"');
    expect(html).not.toContain('aria-label="Review by Reviewer 01"');
    expect(linkHref(html, "Show more reviews")).toBe("?tab=reviews&reviewsShown=40#reviews-heading");
  });

  it("shows them all when the link is followed", async () => {
    const html = await page(`/locations/${reviewedId}?tab=reviews&reviewsShown=40`);
    expect(reviewCount(html)).toBe(REVIEWS);
    expect(linkHref(html, "Show more reviews")).toBeUndefined();
  });

  it("pages the reviews API with limit and offset, newest first, the same order as the whole list", async () => {
    const all = (await server.fetchJson(`/api/locations/${reviewedId}/reviews`)).body as { id: number }[];
    expect(all).toHaveLength(REVIEWS);
    const pageTwo = await server.fetchJson(`/api/locations/${reviewedId}/reviews?limit=10&offset=10`);
    expect(pageTwo.status).toBe(200);
    expect(pageTwo.body.map((r: { id: number }) => r.id)).toEqual(all.slice(10, 20).map((r) => r.id));
    expect((await server.fetchJson(`/api/locations/${reviewedId}/reviews?limit=0`)).status).toBe(400);
  });
});
