// The table of BENCH_LOAD_COMPARE: each load row's ratio to its ceiling on another commit's build
// and on this one, measured in the same run, and whether this build stays within a tenth of it.
import type { LoadRowResult, Targets } from "./load";
import { kib } from "./loadTables";
import type { BenchTable } from "./table";

/** A row is within when its ratio now is at least this share of its ratio before. */
export const KEPT_SHARE = 0.9;

export type Verdict = "within" | "outside" | "unmeasured";

/** The row's requests per second over its ceiling's (NaN when the row was not loaded). */
export function ceilingRatio(result: LoadRowResult | undefined): number {
  if (!result) return Number.NaN;
  const value = result.requestsPerSecond / result.ceilingRequestsPerSecond;
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Within: now ≥ KEPT_SHARE × before. A ratio that does not exist decides nothing. */
export function verdictOf(before: number, now: number): Verdict {
  if (!Number.isFinite(before) || !Number.isFinite(now) || before <= 0) return "unmeasured";
  return now >= KEPT_SHARE * before ? "within" : "outside";
}

/** How far now is from before, in per cent of before, signed: "+3.2 %", "-12.0 %". */
export function change(before: number, now: number): string {
  if (!Number.isFinite(before) || !Number.isFinite(now) || before <= 0) return "-";
  const percent = (now / before - 1) * 100;
  const shown = percent.toFixed(1);
  return `${percent > 0 && shown !== "0.0" ? "+" : ""}${shown === "-0.0" ? "0.0" : shown} %`;
}

/** Two decimals, or two significant digits below 0.1 (a write row is a few thousandths of its ceiling). */
export function shownRatio(value: number): string {
  if (!Number.isFinite(value)) return "-";
  return `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}×`;
}

const VERDICT_CELL: Record<Verdict, string> = { within: "yes", outside: "no", unmeasured: "-" };

function sameTargets(a: Targets, b: Targets): boolean {
  return a.locationId === b.locationId && a.tidalId === b.tidalId;
}

function targetsOf(targets: Targets): string {
  return `${targets.locationName} (id ${targets.locationId}) for the location page and reviews, ${targets.tidalName} (id ${targets.tidalId}) for the tides`;
}

/** The two builds' rows, matched by name; rows only one build has are shown with "-". */
export function comparisonTable(run: {
  /** The heading, e.g. "Load compared: curated dataset (167 locations) on PGlite". */
  label: string;
  /** The other build's commit, e.g. "1dab4e8", and its subject line. */
  commit: string;
  subject: string;
  before: { results: LoadRowResult[]; targets: Targets };
  now: { results: LoadRowResult[]; targets: Targets };
}): BenchTable {
  const { before, now, commit } = run;
  const names = [...new Set([...before.results, ...now.results].map((result) => result.row.name))];
  const byName = (results: LoadRowResult[], name: string) =>
    results.find((result) => result.row.name === name);
  const verdicts: Verdict[] = [];
  const rows = names.map((name) => {
    const then = byName(before.results, name);
    const current = byName(now.results, name);
    const [a, b] = [ceilingRatio(then), ceilingRatio(current)];
    const verdict = verdictOf(a, b);
    verdicts.push(verdict);
    const answer = (result: LoadRowResult | undefined) => (result ? kib(result.answer.bytes) : "-");
    return [
      name,
      shownRatio(a),
      shownRatio(b),
      change(a, b),
      VERDICT_CELL[verdict],
      `${answer(then)} → ${answer(current)}`,
    ];
  });
  const within = verdicts.filter((verdict) => verdict === "within").length;
  const measured = verdicts.filter((verdict) => verdict !== "unmeasured").length;
  const outside = names.filter((_, i) => verdicts[i] === "outside");
  return {
    title: `${run.label}: ${commit} and now`,
    intro:
      `The load rows on two production builds served side by side, each on a database of its own: the build of ` +
      `${commit} (“${run.subject}”) and this one. The rows alternate (${commit}'s row, then this build's, then the ` +
      "next row), each followed by its own ceiling, so the machine's drift falls on both alike. A ratio is the " +
      "row's req/s over its ceiling's; the two builds' full figures are in the tables above.",
    columns: ["Row", `Ratio at ${commit}`, "Ratio now", "Change", "Within 10%", "Answer (wire)"],
    rows,
    notes: [
      `Within 10%: the ratio now is at least ${KEPT_SHARE}× the ratio at ${commit}. ` +
        `${within} of ${measured} measured rows are within` +
        (outside.length > 0 ? `; outside: ${outside.join(", ")}.` : "."),
      sameTargets(before.targets, now.targets)
        ? `Both builds' rows ask for the same spots: ${targetsOf(now.targets)}.`
        : `The builds' datasets differ, so each server's spots were chosen by the same rule (the search's ` +
          `first result, and the first spot with tides): at ${commit} ${targetsOf(before.targets)}; now ` +
          `${targetsOf(now.targets)}.`,
    ],
  };
}
