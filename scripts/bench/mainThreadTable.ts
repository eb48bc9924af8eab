// The main-thread section's table, from its samples: pure, so its arithmetic is tested.
import { type BenchTable, ms, ratio } from "./table";

export type MainThreadSample = { taskMs: number; scriptMs: number; styleLayoutMs: number; errors: string[] };
/** `comparison`: the page from a build without a mechanism, shown beside it but not judged. */
export type PageSamples = {
  page: string;
  path: string;
  limit: number;
  samples: MainThreadSample[];
  comparison?: boolean;
};

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function medians(samples: MainThreadSample[]) {
  return {
    taskMs: median(samples.map((s) => s.taskMs)),
    scriptMs: median(samples.map((s) => s.scriptMs)),
    styleLayoutMs: median(samples.map((s) => s.styleLayoutMs)),
    lowestMs: Math.min(...samples.map((s) => s.taskMs)),
    highestMs: Math.max(...samples.map((s) => s.taskMs)),
    errors: new Set(samples.flatMap((s) => s.errors)).size,
  };
}

export const ROUTER_BASELINE = "Baseline: React Router alone";
export const REACT_BASELINE = "React alone";

export function mainThreadTable(input: {
  baseline: MainThreadSample[];
  react: MainThreadSample[];
  pages: PageSamples[];
  runs: number;
  cpuSlowdown: number;
}): BenchTable {
  const base = medians(input.baseline);
  const row = (page: string, path: string, m: ReturnType<typeof medians>, target: string) => [
    page,
    path,
    ms(m.taskMs),
    `${ms(m.lowestMs)}–${ms(m.highestMs)}`,
    ms(m.scriptMs),
    ms(m.styleLayoutMs),
    ratio(m.taskMs, base.taskMs),
    target,
    String(m.errors),
  ];
  const judged = input.pages.map((p) => {
    const m = medians(p.samples);
    const met = m.taskMs / base.taskMs <= p.limit;
    return { ...p, m, met };
  });
  const counted = judged.filter((p) => !p.comparison);
  const met = counted.filter((p) => p.met).length;
  return {
    title: `Main-thread time on a phone, CPU slowed ${input.cpuSlowdown}×`,
    intro:
      "Chromium's main-thread task time for one cold load of each page (412 px phone screen, DevTools CPU throttling), from navigation until its network had been idle for half a second after the load event and one second more, with the metrics read once at the end; the lowest and highest load, and the median's script and style-and-layout parts beside it. Ratio: to the React Router baseline, a one-route app of our React, React DOM and React Router versions, built by react-router build and served by react-router-serve, loaded before every page load.",
    columns: [
      "Page",
      "Path",
      "Main thread ms",
      "Range ms",
      "Script ms",
      "Style and layout ms",
      "Ratio",
      "Target",
      "Console errors",
    ],
    rows: [
      row(ROUTER_BASELINE, "-", base, "baseline"),
      row(REACT_BASELINE, "-", medians(input.react), "-"),
      ...judged.map(({ page, path, m, limit, met, comparison }) =>
        row(page, path, m, comparison ? "-" : `≤ ${limit}×: ${met ? "met" : "missed"}`),
      ),
    ],
    notes: [
      `${met} of ${counted.length} pages meet their target (every page at most 1.3× the React Router baseline, /map 1.6× for Leaflet).`,
      `Medians of ${input.runs} loads per page and of all ${input.baseline.length} baseline loads in this run; pages in reverse order every other round.`,
      `${REACT_BASELINE}: the Lighthouse section's page that hydrates one heading with React and React DOM only, loaded once per round.`,
      "Console errors: distinct messages logged as errors, or uncaught, over the page's loads.",
    ],
  };
}
