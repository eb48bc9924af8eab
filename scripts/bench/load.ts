// Bench section "load" (BENCH_ONLY=load npm run bench): the production server under autocannon,
// row by row, each beside its ceiling (ceiling.ts) measured the same way in the same run. First
// on the curated dataset, then on each generated dataset of BENCH_LOAD_SIZES (scaleDataset.ts:
// 100,000 locations and a million reviews by default), each on PGlite and on PostgreSQL, then
// how the figures grow with the size and the server's resident memory in every run. A generated
// dataset the scale section measures later in the same run is kept for it, not loaded twice.
// runLoadRows is also the tool for other datasets: hand it an existing DATA_DIR or DATABASE_URL.
//
// Knobs: BENCH_SECONDS (per row, default 10), BENCH_WARMUP_SECONDS (default 3), BENCH_IDLE_SECONDS
// (how long the server of a curated run idles before its memory is read, default 60), BENCH_LOAD_SIZES
// (default 100000; "none" for the curated dataset only; e.g. 10000,100000), BENCH_POSTGRES_URL
// (the server each run makes a database of its own on, and drops afterwards), BENCH_LOAD_COMPARE
// (a commit, e.g. 1dab4e8: its build is made in a temporary folder and the curated rows run on it
// and on this build in turn, with a table of each row's ratio to its ceiling then and now).
import { setTimeout as sleep } from "node:timers/promises";
import autocannon, { type Options, type Request, type Result } from "autocannon";
import { PROBLEM_KINDS } from "#core/problemReportWords";
import { readLocationsFiles } from "#server/db/setup";
import { curatedLocationFiles } from "#server/paths";
import { type BenchDatabase, type BenchServer, type ServerMemory, withBenchServer } from "./appServer";
import {
  type BenchRequest,
  type CapturedAnswer,
  type CeilingProcess,
  captureAnswer,
  startCeilingProcess,
} from "./ceiling";
import { buildCommit } from "./compareBuild";
import { loadSizes, scaleSectionWants } from "./datasetPlan";
import { keepDataset } from "./keptDatasets";
import { holdLeftover, wasInterrupted } from "./leftovers";
import { compareLoadRows } from "./loadCompare";
import {
  besideWritesMisses,
  loadGrowthTable,
  loadTable,
  memoryTable,
  missesOf,
  notLoadedResult,
  type SizedLoadRun,
} from "./loadTables";
import { benchPostgresUrl, PostgresUnavailable } from "./postgres";
import { processMemory, sampleResidentMemory, waitUntilIdle } from "./processStats";
import { prepareScaleDataset, type ScaleDatabase, type ScaleDataset } from "./scaleDataset";
import { type BenchTable, count } from "./table";

/** Connections autocannon keeps open: many visitors at once on one small machine. */
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/** The idle memory is read after start-up and this long without requests (curated runs only). */
export const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
/** A search an angler types: two words, one a place, one a catch. */
const SEARCH_QUERY = "tillamook crab";

/**
 * A row whose one answer is bigger than this on the wire is not loaded. The rows' bounded
 * answers are tens of KiB; one of megabytes is a list without a bound, and 32 connections of
 * it keep the server busy long after the row (a 3-second row of 5.4 MiB answers, 76 MB of
 * JSON each, took the server minutes and 7 GB), so every row after it would be measured on a
 * server still at work.
 */
export const MAX_LOADED_ANSWER_BYTES = 1024 * 1024;

const BROWSER_ENCODINGS = { "accept-encoding": "gzip, br" };
const PAGE_HEADERS = {
  ...BROWSER_ENCODINGS,
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};
const API_HEADERS = { ...BROWSER_ENCODINGS, accept: "application/json" };

export type LoadRow = {
  /** As the issue names it, e.g. "GET /locations/{id}". */
  name: string;
  /** Cacheable reads must reach TARGETS.ceilingShare (loadTables.ts) of their ceiling. */
  cacheable: boolean;
  /** Each connection sends these in turn (several only for the reviews, so they differ). */
  requests: (BenchRequest & { setupRequest?: (request: Request) => Request })[];
  /** Runs beside the row on the server only (not on its ceiling): writes to other spots. */
  alongside?: (baseUrl: string) => { stop(): Promise<number> };
  /** The row this one is read against, in the same run (reads under writes / the same reads alone). */
  comparedWith?: string;
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
  /** Why the row was not loaded (its figures are then NaN). */
  notLoaded?: string;
};

