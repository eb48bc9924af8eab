// Bench section "alerts" (BENCH_ONLY=alerts npm run bench): one alert-worker tick over 100,000
// active, confirmed alerts, on the embedded database and on PostgreSQL, at a fixed instant, with
// a mailer that only counts (what SMTP costs is not the worker's). A tick is its two phases,
// timed apart: record (find due alerts, work out their events, write the notices) and send.
// Beside each tick, baselines timed in the same run on the same rows, so that the figures read
// as ratios on a noisy machine: count(*) and the worker's own due-alert query, page by page,
// with nothing done to the rows. Tick 1 starts cold and meets the morning's lows all along the
// coast at once (the burst a restart or an outage leaves); tick 2, a minute on, is the common
// case: nothing new, every due alert compared again. BENCH_ALERTS=10000 gives a quicker,
// smaller run; BENCH_POSTGRES_URL names another server (see postgres.ts).

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createOptimalWindowCache } from "#server/alerts/eventSources";
import { recordDueNotices, selectDueAlerts } from "#server/alerts/record";
import { sendDueNotices } from "#server/alerts/send";
import { type DatabaseHandle, openDatabase, selectRows } from "#server/db/client.server";
import { fishingLocations } from "#server/db/schema";
import { prepareDatabase } from "#server/db/setup";
import type { Mailer } from "#server/mail.server";
import { createTideCache, loadTideDatabase } from "#server/services/conditions";
import { insertConfirmedAlerts } from "#tests/support/bulkAlerts";
import { benchAlerts } from "./alertMix";
import { withLeftover } from "./leftovers";
import { PostgresUnavailable, withFreshPostgresDatabase } from "./postgres";
import type { BenchTable } from "./table";

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
// A December morning in Oregon (11:00 PST), two hours before the coast's low tides.
const NOW = new Date("2026-12-01T19:00:00Z");
const MINUTE = 60_000;
const SCAN_BATCH = 1000;

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

async function benchDatabase(label: string, handle: DatabaseHandle, ticks: TickRow[], notes: string[]) {
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

async function onPglite(ticks: TickRow[], notes: string[]) {
  const dir = await mkdtemp(path.join(tmpdir(), "fishspots-bench-"));
  await withLeftover(
    () => rm(dir, { recursive: true, force: true }),
    async () => {
      const handle = await openDatabase({ dataDir: dir });
      try {
        await benchDatabase("PGlite", handle, ticks, notes);
      } finally {
        await handle.close();
      }
    },
  );
}

async function onPostgres(ticks: TickRow[], notes: string[]) {
  try {
    await withFreshPostgresDatabase(async (databaseUrl) => {
      const handle = await openDatabase({ databaseUrl, dataDir: "unused" });
      try {
        await benchDatabase("PostgreSQL", handle, ticks, notes);
      } finally {
        await handle.close();
      }
    });
  } catch (error) {
    if (!(error instanceof PostgresUnavailable)) throw error;
    notes.push(`PostgreSQL: ${error.message}`);
    ticks.push({ database: "PostgreSQL", tick: "not available" });
  }
}

const COLUMNS = [
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

function tickCells({ database, tick, figures: f }: TickRow): string[] {
  if (!f) return [database, tick, ...COLUMNS.slice(2).map(() => "-")];
  const ms = (value: number) => value.toFixed(0);
  return [
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
  ];
}

/** Per due alert and per notice: the figures that stay put as the alert count grows. */
function perAlertNotes(ticks: TickRow[]): string[] {
  return ticks.flatMap(({ database, tick, figures: f }) => {
    if (!f || f.due === 0) return [];
    const perNotice = f.sent > 0 ? `, send ${(f.sendMs / f.sent).toFixed(2)} ms a notice` : "";
    return [
      `${database} tick ${tick}: record ${((1000 * f.recordMs) / f.due).toFixed(0)} µs a due alert${perNotice}`,
    ];
  });
}

export async function alertsSection(): Promise<BenchTable[]> {
  const ticks: TickRow[] = [];
  const notes: string[] = [];
  // The tide stations are opened once per process, as in a running worker: not part of a tick.
  await loadTideDatabase();
  await onPglite(ticks, notes);
  await onPostgres(ticks, notes);
  return [
    {
      title: `Alert worker: one tick over ${ALERTS.toLocaleString("en-US")} active confirmed alerts`,
      intro:
        `At ${NOW.toISOString()}, with a mailer that only counts. Baselines from the same run on the ` +
        "same rows: count(*) and the worker's own due-alert query, page by page, with nothing done to " +
        "the rows. Tick 1 starts cold and meets the morning's lows all along the coast at once; tick 2, " +
        "a minute on, finds nothing new.",
      columns: COLUMNS,
      rows: ticks.map(tickCells),
      notes: [...perAlertNotes(ticks), ...notes],
    },
  ];
}
