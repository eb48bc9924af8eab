import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NEVER_STORED, SHARED_READ } from "#core/cachePolicy";
import { tideAlerts } from "#server/db/schema";
import { makeLocation, makeReview, makeTideAlert } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 018: honest HTTP caching (strong ETags, Vary, compression made once) and the
// in-process cache of rendered answers that every write clears before it is answered.
// Decision 026: the Cache-Control of each class of answer, and a CSP kept with its page.

let server: TestServer;
let bayId: number;
let page: string;

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request as a browser's network stack sends it: the bytes as they came, not decoded. */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const header = (answer: RawAnswer, name: string) => String(answer.headers[name] ?? "");
const csp = (answer: RawAnswer) => header(answer, "content-security-policy");

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    env: { RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
    locations: [
      makeLocation({ name: "Siletz Bay", featured: true, state: "Oregon" }),
      makeLocation({ name: "Willapa Bay", featured: true, state: "Washington" }),
      // Enough for a list worth compressing (over 1 KB).
      ...["Alsea Bay", "Netarts Bay", "Coos Bay"].map((name) => makeLocation({ name })),
    ],
  });
  const locations = await server.services.findLocations({});
  bayId = locations.find((l) => l.name === "Siletz Bay")?.id ?? 0;
  page = `/locations/${bayId}`;
});
afterAll(() => server.close());

