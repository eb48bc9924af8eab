import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FISH_TYPE_VALUES } from "#core/fishTypeList";
import { MONTH_NAMES } from "#core/seasons";
import { speciesIntro } from "#core/speciesIntros";
import { speciesPath, speciesSlug } from "#core/speciesPaths";
import { locationReviews } from "#server/db/schema";
import { makeLocation, makeReview } from "../support/factories";
import { fixClock, releaseClock } from "../support/fixedClock";
import { decode, jsonLd, markup, metaContent, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// The server-rendered /fish/{slug} (docs/product.md "Species pages"), the links to it, and the
// catches a review adds to it, to its location's page and to the home page's "What's biting now".

let server: TestServer;
let nestuccaId: number;
// This month and the catch window are the clock's: fixed at noon in Oregon on 2027-01-09.
const NOW = "2027-01-09T20:00:00Z";

beforeAll(async () => {
  fixClock(NOW);
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({
        name: "Nestucca Bay",
        fishTypes: ["chinook_salmon", "crab"],
        bestSeasons: "Nov-Feb",
        featured: true,
      }),
      makeLocation({
        name: "Siletz River",
        fishTypes: ["chinook_salmon", "steelhead"],
        bestSeasons: "Sep-Nov",
      }),
      makeLocation({ name: "Depoe Bay", fishTypes: ["bowfin"], bestSeasons: "Jun-Aug" }),
    ],
  });
  const all = await server.services.findLocations({});
  nestuccaId = all.find((l) => l.name === "Nestucca Bay")?.id ?? 0;
});
afterAll(async () => {
  await server.close();
  releaseClock();
});

/** The HTML from the tag holding `attribute` on. */
function from(html: string, attribute: string): string {
  return html.slice(html.lastIndexOf("<", html.indexOf(attribute)));
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const { status, body } = await server.fetchText(path);
  return { status, html: body };
}

describe("a species page", () => {
  it("is rendered for every fish type, with its title, canonical URL, intro, chart and reminder", async () => {
    for (const value of FISH_TYPE_VALUES) {
      const slug = speciesSlug(value);
      const { status, html } = await page(`/fish/${slug}`);
      expect(status, slug).toBe(200);
      const name = decode(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "");
      expect(name).toMatch(/ in Oregon$/);
      expect(html).toContain(
        `<link rel="canonical" href="https://fishspots.test/fish/${slug}?state=oregon"/>`,
      );
      expect(metaContent(html, "og:url")).toBe(`https://fishspots.test/fish/${slug}?state=oregon`);
      expect(metaContent(html, "description")).toMatch(/^Where and when to catch /);
      const text = textOf(markup(html));
      expect(text).toContain(speciesIntro(value, "").about);
      expect(text).toContain("Check the current regulations before you go.");
      expect(html).toContain(
        'href="https://myodfw.com/articles/oregon-fishing-hunting-regulations-and-updates"',
      );
      for (const month of MONTH_NAMES) {
        const mark = month === "January" ? " \\(this month\\)" : "";
        expect(text).toMatch(new RegExp(`${month}${mark}: \\d+ spots? in season`));
      }
      expect(text.match(/\(this month\)/g)).toHaveLength(1);
      expect(html).toContain(`href="/map?fish=${value}"`);
    }
  });

  it("lists the best spots, also as an ItemList, with the breadcrumb", async () => {
    const { html } = await page("/fish/chinook-salmon");
    expect(html).toContain("<title>Chinook Salmon Fishing in Oregon: Where and When - Fish Spots</title>");
    const spots = [...markup(html).matchAll(/<a[^>]*href="\/locations\/(\d+)"[^>]*>([^<]+)<\/a>/g)].map(
      (m) => m[2],
    );
    expect(spots.slice(0, 2)).toEqual(["Nestucca Bay", "Siletz River"]);
    const [list, trail] = jsonLd(html);
    expect(list).toMatchObject({
      "@type": "ItemList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "Nestucca Bay",
          url: `https://fishspots.test/locations/${nestuccaId}`,
        },
        { "@type": "ListItem", position: 2, name: "Siletz River" },
      ],
    });
    expect(trail).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home" },
        { position: 2, name: "Chinook Salmon", item: "https://fishspots.test/fish/chinook-salmon" },
      ],
    });
  });

  it("exists for a value a spot offers beyond the list", async () => {
    const { status, html } = await page("/fish/bowfin");
    expect(status).toBe(200);
    expect(textOf(markup(html))).toContain("Bowfin is listed at Oregon fishing spots in our directory.");
  });

  it("is the 404 page for a slug that names no species", async () => {
    for (const slug of ["marlin", "Chinook-Salmon", "chinook_salmon"]) {
      const { status, html } = await page(`/fish/${slug}`);
      expect(status, slug).toBe(404);
      expect(html).toContain("<title>Page Not Found - Fish Spots</title>");
    }
  });

  it("is in the sitemap for every fish type a spot offers", async () => {
    const { body } = await server.fetchText("/sitemaps/pages.xml");
    for (const value of ["chinook_salmon", "crab", "steelhead", "bowfin"]) {
      expect(body).toContain(`<loc>https://fishspots.test${speciesPath(value)}?state=oregon</loc>`);
    }
    expect(body).not.toContain("/fish/mussels");
  });
});

