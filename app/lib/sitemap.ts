import { speciesPath } from "#core/speciesPaths";
import { regionPagePath, statePagePath, withStateParam } from "#core/stateAddress";

// docs/product.md "Crawler files": /sitemap.xml lists every location; /robots.txt points to it.
// Pure text building, so the route only fetches and answers, and the format is tested without a
// server. Decision 020: /sitemap.xml is a sitemap index; the static pages and each range of 50,000
// locations are files of their own under /sitemaps/.

/**
 * The pages of docs/product.md "Route table" that show no one state's spots and belong in a
 * search index. The state-scoped pages are listed at their state addresses (statePagePaths).
 */
export const STATIC_SITEMAP_PATHS = ["/tide-info", "/contact", "/ar-tools", "/guides/apply"] as const;

/**
 * A state's pages at their canonical addresses (docs/product.md "State addresses"): its home, its
 * regions' pages, its map, and the species page of every fish type its spots offer. States
 * without spots are left out: their pages are noindex until they have some.
 */
export function statePagePaths(
  state: string,
  regions: readonly string[],
  fishTypes: readonly string[],
): string[] {
  return [
    statePagePath(state),
    ...regions.map((region) => regionPagePath(state, region)),
    withStateParam("/map", state),
    ...fishTypes.map((value) => withStateParam(speciesPath(value), state)),
  ];
}

export const SITEMAP_CONTENT_TYPE = "application/xml; charset=utf-8";
export const ROBOTS_CONTENT_TYPE = "text/plain; charset=utf-8";

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** The five XML predefined entities; enough for text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export function locationPath(id: number): string {
  return `/locations/${id}`;
}

/** The sitemap file of the static pages. */
export const PAGES_SITEMAP_PATH = "/sitemaps/pages.xml";

/** The sitemap file of the locations' range `file` (1, 2, …). */
export function locationSitemapPath(file: number): string {
  return `/sitemaps/locations-${file}.xml`;
}

export type SitemapFile = { kind: "pages" } | { kind: "locations"; file: number };

/** What a /sitemaps/{name} names, or null for any other name. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === "pages.xml") return { kind: "pages" };
  const match = /^locations-([1-9][0-9]{0,5})\.xml$/.exec(name);
  return match ? { kind: "locations", file: Number(match[1]) } : null;
}

/** A sitemaps.org sitemapindex of the given sitemap files, absolute under PUBLIC_URL. */
export function sitemapIndexXml(publicUrl: string, paths: readonly string[]): string {
  const base = publicUrl.replace(/\/+$/, "");
  const files = paths.map((p) => `  <sitemap><loc>${escapeXml(`${base}${p}`)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** A sitemaps.org urlset: every path made absolute under PUBLIC_URL, escaped once. */
export function sitemapXml(publicUrl: string, paths: readonly string[]): string {
  const base = publicUrl.replace(/\/+$/, "");
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${base}${p}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything may be crawled except the JSON API; the sitemap is named by its absolute URL. */
export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  return ["User-agent: *", "Allow: /", "Disallow: /api/", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
}
