import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directive, executableInlineScripts, scriptHashes } from "../support/csp";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 026: a page's Content-Security-Policy is made from the hashes of its own inline
// scripts, so a page kept in the response cache (or a CDN) protects every visitor as a fresh
// render does, and no visitor holds anything another one could use.

let server: TestServer;
let locationPage: string;

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [makeLocation({ name: "Siletz Bay", featured: true })],
  });
  const [location] = await server.services.findLocations({});
  locationPage = `/locations/${location?.id}`;
});
afterAll(() => server.close());

type Answer = { status: number; body: string; headers: Headers };
const policyOf = (answer: Answer) => answer.headers.get("content-security-policy") ?? "";

/** What every page's policy must say about the page it came with. */
function expectPolicyNamesItsOwnScripts(answer: Answer, status: number, fewestScripts: number) {
  expect(answer.status).toBe(status);
  const policy = policyOf(answer);
  const scriptSrc = directive(policy, "script-src");
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(policy).not.toContain("'nonce-");
  expect(answer.body).not.toMatch(/\bnonce=/);
  const inline = executableInlineScripts(answer.body);
  // On a hydrated page the theme's boot script, the scroll restoration, the hydration data, the
  // inert module script and its starter, the streamed data; on a page with islands (decision
  // 045) the boot script, the page script's inert import and its starter: all, and nothing else.
  expect(inline.length).toBeGreaterThanOrEqual(fewestScripts);
  expect(new Set(scriptHashes(policy))).toEqual(new Set(inline.map((script) => script.hash)));
  expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(
    new Set(inline.map((script) => script.hash)).size,
  );
}

describe("a page's policy names the hashes of its own inline scripts", () => {
  it.each([
    ["the home page, served with islands", () => "/", 200, 3],
    // With islands, and the script that puts the streamed live parts in their place.
    ["a location page, served with islands", () => locationPage, 200, 4],
    ["a location's tides", () => `${locationPage}?tab=tides`, 200, 4],
    ["the map, served with islands", () => "/map", 200, 3],
    ["the contact page, served with islands", () => "/contact", 200, 3],
    // Never kept, and as safe.
    ["a page that is not there", () => "/no-such-page", 404, 5],
  ])("%s, rendered and then again from the response cache", async (_what, path, status, fewest) => {
    server.responseCache.clear();
    const fresh = await server.fetchText(path());
    const kept = await server.fetchText(path());
    expectPolicyNamesItsOwnScripts(fresh, status, fewest);
    expectPolicyNamesItsOwnScripts(kept, status, fewest);
  });

  it("gives two visitors of a kept page the same policy and the same bytes: no secret to share", async () => {
    await server.fetchText("/contact");
    const hits = server.responseCache.stats().hits;
    const [one, two] = await Promise.all([server.fetchText("/contact"), server.fetchText("/contact")]);
    expect(server.responseCache.stats().hits).toBe(hits + 2);
    expect(policyOf(two)).toBe(policyOf(one));
    expect(two.body).toBe(one.body);
    expect(two.headers.get("etag")).toBe(one.headers.get("etag"));
  });

  it("makes the same policy and bytes again on a new render: they depend on the page alone", async () => {
    server.responseCache.clear();
    const first = await server.fetchText("/contact");
    server.responseCache.clear();
    const again = await server.fetchText("/contact");
    expect(policyOf(again)).toBe(policyOf(first));
    expect(again.body).toBe(first.body);
    // So any process, and a CDN asking one, gets the same validator.
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("gives another page the hashes of its own scripts", async () => {
    const contact = scriptHashes(policyOf(await server.fetchText("/contact")));
    const location = scriptHashes(policyOf(await server.fetchText(locationPage)));
    expect(location).not.toEqual(contact);
    // The theme's boot script is the same everywhere; the hydration data and the page script's
    // import are each a page's own.
    expect(location.filter((hash) => contact.includes(hash)).length).toBeGreaterThan(0);
    expect(location.filter((hash) => !contact.includes(hash)).length).toBeGreaterThan(0);
  });
});

describe("answers that are not pages", () => {
  it.each([
    ["an API read", "/api/locations"],
    ["an API error", "/api/locations/nope"],
    ["the manifest", "/manifest.webmanifest"],
    ["the service worker", "/sw.js"],
  ])("%s may run no script at all", async (_what, path) => {
    const res = await server.fetchText(path);
    expect(directive(policyOf(res), "script-src")).toEqual(["'none'"]);
    expect(directive(policyOf(res), "frame-ancestors")).toEqual(["'none'"]);
  });
});
