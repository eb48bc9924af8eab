import { describe, expect, it } from "vitest";
import {
  escapeXml,
  locationPath,
  locationSitemapPath,
  PAGES_SITEMAP_PATH,
  parseSitemapFile,
  robotsTxt,
  STATIC_SITEMAP_PATHS,
  sitemapIndexXml,
  sitemapXml,
  statePagePaths,
} from "./sitemap";

describe("escapeXml", () => {
  it.each([
    ["plain text stays", "/locations/12", "/locations/12"],
    ["ampersand", "a&b", "a&amp;b"],
    ["angle brackets", "<x>", "&lt;x&gt;"],
    ["quotes", `"it's"`, "&quot;it&apos;s&quot;"],
    ["an entity is escaped again, never trusted", "&amp;", "&amp;amp;"],
  ])("%s", (_label, input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });
});

// docs/product.md "Crawler files"
describe("sitemapXml (/sitemap.xml lists every location)", () => {
  const xml = sitemapXml("https://fishspots.test", [...STATIC_SITEMAP_PATHS, locationPath(7)]);

  it("starts with the XML declaration and the sitemaps.org namespace", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("makes every path absolute under PUBLIC_URL, in order", () => {
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://fishspots.test/tide-info",
      "https://fishspots.test/contact",
      "https://fishspots.test/ar-tools",
      "https://fishspots.test/guides/apply",
      "https://fishspots.test/locations/7",
    ]);
  });

  it("does not double the slash when PUBLIC_URL ends with one", () => {
    expect(sitemapXml("https://fishspots.test/", ["/map"])).toContain(
      "<loc>https://fishspots.test/map</loc>",
    );
  });

  it("escapes what XML does not allow in text", () => {
    expect(sitemapXml("https://example.com/a&b", ["/x"])).toContain(
      "<loc>https://example.com/a&amp;b/x</loc>",
    );
  });

  it("is a valid, empty urlset without paths", () => {
    expect(sitemapXml("https://fishspots.test", [])).not.toContain("<url>");
  });
});

describe("sitemapIndexXml (decision 020: at most 50,000 URLs a file, so /sitemap.xml is an index)", () => {
  const xml = sitemapIndexXml("https://fishspots.test/", [PAGES_SITEMAP_PATH, locationSitemapPath(1)]);

  it("is a sitemaps.org sitemapindex", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith("</sitemapindex>")).toBe(true);
  });

  it("names each file by its absolute URL, in order", () => {
    const locs = [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://fishspots.test/sitemaps/pages.xml",
      "https://fishspots.test/sitemaps/locations-1.xml",
    ]);
  });
});

describe("parseSitemapFile", () => {
  it.each([
    ["pages.xml", { kind: "pages" }],
    ["locations-1.xml", { kind: "locations", file: 1 }],
    ["locations-42.xml", { kind: "locations", file: 42 }],
    ["locations-0.xml", null],
    ["locations-01.xml", null],
    ["locations-1.xml.gz", null],
    ["locations-9999999.xml", null],
    ["Pages.xml", null],
    ["", null],
  ])("%s", (name, expected) => {
    expect(parseSitemapFile(name)).toEqual(expected);
  });

  it("reads back every path it makes", () => {
    expect(parseSitemapFile(locationSitemapPath(3).replace("/sitemaps/", ""))).toEqual({
      kind: "locations",
      file: 3,
    });
  });
});

describe("statePagePaths", () => {
  it("lists a state's home, its regions, its map and its species pages, at their state addresses", () => {
    expect(
      statePagePaths("Washington", ["Puget Sound", "Columbia Basin"], ["chinook_salmon", "crab"]),
    ).toEqual([
      "/states/washington",
      "/states/washington/puget-sound",
      "/states/washington/columbia-basin",
      "/map?state=washington",
      "/fish/chinook-salmon?state=washington",
      "/fish/crab?state=washington",
    ]);
  });
});

describe("robotsTxt", () => {
  it("allows everything but the API and points to the absolute sitemap", () => {
    expect(robotsTxt("https://fishspots.test/").split("\n")).toEqual([
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Sitemap: https://fishspots.test/sitemap.xml",
      "",
    ]);
  });
});
