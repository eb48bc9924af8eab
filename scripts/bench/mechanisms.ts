// npm run bench, Mechanisms (or alone: npx tsx scripts/bench/mechanisms.ts): each performance
// mechanism that bends the framework or a library (core/mechanisms.ts) measured with and
// without it in one run. The site is built once more without each mechanism (variantBuild.ts);
// every build is served at once, each on a fresh data folder, and Lighthouse (as in the
// Lighthouse section: mobile, calibrated CPU slowdown) loads the pages each mechanism touches in
// every build, round after round (BENCH_MECHANISM_RUNS, default 5), so that the machine's drift
// during the run falls on every build alike. The React-alone baseline runs in every round too.
// BENCH_MECHANISMS=name,name measures only those.
import { MECHANISMS, type Mechanism } from "#core/mechanisms";
import { auditWithRetry, BASELINE, launchChromium, type Run, warmUp } from "./lighthouse";
import { buildBaselinePage, startBaselineSite } from "./lighthouseBaseline";
import { MECHANISM_COLUMNS, mechanismRow, medians, type Sample } from "./mechanismsTable";
import { type RunningSite, sampleLocationPath, startProductionSite } from "./productionServer";
import { runAlone } from "./runAlone";
import type { BenchTable } from "./table";
import { buildVariant, type VariantBuild } from "./variantBuild";

const RUNS = Math.max(1, Number(process.env.BENCH_MECHANISM_RUNS ?? 5));

type Page = "Home" | "Location" | "Map" | "Tide Info" | "Species";

/** The pages whose first load each mechanism changes. */
const PAGES_OF: Record<Mechanism, Page[]> = {
  scriptsAfterFirstPaint: ["Home", "Location", "Map"],
  contentVisibility: ["Home"],
  islands: ["Tide Info", "Species"],
};

/** BENCH_MECHANISMS=a,b: only those; unset, every mechanism. */
function chosenMechanisms(only: string | undefined): Mechanism[] {
  const all = Object.keys(MECHANISMS) as Mechanism[];
  const names = (only ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !all.includes(name as Mechanism));
  if (unknown.length > 0)
    throw new Error(
      `BENCH_MECHANISMS names unknown mechanisms: ${unknown.join(", ")} (known: ${all.join(", ")})`,
    );
  return names.length === 0 ? all : all.filter((mechanism) => names.includes(mechanism));
}

const ALL = "all";
type Build = Mechanism | typeof ALL;

function sampleOf(run: Run): Sample {
  return {
    performance: run.scores.performance ?? 0,
    lcpMs: run.metrics["largest-contentful-paint"] ?? Number.NaN,
    tbtMs: run.metrics["total-blocking-time"] ?? Number.NaN,
  };
}

export async function benchMechanisms(): Promise<BenchTable[]> {
  const mechanisms = chosenMechanisms(process.env.BENCH_MECHANISMS);
  const variants: VariantBuild[] = [];
  const sites = new Map<Build, RunningSite>();
  const baseline = await startBaselineSite(await buildBaselinePage());
  const chrome = await launchChromium();
  try {
    for (const mechanism of mechanisms) {
      process.stderr.write(`  building without ${mechanism}\n`);
      variants.push(buildVariant([mechanism]));
    }
    sites.set(ALL, await startProductionSite());
    for (const [i, mechanism] of mechanisms.entries()) {
      sites.set(mechanism, await startProductionSite(variants[i]?.root));
    }
    const locationPath = await sampleLocationPath(sites.get(ALL)?.url ?? "");
    const pathOf: Record<Page, string> = {
      Home: "/",
      Location: locationPath,
      Map: "/map",
      "Tide Info": "/tide-info",
      Species: "/fish/chinook-salmon",
    };

    // Every (build, page) to load in a round; the full build's pages once, however many share them.
    const loads: { key: string; url: string }[] = [{ key: BASELINE, url: baseline.url }];
    const add = (build: Build, page: Page) => {
      const key = `${build} ${page}`;
      if (!loads.some((load) => load.key === key))
        loads.push({ key, url: `${sites.get(build)?.url}${pathOf[page]}` });
    };
    for (const mechanism of mechanisms) {
      for (const page of PAGES_OF[mechanism]) {
        add(ALL, page);
        add(mechanism, page);
      }
    }
    for (const { url } of loads) await warmUp(url);

    const samples = new Map<string, Sample[]>(loads.map(({ key }) => [key, []]));
    for (let round = 1; round <= RUNS; round++) {
      process.stderr.write(`  round ${round} of ${RUNS}: ${loads.length} page loads\n`);
      for (const { key, url } of loads) {
        samples.get(key)?.push(sampleOf(await auditWithRetry(key, url, chrome.port)));
      }
    }

    const baselineFigures = medians(samples.get(BASELINE) ?? []);
    const rows = mechanisms.flatMap((mechanism) =>
      PAGES_OF[mechanism].map((page) =>
        mechanismRow(
          {
            mechanism,
            page,
            with: samples.get(`${ALL} ${page}`) ?? [],
            without: samples.get(`${mechanism} ${page}`) ?? [],
          },
          baselineFigures,
        ),
      ),
    );
    return [
      {
        title: "Performance mechanisms, with and without",
        intro:
          "Lighthouse 12 (mobile, calibrated CPU slowdown) on the pages each mechanism changes, in the full build and in a build without that mechanism alone, interleaved round by round.",
        columns: MECHANISM_COLUMNS,
        rows,
        notes: [
          ...mechanisms.map((mechanism) => `${mechanism}: ${MECHANISMS[mechanism]}.`),
          `${BASELINE}: performance ${baselineFigures.performance}, LCP ${Math.round(baselineFigures.lcpMs)} ms, TBT ${Math.round(baselineFigures.tbtMs)} ms (medians). Ratios are each figure's median over ${RUNS} run(s) divided by the baseline's: performance higher is better, LCP lower is better.`,
          "Verdict: gains when the page is clearly better with the mechanism on some figure and clearly worse on none; clearly: the medians differ by more than 2 performance points, a tenth of the LCP or a fifth of the TBT (at least 30 ms), and a rank test (Mann-Whitney U, one-sided, 5 %) says the runs with it are better than chance would make them.",
        ],
      },
    ];
  } finally {
    chrome.kill();
    await baseline.close();
    for (const site of sites.values()) await site.close();
    for (const variant of variants) variant.remove();
  }
}

await runAlone(
  import.meta.url,
  `Usage: npx tsx scripts/bench/mechanisms.ts

The mechanisms rows of npm run bench. Set by environment variables: BENCH_MECHANISM_RUNS
(default 5), BENCH_MECHANISMS (default all: ${Object.keys(MECHANISMS).join(",")}).`,
  benchMechanisms,
);
