// The load section's tables, shaped from its figures: each run's rows against their targets,
// the server's resident memory in every run, and how each figure grows from the curated
// dataset to the generated ones.
import { BENCH_LOG_LEVEL } from "./appServer";
import { type LoadRow, type LoadRowResult, type LoadRun, WRITES_BESIDE_PER_SECOND } from "./load";
import { type BenchTable, count, ms, ratio } from "./table";

/**
 * Targets of the issues: cacheable reads at half of what Node manages, every read fast, writes
 * under a quarter of a second and, on PostgreSQL, 500 a second; no errors; a read beside writes
 * to other spots at 0.8 of the same read alone.
 */
export const TARGETS = {
  ceilingShare: 0.5,
  p99Ms: 50,
  writeP99Ms: 250,
  postgresWritesPerSecond: 500,
  besideWritesShare: 0.8,
} as const;

/** Why a measured row misses its targets; empty when it meets them. */
export function missesOf(result: Omit<LoadRowResult, "misses">, onPostgres = false): string[] {
  const misses: string[] = [];
  const share = result.requestsPerSecond / result.ceilingRequestsPerSecond;
  if (result.row.cacheable && !(share >= TARGETS.ceilingShare))
    misses.push(`< ${TARGETS.ceilingShare}× ceiling`);
  if (!Number.isFinite(result.p99Ms)) misses.push("no answer in time");
  else if (result.row.requests[0]?.method === "GET" && result.p99Ms >= TARGETS.p99Ms)
    misses.push(`p99 ≥ ${TARGETS.p99Ms} ms`);
  else if (result.row.requests[0]?.method === "POST" && result.p99Ms >= TARGETS.writeP99Ms)
    misses.push(`p99 ≥ ${TARGETS.writeP99Ms} ms`);
  const isWrite = result.row.requests[0]?.method === "POST";
  if (isWrite && onPostgres && !(result.requestsPerSecond >= TARGETS.postgresWritesPerSecond))
    misses.push(`< ${TARGETS.postgresWritesPerSecond} req/s`);
  if (result.errors > 0) misses.push("errors");
  return misses;
}

/** A read beside writes against the same read alone (row.comparedWith), in the same run. */
export function besideWritesMisses(
  result: Omit<LoadRowResult, "misses">,
  alone: LoadRowResult | undefined,
): string[] {
  if (!alone) return [];
  const share = result.requestsPerSecond / alone.requestsPerSecond;
  return share >= TARGETS.besideWritesShare ? [] : [`< ${TARGETS.besideWritesShare}× without writes`];
}

