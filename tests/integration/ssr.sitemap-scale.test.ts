import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDataset } from "#scripts/bench/bulkLoad";
import { generateLocations } from "#scripts/bench/dataset";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 020: sitemaps.org allows 50,000 URLs a file, so with 120,000 locations /sitemap.xml
// is an index of the pages file and three location files, none over the limit, together
// naming every location once.

const LOCATIONS = 120_000;
const BASE = "https://fishspots.test";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ pages: true, seedFile: null });
  await loadDataset(server.database.handle.db, { locations: generateLocations(LOCATIONS) });
}, 900_000);
afterAll(() => server.close());

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);

describe("/sitemap.xml with 120,000 locations", () => {
  it("is an index of the pages file and three location files, each at most 50,000 URLs", async () => {
    const index = await server.fetchText("/sitemap.xml");
    expect(index.status).toBe(200);
    const files = locsOf(index.body);
    expect(files).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/locations-1.xml`,
      `${BASE}/sitemaps/locations-2.xml`,
      `${BASE}/sitemaps/locations-3.xml`,
    ]);
    const named = new Set<string>();
    for (const file of files.slice(1)) {
      const res = await server.fetchText(file.replace(BASE, ""));
      expect(res.status).toBe(200);
      const urls = locsOf(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const url of urls) named.add(url);
    }
    expect(named.size).toBe(LOCATIONS);
  }, 120_000);
});
