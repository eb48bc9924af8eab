import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// Installable and offline (docs/product.md "Offline use", decision 014): the manifest and its
// icons, the service worker script and how it is served, and the offline page, as the production
// build serves them.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ pages: true, locations: [makeLocation({ featured: true })] });
});
afterAll(() => server.close());

type Manifest = {
  name: string;
  short_name: string;
  description: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

async function manifest(): Promise<Manifest> {
  return (await fetch(`${server.url}/manifest.webmanifest`)).json() as Promise<Manifest>;
}

/** Width and height from a PNG's header chunk (IHDR), after checking the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function png(path: string): Promise<{ width: number; height: number }> {
  const res = await fetch(server.url + path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  return pngSize(Buffer.from(await res.arrayBuffer()));
}

function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];
}

describe("the web app manifest", () => {
  it("is served as a manifest", async () => {
    const res = await fetch(`${server.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/manifest+json");
  });

  it("describes an installable app that opens standalone at the home page", async () => {
    const m = await manifest();
    expect(m.name).toBe("Fish Spots");
    expect(m.short_name.length).toBeGreaterThan(0);
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.description.length).toBeGreaterThan(0);
    expect(m).toMatchObject({ display: "standalone", start_url: "/", scope: "/" });
  });

  it("uses the light theme's colours (app.css: --primary and --background)", async () => {
    const m = await manifest();
    expect(m.theme_color).toBe("#0b5566");
    expect(m.background_color).toBe("#f7f9f8");
  });

  it("lists PNG icons of 192 and 512 pixels and a maskable one", async () => {
    const m = await manifest();
    const icon = (sizes: string, purpose = "any") =>
      m.icons.find((i) => i.sizes === sizes && (i.purpose ?? "any").split(" ").includes(purpose));
    expect(icon("192x192")).toMatchObject({ type: "image/png" });
    expect(icon("512x512")).toMatchObject({ type: "image/png" });
    expect(icon("512x512", "maskable")).toMatchObject({ type: "image/png" });
  });

  // Chrome fetches the manifest's best icon as a page loads; an SVG one it parses as a whole
  // document on the page's main thread (decision 023, "icons as images").
  it("points only at icons that exist, each a PNG of its stated size, none an SVG", async () => {
    for (const entry of (await manifest()).icons) {
      expect(entry.type, entry.src).toBe("image/png");
      const [width, height] = entry.sizes.split("x").map(Number);
      expect(await png(entry.src), entry.src).toEqual({ width, height });
    }
  });
});

describe("the pages' head", () => {
  it("links the manifest, a PNG tab icon, the Apple touch icon, and theme colours for light and dark", async () => {
    const { body: html } = await server.fetchText("/");
    const links = tags(html, "link");
    expect(links.some((l) => /rel="manifest"/.test(l) && /href="\/manifest\.webmanifest"/.test(l))).toBe(
      true,
    );
    // The tab icon is a PNG too: an SVG icon would be a second document built on the main thread.
    const icons = links.filter((l) => /rel="icon"/.test(l));
    expect(icons).toHaveLength(1);
    expect(icons[0]).toMatch(/href="\/icons\/favicon-48\.png"/);
    expect(icons[0]).toMatch(/type="image\/png"/);
    expect(await png("/icons/favicon-48.png")).toEqual({ width: 48, height: 48 });

    const apple = links.find((l) => /rel="apple-touch-icon"/.test(l));
    expect(apple).toMatch(/href="\/icons\/apple-touch-icon\.png"/);
    expect(await png("/icons/apple-touch-icon.png")).toEqual({ width: 180, height: 180 });

    const themes = tags(html, "meta").filter((m) => /name="theme-color"/.test(m));
    expect(themes.find((m) => /prefers-color-scheme: light/.test(m))).toMatch(/content="#0b5566"/);
    expect(themes.find((m) => /prefers-color-scheme: dark/.test(m))).toMatch(/content="#[0-9a-f]{6}"/);
  });
});

describe("/sw.js", () => {
  it("is served uncached, for the whole site", async () => {
    const res = await fetch(`${server.url}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("javascript");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("service-worker-allowed")).toBe("/");
  });

  it("saves this build's files, including every script and stylesheet the pages load", async () => {
    const worker = await (await fetch(`${server.url}/sw.js`)).text();
    const { body: html } = await server.fetchText("/");
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(worker, asset).toContain(`"${asset}"`);
    expect(worker).toContain('"/offline"');
  });
});

describe("/offline", () => {
  it("says the device is offline, in plain HTML without scripts, kept out of search indexes", async () => {
    const { status, body: html } = await server.fetchText("/offline");
    expect(status).toBe(200);
    expect(html).toContain("<title>You are offline - Fish Spots</title>");
    expect(html).toMatch(/<h1[^>]*>You are offline<\/h1>/);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    // Served under other addresses, so nothing may hydrate it: no module scripts, no router data.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain("data-module-after-paint");
    expect(html).not.toContain("__reactRouterContext");
    // Nor controls that need scripts: the state selector and the theme switch.
    expect(html).not.toContain('aria-label="State"');
    expect(html).not.toMatch(/aria-label="Switch to (dark|light) theme"/);
    // The stylesheet and the theme still apply.
    expect(html).toMatch(/<link[^>]*rel="stylesheet"[^>]*href="\/assets\/app-[\w-]+\.css"/);
    expect(html).toContain('localStorage.getItem("theme")');
  });
});
