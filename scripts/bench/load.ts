// Bench section "load" (BENCH_ONLY=load npm run bench): the production server under autocannon,
// row by row, each beside its ceiling (ceiling.ts) measured the same way in the same run.
// runLoadRows is also the tool for larger datasets: hand it an existing DATA_DIR or DATABASE_URL.
import { readFile } from "node:fs/promises";
import path from "node:path";
import autocannon, { type Options, type Result } from "autocannon";
import { BENCH_LOG_LEVEL, type BenchDatabase, type ServerMemory, withBenchServer } from "./appServer";
import { type BenchRequest, type CapturedAnswer, captureAnswer, startCeilingProcess } from "./ceiling";
import { PostgresUnavailable } from "./postgres";
import { processMemory, waitUntilIdle } from "./processStats";
import { type BenchTable, count, ms, ratio } from "./table";

/** Connections autocannon keeps open: many visitors at once on one small machine. */
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** A search an angler types: two words, one a place, one a catch. */
const SEARCH_QUERY = "tillamook crab";

/** Targets of the issue: cacheable reads at half of what Node manages, every read fast, no errors. */
export const TARGETS = { ceilingShare: 0.5, p99Ms: 50 } as const;

const BROWSER_ENCODINGS = { "accept-encoding": "gzip, br" };
const PAGE_HEADERS = {
  ...BROWSER_ENCODINGS,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};
const API_HEADERS = { ...BROWSER_ENCODINGS, accept: "application/json" };

export type LoadRow = {
  /** As the issue names it, e.g. "GET /locations/{id}". */
  name: string;
  /** Cacheable reads must reach TARGETS.ceilingShare of their ceiling. */
  cacheable: boolean;
  /** Each connection sends these in turn (several only for the reviews, so they differ). */
  requests: BenchRequest[];
};

export type LoadRowResult = {
  row: LoadRow;
  answer: { status: number; encoding: string; bytes: number };
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts plus answers that were not 2xx. */
  errors: number;
  ceilingRequestsPerSecond: number;
  /** Why the row misses its targets; empty when it meets them. */
  misses: string[];
};

export type LoadRun = {
  label: string;
  results: LoadRowResult[];
  /** The server process after start-up and after the load rows. */
  memory: { afterStart: ServerMemory; afterLoad: ServerMemory };
  table: BenchTable;
};

export type LoadOptions = {
  /** The table's heading, e.g. "Load: 100,000 generated locations on PostgreSQL". */
  label: string;
  database: BenchDatabase;
  seconds?: number;
  warmupSeconds?: number;
  searchQuery?: string;
};

type Targets = { locationId: number; locationName: string; tidalId: number; tidalName: string };

type LocationSummary = { id: number; name: string; tideInfo?: string | null };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The location the search finds first, and a location with tides (the same when it has them). */
async function chooseTargets(baseUrl: string, query: string): Promise<Targets> {
  const found = await getJson<LocationSummary[]>(
    `${baseUrl}/api/locations/search/${encodeURIComponent(query)}?limit=20`,
  );
  const listed = await getJson<LocationSummary[]>(`${baseUrl}/api/locations?limit=1000`);
  const location = found[0] ?? listed[0];
  const tidal = [...found, ...listed].find((candidate) => candidate.tideInfo?.trim());
  if (!location || !tidal) throw new Error("the database holds no location with tides to load");
  return { locationId: location.id, locationName: location.name, tidalId: tidal.id, tidalName: tidal.name };
}

const REVIEWERS = [
  { userName: "Dana Whitaker", rating: 5, fishCaught: ["crab"], timeSpent: "half day" },
  { userName: "Luis Ortega", rating: 4, fishCaught: ["chinook_salmon"], timeSpent: "3 hours" },
  { userName: "Mae Lindqvist", rating: 3, fishCaught: [], timeSpent: "2 hours" },
  { userName: "Sam Kealoha", rating: 5, fishCaught: ["crab", "shellfish"], timeSpent: "full day" },
];