describe("validators and caching headers", () => {
  it.each([
    ["the API", () => "/api/locations", "Accept-Encoding"],
    ["a page", () => page, "Accept-Encoding, Cookie"],
  ])("%s answers with a strong ETag, the shared reads' Cache-Control and Vary", async (_what, path, vary) => {
    const answer = await raw(path(), { "accept-encoding": "identity" });
    expect(answer.status).toBe(200);
    expect(header(answer, "etag")).toMatch(/^"[\w-]+"$/);
    expect(header(answer, "cache-control")).toBe(SHARED_READ);
    expect(header(answer, "vary")).toBe(vary);
    expect(Number(header(answer, "content-length"))).toBe(answer.body.length);
  });

  it("answers 304 without a body to a client that holds the current copy", async () => {
    for (const path of ["/api/locations", page]) {
      const first = await raw(path);
      const again = await raw(path, { "if-none-match": header(first, "etag") });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(header(again, "etag")).toBe(header(first, "etag"));
      expect(header(again, "cache-control")).toBe(SHARED_READ);
      // A copy that is no longer current is sent in full.
      expect((await raw(path, { "if-none-match": '"gone"' })).status).toBe(200);
    }
  });

  it("answers HEAD with the headers a GET gets, and no body", async () => {
    const get = await raw(page);
    const head = await raw(page, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(header(head, "etag")).toBe(header(get, "etag"));
    expect(header(head, "content-length")).toBe(String(get.body.length));
    expect(header(head, "content-type")).toBe("text/html; charset=utf-8");
  });

  it("keeps the Cache-Control an answer chose for itself", async () => {
    const sitemap = await raw("/sitemap.xml");
    expect(header(sitemap, "cache-control")).toBe("public, max-age=3600");
    expect(header(sitemap, "etag")).toMatch(/^"[\w-]+"$/);
  });
});

describe("compression", () => {
  it.each([
    ["gzip", gunzipSync],
    ["br", brotliDecompressSync],
  ] as const)("a %s body decodes to the identity body, under its own ETag", async (encoding, decode) => {
    for (const path of ["/api/locations", page]) {
      const identity = await raw(path, { "accept-encoding": "identity" });
      const compressed = await raw(path, { "accept-encoding": encoding });
      expect(header(compressed, "content-encoding")).toBe(encoding);
      expect(compressed.body.length).toBeLessThan(identity.body.length);
      expect(decode(compressed.body).equals(identity.body)).toBe(true);
      expect(header(compressed, "etag")).not.toBe(header(identity, "etag"));
      const again = await raw(path, {
        "accept-encoding": encoding,
        "if-none-match": header(compressed, "etag"),
      });
      expect(again.status).toBe(304);
    }
  });

  it("prefers br, and leaves small answers as they are", async () => {
    const both = await raw(page, { "accept-encoding": "gzip, deflate, br" });
    expect(header(both, "content-encoding")).toBe("br");
    const small = await raw(`/api/locations/${bayId}/rating`, { "accept-encoding": "gzip, br" });
    expect(small.status).toBe(200);
    expect(header(small, "content-encoding")).toBe("");
  });
});

describe("the in-process cache of rendered answers", () => {
  it("serves a page again byte for byte, its policy included, instead of rendering it again", async () => {
    const first = await raw(`${page}?tab=overview`);
    const hitsBefore = server.responseCache.stats().hits;
    const second = await raw(`${page}?tab=overview`);
    expect(second.body.equals(first.body)).toBe(true);
    expect(csp(second)).toMatch(/script-src 'self' 'strict-dynamic' 'sha256-/);
    expect(csp(second)).toBe(csp(first));
    expect(server.responseCache.stats().hits).toBe(hitsBefore + 1);
  });

  it("keeps every security header on a cached answer", async () => {
    const fresh = await raw("/map");
    const cached = await raw("/map");
    for (const name of [
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
    ]) {
      expect(header(cached, name)).not.toBe("");
      expect(header(cached, name)).toBe(header(fresh, name));
    }
  });

  it("keeps the pages of each selected state apart, and the API the same for all", async () => {
    const washington = { cookie: "theme=dark; selectedState=Washington" };
    const oregonHome = (await raw("/")).body.toString();
    const washingtonHome = (await raw("/", washington)).body.toString();
    expect(oregonHome).toContain("Siletz Bay");
    expect(oregonHome).not.toContain("Willapa Bay");
    expect(washingtonHome).toContain("Willapa Bay");
    expect(washingtonHome).not.toContain("Siletz Bay");
    // Each is served from its own entry.
    expect((await raw("/", washington)).body.toString()).toBe(washingtonHome);
    expect((await raw("/")).body.toString()).toBe(oregonHome);
    const api = await raw("/api/locations");
    expect(header(await raw("/api/locations", washington), "etag")).toBe(header(api, "etag"));
  });

  it("never keeps a page part of which could not be read, so the next visitor gets a fresh try", async () => {
    vi.spyOn(server.services, "listAverageRatingsFor").mockRejectedValue(new Error("database hiccup"));
    server.responseCache.clear();
    const rendered = () => server.responseCache.stats().misses;
    const degraded = await raw("/");
    expect(degraded.status).toBe(200);
    // Nor may a CDN keep it for the next visitors.
    expect(header(degraded, "cache-control")).toBe(NEVER_STORED);
    expect(header(degraded, "cdn-cache-control")).toBe("");
    const before = rendered();
    await raw("/");
    expect(rendered()).toBe(before + 1);
    vi.mocked(server.services.listAverageRatingsFor).mockRestore();
    await raw("/");
    const hits = server.responseCache.stats().hits;
    expect(header(await raw("/"), "cache-control")).toBe(SHARED_READ);
    expect(server.responseCache.stats().hits).toBe(hits + 1);
  });

  it("never keeps a no-store page (the pages alert e-mails link to)", async () => {
    const created = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify(makeTideAlert({ locationId: bayId, locationName: "Siletz Bay" })),
    });
    expect(created.status).toBe(201);
    const [row] = await server.database.handle.db
      .select({ emailToken: tideAlerts.emailToken })
      .from(tideAlerts)
      .where(eq(tideAlerts.id, created.body.id));
    const path = `/alerts/${created.body.id}?token=${row?.emailToken}`;
    const first = await raw(path);
    const before = server.responseCache.stats().misses;
    const second = await raw(path);
    expect(first.status).toBe(200);
    expect(header(second, "cache-control")).toBe(NEVER_STORED);
    expect(header(second, "etag")).toBe("");
    // A fresh render each time, with the policy of its own scripts.
    expect(server.responseCache.stats().misses).toBe(before + 1);
    expect(csp(second)).toMatch(/'strict-dynamic' 'sha256-/);
  });
});

describe("a write clears what it changed before it is answered", () => {
  const reviewsTab = () => `${page}?tab=reviews`;
  const alertsTab = () => `${page}?tab=tide-alerts`;
  const text = async (path: string) => (await raw(path)).body.toString();

  it("a review posted to the API shows at once on the location page, the home page and the API lists", async () => {
    const before = {
      page: await raw(reviewsTab()),
      home: await text("/"),
      reviews: await text(`/api/locations/${bayId}/reviews`),
      ratings: await text("/api/locations/ratings/all"),
    };
    expect(before.page.body.toString()).not.toContain("Sea-run cutthroat at dawn");
    const posted = await server.fetchJson(`/api/locations/${bayId}/reviews`, {
      method: "POST",
      body: JSON.stringify(makeReview({ rating: 4, reviewText: "Sea-run cutthroat at dawn" })),
    });
    expect(posted.status).toBe(201);
    const after = await raw(reviewsTab());
    expect(after.body.toString()).toContain("Sea-run cutthroat at dawn");
    // A new render: the review is in its HTML and in its island's props, which hydrate with it.
    expect(after.body.toString().split("Sea-run cutthroat at dawn")).toHaveLength(3);
    expect(await text("/")).not.toBe(before.home);
    expect(await text("/")).toMatch(/Rated \d\.\d out of 5/);
    expect(await text(`/api/locations/${bayId}/reviews`)).toContain("Sea-run cutthroat at dawn");
    expect(await text("/api/locations/ratings/all")).not.toBe(before.ratings);
  });

  it("a review posted by the page's form without JavaScript shows at once", async () => {
    await raw(reviewsTab());
    const form = new URLSearchParams({
      intent: "create-review",
      userName: "Robin",
      rating: "5",
      reviewText: "Perch off the jetty all afternoon",
    });
    const posted = await server.fetchText(page, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(await text(reviewsTab())).toContain("Perch off the jetty all afternoon");
    expect(await text(`/api/locations/${bayId}/reviews`)).toContain("Perch off the jetty all afternoon");
  });

  it("a new alert and a deleted alert show at once on the location page and the API list", async () => {
    const apiList = `/api/tide-alerts/location/${bayId}`;
    expect(await text(alertsTab())).not.toContain("c•••@example.net");
    await text(apiList);
    const created = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify(
        makeTideAlert({ locationId: bayId, locationName: "Siletz Bay", email: "cache.test@example.net" }),
      ),
    });
    expect(created.status).toBe(201);
    expect(await text(alertsTab())).toContain("c•••@example.net");
    expect(await text(apiList)).toContain("c•••@example.net");

    const deleted = await server.fetchJson(`/api/tide-alerts/${created.body.id}`, {
      method: "DELETE",
      headers: { "X-Alert-Token": created.body.manageToken },
    });
    expect(deleted.status).toBe(200);
    expect(await text(alertsTab())).not.toContain("c•••@example.net");
    expect(await text(apiList)).not.toContain("c•••@example.net");
  });

  it("a review rebuilds every page and answer that shows its spot, and no other spot's page", async () => {
    const locations = await server.services.findLocations({});
    const otherId = locations.find((l) => l.name === "Willapa Bay")?.id ?? 0;
    const otherPages = [
      `/locations/${otherId}`,
      `/locations/${otherId}?tab=reviews`,
      `/api/locations/${otherId}`,
    ];
    const showingIt = [
      reviewsTab(),
      page,
      "/",
      `/api/locations/${bayId}/rating`,
      "/api/locations/ratings/all",
    ];
    const kept = new Map<string, string>();
    for (const path of [...otherPages, ...showingIt]) kept.set(path, header(await raw(path), "etag"));

    const posted = await server.fetchJson(`/api/locations/${bayId}/reviews`, {
      method: "POST",
      body: JSON.stringify(makeReview({ rating: 1, reviewText: "Skunked in the fog, wind all day" })),
    });
    expect(posted.status).toBe(201);

    const misses = server.responseCache.stats().misses;
    for (const path of otherPages) expect(header(await raw(path), "etag"), path).toBe(kept.get(path));
    // Served from what was kept: not one of them was rendered again.
    expect(server.responseCache.stats().misses).toBe(misses);
    for (const path of showingIt) expect(header(await raw(path), "etag"), path).not.toBe(kept.get(path));
    expect(server.responseCache.stats().misses).toBe(misses + showingIt.length);
  });

  it("a refused write clears nothing", async () => {
    const first = await raw(reviewsTab());
    const refused = await server.fetchJson(`/api/locations/${bayId}/reviews`, {
      method: "POST",
      body: JSON.stringify({ rating: 9 }),
    });
    expect(refused.status).toBe(400);
    expect((await raw(reviewsTab())).body.equals(first.body)).toBe(true);
  });
});
