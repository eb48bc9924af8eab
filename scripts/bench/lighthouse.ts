// npm run bench, Lighthouse (or alone: npx tsx scripts/bench/lighthouse.ts): Lighthouse 12 in its
// default mobile mode, with Debian's Chromium, against the production server on a fresh data
// folder (curated data, no alert worker, a local fake tile server), for the home page, a location
// page and the map. Each page runs BENCH_LIGHTHOUSE_RUNS times (default 3) with a cold cache; the
// run with the median performance score is reported. The throttling is Lighthouse's simulated
// one (a mid-range phone on slow 4G), computed from what it observed on this machine, so a busy
// machine lowers the figures. BENCH_LIGHTHOUSE_REPORTS=<folder> also keeps each run's full
// Lighthouse report there (JSON), to see what costs the points.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, chromiumPath } from "../../tests/support/chromium";
import {
  CATEGORIES,
  type LighthouseReport,
  METRICS,
  medianRun,
  metricCell,
  type PageScores,
  readScores,
  TARGETS,
} from "./lighthouseScores";
import { type RunningSite, sampleLocationPath, startProductionSite } from "./productionServer";
import type { BenchTable } from "./table";

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

let savedReports = 0;
function keepReport(url: string, report: unknown) {
  if (!REPORTS) return;
  mkdirSync(REPORTS, { recursive: true });
  const name = new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  savedReports += 1;
  writeFileSync(path.join(REPORTS, `${name}-${savedReports}.json`), JSON.stringify(report));
}

type Run = PageScores & { settings: string; benchmarkIndex: number };

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    output: "json",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  keepReport(url, lhr);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const t = lhr.configSettings.throttling;
  const screen = lhr.configSettings.screenEmulation;
  const settings = `${lhr.configSettings.formFactor}, ${screen.width}×${screen.height} at ${screen.deviceScaleFactor}x, ${lhr.configSettings.throttlingMethod} throttling: ${t.rttMs} ms RTT, ${((t.throughputKbps ?? 0) / 1000).toFixed(1)} Mbit/s, CPU slowed ${t.cpuSlowdownMultiplier}×`;
  return {
    ...readScores(lhr as unknown as LighthouseReport),
    settings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** On a busy machine a trace now and then comes back unusable (NO_NAVSTART); one more try. */
async function auditWithRetry(url: string, port: number): Promise<Run> {
  try {
    return await audit(url, port);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : error}; running it again`);
    return audit(url, port);
  }
}

export async function measureLighthouse(site: RunningSite): Promise<BenchTable[]> {
  const pages = [
    { page: "Home", path: "/" },
    { page: "Location", path: await sampleLocationPath(site.url) },
    { page: "Map", path: "/map" },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  const reported: { page: string; path: string; run: Run }[] = [];
  try {
    for (const { page, path } of pages) {
      // A warm server, as visitors meet it: the first render of a page reads the tide tables.
      for (let i = 0; i < 2; i++) await (await fetch(`${site.url}${path}`)).text();
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(`${site.url}${path}`, chrome.port));
      reported.push({ page, path, run: medianRun(runs) });
    }
  } finally {
    chrome.kill();
  }

  const first = reported[0]?.run;
  const notes = reported.map(({ page, run }) => {
    const verdict =
      run.missedTargets.length === 0 ? "every target met" : `missed ${run.missedTargets.join(", ")}`;
    const costing = run.failingAudits.length ? `; costing points: ${run.failingAudits.join(", ")}` : "";
    const flagged = run.opportunities.length ? `; flagged: ${run.opportunities.join(", ")}` : "";
    return `${page}: ${verdict}${costing}${flagged}.`;
  });
  notes.push(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS["best-practices"]}, SEO ${TARGETS.seo}.`,
    `Lighthouse settings: ${first?.settings ?? "-"}; Lighthouse's CPU benchmark of this machine: ${first ? Math.round(first.benchmarkIndex) : "-"}. Median of ${RUNS} run(s) per page by performance score, cold cache each run.`,
  );
  return [
    {
      title: "Lighthouse 12, mobile",
      intro:
        "Lighthouse's four categories and key metrics for the production server, in Debian's Chromium (headless).",
      columns: [
        "Page",
        "Path",
        "Performance",
        "Accessibility",
        "Best practices",
        "SEO",
        ...METRICS.map((m) => m.label),
        "Targets",
      ],
      rows: reported.map(({ page, path, run }) => [
        page,
        path,
        ...CATEGORIES.map((c) => String(run.scores[c] ?? "-")),
        ...METRICS.map((m) => metricCell(m.id, run.metrics[m.id])),
        run.missedTargets.length === 0 ? "met" : `missed: ${run.missedTargets.join(", ")}`,
      ]),
      notes,
    },
  ];
}

/** The bench section: starts its own production server and browser, audits, stops both. */
export async function benchLighthouse(): Promise<BenchTable[]> {
  const site = await startProductionSite();
  try {
    return await measureLighthouse(site);
  } finally {
    await site.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import("./table");
  for (const table of await benchLighthouse()) console.log(`${renderTable(table)}\n`);
}