export type LoadRun = {
  label: string;
  results: LoadRowResult[];
  targets: Targets;
  memory: RunMemory;
  table: BenchTable;
};

/** The server process's resident memory through a run (KiB; NaN where not measured). */
export type RunMemory = {
  /** Right after start-up: VmRSS, and VmHWM, the peak of start-up. */
  afterStart: ServerMemory;
  /** VmRSS after start-up and `idleSeconds` without a request; NaN when the run did not wait. */
  idleKiB: number;
  idleSeconds: number;
  /** The highest VmRSS read (every 250 ms) while the rows ran. */
  underLoadKiB: number;
  /** After the rows: VmRSS, and VmHWM, the peak of the whole run. */
  afterLoad: ServerMemory;
};

export type LoadOptions = {
  /** The table's heading, e.g. "Load: 100,000 generated locations on PostgreSQL". */
  label: string;
  database: BenchDatabase;
  seconds?: number;
  warmupSeconds?: number;
  searchQuery?: string;
  /** Lines added under the table, e.g. what the dataset holds. */
  notes?: string[];
  /** A project folder with a build of its own (compareBuild.ts); by default this one. */
  root?: string;
  /** Seconds the server idles after start-up before its idle memory is read; 0 reads none. */
  idleSeconds?: number;
};

/** What the rows ask for: chosen on each server by the same rule (chooseTargets). */
export type Targets = {
  locationId: number;
  locationName: string;
  tidalId: number;
  tidalName: string;
  /** Spots other than the location the rows read, which the writes beside a read row go to. */
  otherIds?: number[];
};

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
  const otherIds = listed
    .map((l) => l.id)
    .filter((id) => id !== location.id)
    .slice(0, OTHER_SPOTS);
  return {
    locationId: location.id,
    locationName: location.name,
    tidalId: tidal.id,
    tidalName: tidal.name,
    otherIds,
  };
}

const REVIEWERS = [
  { userName: "Dana Whitaker", rating: 5, fishCaught: ["crab"], timeSpent: "half day" },
  { userName: "Luis Ortega", rating: 4, fishCaught: ["chinook_salmon"], timeSpent: "3 hours" },
  { userName: "Mae Lindqvist", rating: 3, fishCaught: [], timeSpent: "2 hours" },
  { userName: "Sam Kealoha", rating: 5, fishCaught: ["crab", "shellfish"], timeSpent: "full day" },
];

let reviewsWritten = 0;

/**
 * A valid review body as the review form posts it, each with a text of its own: the same text
 * twice from one address would be held for a check (decision 032), and the row measures reviews
 * that are published.
 */
function reviewBody(locationId: number, i: number): string {
  reviewsWritten += 1;
  return JSON.stringify({
    ...REVIEWERS[i],
    locationId,
    reviewText: `Visit ${reviewsWritten}: steady action on the incoming tide, parking was easy and the ramp was clear.`,
    visitDate: `2026-0${i + 5}-1${i}`,
  });
}

/** How many other spots the writes beside a read row go to, and how many a second. */
const OTHER_SPOTS = 100;
export const WRITES_BESIDE_PER_SECOND = 20;

/**
 * Reviews posted to `spotIds` in turn at `perSecond`, until stopped; each answer is awaited,
 * so a slow server gets fewer, never a pile-up. Stopping gives how many were answered 201.
 */
