import { alertWorkerFor } from "./alerts/runtime";
import { loadConfig } from "./config.server";
import { openDatabase } from "./db/client.server";
import { prepareDatabase } from "./db/setup";
import { runMain, stopOnSignals } from "./lifecycle";
import { createLogger } from "./logger";
import { createMailer } from "./mail.server";

// `npm run worker`: the alert worker as a process of its own (docs/product.md "Alert worker"). Any
// number may run against one PostgreSQL; the embedded database belongs to the web process, so it is
// refused.
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

  stopOnSignals(logger, async () => {
    await worker.stop();
    await database.close();
  });
}

runMain(main);
