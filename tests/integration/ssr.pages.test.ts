import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FISH_TYPE_VALUES } from "#core/fishTypeList";
import { speciesPath } from "#core/speciesPaths";
import { makeLocation } from "../support/factories";
import { fixClock, releaseClock } from "../support/fixedClock";
import { attributes, jsonLd, metaContent, textOf } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// The raw HTML the server sends, before any script runs: content, metadata and structured data
// for search engines and social previews (docs/product.md "Page metadata"), plus the crawler files.

const BASE = "https://fishspots.test";
// The dataset's eight regions, then the footer's Coast, which gathers the three coast regions.
const OREGON_REGION_SLUGS = [
  "north-coast",
  "central-coast",
  "south-coast",
  "portland-area",
  "willamette-valley",
  "southern-oregon",
  "central-oregon",
  "eastern-oregon",
  "coast",
];
const EMAIL = "team@fishspots.test";

let server: TestServer;
let locationIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    env: { CONTACT_EMAIL: EMAIL },
    locations: [
      makeLocation({ name: "Tillamook Bay", region: "North Coast", tideInfo: "Mixed semi-diurnal." }),
      makeLocation({ name: "Rogue River", region: "South Coast" }),
      makeLocation({ name: "Detroit Lake", region: "Willamette Valley" }),
    ],
  });
  locationIds = (await server.services.findLocations({})).map((l) => l.id);
});
afterAll(() => server.close());

// --- small readers for server-rendered HTML --------------------------------------------------

type Anchor = { attrs: Record<string, string>; text: string };

function anchors(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*)>(.*?)<\/a>/gs)].map((m) => ({
    attrs: attributes(m[1] as string),
    text: textOf(m[2] as string),
  }));
}

function element(html: string, tag: string): string {
  const match = html.match(new RegExp(`<${tag}\\b[^>]*>.*?</${tag}>`, "s"));
  if (!match) throw new Error(`no <${tag}> in the page`);
  return match[0];
}

async function page(path: string) {
  const res = await server.fetchText(path);
  return { ...res, text: textOf(res.body) };
}

// --- pages -------------------------------------------------------------------------------------

