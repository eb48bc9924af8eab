import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTER_BASELINE_HEADING, type RouterBaselineSite, startRouterBaseline } from "./routerBaseline";

describe("the main-thread baseline: a one-route React Router app", () => {
  let site: RouterBaselineSite;
  beforeAll(async () => {
    site = await startRouterBaseline();
  }, 120_000);
  afterAll(() => site?.close());

  it("is served by react-router-serve, server-rendered, with React Router's client entry", async () => {
    const response = await fetch(site.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1>${ROUTER_BASELINE_HEADING}</h1>`);
    expect(html).toContain("window.__reactRouterContext");
    const entry = html.match(/"(\/assets\/entry\.client-[\w-]+\.js)"/)?.[1];
    expect(entry).toBeDefined();
    const script = await fetch(new URL(entry as string, site.url));
    expect(script.status).toBe(200);
    // react-router-serve's own rule for built assets.
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await script.text()).toContain("hydrateRoot");
  });

  it("has exactly one route: any other address is React Router's 404", async () => {
    expect((await fetch(new URL("/map", site.url))).status).toBe(404);
  });
});
