// The scale rows of `npm run bench` (or alone: npx tsx scripts/bench/scale.ts): the production
// server on the curated 167 locations, on 10,000 and on 100,000 (with ten reviews each, a
// million at 100,000), on PGlite and on PostgreSQL. Each row is many sequential requests with
// varied inputs, timed from request to the last byte of the answer: search, a fish-type page of
// the directory (the HTML page its tabs and Show More links open, /?fish={type}), the same list
// from the API with that page's limit, and the map's bounding-box query. Every figure sits beside
// the same figure on the curated dataset of the same run, as a ratio, because this machine is
// shared and noisy. Target: p95 under 50 ms at 100,000.
//
// Knobs: BENCH_SCALE_SIZES=150,10000 (default 150,10000,100000), BENCH_SCALE_DATABASES=pglite
// (default pglite,postgres), BENCH_SCALE_REQUESTS=100 (per row, default 200), BENCH_POSTGRES_URL
// (the server a database of its own is made on, and dropped from afterwards).

import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../../server/paths";
import { type ServerProcess, startServerProcess } from "../../tests/support/serverProcess";
import {
  DEFAULT_POSTGRES_ADMIN_URL,
  prepareScaleDataset,
  type ScaleDatabase,
  type ScaleDataset,
} from "./scaleDataset";
import { type BenchTable, count, ms, ratio, renderTable } from "./table";

const TARGET_P95_MS = 50;
const SERVER_ENTRY = path.join(projectRoot, "build", "app-server", "main.js");
/** The directory's page (app/components/home/DirectoryList.tsx), one more to tell if more follow. */
const DIRECTORY_PAGE_LIMIT = 201;

// What anglers type: places, fish, features, pairs of them, and misspellings.
const SEARCHES = [
  "tillamook",
  "tillamok crab",
  "steelhead",
  "stelhead",
  "trout lake",
  "crab pier",
  "bass pond",
  "camping",
  "wheelchair",
  "kokanee",
  "rogue river",
  "salmon bay",
  "cedar creek",
  "boat ramp",
  "family friendly",
  "deschutes",
  "razor clams",
  "winter steelhead",
  "eastern oregon trout",
  "campng",
];

// The directory's tabs most visited, and a rare fish.
const FISH = ["salmon", "trout", "steelhead", "bass", "crab", "all", "rainbow_trout", "walleye"];

// Views of the map: the whole state at the default zoom, regions, a bay, the whole country.
const MAP_VIEWS: { bbox: [number, number, number, number]; zoom: number }[] = [
  { bbox: [-124.7, 41.9, -116.4, 46.3], zoom: 7 },
  { bbox: [-124.2, 45.2, -123.6, 45.8], zoom: 10 },
  { bbox: [-123.3, 43.9, -122.2, 45.3], zoom: 9 },
  { bbox: [-121.6, 43.8, -121.1, 44.2], zoom: 11 },
  { bbox: [-123.96, 45.5, -123.84, 45.58], zoom: 13 },
  { bbox: [-125, 24, -66, 50], zoom: 4 },
  { bbox: [-122.9, 45.4, -122.4, 45.7], zoom: 11 },
  { bbox: [-118.5, 44.5, -116.5, 46], zoom: 8 },
];

type RowName = "search" | "fish page" | "fish list" | "map";
const ROWS: { name: RowName; label: string; paths: string[] }[] = [
  {
    name: "search",
    label: "search: GET /api/locations/search/{q}",
    paths: SEARCHES.map((q) => `/api/locations/search/${encodeURIComponent(q)}`),
  },
  {
    name: "fish page",
    label: "fish-type page: GET /?fish={type} (HTML)",
    paths: FISH.map((fish) => `/?fish=${fish}`),
  },
  {
    name: "fish list",
    label: `fish-type list: API, limit ${DIRECTORY_PAGE_LIMIT}`,
    paths: FISH.map((fish) =>
      fish === "all"
        ? `/api/locations?state=Oregon&limit=${DIRECTORY_PAGE_LIMIT}`
        : `/api/locations/fish/${fish}?state=Oregon&limit=${DIRECTORY_PAGE_LIMIT}`,
    ),
  },
  {
    name: "map",
    label: "map box: GET /api/map?bbox=…&zoom=…",
    paths: MAP_VIEWS.map(({ bbox, zoom }) => `/api/map?bbox=${bbox.join(",")}&zoom=${zoom}`),
  },
];

type RowFigures = { p50: number; p95: number; bytes: number; errors: number } | "absent";
type RunFigures = { dataset: ScaleDataset; rows: Record<RowName, RowFigures> };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;
}

async function timedGet(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const t0 = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status, bytes: body.byteLength };
}

/** `requests` sequential GETs cycling through `paths`, after one untimed pass over them. */
async function measureRow(server: ServerProcess, paths: string[], requests: number): Promise<RowFigures> {
  const first = await timedGet(`${server.url}${paths[0]}`);
  // The map's box endpoint is built in parallel with this benchmark: report "-" until it is.
  if (first.status === 404) return "absent";
  for (const path of paths) await timedGet(`${server.url}${path}`);
  const times: number[] = [];
  const sizes: number[] = [];
  let errors = 0;
  for (let i = 0; i < requests; i++) {
    const answer = await timedGet(`${server.url}${paths[i % paths.length]}`);
    times.push(answer.ms);
    sizes.push(answer.bytes);
    if (answer.status >= 400) errors++;
  }
  times.sort((a, b) => a - b);
  sizes.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), bytes: percentile(sizes, 0.5), errors };
}