describe.each([
  {
    path: "/tide-info",
    title: "Oregon Tides and Fishing Guide - Fish Spots",
    crumb: "Tide Info",
    navLabel: "Tide Info",
  },
  {
    path: "/contact",
    title: "Contact Us and Suggest a Fishing Spot - Fish Spots",
    crumb: "Contact",
    navLabel: "Contact",
  },
])("$path metadata", ({ path, title, crumb, navLabel }) => {
  it("answers 200 with HTML", async () => {
    const { status, headers } = await server.fetchText(path);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("has its own title, description and canonical URL", async () => {
    const { body } = await page(path);
    expect(body).toContain(`<title>${title}</title>`);
    expect(metaContent(body, "description")?.length).toBeGreaterThan(50);
    expect(body).toContain(`<link rel="canonical" href="${BASE}${path}"/>`);
  });

  it("has Open Graph and Twitter tags, the description cut at 200 characters", async () => {
    const { body } = await page(path);
    expect(metaContent(body, "og:title")).toBe(title);
    expect(metaContent(body, "og:url")).toBe(`${BASE}${path}`);
    expect(metaContent(body, "og:site_name")).toBe("Fish Spots");
    expect(metaContent(body, "twitter:card")).toBe("summary");
    expect(metaContent(body, "twitter:title")).toBe(title);
    for (const key of ["og:description", "twitter:description"]) {
      const description = metaContent(body, key);
      expect(description, key).toBeTruthy();
      expect(description?.length, key).toBeLessThanOrEqual(200);
    }
  });

  it("carries a BreadcrumbList from Home to the page", async () => {
    const { body } = await page(path);
    const list = jsonLd(body).find((item) => item["@type"] === "BreadcrumbList");
    expect(list).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${BASE}/` },
        { "@type": "ListItem", position: 2, name: crumb, item: `${BASE}${path}` },
      ],
    });
  });

  it("marks its header link as the current page, and only that one", async () => {
    const { body } = await page(path);
    const nav = element(element(body, "header"), "nav");
    const links = anchors(nav);
    expect(links.map((a) => [a.text, a.attrs.href])).toEqual([
      ["Home", "/"],
      ["Map", "/map"],
      ["Tide Info", "/tide-info"],
      ["Contact", "/contact"],
    ]);
    expect(links.filter((a) => a.attrs["aria-current"] === "page").map((a) => a.text)).toEqual([navLabel]);
  });

  it("opens every external link in a new tab without leaking the opener or referrer", async () => {
    const { body } = await page(path);
    const external = anchors(body).filter((a) => /^https?:/.test(a.attrs.href ?? ""));
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link.attrs.target, link.attrs.href).toBe("_blank");
      expect(link.attrs.rel, link.attrs.href).toBe("noopener noreferrer");
    }
  });
});

// docs/product.md "Tide Info page"
describe("/tide-info content", () => {
  it("explains Oregon's tides in the server HTML", async () => {
    const { text } = await page("/tide-info");
    expect(text).toContain("mixed semi-diurnal tides");
    expect(text).toContain("two high tides and two low tides");
    expect(text).toContain("unequal height");
    expect(text).toContain("spring tides");
    expect(text).toContain("a range of 6-10 feet");
    expect(text).toContain("a range of only 2-4 feet");
    expect(text).toContain("feet above mean lower low water (MLLW)");
    expect(text).toContain("Tide predictions are not for navigation.");
    expect(text).toContain("check current ODFW regulations");
  });

  it("covers salmon, crab and shellfish (slack tide, minus tides), steelhead (tidewater) and bass (not tidal)", async () => {
    const { text } = await page("/tide-info");
    expect(text).toContain("Crabbing is usually best around slack tide");
    expect(text).toContain("Clam digging is best on minus tides");
    expect(text).toContain("The tide matters for steelhead only in tidewater");
    expect(text).toContain("Bass are not tidal fish");
    expect(text).toContain("1-800-448-2474");
  });

  it("defines solunar periods", async () => {
    const { body, text } = await page("/tide-info");
    expect(body).toContain('id="solunar"');
    expect(text).toContain("Major periods (about 2 hours)");
    expect(text).toContain("upper transit");
    expect(text).toContain("lower transit");
    expect(text).toContain("Minor periods (about 1 hour)");
    expect(text).toContain("Centred on moonrise and moonset.");
  });

  it("groups official resource links by fish type", async () => {
    const { body } = await page("/tide-info");
    const resources = body.slice(body.indexOf('id="resources"'));
    const headings = [...resources.matchAll(/<h3 id="resources-[^"]+"[^>]*>(.*?)<\/h3>/g)].map((m) =>
      textOf(m[1] as string),
    );
    expect(headings).toEqual(["Salmon", "Crab and shellfish", "Steelhead", "Bass"]);
    const hosts = new Set(anchors(resources).map((a) => new URL(a.attrs.href ?? "", BASE).host));
    for (const host of ["tidesandcurrents.noaa.gov", "myodfw.com", "www.oregon.gov"])
      expect(hosts).toContain(host);
  });
});

// docs/product.md "Contact page"
describe("/contact content", () => {
  it("shows the contact e-mail as a mailto link and the city", async () => {
    const { body, text } = await page("/contact");
    expect(anchors(body).some((a) => a.attrs.href === `mailto:${EMAIL}` && a.text === EMAIL)).toBe(true);
    expect(text).toContain("Portland, Oregon");
  });

  it("offers an e-mail suggestion with the subject New Fishing Spot Suggestion", async () => {
    const { body } = await page("/contact");
    const mail = anchors(body).find((a) => a.attrs.href?.startsWith(`mailto:${EMAIL}?`));
    expect(mail?.text).toBe("E-mail a suggestion");
    const params = new URLSearchParams(mail?.attrs.href?.split("?")[1]);
    expect(params.get("subject")).toBe("New Fishing Spot Suggestion");
    expect(params.get("body")).toContain("Special tips:");
  });

  it("renders the suggestion form with a label for every field", async () => {
    const { body } = await page("/contact");
    const form = element(body, "form");
    const labels = [...form.matchAll(/<label for="([^"]+)"[^>]*>(.*?)<\/label>/gs)].map((m) => ({
      id: m[1] as string,
      text: textOf(m[2] as string),
    }));
    expect(labels.map((l) => l.text)).toEqual([
      "Location name",
      "Description",
      "Facilities (optional)",
      "Your name",
      "Your e-mail",
    ]);
    for (const label of labels) expect(form).toContain(`id="${label.id}"`);
    expect(textOf(element(form, "legend"))).toBe("Fish types (optional)");
    expect(form.match(/type="checkbox"/g)).toHaveLength(FISH_TYPE_VALUES.length);
    expect(body).toMatch(/<div role="status" aria-live="polite">/);
  });

  it("answers the FAQ with native disclosures: license from age 12, photos by e-mail", async () => {
    const { body } = await page("/contact");
    const faq = body.slice(body.indexOf('id="faq"'), body.indexOf('id="privacy"'));
    const items = [...faq.matchAll(/<details\b[^>]*>(.*?)<\/details>/gs)].map((m) => textOf(m[1] as string));
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.find((t) => t.startsWith("Do I need a fishing license?"))).toContain("Yes, from age 12.");
    expect(items.find((t) => t.startsWith("How do I send photos"))).toContain(
      `By e-mail. Attach them to a message to ${EMAIL}`,
    );
  });

  it("has the privacy and terms sections the footer links to", async () => {
    const { body, text } = await page("/contact");
    expect(body).toContain('id="privacy"');
    expect(body).toContain('id="terms"');
    expect(text).toContain("Reviews and ratings are public.");
    expect(text).toContain("Alert e-mail addresses are used only for the alerts you ask for.");
    expect(text).toContain("one-click unsubscribe");
    expect(text).toContain("No tracking or advertising cookies.");
    expect(text).toContain("Information is a guide, not legal advice.");
    expect(text).toContain("Always check current ODFW regulations");
    expect(text).toContain("Tide predictions are not for navigation.");
    expect(text).toContain("Be respectful in reviews.");
  });
});

// docs/product.md "Global footer"
describe("global footer", () => {
  it("has the four columns, the links, the current year and the affiliate disclosure", async () => {
    // The year is the clock's: fixed in 2027, with no page rendered before it in the cache.
    fixClock("2027-07-15T19:00:00Z");
    server.responseCache.clear();
    let body: string;
    try {
      ({ body } = await page("/tide-info"));
    } finally {
      releaseClock();
      server.responseCache.clear();
    }
    const footer = element(body, "footer");
    const headings = [...footer.matchAll(/<h2\b[^>]*>(.*?)<\/h2>/g)].map((m) => textOf(m[1] as string));
    expect(headings).toEqual(["About Fish Spots", "Fish Species", "Oregon Regions", "Resources"]);
    const links = anchors(footer);
    const hrefOf = (label: string) => links.find((a) => a.text.startsWith(label))?.attrs.href;
    // docs/product.md "Global footer": each goes to its species page.
    for (const [fish, slug] of [
      ["Salmon", "salmon"],
      ["Trout", "trout"],
      ["Steelhead", "steelhead"],
      ["Bass", "bass"],
      ["Crabbing & Clamming", "crab"],
    ] as const)
      expect(hrefOf(fish), fish).toBe(`/fish/${slug}`);
    for (const region of [
      "Coast",
      "Willamette Valley",
      "Southern Oregon",
      "Central Oregon",
      "Eastern Oregon",
    ])
      expect(hrefOf(region), region).toBeTruthy();
    expect(hrefOf("Tide Charts")).toBe("/tide-info");
    expect(hrefOf("AR Tool Recognition")).toBe("/ar-tools");
    expect(hrefOf("Contact Us")).toBe("/contact");
    expect(hrefOf("Fishing License Info")).toMatch(/^https:\/\//);
    expect(hrefOf("Privacy Policy")).toBe("/contact#privacy");
    expect(hrefOf("Terms of Service")).toBe("/contact#terms");
    expect(hrefOf("Sitemap")).toBe("/sitemap.xml");
    expect(footer).toContain("© 2027");
    expect(textOf(footer)).toMatch(/As an affiliate, Fish Spots may earn from qualifying purchases/);
  });
});

// docs/product.md "Not found page"
describe("unknown paths (404 page)", () => {
  it("answer 404 with the 404 page and its two buttons", async () => {
    const { status, body, text } = await page("/no/such/page");
    expect(status).toBe(404);
    expect(text).toContain("Page Not Found");
    expect(body).toContain("<title>Page Not Found - Fish Spots</title>");
    expect(metaContent(body, "robots")).toBe("noindex");
    const links = anchors(element(body, "main"));
    expect(links.find((a) => a.text === "Go Home")?.attrs.href).toBe("/");
    expect(links.find((a) => a.text === "Explore Fishing Spots")?.attrs.href).toBe("/#directory");
  });

  it.each(["/contact%0D", "/search-results%0D%0D", "/locations/1%0A", "/map%E2%80%A8"])(
    "answer 404 for %s, a path with a line break that matches no route, without logging a fault",
    async (path) => {
      const { status, headers, body } = await server.fetchText(path);
      expect(status).toBe(404);
      expect(headers.get("content-type")).toContain("json");
      expect(JSON.parse(body)).toEqual({ message: "Page not found" });
    },
  );

  it("keep the header and footer", async () => {
    const { body } = await page("/nowhere");
    expect(anchors(element(body, "header")).map((a) => a.text)).toContain("Tide Info");
    expect(element(body, "footer")).toContain("Fish Species");
  });
});

// --- crawler files -------------------------------------------------------------------------------

// docs/product.md "Crawler files", decision 020
describe("/sitemap.xml", () => {
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it("is an XML sitemap index, cacheable for an hour", async () => {
    const { status, headers, body } = await server.fetchText("/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(headers.get("cache-control")).toBe("public, max-age=3600");
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it("names the pages file and one locations file, absolute under PUBLIC_URL", async () => {
    const { body } = await server.fetchText("/sitemap.xml");
    expect(locsOf(body)).toEqual([`${BASE}/sitemaps/pages.xml`, `${BASE}/sitemaps/locations-1.xml`]);
  });

  it("lists each state with spots at its addresses, then the static pages, in the pages file", async () => {
    const { status, headers, body } = await server.fetchText("/sitemaps/pages.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(headers.get("cache-control")).toBe("public, max-age=3600");
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Only Oregon has spots here: no other state's pages, and no address the pages name as
    // another's canonical (`/`, `/map`).
    expect(locsOf(body)).toEqual([
      `${BASE}/states/oregon`,
      ...OREGON_REGION_SLUGS.map((slug) => `${BASE}/states/oregon/${slug}`),
      `${BASE}/map?state=oregon`,
      ...(await server.services.listFishTypes()).map((value) => `${BASE}${speciesPath(value)}?state=oregon`),
      `${BASE}/tide-info`,
      `${BASE}/contact`,
      `${BASE}/ar-tools`,
      `${BASE}/guides/apply`,
    ]);
  });

  it("lists every location in the locations file, by id", async () => {
    const { status, body } = await server.fetchText("/sitemaps/locations-1.xml");
    expect(status).toBe(200);
    expect(locationIds).toHaveLength(3);
    const byId = [...locationIds].sort((a, b) => a - b);
    expect(locsOf(body)).toEqual(byId.map((id) => `${BASE}/locations/${id}`));
  });

  it.each([
    ["a range without locations", "/sitemaps/locations-2.xml"],
    ["file number zero", "/sitemaps/locations-0.xml"],
    ["any other name", "/sitemaps/everything.xml"],
  ])("answers 404 for %s", async (_label, path) => {
    expect((await server.fetchText(path)).status).toBe(404);
  });
});

describe("/robots.txt", () => {
  it("allows all but the API and points to the sitemap", async () => {
    const { status, headers, body } = await server.fetchText("/robots.txt");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(body.trim().split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      `Sitemap: ${BASE}/sitemap.xml`,
    ]);
  });
});