function writeReviewsBeside(baseUrl: string, spotIds: number[], perSecond: number) {
  let stopped = false;
  let written = 0;
  const run = (async () => {
    for (let i = 0; !stopped; i++) {
      const started = performance.now();
      const id = spotIds[i % spotIds.length] as number;
      const response = await fetch(`${baseUrl}/api/locations/${id}/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: reviewBody(id, i % REVIEWERS.length),
      }).catch(() => undefined);
      if (response?.status === 201) written++;
      await response?.arrayBuffer();
      await sleep(Math.max(0, 1000 / perSecond - (performance.now() - started)));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await run;
      return written;
    },
  };
}

let signUps = 0;

/** An alert sign-up as the alert form sends it, from an address of its own each time. */
function alertBody(targets: Targets): string {
  signUps += 1;
  return JSON.stringify({
    email: `angler.${signUps}.${process.pid}@example.net`,
    phoneNumber: "",
    locationId: targets.tidalId,
    locationName: targets.tidalName,
    latitude: "45.5400",
    longitude: "-123.9100",
    highTideAlert: true,
    lowTideAlert: true,
    optimalConditionsAlert: false,
    emailAlerts: true,
    smsAlerts: false,
    pushNotifications: false,
    minAlertInterval: 3600,
    active: true,
  });
}

let reports = 0;

/** A reader's problem report, each with a note of its own (a repeated note would be held). */
function problemBody(): string {
  reports += 1;
  return JSON.stringify({
    kind: PROBLEM_KINDS[0]?.value,
    note: `Report ${reports}: the gate at the lot was locked at dawn, walk in from the road.`,
    email: null,
  });
}

/** Which location, search and tides the rows ask for, as a sentence. */
export function describeTargets(targets: Targets, searchQuery: string): string {
  return (
    `Rows: the location page and reviews of ${targets.locationName} (id ${targets.locationId}), ` +
    `search "${searchQuery}", tides of ${targets.tidalName} (id ${targets.tidalId}).`
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
  const locationPage = get("GET /locations/{id}", `/locations/${targets.locationId}`, true, PAGE_HEADERS);
  const post = (name: string, rowPath: string, body: () => string): LoadRow => ({
    name,
    cacheable: false,
    requests: [
      {
        method: "POST",
        path: rowPath,
        headers: { "content-type": "application/json", accept: "application/json" },
        body: body(),
        setupRequest: (request: Request) => ({ ...request, body: body() }),
      },
    ],
  });
  const otherIds = targets.otherIds ?? [];
  return [
    get("GET /", "/", true, PAGE_HEADERS),
    locationPage,
    ...(otherIds.length > 0
      ? [
          {
            ...locationPage,
            name: `GET /locations/{id}, ${WRITES_BESIDE_PER_SECOND} reviews/s to other spots`,
            alongside: (baseUrl: string) => writeReviewsBeside(baseUrl, otherIds, WRITES_BESIDE_PER_SECOND),
            comparedWith: locationPage.name,
          },
        ]
      : []),
    get("GET /map", "/map", true, PAGE_HEADERS),
    get("GET /api/locations", "/api/locations", true),
    get("GET /api/locations/search/{q}", `/api/locations/search/${encodeURIComponent(searchQuery)}`, false),
    get("GET /api/locations/{id}/tides", `/api/locations/${targets.tidalId}/tides`, false),
    {
      name: "POST /api/locations/{id}/reviews",
      cacheable: false,
      requests: REVIEWERS.map((_, i) => ({
        method: "POST",
        path: reviewsPath,
        headers: { "content-type": "application/json", accept: "application/json" },
        body: reviewBody(targets.locationId, i),
        setupRequest: (request: Request) => ({ ...request, body: reviewBody(targets.locationId, i) }),
      })),
    },
    post("POST /api/tide-alerts", "/api/tide-alerts", () => alertBody(targets)),
    post(
      "POST /api/locations/{id}/problem-reports",
      `/api/locations/${targets.locationId}/problem-reports`,
      problemBody,
    ),
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

function describeAnswer(answer: CapturedAnswer): LoadRowResult["answer"] {
  let encoding = "identity";
  for (let i = 0; i + 1 < answer.headers.length; i += 2) {
    if (answer.headers[i]?.toLowerCase() === "content-encoding") encoding = answer.headers[i + 1] as string;
  }
  return { status: answer.status, encoding, bytes: answer.body.byteLength };
}

/** A load run under way on one server: its rows, measured one at a time, then its figures. */
export type LoadRunInProgress = {
  rows: LoadRow[];
  targets: Targets;
  /** Loads the row on the server, then its answer on the ceiling right after it. */
  measure(row: LoadRow, ceiling: CeilingProcess): Promise<void>;
  finish(): Promise<LoadRun>;
};

/**
 * The load rows on a running server, ready to be measured: several runs can take turns row by
 * row (loadCompare.ts), each row still followed by its own ceiling.
 */
export async function startLoadRun(server: BenchServer, options: LoadOptions): Promise<LoadRunInProgress> {
  const seconds = options.seconds ?? SECONDS;
  const warmupSeconds = options.warmupSeconds ?? WARMUP_SECONDS;
  const searchQuery = options.searchQuery ?? SEARCH_QUERY;
  const progress = (step: string) => process.stderr.write(`  ${options.label}: ${step}\n`);
  const afterStart = await processMemory(server.pid);
  const idleSeconds = options.idleSeconds ?? 0;
  let idleKiB = Number.NaN;
  if (idleSeconds > 0) {
    progress(`idle for ${idleSeconds} s, then its memory`);
    await sleep(idleSeconds * 1000);
    idleKiB = (await processMemory(server.pid)).residentKiB;
  }
  const sampler = sampleResidentMemory(server.pid);
  const targets = await chooseTargets(server.url, searchQuery);
  const results: LoadRowResult[] = [];
  const measure = async (row: LoadRow, ceiling: CeilingProcess) => {
    const asked = performance.now();
    const answer = await captureAnswer(server.url, row.requests[0] as BenchRequest);
    const answerMs = performance.now() - asked;
    progress(`${row.name} (${answer.status})`);
    if (answer.body.byteLength > MAX_LOADED_ANSWER_BYTES) {
      progress(`${row.name}: not loaded, its answer is ${answer.body.byteLength} bytes`);
      results.push(notLoadedResult(row, describeAnswer(answer), answerMs, MAX_LOADED_ANSWER_BYTES));
      await waitUntilIdle(server.pid);
      return;
    }
    const beside = row.alongside?.(server.url);
    const real = await loadRow(server.url, row, seconds, warmupSeconds);
    const writtenBeside = await beside?.stop();
    if (writtenBeside !== undefined) progress(`${row.name}: ${writtenBeside} reviews written beside it`);
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
    const alone = row.comparedWith ? results.find((r) => r.row.name === row.comparedWith) : undefined;
    const onPostgres = options.database.kind === "postgres";
    results.push({
      ...figures,
      misses: [...missesOf(figures, onPostgres), ...besideWritesMisses(figures, alone)],
    });
  };
  const finish = async (): Promise<LoadRun> => {
    const underLoadKiB = await sampler.stop();
    const afterLoad = await processMemory(server.pid);
    const settings = `${CONNECTIONS} connections, ${seconds} s per row after ${warmupSeconds} s of warm-up, accept-encoding: gzip, br on GETs`;
    return {
      label: options.label,
      results,
      targets,
      memory: { afterStart, idleKiB, idleSeconds, underLoadKiB, afterLoad },
      table: loadTable({
        label: options.label,
        results,
        settings,
        paths: describeTargets(targets, searchQuery),
        notes: options.notes ?? [],
      }),
    };
  };
  return { rows: loadRows(targets, searchQuery), targets, measure, finish };
}

/** The load rows against one server: the figures, and the table that shows them. */
export async function runLoadRows(options: LoadOptions): Promise<LoadRun> {
  return withBenchServer(
    options.database,
    async (server) => {
      const run = await startLoadRun(server, options);
      const ceiling = await startCeilingProcess();
      try {
        for (const row of run.rows) await run.measure(row, ceiling);
        return await run.finish();
      } finally {
        await ceiling.stop();
      }
    },
    options.root,
  );
}

async function curatedCount(): Promise<number> {
  return (await readLocationsFiles(curatedLocationFiles)).length;
}

const DATABASES: { kind: ScaleDatabase; name: string }[] = [
  { kind: "pglite", name: "PGlite" },
  { kind: "postgres", name: "PostgreSQL" },
];

function notMeasured(label: string, reason: string): BenchTable {
  return { title: label, columns: ["Row"], rows: [], notes: [`not measured: ${reason}`] };
}

function datasetNote(dataset: ScaleDataset, curated: number): string {
  return (
    `Dataset: the ${count(curated)} curated locations and ${count(dataset.locations - curated)} generated ones ` +
    `(scripts/bench/dataset.ts, seeded), ${count(dataset.reviews)} reviews; generated in ` +
    `${(dataset.generateMs / 1000).toFixed(1)} s, migrated and loaded in ${(dataset.loadMs / 1000).toFixed(1)} s.`
  );
}

/**
 * The load rows on a generated dataset of `size` locations. The dataset is then dropped, or
 * kept for the scale section when it runs later on the same one (datasetPlan.ts).
 */
async function runOnGenerated(size: number, kind: ScaleDatabase, label: string, curated: number) {
  // Asked first: a knob that is wrong fails the run before a minute of loading, not after.
  const keptForScale = scaleSectionWants(process.env, size, kind);
  process.stderr.write(`  ${label}: generating and loading the dataset\n`);
  const dataset = await prepareScaleDataset({ size, database: kind, adminUrl: benchPostgresUrl });
  const hold = holdLeftover(() => dataset.drop());
  try {
    const database: BenchDatabase =
      kind === "pglite"
        ? { kind, dataDir: dataset.env.DATA_DIR }
        : { kind, databaseUrl: dataset.env.DATABASE_URL };
    return await runLoadRows({ label, database, notes: [datasetNote(dataset, curated)] });
  } finally {
    // After Ctrl-C the held leftover is removed on the way out; nothing is kept or dropped here.
    if (!wasInterrupted()) {
      hold.release();
      if (keptForScale) keepDataset(size, dataset);
      else await dataset.drop();
    }
  }
}

/**
 * The section: the curated dataset on PGlite and on PostgreSQL (with BENCH_LOAD_COMPARE, beside
 * that commit's build, row by row: loadCompare.ts), then each generated size of BENCH_LOAD_SIZES
 * on both; how the figures grow with the size, and every run's memory.
 */
export async function loadSection(): Promise<BenchTable[]> {
  const curated = await curatedCount();
  const sizes = loadSizes(process.env);
  const runs: LoadRun[] = [];
  const sized = new Map<ScaleDatabase, SizedLoadRun[]>(DATABASES.map(({ kind }) => [kind, []]));
  const tables: BenchTable[] = [];
  const keep = (kind: ScaleDatabase, locations: number, run: LoadRun) => {
    runs.push(run);
    sized.get(kind)?.push({ locations, run });
    tables.push(run.table);
  };
  // Built first: a commit that does not build fails the run before minutes of load rows.
  const compareRef = process.env.BENCH_LOAD_COMPARE?.trim();
  const earlier = compareRef ? buildCommit(compareRef) : undefined;
  // Its folder is removed after Ctrl-C too.
  const hold = earlier ? holdLeftover(async () => earlier.remove()) : undefined;
  try {
    for (const { kind, name } of DATABASES) {
      const label = `Load: curated dataset (${count(curated)} locations) on ${name}`;
      try {
        if (earlier) {
          const compared = await compareLoadRows({ label, database: { kind }, build: earlier });
          runs.push(compared.before);
          tables.push(compared.before.table);
          keep(kind, curated, compared.now);
          tables.push(compared.table);
        } else {
          keep(kind, curated, await runLoadRows({ label, database: { kind }, idleSeconds: IDLE_SECONDS }));
        }
      } catch (error) {
        if (!(error instanceof PostgresUnavailable)) throw error;
        tables.push(notMeasured(label, error.message));
      }
    }
  } finally {
    if (!wasInterrupted()) {
      hold?.release();
      earlier?.remove();
    }
  }
  for (const size of sizes) {
    for (const { kind, name } of DATABASES) {
      const locations = Math.max(size, curated);
      const label = `Load: ${count(locations)} locations on ${name}`;
      try {
        keep(kind, locations, await runOnGenerated(size, kind, label, curated));
      } catch (error) {
        if (wasInterrupted()) throw error;
        // PostgreSQL may not run here, or a large run may fail: the other runs still count.
        const reason = error instanceof Error ? error.message : String(error);
        process.stderr.write(`  ${label}: not measured: ${reason}\n`);
        tables.push(notMeasured(label, reason));
      }
    }
  }
  if (sizes.length > 0) {
    for (const { kind, name } of DATABASES) {
      const growth = sized.get(kind) ?? [];
      if (growth.length > 1) tables.push(loadGrowthTable(name, growth));
    }
  }
  return [...tables, memoryTable(runs)];
}
