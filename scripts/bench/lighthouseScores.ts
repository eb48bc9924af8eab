// Reading a Lighthouse report: the four category scores, the key metrics, the targets of issue 9
// and the audits that cost points. Pure, so the bench section and its test share it.

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Issue 9: performance at least 95, accessibility 100, best practices at least 95, SEO 100. */
export const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 100,
};

export const METRICS = [
  { id: "first-contentful-paint", label: "FCP" },
  { id: "largest-contentful-paint", label: "LCP" },
  { id: "total-blocking-time", label: "TBT" },
  { id: "cumulative-layout-shift", label: "CLS" },
  { id: "speed-index", label: "Speed Index" },
] as const;

/** The part of a Lighthouse result (LH.Result) this module reads. */
export type LighthouseReport = {
  categories: Partial<
    Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>
  >;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number }>;
};

export type PageScores = {
  scores: Record<Category, number | null>;
  metrics: Record<(typeof METRICS)[number]["id"], number | undefined>;
  missedTargets: Category[];
  /** Audits that lower a score: weighted metrics below "good" (0.9) as "id (score)", failed checks by id. */
  failingAudits: string[];
  /** Performance opportunities and diagnostics Lighthouse flags; they point at causes, weightless. */
  opportunities: string[];
};

/** A 0..1 score as Lighthouse shows it, 0..100. */
function percent(score: number | null | undefined): number | null {
  return score == null ? null : Math.round(score * 100);
}

export function readScores(report: LighthouseReport): PageScores {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, percent(report.categories[category]?.score)]),
  ) as Record<Category, number | null>;
  const metrics = Object.fromEntries(
    METRICS.map(({ id }) => [id, report.audits[id]?.numericValue]),
  ) as PageScores["metrics"];
  const missedTargets = CATEGORIES.filter((c) => (scores[c] ?? 0) < TARGETS[c]);

  const failingAudits: string[] = [];
  const opportunities: string[] = [];
  const listed = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score == null || listed.has(ref.id)) continue;
      listed.add(ref.id);
      if (ref.weight > 0) {
        // A metric below "good" (0.9) holds the performance score down; any other check counts whole.
        if (ref.group === "metrics" && audit.score < 0.9) {
          failingAudits.push(`${ref.id} (${audit.score.toFixed(2)})`);
        } else if (ref.group !== "metrics" && audit.score < 1) {
          failingAudits.push(ref.id);
        }
      } else if (
        category === "performance" &&
        ["binary", "metricSavings"].includes(audit.scoreDisplayMode) &&
        audit.score < 0.9 &&
        // Lighthouse 12's insights repeat the classic audits beside them.
        !ref.id.endsWith("-insight")
      ) {
        opportunities.push(ref.id);
      }
    }
  }
  return { scores, metrics, missedTargets, failingAudits, opportunities };
}

/** The run a reader should see among several of one page: the median performance score. */
export function medianRun<T extends { scores: Record<Category, number | null> }>(runs: T[]): T {
  if (runs.length === 0) throw new Error("No Lighthouse runs");
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

export function metricCell(id: string, value: number | undefined): string {
  if (value === undefined) return "-";
  if (id === "cumulative-layout-shift") return value.toFixed(3);
  return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/**
 * Lighthouse's default 4× CPU slowdown is meant for a high-end desktop, benchmark index
 * 1500–2000 (Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown"): it puts the
 * simulated phone at about 1750 / 4. A shared machine's index swings far from that bracket
 * between runs, and with it the same page's score; the calibrated slowdown aims every run at
 * that same phone.
 */
export const TARGET_DEVICE_BENCHMARK = 1750 / 4;

/** The CPU slowdown that brings a machine of this benchmark index down to the target phone. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Unusable Lighthouse benchmark index: ${benchmarkIndex}`);
  }
  // Never faster than the machine itself.
  return Math.max(1, Math.round((benchmarkIndex / TARGET_DEVICE_BENCHMARK) * 10) / 10);
}
