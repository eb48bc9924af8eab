// npm run bench (or npx tsx scripts/bench-alerts.ts): one alert-worker tick over 100,000 active,
// confirmed alerts, on the embedded database and on PostgreSQL, at a fixed instant, with a mailer
// that only counts (what SMTP costs is not the worker's). A tick is its two phases, timed apart:
// record (find due alerts, work out their events, write the notices) and send. Beside each tick,
// baselines timed in the same run on the same rows, so that the figures read as ratios on a noisy
// machine: count(*) and the worker's own due-alert query, page by page, with nothing done to the
// rows. Tick 1 starts cold and meets the morning's lows all along the coast at once (the burst a
// restart or an outage leaves); tick 2, a minute on, is the common case: nothing new, every due
// alert compared again. BENCH_ALERTS=10000 gives a quicker, smaller run; BENCH_POSTGRES_URL
// names another server (a database of its own is made on it and dropped afterwards).

import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { createOptimalWindowCache } from "../server/alerts/eventSources";
import { recordDueNotices, selectDueAlerts } from "../server/alerts/record";
import { sendDueNotices } from "../server/alerts/send";
import { type DatabaseHandle, openDatabase, selectRows } from "../server/db/client.server";
import { fishingLocations } from "../server/db/schema";
import { prepareDatabase } from "../server/db/setup";
import type { Mailer } from "../server/mail.server";
import { createTideCache, loadTideDatabase } from "../server/services/tides";
import { insertConfirmedAlerts } from "../tests/support/bulkAlerts";
import { benchAlerts } from "./bench-alerts-mix";

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
// A December morning in Oregon (11:00 PST), two hours before the coast's low tides.
const NOW = new Date("2026-12-01T19:00:00Z");
const MINUTE = 60_000;
const SCAN_BATCH = 1000;
const adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type TickFigures = {
  due: number;
  recorded: number;
  sent: number;
  countMs: number;
  scanMs: number;
  recordMs: number;
  sendMs: number;
};
type TickRow = { database: string; tick: string; figures?: TickFigures };
const ticks: TickRow[] = [];
const notes: string[] = [];

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

/**
 * The worker's due-alert query, page by page, with nothing
 * done to the rows: what reading them costs, before any tide is looked at.
 */
async function scanDueAlerts(handle: DatabaseHandle, now: Date): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const page = await selectDueAlerts(handle.db, { now, after, limit: SCAN_BATCH });
    total += page.length;
    if (page.length < SCAN_BATCH) return total;
    after = page[page.length - 1]?.id ?? after;
  }
}

function countingMailer(): Mailer {
  let count = 0;
  return {
    async send() {
      count += 1;
      return { messageId: `bench-${count}` };
    },
  };
}