export function kib(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${bytes} B`;
}

/** A row left unloaded because its one answer is over `limitBytes`: no figures, a missed target. */
export function notLoadedResult(
  row: LoadRow,
  answer: LoadRowResult["answer"],
  answerMs: number,
  limitBytes: number,
): LoadRowResult {
  return {
    row,
    answer,
    requestsPerSecond: Number.NaN,
    p50Ms: Number.NaN,
    p99Ms: Number.NaN,
    errors: Number.NaN,
    ceilingRequestsPerSecond: Number.NaN,
    misses: ["not loaded: unbounded answer"],
    notLoaded:
      `${row.name} was not loaded: one answer is ${kib(answer.bytes)} on the wire (over ${kib(limitBytes)}) ` +
      `and took ${ms(answerMs)} ms alone; 32 connections of it would keep the server busy long after ` +
      "the row and spoil the rows after it. An answer that size is a list without a bound.",
  };
}

export function loadTable(run: {
  label: string;
  results: LoadRowResult[];
  /** Connections, seconds and headers, as a clause. */
  settings: string;
  /** Which location, search and tides the rows ask for. */
  paths: string;
  notes: string[];
}): BenchTable {
  const { results } = run;
  const met = results.filter((result) => result.misses.length === 0).length;
  return {
    title: run.label,
    intro:
      "The production server in its own process (ALERT_WORKER=off, " +
      `LOG_LEVEL=${BENCH_LOG_LEVEL} so the per-request info lines are not written, write rate limit lifted), ` +
      `loaded by autocannon from the bench process: ${run.settings}. ` +
      "Ceiling: a minimal node:http server, also in its own process, answering each row with the status, " +
      "headers and body bytes the real server gave that request, from memory; measured right after the row. " +
      "Latencies are autocannon's, in whole milliseconds.",
    columns: ["Row", "Answer", "req/s", "p50 ms", "p99 ms", "Errors", "Ceiling req/s", "Ratio", "Targets"],
    rows: results.map((result) => [
      result.row.name,
      `${result.answer.status} ${result.answer.encoding} ${kib(result.answer.bytes)}`,
      count(result.requestsPerSecond),
      ms(result.p50Ms),
      ms(result.p99Ms),
      count(result.errors),
      count(result.ceilingRequestsPerSecond),
      ratio(result.requestsPerSecond, result.ceilingRequestsPerSecond),
      result.misses.length === 0 ? "met" : `missed: ${result.misses.join(", ")}`,
    ]),
    notes: [
      `Targets: cacheable reads (home, location page, /map, /api/locations) at least ${TARGETS.ceilingShare}× ` +
        `their ceiling; p99 under ${TARGETS.p99Ms} ms on every GET and under ${TARGETS.writeP99Ms} ms on every ` +
        `write; on PostgreSQL at least ${TARGETS.postgresWritesPerSecond} writes a second on each write row; the location page beside ${WRITES_BESIDE_PER_SECOND} reviews a second to other spots at least ` +
        `${TARGETS.besideWritesShare}× the same page without them; no errors on any row. ` +
        `${met} of ${results.length} rows meet theirs.`,
      run.paths,
      "Every request is a first visit: no If-None-Match, so no 304 answers are counted.",
      ...results.flatMap((result) => (result.notLoaded ? [result.notLoaded] : [])),
      ...run.notes,
    ],
  };
}

export function mib(kibValue: number): string {
  return Number.isFinite(kibValue) ? `${(kibValue / 1024).toFixed(0)} MiB` : "-";
}

/** Resident memory of the server process, one row per load run. */
export function memoryTable(runs: Pick<LoadRun, "label" | "memory">[]): BenchTable {
  const idleSeconds = Math.max(0, ...runs.map((run) => run.memory.idleSeconds));
  return {
    title: "Memory: the server process",
    intro:
      "Resident set size (VmRSS) and its peak (VmHWM) of the server process, from /proc/<pid>/status; " +
      "on PostgreSQL the database's own processes are not counted, and on PGlite neither is the short-lived " +
      "process that makes, migrates and seeds a new data folder before the server opens it (decision 043). " +
      "After start-up and its peak: once /readyz answers. " +
      (idleSeconds > 0
        ? `Idle: ${idleSeconds} s later, without a request in between (BENCH_IDLE_SECONDS); read in the curated runs only, ` +
          "on both builds at once when two are compared, so the section waits once a database. "
        : "Idle: not measured in this run (BENCH_IDLE_SECONDS=0). ") +
      "Under load: the highest VmRSS read every 250 ms while the load rows ran; after the load rows: once they " +
      "ended; peak: VmHWM then, the highest of the whole run.",
    columns: ["Run", "After start-up", "Peak at start", "Idle", "Under load", "After the load rows", "Peak"],
    rows: runs.map((run) => [
      run.label,
      mib(run.memory.afterStart.residentKiB),
      mib(run.memory.afterStart.peakResidentKiB),
      mib(run.memory.idleKiB),
      mib(run.memory.underLoadKiB),
      mib(run.memory.afterLoad.residentKiB),
      mib(run.memory.afterLoad.peakResidentKiB),
    ]),
  };
}

/** One load run on a dataset of that many locations. */
export type SizedLoadRun = { locations: number; run: Pick<LoadRun, "results" | "memory"> };

type Figure = { label: string; value: (result: LoadRowResult) => number; format: (value: number) => string };

const ROW_FIGURES: Figure[] = [
  { label: "req/s", value: (result) => result.requestsPerSecond, format: count },
  { label: "p50 ms", value: (result) => result.p50Ms, format: ms },
  { label: "p99 ms", value: (result) => result.p99Ms, format: ms },
  { label: "errors", value: (result) => result.errors, format: count },
  {
    label: "ratio to ceiling",
    value: (result) => result.requestsPerSecond / result.ceilingRequestsPerSecond,
    format: (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : "-"),
  },
];

const MEMORY_FIGURES: { label: string; value: (run: SizedLoadRun) => number }[] = [
  { label: "after start-up", value: ({ run }) => run.memory.afterStart.residentKiB },
  { label: "peak at start", value: ({ run }) => run.memory.afterStart.peakResidentKiB },
  { label: "idle", value: ({ run }) => run.memory.idleKiB },
  { label: "under load", value: ({ run }) => run.memory.underLoadKiB },
  { label: "after the load rows", value: ({ run }) => run.memory.afterLoad.residentKiB },
  { label: "peak", value: ({ run }) => run.memory.afterLoad.peakResidentKiB },
];

/**
 * One database's load figures at every dataset size, each beside the first size's as a ratio
 * (figures of a row a run lacks are "-"); then the server's resident memory the same way.
 */
export function loadGrowthTable(databaseLabel: string, runs: SizedLoadRun[]): BenchTable {
  const base = runs[0];
  const later = runs.slice(1);
  const baseSize = count(base?.locations ?? Number.NaN);
  const rowNames = [...new Set(runs.flatMap(({ run }) => run.results.map((result) => result.row.name)))];
  const resultOf = (sized: SizedLoadRun | undefined, name: string) =>
    sized?.run.results.find((result) => result.row.name === name);
  const rows: string[][] = [];
  for (const name of rowNames) {
    ROW_FIGURES.forEach((figure, i) => {
      const valueAt = (sized: SizedLoadRun | undefined) => {
        const result = resultOf(sized, name);
        return result ? figure.value(result) : Number.NaN;
      };
      rows.push([
        i === 0 ? name : "",
        figure.label,
        ...runs.map((sized) => figure.format(valueAt(sized))),
        ...later.map((sized) => ratio(valueAt(sized), valueAt(base))),
      ]);
    });
  }
  MEMORY_FIGURES.forEach((figure, i) => {
    rows.push([
      i === 0 ? "Server memory (RSS)" : "",
      figure.label,
      ...runs.map((sized) => mib(figure.value(sized))),
      ...later.map((sized) => (base ? ratio(figure.value(sized), figure.value(base)) : "-")),
    ]);
  });
  return {
    title: `Load: ${databaseLabel}, ${runs.map((sized) => count(sized.locations)).join(" → ")} locations`,
    intro:
      `The load rows' figures from the tables above, side by side by dataset size, with ratios to the ${baseSize}-location ` +
      "run. Each run has its own ceiling, so “ratio to ceiling” is the figure least moved by the machine's other work.",
    columns: [
      "Row",
      "Figure",
      ...runs.map((sized) => count(sized.locations)),
      ...later.map((sized) => `${count(sized.locations)} ÷ ${baseSize}`),
    ],
    rows,
  };
}
