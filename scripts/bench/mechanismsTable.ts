// The figures of the mechanisms section: each mechanism's pages with it and without it, as
// ratios to the React-alone baseline of the same run, and whether the mechanism clearly gains.
// Pure, so the section and its test share it.
import { ratio } from "./table";

/** What one page load gave: Lighthouse's performance score and two of its metrics. */
export type Sample = { performance: number; lcpMs: number; tbtMs: number };

/** The value a share `p` of the way up the sorted values (0: lowest, 0.5: median, 1: highest). */
function quantile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = p * (sorted.length - 1);
  const below = sorted[Math.floor(at)] as number;
  const above = sorted[Math.ceil(at)] as number;
  return below + (above - below) * (at - Math.floor(at));
}

/** Each figure's median over the runs: a slow run of one metric does not pick the others. */
export function medians(samples: Sample[]): Sample {
  return {
    performance: quantile(
      samples.map((s) => s.performance),
      0.5,
    ),
    lcpMs: quantile(
      samples.map((s) => s.lcpMs),
      0.5,
    ),
    tbtMs: quantile(
      samples.map((s) => s.tbtMs),
      0.5,
    ),
  };
}

type Figure = keyof Sample;
// The least difference of medians worth a verdict: 2 performance points, a tenth of the largest
// paint, a fifth of the blocking time (and 30 ms).
const LEAST = {
  performance: (_: number) => 2,
  lcpMs: (base: number) => base * 0.1,
  tbtMs: (base: number) => Math.max(30, base * 0.2),
};
const HIGHER_IS_BETTER: Record<Figure, boolean> = { performance: true, lcpMs: false, tbtMs: false };

/**
 * How far the runs of `a` lie below those of `b`, as the Mann-Whitney U statistic's z-score
 * (normal approximation, ties counted half): about 0 when they mix as chance would mix them,
 * above 1.645 when `a` is lower than one-sided 5 % chance allows.
 */
export function lowerZ(a: number[], b: number[]): number {
  let u = 0;
  for (const x of a) for (const y of b) u += x < y ? 1 : x === y ? 0.5 : 0;
  const mean = (a.length * b.length) / 2;
  const spread = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  return spread === 0 ? 0 : (u - mean) / spread;
}

const ONE_SIDED_5_PERCENT = 1.645;

/**
 * Whether `a` is clearly better than `b` on one figure: the medians differ by more than the
 * least difference, and the runs of `a` are better than those of `b` more often than chance
 * would have it (a rank test). On a shared machine the blocking time of one page moves by
 * seconds from run to run (decision 025): a difference of medians alone would call noise a gain.
 */
function clearlyBetter(a: Sample[], b: Sample[], figure: Figure): boolean {
  const sign = HIGHER_IS_BETTER[figure] ? -1 : 1;
  // Lower is better once the sign is applied.
  const of = (samples: Sample[]) => samples.map((s) => sign * s[figure]);
  const medianA = quantile(of(a), 0.5);
  const medianB = quantile(of(b), 0.5);
  if (medianB - medianA < LEAST[figure](Math.abs(medianB))) return false;
  return lowerZ(of(a), of(b)) >= ONE_SIDED_5_PERCENT;
}

export type Verdict = "gains" | "costs" | "no clear difference";

const FIGURES: Figure[] = ["performance", "lcpMs", "tbtMs"];

/** Whether the page is clearly better with the mechanism than without it, on some figure and worse on none. */
export function verdict(withIt: Sample[], without: Sample[]): Verdict {
  const gains = FIGURES.some((figure) => clearlyBetter(withIt, without, figure));
  const costs = FIGURES.some((figure) => clearlyBetter(without, withIt, figure));
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
    verdict(row.with, row.without),
  ];
}
