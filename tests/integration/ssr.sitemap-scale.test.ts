import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateLocations } from "#scripts/bench/dataset";
import { upsertLocations } from "#server/services/locations/locations";
import { SITEMAP_URLS_PER_FILE } from "#server/services/locations/sitemap";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 020: sitemaps.org allows 50,000 URLs a file, so /sitemap.xml is an index of the pages
// file and one file per range of 50,000 location ids: ((n - 1) * 50,000, n * 50,000]. A file
// holds at most its range's ids, whatever the number of locations, so the test places ids at the
// ranges' edges (by moving the id sequence) rather than writing 150,000 rows.

const BASE = "https://fishspots.test";
/** Ids at both edges of the first two ranges, none in the third, one at the start of the fourth. */
const IDS = [1, 2, 49_999, 50_000, 50_001, 100_000, 150_001];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ pages: true, seedFile: null });
  const { db } = server.database.handle;
  const records = generateLocations(IDS.length);
  for (const [i, id] of IDS.entries()) {
    // The next insert takes `id`: the sequence's next value after setval(id - 1) is id.
    if (id > 1)
      await db.execute(sql`select setval(pg_get_serial_sequence('fishing_locations', 'id'), ${id - 1})`);
    await upsertLocations(db, { records: [records[i] as (typeof records)[number]] });
  }
});
afterAll(() => server.close());

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
const idsOf = (xml: string) => locsOf(xml).map((url) => Number(url.split("/").pop()));

describe("/sitemap.xml past 50,000 location ids", () => {
  it("holds sitemaps.org's limit of 50,000 URLs a file", () => {
    expect(SITEMAP_URLS_PER_FILE).toBe(50_000);
  });

  it("is an index of the pages file and one file per range of ids that holds a location", async () => {
    const index = await server.fetchText("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(locsOf(index.body)).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/locations-1.xml`,
      `${BASE}/sitemaps/locations-2.xml`,
      `${BASE}/sitemaps/locations-4.xml`,
    ]);
  });

  it("puts each id in the file of its range, every location once", async () => {
    const files: Record<number, number[]> = {};
    for (const n of [1, 2, 4]) {
      const res = await server.fetchText(`/sitemaps/locations-${n}.xml`);
      expect(res.status).toBe(200);
      files[n] = idsOf(res.body);
    }
    expect(files).toEqual({ 1: [1, 2, 49_999, 50_000], 2: [50_001, 100_000], 4: [150_001] });
  });

  it("answers 404 for the file of a range without a location", async () => {
    expect((await server.fetchText("/sitemaps/locations-3.xml")).status).toBe(404);
  });
});
