import { alertWorkerFor } from "./alerts/runtime";
import { loadConfig } from "./config.server";
import { openDatabase } from "./db/client.server";
import { prepareDatabase } from "./db/setup";
import { createLogger } from "./logger";
import { createMailer } from "./mail.server";

// `npm run worker`: the alert worker as a process of its own (product 1). Any number may run
// against one PostgreSQL; the embedded database belongs to the web process, so it is refused.
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.databaseUrl) {
    throw new Error(
      "A separate alert worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to the web process, which runs the worker itself unless ALERT_WORKER=off.",
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await prepareDatabase(database);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  const worker = alertWorkerFor({ config, db: database.db, mailer, logger });
  worker.start();
  logger.info({ event: "worker.started" }, "alert worker started");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: "shutdown", signal }, "stopping the alert worker");
    await worker.stop();
    await database.close();
    logger.info({ event: "shutdown.done" }, "bye");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
