// One alert worker as a process of its own, for tests that run several against one PostgreSQL
// (started by startAlertWorkerProcess). DATABASE_URL and SMTP_URL are read as the product reads
// them; ALERT_TEST_NOW is the fixed instant its clock shows, so every process agrees on what is
// due. It prints {"ready":true} once connected, waits for a line on stdin so that the processes
// start together, works until nothing is left at that instant and prints its totals.

import { once } from "node:events";
import pino from "pino";
import { createAlertWorker } from "#server/alerts/worker";
import { loadConfig } from "#server/config.server";
import { openDatabase } from "#server/db/client.server";
import { createMailer } from "#server/mail.server";
import { loadTideDatabase } from "#server/services/conditions/tides";
import { workUntilDrained } from "./alertWorkers";

const config = loadConfig();
const now = new Date(process.env.ALERT_TEST_NOW ?? "");
if (!config.databaseUrl || !config.smtpUrl || Number.isNaN(now.getTime())) {
  throw new Error("DATABASE_URL, SMTP_URL and ALERT_TEST_NOW (an ISO instant) are required");
}
// Logs go to stderr: stdout carries only the two lines the test reads.
const logger = pino({ level: config.logLevel }, pino.destination(2));
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: 4,
});
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  dataDir: config.dataDir,
  logger,
});
const worker = createAlertWorker({
  db: database.db,
  mailer,
  logger,
  publicUrl: config.publicUrl,
  now: () => now,
});
// Opened before the start line, so neither process begins half a second behind the other.
await loadTideDatabase();
await database.ping();

// The test keeps stdin open while it lives: if it goes, so does this process.
process.stdin.once("end", () => process.exit(1));
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
await once(process.stdin, "data");

const summary = await workUntilDrained({ worker, db: database.db, now });
await database.close();
process.stdout.write(`${JSON.stringify(summary)}\n`);
// A pooled SMTP transport would keep the process alive until its idle connections time out.
process.exit(0);
