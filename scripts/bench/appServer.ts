// The real production server for a load run, as an operator starts it (its own process,
// configured by environment), on the database the run asks for.

import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureCurrentBuild } from "#scripts/build/currentBuild";
import { SOURCES_OFF } from "#tests/support/sourcesOff";
import { withLeftover } from "./leftovers";
import { withFreshPostgresDatabase } from "./postgres";
import type { ProcessMemory } from "./processStats";

export type BenchDatabase =
  /** Without dataDir: a new folder, seeded with the curated dataset at start-up, removed after. */
  | { kind: "pglite"; dataDir?: string }
  /** Without databaseUrl: a new database on BENCH_POSTGRES_URL's server, dropped after. */
  | { kind: "postgres"; databaseUrl?: string };

export type ServerMemory = ProcessMemory;

export type BenchServer = { url: string; pid: number };

/** Per-request lines are written at level info: warn keeps logging out of the figures. */
export const BENCH_LOG_LEVEL = "warn";

/** High enough that no review of a load row is turned away as a burst of writes. */
const UNLIMITED_WRITES = "1000000000";

const SHUTDOWN_WAIT_MS = 15_000;
/** A large existing dataset on a busy machine can take a while to open. */
const READY_WAIT_MS = 180_000;
/** What is kept of the server's output, to show when it fails. */
const OUTPUT_TAIL = 64 * 1024;

const root = path.resolve(import.meta.dirname, "..", "..");

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, "close");
  return port;
}

/**
 * The built server entry of the project in `projectRoot`, as `npm start` runs it there (it reads
 * its migrations and data from that folder), ready once /readyz answers 200.
 */
async function startServerProcess(env: Record<string, string>, projectRoot: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(projectRoot, "build", "app-server", "main.js")], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      ...SOURCES_OFF,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_WAIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start-up:\n${tail}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready after ${READY_WAIT_MS / 1000} s:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, exited, output: () => tail };
}

async function runServer<T>(
  env: Record<string, string>,
  projectRoot: string,
  fn: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const started = await startServerProcess(
    {
      ...env,
      ALERT_WORKER: "off",
      LOG_LEVEL: BENCH_LOG_LEVEL,
      RATE_LIMIT_WRITES_PER_MINUTE: UNLIMITED_WRITES,
    },
    projectRoot,
  );
  const pid = started.child.pid as number;
  const stop = async () => {
    if (started.child.exitCode !== null) return;
    const kill = setTimeout(() => started.child.kill("SIGKILL"), SHUTDOWN_WAIT_MS);
    started.child.kill("SIGTERM");
    await started.exited;
    clearTimeout(kill);
  };
  return withLeftover(stop, async () => {
    const exitedEarly = once(started.child, "exit").then(() => {
      throw new Error(`the server exited during the run:\n${started.output()}`);
    });
    // Keep the watch from failing the run after a normal stop.
    exitedEarly.catch(() => {});
    return Promise.race([fn({ url: started.url, pid }), exitedEarly]);
  });
}

/**
 * Runs `fn` against the production server on that database; stops it and cleans up after.
 * `projectRoot`: a project folder with a build of its own (another commit's, compareBuild.ts);
 * by default this one, built first if stale.
 */
export async function withBenchServer<T>(
  database: BenchDatabase,
  fn: (server: BenchServer) => Promise<T>,
  projectRoot = root,
): Promise<T> {
  if (projectRoot === root) ensureCurrentBuild();
  const run = (env: Record<string, string>) => runServer(env, projectRoot, fn);
  if (database.kind === "postgres") {
    if (database.databaseUrl) return run({ DATABASE_URL: database.databaseUrl });
    return withFreshPostgresDatabase((databaseUrl) => run({ DATABASE_URL: databaseUrl }));
  }
  if (database.dataDir) return run({ DATA_DIR: path.resolve(database.dataDir) });
  const dataDir = await mkdtemp(path.join(tmpdir(), "fishspots-bench-"));
  return withLeftover(
    () => rm(dataDir, { recursive: true, force: true }),
    () => run({ DATA_DIR: dataDir }),
  );
}
