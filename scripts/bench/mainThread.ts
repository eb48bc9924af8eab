// npm run bench, main-thread time (or alone: npx tsx scripts/bench/mainThread.ts): what each page
// costs a phone's main thread, as a ratio to the smallest React Router app (routerBaseline.ts).
// Debian's Chromium, headless, as a 412 px phone (Lighthouse's mobile screen) with the CPU slowed
// 4× by DevTools' own throttling. Each load is a fresh browser context (cold cache, no service
// worker yet); the figure is Chromium's main-thread task time for the page from navigation until
// the page has settled: its network idle for half a second after the load event, then one second
// more (so work started at idle, such as the service worker and the install banner, is counted),
// read once at the end. Every page load follows a baseline load, round after round
// (BENCH_MAIN_THREAD_RUNS, default 15), so the machine's drift falls on both alike; a page's
// ratio is its median over the median of every baseline load. Fifteen, not five: on a shared
// two-core host one load of the same page can cost twice another (decision 044), and a median of
// five still moved a page across its target between runs; a load takes about two seconds.
import { type Browser, type CDPSession, chromium } from "playwright-core";
import { CHROMIUM_FLAGS, chromiumPath } from "#tests/support/chromium";
import { buildBaselinePage, startBaselineSite } from "./lighthouseBaseline";
import { type MainThreadSample, mainThreadTable, type PageSamples } from "./mainThreadTable";
import { type RunningSite, sampleLocationPath, startProductionSite } from "./productionServer";
import { startRouterBaseline } from "./routerBaseline";
import { runAlone } from "./runAlone";
import type { BenchTable } from "./table";
import { buildVariant, type VariantBuild } from "./variantBuild";

const RUNS = Math.max(1, Number(process.env.BENCH_MAIN_THREAD_RUNS ?? 15));
export const CPU_SLOWDOWN = 4;
// Lighthouse's mobile screen: a Moto G Power class phone.
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
// After the network has been idle for half a second (Playwright's "networkidle"), the time left
// for work a page starts at idle. Nothing asks the page anything meanwhile: each read of its
// metrics is a task on its main thread, and polling them every half second until a quiet one
// counted the probe's own work, up to 15 s of it on most loads (decision 044, "the probe").
const SETTLE_AFTER_IDLE_MS = 1_000;

type Metrics = Record<string, number>;

async function metricsOf(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = await cdp.send("Performance.getMetrics");
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

/** One cold load of `url` on the slowed phone. */
export async function loadOnce(
  browser: Browser,
  url: string,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<MainThreadSample> {
  const context = await browser.newContext({
    ...options,
    viewport: PHONE,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Performance.enable");
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(SETTLE_AFTER_IDLE_MS);
    const metrics = await metricsOf(cdp);
    return {
      taskMs: (metrics.TaskDuration ?? 0) * 1000,
      scriptMs: (metrics.ScriptDuration ?? 0) * 1000,
      styleLayoutMs: ((metrics.RecalcStyleDuration ?? 0) + (metrics.LayoutDuration ?? 0)) * 1000,
      errors,
    };
  } finally {
    await context.close();
  }
}

/** The pages issue 33 judges, each location tab among them. */
async function pagesOf(site: RunningSite) {
  const location = await sampleLocationPath(site.url);
  const tabs = ["fishing-tips", "guides", "tides", "reviews", "tide-alerts"];
  return [
    { page: "Home", path: "/", limit: 1.3 },
    { page: "Location", path: location, limit: 1.3 },
    ...tabs.map((tab) => ({ page: `Location, ${tab}`, path: `${location}?tab=${tab}`, limit: 1.3 })),
    { page: "Map", path: "/map", limit: 1.6 },
    { page: "Tide Info", path: "/tide-info", limit: 1.3 },
    { page: "Contact", path: "/contact", limit: 1.3 },
    { page: "Measure your catch", path: "/ar-tools", limit: 1.3 },
    { page: "Species", path: "/fish/chinook-salmon", limit: 1.3 },
    { page: "State", path: "/states/washington", limit: 1.3 },
    // The longest region page: the Oregon coast gathers three regions' spots.
    { page: "Region", path: "/states/oregon/coast", limit: 1.3 },
  ].filter(({ page }) => !ONLY || ONLY.some((name) => page.toLowerCase().startsWith(name)));
}

// BENCH_MAIN_THREAD_PAGES=home,map: only the pages whose names start so (while working on one).
const ONLY = process.env.BENCH_MAIN_THREAD_PAGES?.split(",").map((name) => name.trim().toLowerCase());
// BENCH_MAIN_THREAD_WITHOUT=islands: each page also from a build without those mechanisms
// (core/mechanisms.ts), in the same rounds, so a mechanism's gain is read in one run.
const WITHOUT = (process.env.BENCH_MAIN_THREAD_WITHOUT ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean);

type Load = { page: string; path: string; limit: number; origin: string; comparison?: boolean };

export async function measureMainThread(site: RunningSite, variant?: RunningSite): Promise<BenchTable[]> {
  const own: Load[] = (await pagesOf(site)).map((page) => ({ ...page, origin: site.url }));
  const pages = variant
    ? own.flatMap((load) => [
        load,
        {
          ...load,
          page: `${load.page}, without ${WITHOUT.join(", ")}`,
          origin: variant.url,
          comparison: true,
        },
      ])
    : own;
  const routerBaseline = await startRouterBaseline();
  const reactBaseline = await startBaselineSite(await buildBaselinePage());
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const baseline: MainThreadSample[] = [];
  const react: MainThreadSample[] = [];
  const samples: (PageSamples & Load)[] = pages.map((page) => ({ ...page, samples: [] }));
  try {
    // One throwaway load each: the servers' first answers and Chromium's first start are not a visitor's.
    await loadOnce(browser, routerBaseline.url);
    for (const page of pages) await loadOnce(browser, `${page.origin}${page.path}`);
    for (let round = 0; round < RUNS; round++) {
      react.push(await loadOnce(browser, reactBaseline.url));
      // Every other round in reverse order, so no page always follows the same one.
      const order = round % 2 === 0 ? samples : [...samples].reverse();
      for (const page of order) {
        baseline.push(await loadOnce(browser, routerBaseline.url));
        page.samples.push(await loadOnce(browser, `${page.origin}${page.path}`));
      }
    }
  } finally {
    await browser.close();
    await routerBaseline.close();
    await reactBaseline.close();
  }
  return [mainThreadTable({ baseline, react, pages: samples, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN })];
}

/** The bench section: starts its own production server and browser, measures, stops both. */
export async function benchMainThread(): Promise<BenchTable[]> {
  let build: VariantBuild | undefined;
  let variant: RunningSite | undefined;
  const site = await startProductionSite();
  try {
    if (WITHOUT.length > 0) {
      build = buildVariant(WITHOUT);
      variant = await startProductionSite(build.root);
    }
    return await measureMainThread(site, variant);
  } finally {
    await variant?.close();
    build?.remove();
    await site.close();
  }
}

await runAlone(
  import.meta.url,
  `Usage: npx tsx scripts/bench/mainThread.ts

The main-thread rows of npm run bench. Set by environment variables: BENCH_MAIN_THREAD_RUNS
(default 15), BENCH_MAIN_THREAD_PAGES=home,map (only pages whose names start so),
BENCH_MAIN_THREAD_WITHOUT=islands (each page also from a build without those mechanisms).`,
  benchMainThread,
);
