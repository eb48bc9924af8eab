// Several workers share the alert load without double sends (docs/decisions/005). Under
// `npm run test:pg` two worker processes run against one PostgreSQL, as an operator would run
// them, so FOR UPDATE SKIP LOCKED meets real concurrent transactions. The embedded database
// serves one process over one connection, so under plain `npm test` the same check runs two
// workers side by side in this process: their transactions interleave but never overlap, which
// still proves the recording and claiming logic, not the locks.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAlertWorker } from "#server/alerts/worker";
import { alertNotifications } from "#server/db/schema";
import { createMailer } from "#server/mail.server";
import { chooseTideStation, createTideCache, tideDay } from "#server/services/conditions/tides";
import { upsertLocations } from "#server/services/locations/locations";
import { startAlertWorkerProcess, type WorkSummary, workUntilDrained } from "../support/alertWorkers";
import { insertConfirmedAlerts } from "../support/bulkAlerts";
import { makeTidalLocation } from "../support/factories";
import { createMemoryLogger } from "../support/memoryLogger";
import { type SmtpSink, startSmtpSink } from "../support/smtpSink";
import { createTestDatabase, postgresAdminUrl, type TestDatabase } from "../support/testDatabase";

const ALERTS = 1000;
const HOUR = 60 * 60_000;
const START = new Date("2026-12-01T08:00:00Z");
const MAIL_FROM = "Fish Spots <alerts@fishspots.test>";
// A worker hands the mailer a wave of messages at a time (SEND_CONCURRENCY). A new SMTP
// connection per message costs 150 ms here (the sink waits 100 ms before greeting, to catch
// clients that talk too soon), so the workers keep their connections open as an operator sending
// in bulk would: SMTP_URL's pool option.
// Idle pooled connections close after a second, so the sink can shut down after the test.
const smtpUrl = () => `${sink.url}/?pool=true&socketTimeout=1000`;
const addresses = Array.from(
  { length: ALERTS },
  (_, i) => `angler${String(i + 1).padStart(4, "0")}@example.com`,
);

let database: TestDatabase;
let sink: SmtpSink;
/** An hour before the next high or low: every alert is due and has that event to hear about. */
let now: Date;

beforeAll(async () => {
  const tillamook = makeTidalLocation();
  database = await createTestDatabase();
  await upsertLocations(database.handle.db, { records: [tillamook] });
  const [location] = await database.handle.db.query.fishingLocations.findMany();
  const { station } = await chooseTideStation(tillamook);
  const next = tideDay(createTideCache(), station, "2026-12-01", "America/Los_Angeles").extremes.find(
    (e) => e.time > START,
  );
  if (!location || !next) throw new Error("No location or no tide after START");
  now = new Date(next.time.getTime() - HOUR);
  await insertConfirmedAlerts(
    database.handle.db,
    addresses.map((email) => ({
      email,
      locationId: location.id,
      latitude: location.latitude,
      longitude: location.longitude,
      locationName: location.name,
      highTideAlert: true,
      lowTideAlert: true,
      optimalConditionsAlert: false,
    })),
    { confirmedAt: START },
  );
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await database?.drop();
});

/** Two processes, started together once both have connected. */
async function inTwoProcesses(): Promise<WorkSummary[]> {
  const env = {
    DATABASE_URL: database.env.DATABASE_URL as string,
    SMTP_URL: smtpUrl(),
    MAIL_FROM,
    ALERT_TEST_NOW: now.toISOString(),
  };
  const workers = [startAlertWorkerProcess(env), startAlertWorkerProcess(env)];
  try {
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.go();
    return await Promise.all(workers.map((w) => w.done));
  } finally {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill("SIGKILL");
  }
}

/** Two workers in this process over the one embedded database. */
async function inThisProcess(): Promise<WorkSummary[]> {
  const { logger } = createMemoryLogger();
  const db = database.handle.db;
  return Promise.all(
    [1, 2].map(() => {
      const mailer = createMailer({ smtpUrl: smtpUrl(), from: MAIL_FROM, dataDir: "unused", logger });
      const worker = createAlertWorker({
        db,
        mailer,
        logger,
        publicUrl: "https://fishspots.test",
        now: () => now,
      });
      return workUntilDrained({ worker, db, now });
    }),
  );
}

describe("two alert workers over 1,000 due alerts", () => {
  const where = postgresAdminUrl ? "as two processes on PostgreSQL" : "side by side on the embedded database";
  it(`send each notice exactly once, ${where}`, { timeout: 120_000 }, async () => {
    const summaries = postgresAdminUrl ? await inTwoProcesses() : await inThisProcess();

    const recipients = sink.messages.flatMap((m) => m.to).sort();
    expect(sink.messages).toHaveLength(ALERTS);
    expect(recipients).toEqual(addresses);
    const notices = await database.handle.db.select().from(alertNotifications);
    expect(notices).toHaveLength(ALERTS);
    expect(notices.filter((n) => n.status === "sent" && n.attempts === 1)).toHaveLength(ALERTS);
    expect(new Set(notices.map((n) => n.alertId)).size).toBe(ALERTS);

    const sum = (key: keyof WorkSummary) => summaries.reduce((total, s) => total + s[key], 0);
    expect({ recorded: sum("recorded"), sent: sum("sent") }).toEqual({ recorded: ALERTS, sent: ALERTS });
    expect({ retrying: sum("retrying"), dead: sum("dead"), interrupted: sum("interrupted") }).toEqual({
      retrying: 0,
      dead: 0,
      interrupted: 0,
    });
    // Both took part, or this would not test sharing. That is not left to luck: they start
    // together (the processes wait for a start line) and a worker stops only once nothing is left
    // for anyone, so while one sends the batch it claimed, the other claims the next. One would
    // have to stall for the whole of the sending for the other to do it all.
    console.info(
      `alert workers ${where}: ${summaries
        .map((s, i) => `#${i + 1} recorded ${s.recorded}, sent ${s.sent} in ${s.ticks} ticks`)
        .join("; ")}`,
    );
    for (const summary of summaries) expect(summary.sent).toBeGreaterThan(0);
  });
});