/** Valid review bodies as the review form posts them, a few different ones. */
function reviewBodies(locationId: number): string[] {
  return REVIEWERS.map((reviewer, i) =>
    JSON.stringify({
      ...reviewer,
      locationId,
      reviewText: `Visit ${i + 1}: steady action on the incoming tide, parking was easy and the ramp was clear.`,
      visitDate: `2026-0${i + 5}-1${i}`,
    }),
  );
}

/** The rows, in its order; the write comes last so it cannot change what the reads see. */
export function loadRows(targets: Targets, searchQuery: string): LoadRow[] {
  const get = (name: string, rowPath: string, cacheable: boolean, headers = API_HEADERS): LoadRow => ({
    name,
    cacheable,
    requests: [{ method: "GET", path: rowPath, headers }],
  });
  const reviewsPath = `/api/locations/${targets.locationId}/reviews`;
  return [
    get("GET /", "/", true, PAGE_HEADERS),
    get("GET /locations/{id}", `/locations/${targets.locationId}`, true, PAGE_HEADERS),
    get("GET /map", "/map", true, PAGE_HEADERS),
    get("GET /api/locations", "/api/locations", true),
    get("GET /api/locations/search/{q}", `/api/locations/search/${encodeURIComponent(searchQuery)}`, false),
    get("GET /api/locations/{id}/tides", `/api/locations/${targets.tidalId}/tides`, false),
    {
      name: "POST /api/locations/{id}/reviews",
      cacheable: false,
      requests: reviewBodies(targets.locationId).map((body) => ({
        method: "POST",
        path: reviewsPath,
        headers: { "content-type": "application/json", accept: "application/json" },
        body,
      })),
    },
  ];
}

async function loadRow(
  baseUrl: string,
  row: LoadRow,
  seconds: number,
  warmupSeconds: number,
): Promise<Result> {
  const first = row.requests[0] as BenchRequest;
  const options: Options = {
    url: `${baseUrl}${first.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    method: first.method,
    headers: first.headers,
    requests: row.requests.map((request) => ({ ...request })),
  };
  if (warmupSeconds > 0) options.warmup = { duration: warmupSeconds };
  return autocannon(options);
}

function missesOf(result: Omit<LoadRowResult, "misses">): string[] {
  const misses: string[] = [];
  const share = result.requestsPerSecond / result.ceilingRequestsPerSecond;
  if (result.row.cacheable && !(share >= TARGETS.ceilingShare))
    misses.push(`< ${TARGETS.ceilingShare}× ceiling`);
  if (!Number.isFinite(result.p99Ms)) misses.push("no answer in time");
  else if (result.row.requests[0]?.method === "GET" && result.p99Ms >= TARGETS.p99Ms)
    misses.push(`p99 ≥ ${TARGETS.p99Ms} ms`);
  if (result.errors > 0) misses.push("errors");
  return misses;
}

function describeAnswer(answer: CapturedAnswer): LoadRowResult["answer"] {
  let encoding = "identity";
  for (let i = 0; i + 1 < answer.headers.length; i += 2) {
    if (answer.headers[i]?.toLowerCase() === "content-encoding") encoding = answer.headers[i + 1] as string;
  }
  return { status: answer.status, encoding, bytes: answer.body.byteLength };
}

function kib(bytes: number): string {
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${bytes} B`;
}

function loadTable(label: string, results: LoadRowResult[], settings: string, paths: string): BenchTable {
  const met = results.filter((result) => result.misses.length === 0).length;
  return {
    title: label,
    intro:
      "The production server in its own process (ALERT_WORKER=off, " +
      `LOG_LEVEL=${BENCH_LOG_LEVEL} so the per-request info lines are not written, write rate limit lifted), ` +
      `loaded by autocannon from the bench process: ${settings}. ` +
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
        `their ceiling; p99 under ${TARGETS.p99Ms} ms on every GET; no errors on any row. ` +
        `${met} of ${results.length} rows meet theirs.`,
      paths,
      "Every request is a first visit: no If-None-Match, so no 304 answers are counted.",
    ],
  };
}

