// The figures of the mechanisms section: each mechanism's pages with it and without it, as
// ratios to the React-alone baseline of the same run, and whether the mechanism clearly gains.
// Pure, so the section and its test share it.
import { ratio } from "./table";

/** What one page load gave: Lighthouse's performance score and two of its metrics. */
export type Sample = { performance: number; lcpMs: number; tbtMs: number };

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs: a slow run of one metric does not pick the others. */
export function medians(samples: Sample[]): Sample {
  return {
    performance: median(samples.map((s) => s.performance)),
    lcpMs: median(samples.map((s) => s.lcpMs)),
    tbtMs: median(samples.map((s) => s.tbtMs)),
  };
}

// What counts as clear: more than Lighthouse's run-to-run spread of medians on one machine
// (decision 025): 2 performance points, a tenth of the largest paint, 30 ms and a fifth of
// the blocking time.
const CLEAR = { performance: 2, lcpShare: 0.1, tbtMs: 30, tbtShare: 0.2 };

export type Verdict = "gains" | "costs" | "no clear difference";

/** Whether the page is clearly better with the mechanism (`with`) than without it. */
export function verdict(withIt: Sample, without: Sample): Verdict {
  const better = (a: Sample, b: Sample) =>
    a.performance >= b.performance + CLEAR.performance ||
    a.lcpMs <= b.lcpMs * (1 - CLEAR.lcpShare) ||
    (b.tbtMs - a.tbtMs >= CLEAR.tbtMs && a.tbtMs <= b.tbtMs * (1 - CLEAR.tbtShare));
  const gains = better(withIt, without);
  const costs = better(without, withIt);
  if (gains && !costs) return "gains";
  if (costs && !gains) return "costs";
  return "no clear difference";
}

export type MechanismRow = {
  mechanism: string;
  page: string;
  with: Sample[];
  without: Sample[];
};

export const MECHANISM_COLUMNS = [
  "Mechanism",
  "Page",
  "Performance ÷ baseline: with",
  "without",
  "LCP ÷ baseline: with",
  "without",
  "TBT with",
  "TBT without",
  "Performance runs: with / without",
  "TBT runs (s): with / without",
  "Verdict",
];

export function mechanismRow(row: MechanismRow, baseline: Sample): string[] {
  const withIt = medians(row.with);
  const without = medians(row.without);
  const runs = (samples: Sample[]) => samples.map((s) => s.performance).join(" ");
  const tbtRuns = (samples: Sample[]) => samples.map((s) => (s.tbtMs / 1000).toFixed(1)).join(" ");
  return [
    row.mechanism,
    row.page,
    ratio(withIt.performance, baseline.performance),
    ratio(without.performance, baseline.performance),
    ratio(withIt.lcpMs, baseline.lcpMs),
    ratio(without.lcpMs, baseline.lcpMs),
    `${Math.round(withIt.tbtMs)} ms`,
    `${Math.round(without.tbtMs)} ms`,
    `${runs(row.with)} / ${runs(row.without)}`,
    `${tbtRuns(row.with)} / ${tbtRuns(row.without)}`,
    verdict(withIt, without),
  ];
}