async function runOne(size: number, database: ScaleDatabase, requests: number): Promise<RunFigures> {
  const dataset = await prepareScaleDataset({
    size,
    database,
    adminUrl: process.env.BENCH_POSTGRES_URL ?? DEFAULT_POSTGRES_ADMIN_URL,
  });
  try {
    const server = await startServerProcess({ ...dataset.env, ALERT_WORKER: "off", LOG_LEVEL: "warn" });
    try {
      const rows = {} as Record<RowName, RowFigures>;
      for (const row of ROWS) rows[row.name] = await measureRow(server, row.paths, requests);
      return { dataset, rows };
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    await dataset.drop();
  }
}

const DATABASE_LABEL: Record<ScaleDatabase, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

function figuresTable(database: ScaleDatabase, runs: RunFigures[]): BenchTable {
  const base = runs[0];
  const columns = ["Request", "Figure", ...runs.map((r) => count(r.dataset.locations))];
  for (const run of runs.slice(1))
    columns.push(`${count(run.dataset.locations)} ÷ ${count(base?.dataset.locations ?? 0)}`);
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const row of ROWS) {
    for (const figure of ["p50", "p95", "bytes"] as const) {
      const cells = runs.map((run) => {
        const value = run.rows[row.name];
        if (value === "absent") return "-";
        return figure === "bytes" ? count(value.bytes) : ms(value[figure]);
      });
      const ratios = runs.slice(1).map((run) => {
        const value = run.rows[row.name];
        const first = base?.rows[row.name];
        if (value === "absent" || first === undefined || first === "absent") return "-";
        return figure === "bytes" ? ratio(value.bytes, first.bytes) : ratio(value[figure], first[figure]);
      });
      rows.push([
        figure === "p50" ? row.label : "",
        figure === "bytes" ? "answer bytes (median)" : `${figure} ms`,
        ...cells,
        ...ratios,
      ]);
    }
    for (const run of runs) {
      const value = run.rows[row.name];
      if (value === "absent") continue;
      if (value.errors > 0)
        notes.push(`${row.name} at ${count(run.dataset.locations)}: ${value.errors} errors`);
      if (value.p95 >= TARGET_P95_MS && run.dataset.locations >= 100_000) {
        notes.push(
          `${row.name} at ${count(run.dataset.locations)}: p95 ${ms(value.p95)} ms misses the 50 ms target`,
        );
      }
    }
    if (runs.every((run) => run.rows[row.name] === "absent"))
      notes.push(`${row.name}: GET /api/map answered 404`);
  }
  return {
    title: `Scale: ${DATABASE_LABEL[database]}, ${runs.map((r) => count(r.dataset.locations)).join(" → ")} locations`,
    intro:
      `Sequential requests to the production server (alert worker off), p50 and p95 of ${requests()} each after ` +
      "one untimed pass; ratios to the curated dataset in the same run. Target: p95 under 50 ms at 100,000.",
    columns,
    rows,
    notes,
  };
}

function datasetTable(runs: RunFigures[]): BenchTable {
  return {
    title: "Scale: datasets",
    intro:
      "Generating the locations (deterministic, seeded) and loading everything: migrations, the curated seed, " +
      "the generated locations and the reviews (generated as they load), by the bulk loader.",
    columns: ["Database", "Locations", "Reviews", "Generate s", "Load s"],
    rows: runs.map((run) => [
      DATABASE_LABEL[run.dataset.database],
      count(run.dataset.locations),
      count(run.dataset.reviews),
      (run.dataset.generateMs / 1000).toFixed(1),
      (run.dataset.loadMs / 1000).toFixed(1),
    ]),
  };
}

function requests(): number {
  return Number(process.env.BENCH_SCALE_REQUESTS ?? 200);
}

/** The scale section of `npm run bench`. */
export async function scaleBench(): Promise<BenchTable[]> {
  const sizes = (process.env.BENCH_SCALE_SIZES ?? "150,10000,100000").split(",").map(Number);
  const databases = (process.env.BENCH_SCALE_DATABASES ?? "pglite,postgres").split(",") as ScaleDatabase[];
  const tables: BenchTable[] = [];
  const all: RunFigures[] = [];
  if (!existsSync(SERVER_ENTRY))
    throw new Error("The scale rows start the production server: run npm run build first");
  for (const database of databases) {
    const runs: RunFigures[] = [];
    try {
      for (const size of sizes) runs.push(await runOne(size, database, requests()));
    } catch (error) {
      // PostgreSQL may not run on this machine; the other database's rows still count.
      tables.push({
        title: `Scale: ${DATABASE_LABEL[database]}`,
        columns: ["Request"],
        rows: [],
        notes: [`not measured: ${(error as Error).message}`],
      });
      continue;
    }
    all.push(...runs);
    tables.push(figuresTable(database, runs));
  }
  tables.push(datasetTable(all));
  return tables;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const table of await scaleBench()) console.log(`${renderTable(table)}\n`);
}
