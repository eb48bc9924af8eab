import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASELINE_HEADING,
  type BaselinePage,
  type BaselineSite,
  buildBaselinePage,
  startBaselineSite,
} from "./lighthouseBaseline";

describe("the Lighthouse baseline page: React alone, hydrating one heading", () => {
  let page: BaselinePage;
  let site: BaselineSite;
  beforeAll(async () => {
    page = await buildBaselinePage();
    site = await startBaselineSite(page);
  }, 30_000);
  afterAll(() => site.close());

  it("holds in its HTML exactly what React renders, so hydration finds nothing to change", () => {
    const rendered = renderToString(createElement("h1", null, BASELINE_HEADING));
    expect(page.html).toContain(`<div id="root">${rendered}</div>`);
    expect(page.html).toContain('<script type="module" src="/baseline.js"></script>');
  });

  it("bundles React DOM's production client, and nothing of ours beyond the heading", () => {
    expect(page.script).toContain("hydrateRoot");
    expect(page.script).not.toMatch(/react-dom\.development|Warning:/);
    // React 19 and React DOM minified are about 220 kB (about 69 kB gzipped).
    expect(page.script.length).toBeGreaterThan(150_000);
    expect(page.script.length).toBeLessThan(260_000);
  });

  it("serves the page and its script from memory, gzipped when the client accepts it", async () => {
    const html = await fetch(site.url, { headers: { "accept-encoding": "gzip" } });
    expect(html.status).toBe(200);
    expect(html.headers.get("content-encoding")).toBe("gzip");
    expect(html.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await html.text()).toBe(page.html);

    const script = await fetch(new URL("/baseline.js", site.url), {
      headers: { "accept-encoding": "identity" },
    });
    expect(script.headers.get("content-encoding")).toBeNull();
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe(page.script);
    expect(site.scriptGzipBytes).toBeGreaterThan(0);
    expect(site.scriptGzipBytes).toBeLessThan(page.script.length / 2);
  });

  it("answers 404 for anything else", async () => {
    const response = await fetch(new URL("/favicon.ico", site.url));
    expect(response.status).toBe(404);
    await response.text();
  });
});