/** The load rows against one server: the figures, and the table that shows them. */
export async function runLoadRows(options: LoadOptions): Promise<LoadRun> {
  const seconds = options.seconds ?? SECONDS;
  const warmupSeconds = options.warmupSeconds ?? WARMUP_SECONDS;
  const searchQuery = options.searchQuery ?? SEARCH_QUERY;
  const progress = (step: string) => process.stderr.write(`  ${options.label}: ${step}\n`);
  return withBenchServer(options.database, async (server) => {
    const afterStart = await processMemory(server.pid);
    const targets = await chooseTargets(server.url, searchQuery);
    const ceiling = await startCeilingProcess();
    try {
      const results: LoadRowResult[] = [];
      for (const row of loadRows(targets, searchQuery)) {
        const answer = await captureAnswer(server.url, row.requests[0] as BenchRequest);
        progress(`${row.name} (${answer.status})`);
        const real = await loadRow(server.url, row, seconds, warmupSeconds);
        await waitUntilIdle(server.pid);
        await ceiling.serve(answer);
        const best = await loadRow(ceiling.url, row, seconds, warmupSeconds);
        await waitUntilIdle(ceiling.pid);
        const figures = {
          row,
          answer: describeAnswer(answer),
          requestsPerSecond: real.requests.average,
          // No answer at all has no latency (autocannon would say 0 ms).
          p50Ms: real.latency.totalCount > 0 ? real.latency.p50 : Number.NaN,
          p99Ms: real.latency.totalCount > 0 ? real.latency.p99 : Number.NaN,
          errors: real.errors + real.non2xx,
          ceilingRequestsPerSecond: best.requests.average,
        };
        results.push({ ...figures, misses: missesOf(figures) });
      }
      const afterLoad = await processMemory(server.pid);
      const settings = `${CONNECTIONS} connections, ${seconds} s per row after ${warmupSeconds} s of warm-up, accept-encoding: gzip, br on GETs`;
      const paths =
        `Rows: the location page and reviews of ${targets.locationName} (id ${targets.locationId}), ` +
        `search "${searchQuery}", tides of ${targets.tidalName} (id ${targets.tidalId}).`;
      return {
        label: options.label,
        results,
        memory: { afterStart, afterLoad },
        table: loadTable(options.label, results, settings, paths),
      };
    } finally {
      await ceiling.stop();
    }
  });
}

function mib(kibValue: number): string {
  return Number.isFinite(kibValue) ? `${(kibValue / 1024).toFixed(0)} MiB` : "-";
}

/** Resident memory of the server process, one row per load run. */
export function memoryTable(runs: Pick<LoadRun, "label" | "memory">[]): BenchTable {
  return {
    title: "Memory: the server process",
    intro: "Resident set size (VmRSS) and its peak (VmHWM) from /proc/<pid>/status.",
    columns: ["Run", "After start-up", "After the load rows", "Peak"],
    rows: runs.map((run) => [
      run.label,
      mib(run.memory.afterStart.residentKiB),
      mib(run.memory.afterLoad.residentKiB),
      mib(run.memory.afterLoad.peakResidentKiB),
    ]),
  };
}

async function curatedCount(): Promise<number> {
  const file = path.resolve(import.meta.dirname, "..", "..", "data", "locations.json");
  const data = JSON.parse(await readFile(file, "utf8")) as unknown[] | { locations: unknown[] };
  return (Array.isArray(data) ? data : data.locations).length;
}

/** The section: the curated dataset on PGlite, then on PostgreSQL, then both runs' memory. */
export async function loadSection(): Promise<BenchTable[]> {
  const dataset = `curated dataset (${count(await curatedCount())} locations)`;
  const runs: LoadRun[] = [];
  const tables: BenchTable[] = [];
  for (const [name, database] of [
    ["PGlite", { kind: "pglite" }],
    ["PostgreSQL", { kind: "postgres" }],
  ] as const) {
    const label = `Load: ${dataset} on ${name}`;
    try {
      const run = await runLoadRows({ label, database });
      runs.push(run);
      tables.push(run.table);
    } catch (error) {
      if (!(error instanceof PostgresUnavailable)) throw error;
      tables.push({ title: label, columns: ["Row"], rows: [], notes: [error.message] });
    }
  }
  return [...tables, memoryTable(runs)];
}
