import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tideAlerts } from "#server/db/schema";
import { directive, executableInlineScripts, scriptHashes, sha256Source } from "../support/csp";
import { makeLocation, makeReview, makeTideAlert } from "../support/factories";
import { jsonLd, metaContent } from "../support/html";
import { startTestServer, type TestServer } from "../support/testServer";

// Issue 9 "Hostile input": text with <script> and </script> in names, descriptions, reviews and
// search queries is inert wherever it is shown. Two servers hold the same data, one hostile and
// one plain: every page must carry exactly as many <script> elements with the hostile text as
// without it, every JSON-LD block must still parse (and keep the text), and the API must give
// the text back unchanged.

const attack = (where: string) => `</script><script>alert("${where}")</script>`;

type Texts = {
  name: string;
  description: string;
  facility: string;
  tideInfo: string;
  user: string;
  review: string;
  fish: string;
  query: string;
};

const HOSTILE: Texts = {
  name: `${attack("name")} Cove`,
  description: `Calm water. ${attack("description")} <!-- "'><img src=x onerror=alert(1)>`,
  facility: `<script>alert("facility")</script>`,
  tideInfo: `Tidal. ${attack("tide")}`,
  user: attack("user"),
  review: `<script>alert("review")</script></script> good bite`,
  fish: attack("fish"),
  query: attack("query"),
};

const PLAIN: Texts = {
  name: "Quiet Cove",
  description: "Calm water. A sheltered cove with easy bank access and a gravel bar.",
  facility: "Restrooms",
  tideInfo: "Tidal. Fish the last two hours of the incoming tide.",
  user: "Casey Angler",
  review: "A good bite all morning",
  fish: "Chinook",
  query: "quiet cove",
};

type Site = { server: TestServer; locationId: number; alertId: number; emailToken: string };

async function startSite(texts: Texts): Promise<Site> {
  const server = await startTestServer({
    pages: true,
    env: { RATE_LIMIT_WRITES_PER_MINUTE: "100000" },
    locations: [
      makeLocation({
        name: texts.name,
        description: texts.description,
        region: "North Coast",
        latitude: "45.5400",
        longitude: "-123.9100",
        facilities: [texts.facility, "Parking"],
        accessibility: texts.description,
        permits: texts.description,
        tideInfo: texts.tideInfo,
        featured: true,
      }),
    ],
  });
  const [location] = await server.services.findLocations({});
  const locationId = (location as { id: number }).id;
  const review = await server.fetchJson(`/api/locations/${locationId}/reviews`, {
    method: "POST",
    body: JSON.stringify(
      makeReview({ userName: texts.user, reviewText: texts.review, fishCaught: [texts.fish] }),
    ),
  });
  expect(review.status).toBe(201);
  const alert = await server.fetchJson("/api/tide-alerts", {
    method: "POST",
    body: JSON.stringify(makeTideAlert({ locationId, locationName: texts.name })),
  });
  expect(alert.status).toBe(201);
  const [row] = await server.database.handle.db
    .select()
    .from(tideAlerts)
    .where(eq(tideAlerts.id, alert.body.id));
  return { server, locationId, alertId: alert.body.id, emailToken: row?.emailToken ?? "" };
}

let hostile: Site;
let plain: Site;

beforeAll(async () => {
  [hostile, plain] = await Promise.all([startSite(HOSTILE), startSite(PLAIN)]);
  // Both databases were made the same way, so one path names the same thing on each.
  expect(hostile.locationId).toBe(plain.locationId);
  expect(hostile.alertId).toBe(plain.alertId);
});
afterAll(async () => {
  await Promise.all([hostile?.server.close(), plain?.server.close()]);
});

/** Every <script> element the browser would build, executable or not. */
function scriptCount(html: string): number {
  return html.match(/<script\b/gi)?.length ?? 0;
}

function pagesOf(site: Site, texts: Texts): string[] {
  const id = site.locationId;
  const token = site.emailToken;
  return [
    "/",
    `/locations/${id}`,
    ...["overview", "fishing-tips", "guides", "tides", "reviews", "tide-alerts"].map(
      (tab) => `/locations/${id}?tab=${tab}`,
    ),
    `/locations/${id}?tab=reviews&reviews=write`,
    `/locations/${id}?tab=tide-alerts&alerts=create`,
    `/locations/search/${encodeURIComponent(texts.query)}`,
    `/locations/search/${encodeURIComponent("cove")}`,
    "/search-results",
    "/map",
    `/alerts/${site.alertId}?token=${token}`,
    `/alerts/${site.alertId}/unsubscribe?token=${token}`,
  ];
}

