// The scale rows of `npm run bench` (or alone: npx tsx scripts/bench/scale.ts): the production
// server on the curated 167 locations, on 10,000 and on 100,000 (with ten reviews each, a
// million at 100,000), on PGlite and on PostgreSQL. Each row is many sequential requests with
// varied inputs, timed from request to the last byte of the answer: search, a fish-type page of
// the directory (the HTML page its tabs and Show More links open, /?fish={type}), the same list
// from the API with that page's limit, the map's bounding-box query, pages of the paged
// GET /api/locations (by name, state, box, fish, deep cursors) and the near query, whose p99
// is shown beside its p95 (target: under 20 ms at 100,000). Every figure sits beside
// the same figure on the curated dataset of the same run, as a ratio, because this machine is
// shared and noisy. Target: p95 under 50 ms at 100,000.
//
// Each row is measured twice on each dataset: as in production, where after the untimed pass
// every answer comes from the server's response cache, and on a second server with that cache
// off (RESPONSE_CACHE_MB=0), where every answer is rendered and read from the database. A
// dataset the load section already prepared in the same run (load.ts, BENCH_LOAD_SIZES) is
// taken over rather than loaded again.
//
// Knobs: BENCH_SCALE_SIZES=150,10000 (default 150,10000,100000), BENCH_SCALE_DATABASES=pglite
// (default pglite,postgres), BENCH_SCALE_REQUESTS=100 (per row, default 200),
// BENCH_SCALE_UNCACHED=off (default on; off measures with the cache only), BENCH_POSTGRES_URL
// (the server a database of its own is made on, and dropped from afterwards).

import { existsSync } from "node:fs";
import path from "node:path";
import { encodeCursor } from "#core/locationPaging";
import { projectRoot } from "#server/paths";
import { type ServerProcess, startServerProcess } from "#tests/support/serverProcess";
import { scaleDatabases, scaleSizes } from "./datasetPlan";
import { dropKeptDatasets, takeDataset } from "./keptDatasets";
import { wasInterrupted, withLeftover } from "./leftovers";
import { benchPostgresUrl } from "./postgres";
import { runAlone } from "./runAlone";
import { prepareScaleDataset, type ScaleDatabase, type ScaleDataset } from "./scaleDataset";
import {
  DATABASE_LABEL,
  type RowFigures,
  type ScaleRun,
  scaleDatasetTable,
  scaleFiguresTable,
} from "./scaleTables";
import { type BenchTable, count } from "./table";

const SERVER_ENTRY = path.join(projectRoot, "build", "app-server", "main.js");
/** The directory's page (app/components/home/DirectoryList.tsx), one more to tell if more follow. */
const DIRECTORY_PAGE_LIMIT = 201;
/** The server's in-process cache of rendered answers turned off (decision 018). */
const CACHE_OFF = { RESPONSE_CACHE_MB: "0" };

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

/** A page of the paged GET /api/locations (decision 055), and the near query's page. */
const PAGED_LIMIT = 100;
const NEAR_LIMIT = 20;
/** docs/product.md "Near me": the near query's p99 at 100,000 spots. */
const NEAR_P99_TARGET_MS = 20;

// Pages of the paged list: the first of the country, of a state, of boxes and of fish types, and
// pages deep in the alphabet (a cursor by name, as a Link header gives one).
const PAGED_PATHS = [
  `/api/locations?limit=${PAGED_LIMIT}`,
  `/api/locations?state=oregon&limit=${PAGED_LIMIT}`,
  `/api/locations?state=texas&limit=${PAGED_LIMIT}`,
  `/api/locations?bbox=-124.7,41.9,-116.4,46.3&limit=${PAGED_LIMIT}`,
  `/api/locations?bbox=-125,24,-66,50&limit=${PAGED_LIMIT}`,
  `/api/locations?fish=salmon&limit=${PAGED_LIMIT}`,
  ...["c", "h", "m", "s", "w"].map(
    (name) => `/api/locations?limit=${PAGED_LIMIT}&cursor=${encodeCursor({ by: "name", name, id: 1 })}`,
  ),
];

/** Points spread over the lower 48 (seeded): each near request asks from a place of its own. */
function nearPaths(count: number): string[] {
  let seed = 55;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, (_, i) => {
    const latitude = (25 + random() * 24).toFixed(4);
    const longitude = (-124 + random() * 57).toFixed(4);
    // Every fourth within 50 km, every fifth of one fish type: the filters' walk differs.
    const radius = i % 4 === 0 ? "&radius=50" : "";
    const fish = i % 5 === 0 ? "&fish=trout" : "";
    return `/api/locations?near=${latitude},${longitude}&limit=${NEAR_LIMIT}${radius}${fish}`;
  });
}

