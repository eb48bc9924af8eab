// Running alert workers to the end of their work, in this process or as processes of their own,
// for tests that check several workers share one database without double sends.

import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { eq, inArray } from "drizzle-orm";
import { dueCondition } from "#server/alerts/record";
import type { AlertWorker, TickReport } from "#server/alerts/worker";
import type { Database } from "#server/db/client.server";
import { alertNotifications, alertSubscribers, tideAlerts } from "#server/db/schema";
import { SOURCES_OFF } from "./sourcesOff";

const root = path.resolve(import.meta.dirname, "..", "..");

export type WorkSummary = TickReport & { ticks: number };

const idleTick = (r: TickReport) =>
  r.recorded + r.sent + r.retrying + r.dead + r.interrupted + r.skipped === 0;

/**
 * Nothing is left at `now`: no alert is due (so no other worker is still recording) and no notice
 * waits or is in flight. Only meant for a clock at which every due alert has an event to hear of.
 */
async function nothingLeft(db: Database, now: Date): Promise<boolean> {
  const due = await db
    .select({ id: tideAlerts.id })
    .from(tideAlerts)
    .innerJoin(alertSubscribers, eq(alertSubscribers.email, tideAlerts.email))
    .where(dueCondition(now))
    .limit(1);
  if (due.length > 0) return false;
  const waiting = await db
    .select({ id: alertNotifications.id })
    .from(alertNotifications)
    .where(inArray(alertNotifications.status, ["pending", "claimed", "sending"]))
    .limit(1);
  return waiting.length === 0;
}

/**
 * Ticks until a tick does nothing and nothing is left for anyone. A worker that finds its tick
 * empty while another still records or sends looks again shortly, as its next tick would; it
 * gives up when it has found nothing to do for `stallMs` while work is still left.
 */
export async function workUntilDrained(options: {
  worker: AlertWorker;
  db: Database;
  now: Date;
  stallMs?: number;
}): Promise<WorkSummary> {
  const stallMs = options.stallMs ?? 30_000;
  const total: WorkSummary = {
    ticks: 0,
    scanned: 0,
    recorded: 0,
    sent: 0,
    retrying: 0,
    dead: 0,
    interrupted: 0,
    skipped: 0,
    gauges: 0,
  };
  let idleSince = Date.now();
  for (;;) {
    const report = await options.worker.tick();
    total.ticks += 1;
    for (const key of Object.keys(report) as (keyof TickReport)[]) total[key] += report[key];
    if (!idleTick(report)) {
      idleSince = Date.now();
      continue;
    }
    if (await nothingLeft(options.db, options.now)) return total;
    if (Date.now() - idleSince > stallMs) {
      throw new Error(`Work left, yet nothing to do for ${stallMs} ms: ${JSON.stringify(total)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type WorkerProcess = {
  child: ChildProcess;
  /** Resolves once the process has opened the database and waits for go(). */
  ready: Promise<void>;
  go(): void;
  /** Its totals, once it has exited 0. */
  done: Promise<WorkSummary>;
};

/** tests/support/alertWorkerProcess.ts as a process of its own, configured by environment. */
export function startAlertWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "tests", "support", "alertWorkerProcess.ts")],
    {
      cwd: root,
      env: { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "warn", ...SOURCES_OFF, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  // "close", not "exit": by then every line of stdout has been read.
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const lines: WorkSummary[] = [];
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
    try {
      const message = JSON.parse(line) as WorkSummary & { ready?: boolean };
      if (message.ready) markReady();
      else lines.push(message);
    } catch {
      output += `${line}\n`;
    }
  });
  const done = exited.then((code) => {
    const [summary] = lines;
    if (code !== 0 || !summary) throw new Error(`alert worker process exited ${code}:\n${output}`);
    return summary;
  });
  // A process that dies during start-up must not leave ready() waiting forever.
  const readyOrDied = Promise.race([ready, done.then(() => {})]);
  return { child, ready: readyOrDied, go: () => child.stdin?.write("go\n"), done };
}
