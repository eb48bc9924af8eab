// The alert worker (docs/product.md "Alert worker"): every minute, record the notices that are due, then send
// them. It runs inside the web process by default or alone (`npm run worker`); any number of
// workers may share one PostgreSQL (record.ts and send.ts say how they avoid double sends).

import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import type { Mailer } from "../mail.server";
import { countAlertTick, countFailedAlertTick } from "../metrics";
import { createTideCache, type TideCache } from "../services/conditions";
import { createOptimalWindowCache } from "./eventSources";
import { type FlowReader, recordFlowNotices } from "./flowNotices";
import { recordDueNotices, type WeatherCheck } from "./record";
import { sendDueNotices } from "./send";

export const ALERT_TICK_INTERVAL_MS = 60_000;

export type AlertWorkerDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Shared with the web process when both run in one, so a station-day is computed once. */
  tideCache?: TideCache;
  weatherCheck?: WeatherCheck;
  /** Reads a gauge's latest discharge for river flow alerts; without it they hear nothing. */
  readFlow?: FlowReader;
  /** The worker's clock; tests move it by hand. */
  now?: () => Date;
  intervalMs?: number;
};

export type TickReport = Awaited<ReturnType<typeof recordDueNotices>> &
  Awaited<ReturnType<typeof sendDueNotices>> & {
    /** Gauges read for river flow alerts. */
    gauges: number;
  };

export function createAlertWorker(deps: AlertWorkerDeps) {
  const clock = deps.now ?? (() => new Date());
  const tideCache = deps.tideCache ?? createTideCache();
  const optimalCache = createOptimalWindowCache();
  const intervalMs = deps.intervalMs ?? ALERT_TICK_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function tick(): Promise<TickReport> {
    const now = clock();
    const recorded = await recordDueNotices(
      { db: deps.db, tideCache, optimalCache, weatherCheck: deps.weatherCheck },
      { now },
    );
    const flow = deps.readFlow
      ? await recordFlowNotices({ db: deps.db, readFlow: deps.readFlow }, { now })
      : { gauges: 0, flowRecorded: 0 };
    const sent = await sendDueNotices(deps, { now: clock });
    const report = {
      ...recorded,
      recorded: recorded.recorded + flow.flowRecorded,
      gauges: flow.gauges,
      ...sent,
    };
    countAlertTick(report);
    if (report.recorded + report.sent + report.retrying + report.dead + report.interrupted > 0) {
      deps.logger.info({ event: "alert.tick", ...report }, "alert tick");
    }
    return report;
  }

  // Ticks never overlap: the next is scheduled when the last has finished.
  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => {
          countFailedAlertTick();
          deps.logger.error({ event: "alert.tick.failed", err: error }, "alert tick failed");
        })
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Stops scheduling and waits for the tick in progress (shutdown finishes the current job). */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type AlertWorker = ReturnType<typeof createAlertWorker>;