type RowName = "search" | "fish page" | "fish list" | "map" | "paged list" | "near";
const ROWS: { name: RowName; label: string; paths: string[]; p99TargetMs?: number }[] = [
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
  {
    name: "paged list",
    label: `paged list: GET /api/locations?limit=${PAGED_LIMIT}[&state|bbox|fish|cursor=…]`,
    paths: PAGED_PATHS,
  },
  {
    name: "near",
    label: `near: GET /api/locations?near=…&limit=${NEAR_LIMIT}[&radius|fish]`,
    paths: nearPaths(200),
    p99TargetMs: NEAR_P99_TARGET_MS,
  },
];

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
  // An endpoint that is not there (yet) is reported as "-", not as a failure of the section.
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
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    bytes: percentile(sizes, 0.5),
    errors,
  };
}

/** Every row against a server started on the dataset with these extra settings. */
async function measureRows(
  dataset: ScaleDataset,
  settings: Record<string, string>,
  requests: number,
): Promise<Record<RowName, RowFigures>> {
  const server = await startServerProcess({
    ...dataset.env,
    ...settings,
    ALERT_WORKER: "off",
    LOG_LEVEL: "warn",
  });
  try {
    const rows = {} as Record<RowName, RowFigures>;
    for (const row of ROWS) rows[row.name] = await measureRow(server, row.paths, requests);
    return rows;
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

/** Says on the console how long a step took: what each part adds to the section's time. */
async function timed<T>(step: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await fn();
  process.stderr.write(`    ${step}: ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  return result;
}

/** One dataset: the one the load section kept for us, or a new one; dropped afterwards. */
async function runOne(size: number, database: ScaleDatabase, settings: Settings): Promise<ScaleRun> {
  const dataset =
    takeDataset(size, database) ??
    (await prepareScaleDataset({ size, database, adminUrl: benchPostgresUrl }));
  return withLeftover(
    () => dataset.drop(),
    async () => {
      const cached = await timed("cache on", () => measureRows(dataset, {}, settings.requests));
      const uncached = settings.uncached
        ? await timed("cache off", () => measureRows(dataset, CACHE_OFF, settings.requests))
        : undefined;
      return { dataset, cached, uncached };
    },
  );
}

type Settings = { sizes: number[]; databases: ScaleDatabase[]; requests: number; uncached: boolean };

/** The knobs, read (and refused when wrong) before anything is measured. */
function readSettings(env: NodeJS.ProcessEnv): Settings {
  const requests = Number(env.BENCH_SCALE_REQUESTS ?? 200);
  if (!Number.isInteger(requests) || requests <= 0)
    throw new Error(`BENCH_SCALE_REQUESTS: "${env.BENCH_SCALE_REQUESTS}" is not a number of requests`);
  const uncached = env.BENCH_SCALE_UNCACHED ?? "on";
  if (uncached !== "on" && uncached !== "off")
    throw new Error(`BENCH_SCALE_UNCACHED is on or off, not "${uncached}"`);
  return { sizes: scaleSizes(env), databases: scaleDatabases(env), requests, uncached: uncached === "on" };
}

/** The scale section of `npm run bench`. */
export async function scaleBench(): Promise<BenchTable[]> {
  try {
    return await measureAll(readSettings(process.env));
  } finally {
    // A dataset the load section kept for a size or database that failed before its turn.
    await dropKeptDatasets();
  }
}

async function measureAll(settings: Settings): Promise<BenchTable[]> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error("The scale rows start the production server: run npm run build first");
  const tables: BenchTable[] = [];
  const all: ScaleRun[] = [];
  for (const database of settings.databases) {
    const runs: ScaleRun[] = [];
    try {
      for (const size of settings.sizes) {
        process.stderr.write(`  scale: ${count(size)} locations on ${DATABASE_LABEL[database]}\n`);
        runs.push(await runOne(size, database, settings));
      }
    } catch (error) {
      if (wasInterrupted()) throw error;
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
    tables.push(scaleFiguresTable(database, ROWS, runs, settings.requests));
  }
  tables.push(scaleDatasetTable(all));
  return tables;
}

await runAlone(
  import.meta.url,
  `Usage: npx tsx scripts/bench/scale.ts

The scale rows of npm run bench. Set by environment variables: BENCH_SCALE_SIZES (default
150,10000,100000), BENCH_SCALE_DATABASES (default pglite,postgres), BENCH_SCALE_REQUESTS
(default 200), BENCH_SCALE_UNCACHED=off, BENCH_POSTGRES_URL.`,
  scaleBench,
);
