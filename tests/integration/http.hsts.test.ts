import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "#tests/support/factories";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// docs/product.md "Security headers": a site served over https tells browsers to keep to https
// (HSTS) on every answer: pages, the API, files, health checks, and the answers the response
// cache keeps and serves before the app. Served over http, it says nothing of the kind.

const HSTS = "max-age=31536000; includeSubDomains";
const asset = `/assets/${readdirSync("build/client/assets").find((name) => name.endsWith(".js"))}`;

let https: TestServer;
let http: TestServer;

beforeAll(async () => {
  const locations = [makeLocation({ name: "Secure Lake" })];
  https = await startTestServer({ pages: true, locations, env: { PUBLIC_URL: "https://fishspots.test" } });
  http = await startTestServer({ pages: true, locations, env: { PUBLIC_URL: "http://fishspots.test" } });
});
afterAll(async () => {
  await https?.close();
  await http?.close();
});

const PATHS = ["/", "/api/locations?limit=1", "/healthz", "/readyz", "/no-such-page", "/api/nothing", asset];

describe("Strict-Transport-Security", () => {
  it.each(PATHS)("is on %s when PUBLIC_URL is https", async (path) => {
    const answer = await https.fetchText(path);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get("strict-transport-security")).toBe(HSTS);
  });

  it.each(PATHS)("is not on %s when PUBLIC_URL is http", async (path) => {
    const answer = await http.fetchText(path);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.get("strict-transport-security")).toBeNull();
  });

  it("is on the answers the response cache keeps, and on their 304s", async () => {
    for (const path of ["/", "/api/locations?limit=2"]) {
      await https.fetchText(path);
      const hits = https.responseCache.stats().hits;
      const kept = await https.fetchText(path);
      expect(https.responseCache.stats().hits).toBe(hits + 1);
      expect(kept.headers.get("strict-transport-security")).toBe(HSTS);
      const etag = kept.headers.get("etag") ?? "";
      const unchanged = await https.fetchText(path, { headers: { "if-none-match": etag } });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get("strict-transport-security")).toBe(HSTS);

      await http.fetchText(path);
      const plainHits = http.responseCache.stats().hits;
      const plain = await http.fetchText(path);
      expect(http.responseCache.stats().hits).toBe(plainHits + 1);
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    }
  });
});
