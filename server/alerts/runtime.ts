import type { Logger } from "pino";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import type { Mailer } from "../mail.server";
import {
  createLiveConditions,
  createTideCache,
  type LiveConditions,
  type TideCache,
} from "../services/conditions";
import type { FlowReader } from "./flowNotices";
import { weatherCheckFor } from "./weatherCheck";
import { type AlertWorker, createAlertWorker } from "./worker";

/** A gauge's latest discharge from the live conditions' cache, for river flow alerts. */
export function readFlowFrom(live: Pick<LiveConditions, "waterReport">): FlowReader {
  return async (siteId) => {
    const report = await live.waterReport(siteId);
    const flow = report?.value.readings.find((r) => r.parameterCode === "00060");
    // A reading kept from before an outage is old news: no notice is built on it.
    if (!report || report.stale || !flow) return null;
    return { value: flow.value, time: flow.time, site: report.value.site };
  };
}

/** The worker as the processes run it: the configured mail, links and weather source. */
export function alertWorkerFor(deps: {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  tideCache?: TideCache;
}): AlertWorker {
  const logger = deps.logger.child({ component: "alert-worker" });
  const tideCache = deps.tideCache ?? createTideCache();
  // The same cache of gauge readings and forecasts as the pages: the worker asks USGS and NWS only
  // when what every process shares in source_cache is old.
  const live = createLiveConditions({ db: deps.db, logger, config: deps.config, tideCache });
  return createAlertWorker({
    db: deps.db,
    mailer: deps.mailer,
    logger,
    weatherCheck: weatherCheckFor(live.weatherReadingAt),
    publicUrl: deps.config.publicUrl,
    tideCache,
    readFlow: readFlowFrom(live),
  });
}
