import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { alertWorkerFor } from "./alerts/runtime";
import { loadConfig } from "./config.server";
import { createDataChanges } from "./dataChanges";
import { followDataChanges } from "./db/changeFeed.server";
import { openDatabase, setEmbeddedProcessV8Flags } from "./db/client.server";
import { isNewEmbeddedDatabase, prepareNewDatabaseApart } from "./db/freshDatabase";
import { prepareDatabase } from "./db/setup";
import { createApp } from "./http/app";
import { drainOnClose } from "./http/drain";
import { withResponseCache } from "./http/responseCache/front";
import { createResponseCache } from "./http/responseCache/responseCache";
import { runMain, stopOnSignals } from "./lifecycle";
import { createLogger } from "./logger";
import { createMailer } from "./mail.server";
import { developmentPages, productionPages } from "./pages";
import { contentDir } from "./paths";
import { createServices } from "./services";
import { createTideCache } from "./services/conditions";
import { assertContent } from "./services/content";

// Requests get 8 s to finish, leaving room for the alert tick and the database to close
// within the 10 s an orchestrator usually waits before it kills.
const SHUTDOWN_GRACE_MS = 8_000;
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

// The web process, loaded by its entry (main.ts): config → database → HTTP (→ alert worker) →
// graceful shutdown.
async function main() {
  const config = loadConfig();
  // A content file that does not pass its schema stops start-up, naming the file, the record and
  // the field (docs/architecture.md "Content"): better than a page that shows less, or a 500.
  assertContent(config.contentDir ?? contentDir);
  const logger = createLogger(config.logLevel);
  // Before the embedded database's WebAssembly is compiled (decision 043).
  if (!config.databaseUrl) setEmbeddedProcessV8Flags();
  // A new embedded database is made in a process of its own, which gives its memory back when it
  // ends (decision 043); this one then opens it as an existing folder.
  const made =
    !config.databaseUrl && isNewEmbeddedDatabase(config.dataDir)
      ? await prepareNewDatabaseApart(import.meta.url)
      : { seeded: 0 };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = made.seeded + (await prepareDatabase(database)).seeded;
  logger.info({ event: "database.ready", kind: database.kind, seeded }, "database ready");

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  // Pages and the alert worker read the same station-days.
  const tideCache = createTideCache();
  // Every write clears this process's caches; other processes hear of it through the database.
  const changes = createDataChanges({ logger });
  const changeFeed = followDataChanges({ database, changes, logger });
  await changeFeed.started;
  const services = createServices({
    db: database.db,
    mailer,
    logger,
    config,
    tideCache,
    changes,
  });
  const pageDeps = { config, services, logger };
  const pages =
    config.env === "development" ? await developmentPages(pageDeps) : await productionPages(pageDeps);
  // In development the sources change under the server: nothing rendered is kept.
  const responseCacheBytes = config.env === "development" ? 0 : config.responseCacheBytes;
  const responseCache = createResponseCache({ maxBytes: responseCacheBytes, changes });
  const app = createApp({ config, services, database, logger, pages, responseCache });

  const server = createServer(withResponseCache(app, { cache: responseCache, logger }));
  server.listen(config.port, config.host);
  const connections = drainOnClose(server);
  // Keep idle connections longer than clients and proxies do (Node's 5 s default loses races
  // with a client reusing a socket at the moment the server closes it: a reset request).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  logger.info(
    { event: "http.listening", port, url: config.publicUrl },
    `listening on http://localhost:${port}`,
  );

  const worker = config.alertWorker
    ? alertWorkerFor({ config, db: database.db, mailer, logger, tideCache })
    : undefined;
  if (worker) {
    worker.start();
    logger.info({ event: "worker.started" }, "alert worker started");
  } else {
    logger.info({ event: "worker.off" }, "alert worker off (ALERT_WORKER=off)");
  }

  stopOnSignals(logger, async () => {
    // Stop accepting and let in-flight requests finish; connections close as they fall quiet,
    // and whatever is left at the grace period is cut.
    const drained = connections.drain({ graceMs: SHUTDOWN_GRACE_MS });
    logger.info({ event: "http.draining", graceMs: SHUTDOWN_GRACE_MS }, "no longer accepting connections");
    await drained;
    // The tick in progress finishes (its notices are recorded before they are sent).
    await worker?.stop();
    // A map index build still running (a stop soon after start) ends before the database does.
    await services.close();
    await changeFeed.stop();
    await database.close();
  });
}

runMain(main);