describe("<script> in stored text and search queries is inert on every page", () => {
  it("adds no <script> element to any page and never leaves the payload unescaped", async () => {
    const hostilePages = pagesOf(hostile, HOSTILE);
    const plainPages = pagesOf(plain, PLAIN);
    for (const [i, path] of hostilePages.entries()) {
      const [bad, good] = await Promise.all([
        hostile.server.fetchText(path),
        plain.server.fetchText(plainPages[i] as string),
      ]);
      expect(bad.status, path).toBe(good.status);
      expect(bad.status, path).toBe(200);
      expect(scriptCount(bad.body), path).toBe(scriptCount(good.body));
      // Every payload opens a script with alert(: escaped, none of them is left whole.
      expect(bad.body, path).not.toMatch(/<script>alert\(|<img src=x/i);
      for (const block of jsonLd(bad.body)) expect(block, path).toBeTypeOf("object");
    }
  });

  it("shows the text itself, escaped, where the page shows it", async () => {
    const res = await hostile.server.fetchText(`/locations/${hostile.locationId}?tab=reviews`);
    expect(res.body).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; Cove");
    expect(res.body).toContain(
      "&lt;script&gt;alert(&quot;review&quot;)&lt;/script&gt;&lt;/script&gt; good bite",
    );
  });

  it("keeps the text in JSON-LD, which still parses, and escapes it in meta tags", async () => {
    const html = (await hostile.server.fetchText(`/locations/${hostile.locationId}`)).body;
    const place = jsonLd(html).find((block) => block["@type"] === "Place");
    expect(place?.name).toBe(HOSTILE.name);
    expect(place?.description).toBe(HOSTILE.description);
    expect(metaContent(html, "og:title")).toBe(`${HOSTILE.name} - Fish Spots`);
    expect(metaContent(html, "description")).toBe(HOSTILE.description);
    for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) expect(tag).not.toMatch(/<script|<img/i);
    const title = /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? "";
    expect(title).not.toContain("<");

    const search = (await hostile.server.fetchText(`/locations/search/${encodeURIComponent(HOSTILE.query)}`))
      .body;
    const crumbs = jsonLd(search).find((block) => block["@type"] === "BreadcrumbList") as {
      itemListElement: { name: string }[];
    };
    expect(crumbs.itemListElement.at(-1)?.name).toBe(`Search: ${HOSTILE.query}`);
  });

  it("lists the hostile location in the sitemap by address only, as well-formed XML", async () => {
    // /sitemap.xml is an index; the locations are listed in its files (decision 020).
    const index = await hostile.server.fetchText("/sitemap.xml");
    expect(index.status).toBe(200);
    const files = [...index.body.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map(
      (m) => m[1] as string,
    );
    expect(files.length).toBeGreaterThan(0);
    const bodies = await Promise.all(files.map((file) => hostile.server.fetchText(file)));
    for (const res of [index, ...bodies]) {
      expect(res.status).toBe(200);
      expect(res.body).not.toMatch(/<script/i);
    }
    expect(bodies.map((res) => res.body).join("")).toContain(`/locations/${hostile.locationId}</loc>`);
  });

  it("gives the text back unchanged through the API", async () => {
    const { server, locationId } = hostile;
    const location = await server.fetchJson(`/api/locations/${locationId}`);
    expect(location.body).toMatchObject({
      name: HOSTILE.name,
      description: HOSTILE.description,
      tideInfo: HOSTILE.tideInfo,
    });
    expect(location.body.facilities).toContain(HOSTILE.facility);
    const [review] = (await server.fetchJson(`/api/locations/${locationId}/reviews`)).body;
    expect(review).toMatchObject({
      userName: HOSTILE.user,
      reviewText: HOSTILE.review,
      fishCaught: [HOSTILE.fish],
    });
    const search = await server.fetchJson(`/api/locations/search/${encodeURIComponent(HOSTILE.query)}`);
    expect(search.status).toBe(200);
    expect(search.headers.get("content-type")).toContain("application/json");
    const found = await server.fetchJson(`/api/locations/search/${encodeURIComponent("cove")}`);
    expect(found.body.map((l: { name: string }) => l.name)).toContain(HOSTILE.name);
  });
});

describe("Content-Security-Policy from the hashes of the page's own scripts (decision 026)", () => {
  const attackScripts = Object.keys(HOSTILE).map((where) => sha256Source(`alert("${where}")`));

  for (const [what, path] of [
    ["the home page", () => "/"],
    ["a location page", () => `/locations/${hostile.locationId}`],
    ["its reviews", () => `/locations/${hostile.locationId}?tab=reviews`],
    ["a search", () => `/locations/search/${encodeURIComponent(HOSTILE.query)}`],
    ["the map", () => "/map"],
    ["an alert's page", () => `/alerts/${hostile.alertId}?token=${hostile.emailToken}`],
  ] as const) {
    it(`names exactly the inline scripts of ${what}, and none of the hostile text, fresh and kept`, async () => {
      hostile.server.responseCache.clear();
      const fresh = await hostile.server.fetchText(path());
      const kept = await hostile.server.fetchText(path());
      for (const res of [fresh, kept]) {
        expect(res.status).toBe(200);
        const policy = res.headers.get("content-security-policy") ?? "";
        const scriptSrc = directive(policy, "script-src");
        expect(scriptSrc).toContain("'strict-dynamic'");
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).not.toContain("'unsafe-eval'");
        expect(scriptSrc.join(" ")).not.toContain("'nonce-");
        expect(res.body).not.toMatch(/\bnonce=/);
        const inline = executableInlineScripts(res.body);
        expect(inline.length).toBeGreaterThan(2);
        // Every script that runs is named, and nothing else is.
        expect(new Set(scriptHashes(policy))).toEqual(new Set(inline.map((script) => script.hash)));
        // The hostile text never is a script of its own: it is in the hydration data, escaped.
        for (const attack of attackScripts) expect(scriptHashes(policy)).not.toContain(attack);
        for (const script of inline) expect(script.text).not.toMatch(/^\s*alert\(/);
      }
      expect(kept.headers.get("content-security-policy")).toBe(fresh.headers.get("content-security-policy"));
      expect(kept.body).toBe(fresh.body);
    });
  }
});