async function benchDatabase(label: string, handle: DatabaseHandle) {
  const progress = (step: string) => process.stderr.write(`  ${label}: ${step}\n`);
  const locations = await timed(() => prepareDatabase(handle));
  const tidal = (await handle.db.select().from(fishingLocations)).filter((l) => l.tideInfo?.trim());
  const alerts = await timed(() =>
    insertConfirmedAlerts(handle.db, benchAlerts({ tidal, count: ALERTS, now: NOW }), { confirmedAt: NOW }),
  );
  // As autovacuum would long since have done on a live database.
  await handle.db.execute(sql`analyze`);
  notes.push(
    `${label}: seeded ${locations.value.seeded} locations in ${locations.ms.toFixed(0)} ms, ` +
      `${ALERTS.toLocaleString("en-US")} alerts over ${tidal.length} tidal locations in ${alerts.ms.toFixed(0)} ms`,
  );

  // One worker's caches, kept from tick to tick as a running worker keeps them.
  const recordDeps = {
    db: handle.db,
    tideCache: createTideCache(),
    optimalCache: createOptimalWindowCache(),
  };
  const sendDeps = {
    db: handle.db,
    mailer: countingMailer(),
    logger: pino({ level: "warn" }),
    publicUrl: "https://bench.test",
  };
  for (const [tick, now] of [
    ["1, cold", NOW],
    ["2, +1 min", new Date(NOW.getTime() + MINUTE)],
  ] as const) {
    progress(`tick ${tick}`);
    const count = await timed(() =>
      selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from tide_alerts`),
    );
    const scan = await timed(() => scanDueAlerts(handle, now));
    const record = await timed(() => recordDueNotices(recordDeps, { now }));
    const send = await timed(() => sendDueNotices(sendDeps, { now: () => now }));
    ticks.push({
      database: label,
      tick,
      figures: {
        due: record.value.scanned,
        recorded: record.value.recorded,
        sent: send.value.sent,
        countMs: count.ms,
        scanMs: scan.ms,
        recordMs: record.ms,
        sendMs: send.ms,
      },
    });
  }
}

/** What would outlive the process (a folder, a database): removed on the way out and on Ctrl-C. */
const leftovers = new Set<() => Promise<unknown>>();
let interrupted = false;
process.once("SIGINT", () => {
  interrupted = true;
  void Promise.allSettled([...leftovers].map((remove) => remove())).finally(() => process.exit(130));
});

async function withLeftover<T>(remove: () => Promise<unknown>, fn: () => Promise<T>): Promise<T> {
  leftovers.add(remove);
  try {
    return await fn();
  } finally {
    if (!interrupted) {
      leftovers.delete(remove);
      await remove();
    }
  }
}

async function onPglite() {
  const dir = await mkdtemp(path.join(tmpdir(), "fishspots-bench-"));
  await withLeftover(
    () => rm(dir, { recursive: true, force: true }),
    async () => {
      const handle = await openDatabase({ dataDir: dir });
      try {
        await benchDatabase("PGlite", handle);
      } finally {
        await handle.close();
      }
    },
  );
}

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function onPostgres() {
  const name = `fishspots_bench_${randomBytes(4).toString("hex")}`;
  try {
    await adminQuery(`create database ${name}`);
  } catch (error) {
    notes.push(`PostgreSQL: not available at ${adminUrl} (${(error as Error).message})`);
    ticks.push({ database: "PostgreSQL", tick: "not available" });
    return;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withLeftover(
    () => adminQuery(`drop database if exists ${name} with (force)`),
    async () => {
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });
      try {
        await benchDatabase("PostgreSQL", handle);
      } finally {
        await handle.close();
      }
    },
  );
}

function printTable() {
  const header = [
    "Database",
    "Tick",
    "Due",
    "Recorded",
    "Sent",
    "count(*) ms",
    "Due scan ms",
    "Record ms",
    "Send ms",
    "Tick ms",
    "Record ÷ scan",
    "Tick ÷ scan",
  ];
  const ms = (value: number) => value.toFixed(0);
  const cells = ticks.map(({ database, tick, figures: f }) =>
    f
      ? [
          database,
          tick,
          String(f.due),
          String(f.recorded),
          String(f.sent),
          ms(f.countMs),
          ms(f.scanMs),
          ms(f.recordMs),
          ms(f.sendMs),
          ms(f.recordMs + f.sendMs),
          `${(f.recordMs / f.scanMs).toFixed(1)}×`,
          `${((f.recordMs + f.sendMs) / f.scanMs).toFixed(1)}×`,
        ]
      : [database, tick, ...header.slice(2).map(() => "-")],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] as string).length)));
  const line = (c: string[]) =>
    `| ${c.map((v, i) => (i < 2 ? v.padEnd(widths[i] as number) : v.padStart(widths[i] as number))).join(" | ")} |`;
  console.log(
    `\nAlert worker: one tick over ${ALERTS.toLocaleString("en-US")} active confirmed alerts at ${NOW.toISOString()}, counting mailer, Node ${process.version}\n`,
  );
  console.log(line(header));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const c of cells) console.log(line(c));
  console.log("");
  for (const { database, tick, figures: f } of ticks) {
    if (!f || f.due === 0) continue;
    const perNotice = f.sent > 0 ? `, send ${(f.sendMs / f.sent).toFixed(2)} ms a notice` : "";
    console.log(
      `${database} tick ${tick}: record ${((1000 * f.recordMs) / f.due).toFixed(0)} µs a due alert${perNotice}`,
    );
  }
  for (const note of notes) console.log(note);
}

try {
  // The tide stations are opened once per process, as in a running worker: not part of a tick.
  await loadTideDatabase();
  await onPglite();
  await onPostgres();
  printTable();
} catch (error) {
  // After Ctrl-C the tick in progress fails as its database goes; the SIGINT handler exits.
  if (!interrupted) throw error;
}
