// npm run bench, page weight (or alone: npx tsx scripts/bench/pageWeight.ts): the gzipped
// JavaScript and CSS each page loads first, read from a real server render of the production
// build: every module preload, stylesheet and module script in the HTML, plus anything those
// modules import statically. Code a page imports with import() (Leaflet, menus and popovers
// opened on demand, decision 023) is counted apart, as loaded later. Beside every page, the floor measured in the same
// build: React, React DOM, React Router and the route manifest, which every page loads before
// any of our code.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { moduleGraph, pageAssets } from "./pageAssets";
import { type RunningSite, sampleLocationPath, startProductionSite } from "./productionServer";
import { runAlone } from "./runAlone";
import type { BenchTable } from "./table";

/** Issue 9: the home page loads at most 100 kB of gzipped JavaScript first. */
export const HOME_JS_BUDGET_BYTES = 100_000;

type PageWeight = {
  page: string;
  path: string;
  jsFiles: number;
  jsGzip: number;
  cssGzip: number;
  lazyGzip: number;
  /** Whether the page loads React Router (the floor) at all; a page with islands does not. */
  hydrated: boolean;
};

/** gzip at zlib's default level, what the server's compression middleware sends gzip clients. */
function gzipSize(bytes: Buffer): number {
  return gzipSync(bytes).length;
}

export function kB(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

function builtFiles(clientDir: string) {
  const cache = new Map<string, Buffer | null>();
  const bytes = (sitePath: string): Buffer | null => {
    if (!cache.has(sitePath)) {
      let content: Buffer | null = null;
      try {
        content = readFileSync(path.join(clientDir, sitePath));
      } catch {}
      cache.set(sitePath, content);
    }
    return cache.get(sitePath) ?? null;
  };
  return {
    bytes,
    source: (sitePath: string) => (sitePath.endsWith(".js") ? bytes(sitePath)?.toString("utf8") : undefined),
    gzip: (paths: string[]) => paths.reduce((sum, p) => sum + gzipSize(bytes(p) ?? Buffer.alloc(0)), 0),
  };
}

/** The route manifest's entry: the module every page starts from, and its imports. */
function entryOf(manifestSource: string): string[] {
  const json = manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, "");
  const manifest = JSON.parse(json) as { entry: { module: string; imports?: string[] } };
  return [manifest.entry.module, ...(manifest.entry.imports ?? [])];
}

export type PageWeightResult = { tables: BenchTable[]; homeJsGzip: number; floorGzip: number };

export async function measurePageWeight(site: RunningSite): Promise<PageWeightResult> {
  const files = builtFiles(site.buildClientDir);
  const pages = [
    { page: "Home", path: "/" },
    { page: "Location", path: await sampleLocationPath(site.url) },
    { page: "Map", path: "/map" },
    { page: "Species", path: "/fish/chinook-salmon" },
    { page: "Tide Info", path: "/tide-info" },
    { page: "Contact", path: "/contact" },
    { page: "Search results", path: "/locations/search/salmon" },
    { page: "Measure your catch", path: "/ar-tools" },
  ];

  let floor: string[] = [];
  const weights: PageWeight[] = [];
  for (const { page, path: pagePath } of pages) {
    const response = await fetch(`${site.url}${pagePath}`);
    if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
    const assets = pageAssets(await response.text());
    const graph = moduleGraph(assets.scripts, files.source);
    // The floor is read from the first hydrated page: a page served with islands (decision 045)
    // loads no route manifest at all.
    const manifest = graph.firstLoad.find((p) => /\/manifest-[\w-]+\.js$/.test(p));
    if (floor.length === 0 && manifest) {
      const entry = entryOf(files.source(manifest) ?? "");
      floor = moduleGraph([manifest, ...entry], files.source).firstLoad;
    }
    weights.push({
      page,
      path: pagePath,
      jsFiles: graph.firstLoad.length,
      jsGzip: files.gzip(graph.firstLoad),
      cssGzip: files.gzip(assets.stylesheets),
      lazyGzip: files.gzip(graph.lazy),
      hydrated: manifest !== undefined,
    });
  }

  if (floor.length === 0) throw new Error("No page loads React Router's route manifest");
  const floorGzip = files.gzip(floor);
  const home = weights[0] as PageWeight;
  const met = home.jsGzip <= HOME_JS_BUDGET_BYTES;
  const notes = [
    `Home: ${kB(home.jsGzip)} kB of gzipped JavaScript first; target at most ${kB(HOME_JS_BUDGET_BYTES)} kB: ${met ? "met" : "missed"}.`,
    `Floor: React, React DOM, React Router and the route manifest are ${kB(floorGzip)} kB gzipped (${floor.length} files), loaded by every hydrated page before any of our code${floorGzip > HOME_JS_BUDGET_BYTES ? `, already ${kB(floorGzip - HOME_JS_BUDGET_BYTES)} kB over the home target on their own` : ""}.`,
    "Sizes are gzip at zlib's default level (what the server sends a gzip client); browsers that accept Brotli receive less. kB = 1,000 bytes.",
  ];
  return {
    homeJsGzip: home.jsGzip,
    floorGzip,
    tables: [
      {
        title: "Page weight: what each page loads first",
        intro:
          "From a server render of the production build: the JavaScript (module preloads, module scripts and their static imports) and CSS each page loads before it runs, gzipped. “Later” is code the page imports when it needs it (maps, menus, popovers, dialogs, form checks, the toast region after hydration) and does not wait for.",
        columns: [
          "Page",
          "Path",
          "JS files",
          "JS first (kB gz)",
          "Above the floor (kB gz)",
          "CSS (kB gz)",
          "JS later (kB gz)",
        ],
        rows: [
          [
            "Floor: React, React DOM, React Router",
            "-",
            String(floor.length),
            kB(floorGzip),
            "0.0",
            "0.0",
            "0.0",
          ],
          ...weights.map((w) => [
            w.page,
            w.path,
            String(w.jsFiles),
            kB(w.jsGzip),
            w.hydrated ? kB(w.jsGzip - floorGzip) : "- (islands: no floor)",
            kB(w.cssGzip),
            kB(w.lazyGzip),
          ]),
        ],
        notes,
      },
    ],
  };
}

/** The bench section: starts its own production server, measures, stops it. */
export async function benchPageWeight(): Promise<BenchTable[]> {
  const site = await startProductionSite();
  try {
    return (await measurePageWeight(site)).tables;
  } finally {
    await site.close();
  }
}

await runAlone(
  import.meta.url,
  `Usage: npx tsx scripts/bench/pageWeight.ts

The page weight rows of npm run bench, read from the production build (built first when stale).`,
  benchPageWeight,
);
