import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ pages: true, locations: [makeLocation({ featured: true })] });
});
afterAll(() => server.close());

describe("static files", () => {
  it("serves hashed assets as immutable for a year", async () => {
    const { body: html } = await server.fetchText("/");
    const asset = html.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(server.url + asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers a missing asset with a plain 404, not a page", async () => {
    const res = await fetch(`${server.url}/assets/entry.client-gone.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/plain");
  });

  it("serves other public files with a short cache", async () => {
    const res = await fetch(`${server.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("compresses pages for clients that accept it", async () => {
    const res = await fetch(`${server.url}/`, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toContain("Fish Spots - Oregon Fishing Locations Directory");
  });
});
