import type { Logger } from "pino";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import type { Mailer } from "../mail.server";
import type { TideCache } from "../services/tides";
import { weatherSourceFromConfig } from "../weather";
import { weatherCheckFor } from "./weatherCheck";
import { type AlertWorker, createAlertWorker } from "./worker";

/** The worker as the processes run it: the configured mail, links and weather source. */
export function alertWorkerFor(deps: {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  tideCache?: TideCache;
}): AlertWorker {
  const logger = deps.logger.child({ component: "alert-worker" });
  return createAlertWorker({
    db: deps.db,
    mailer: deps.mailer,
    logger,
    weatherCheck: weatherCheckFor(weatherSourceFromConfig(deps.config, logger)),
    publicUrl: deps.config.publicUrl,
    tideCache: deps.tideCache,
  });
}