describe("links to species pages", () => {
  it("from the footer, the fish directory's tab and a location's fish badges, with the old anchors kept", async () => {
    const home = (await page("/")).html;
    for (const slug of ["salmon", "trout", "steelhead", "bass", "crab"])
      expect(home).toContain(`href="/fish/${slug}"`);
    const crabTab = markup((await page("/?fish=crab")).html);
    expect(crabTab).toMatch(/<a[^>]*href="\/fish\/crab"[^>]*>Crab: where and when to catch it/);
    expect(home).toContain('id="fish-directory"');
    expect(home).toContain('id="directory"');
    const location = markup((await page(`/locations/${nestuccaId}`)).html);
    const badges = /<ul[^>]*aria-label="Fish types"[^>]*>(.*?)<\/ul>/s.exec(location)?.[1] ?? "";
    expect(badges).toContain('href="/fish/chinook-salmon"');
    expect(badges).toContain('href="/fish/crab"');
    expect(location).toContain('href="/#fish-directory"');
  });

  it("the review form offers the fish-type list for Fish Caught", async () => {
    const form = markup((await page(`/locations/${nestuccaId}?tab=reviews&reviews=write`)).html);
    const options = [...form.matchAll(/name="fishCaught" value="([^"]+)"/g)].map((m) => m[1]);
    expect(options).toHaveLength(FISH_TYPE_VALUES.length + 1);
    expect(options).toContain("Chinook_Salmon");
    expect(options).toContain("Kokanee");
    expect(options.at(-1)).toBe("Other");
  });
});

describe("a review with a catch", () => {
  beforeAll(async () => {
    const res = await server.fetchJson(`/api/locations/${nestuccaId}/reviews`, {
      method: "POST",
      body: JSON.stringify(makeReview({ userName: "Robin Caster", fishCaught: ["Crab", "Chinook_Salmon"] })),
    });
    expect(res.status).toBe(201);
    // Without a visit date the catch is on the day written, which the database writes on its own
    // clock: the row is given the test's today.
    await server.database.handle.db
      .update(locationReviews)
      .set({ createdAt: new Date(NOW) })
      .where(eq(locationReviews.id, res.body.id));
  });

  it("shows on its species page", async () => {
    const html = markup((await page("/fish/crab")).html);
    expect(textOf(from(html, 'id="recent-catches"'))).toMatch(
      /^Recent catches1 report of crab in anglers' reviews over the last 30 days\.Crab, Chinook Salmon at Nestucca BayJanuary 9, 2027 · reported by Robin Caster/,
    );
  });

  it("shows in its location's recent catches, above the reviews", async () => {
    const html = markup((await page(`/locations/${nestuccaId}?tab=reviews`)).html);
    const catches = html.indexOf('id="recent-catches-heading"');
    expect(catches).toBeGreaterThan(0);
    const review = html.indexOf('aria-label="Review by Robin Caster"');
    expect(review).toBeGreaterThan(catches);
    expect(textOf(from(html, 'id="recent-catches-heading"'))).toMatch(
      /^Recent catchesWhat anglers reported catching here in the last 30 days\.Crab1 reportChinook Salmon1 reportCrab, Chinook SalmonJanuary 9, 2027 · reported by Robin Caster/,
    );
  });

  it("shows in the home page's What's biting now, linking to the species page", async () => {
    const html = markup((await page("/")).html);
    const block = from(html, 'id="whats-biting"').split('id="fish-directory"')[0] ?? "";
    expect(textOf(block)).toContain("Reported catches, last 30 daysCrab1 reportChinook Salmon1 report");
    expect(block).toMatch(/<a[^>]*href="\/fish\/crab"[^>]*>Crab<span[^>]*>1 report<\/span><\/a>/);
    expect(textOf(block)).toContain("In season in January");
  });
});
