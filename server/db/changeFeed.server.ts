import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type DataChanges, type DataTopic, isDataTopic } from "../dataChanges";
import type { Database, DatabaseHandle } from "./client.server";

/**
 * Every process serving one database hears of every write through this PostgreSQL channel
 * (LISTEN/NOTIFY; PGlite has the same in-process), so its caches never outlive the data.
 */
export const DATA_CHANGES_CHANNEL = "fishspots_changes";

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * A notification's payload: the writer's origin alone (what older processes and the operator
 * tools send, meaning anything may have changed), or `{"origin":…,"topic":…,"spot":…}` when the
 * writer says what it changed (`spot`, the location whose data of that topic changed, is optional).
 */
export function changeNotice(origin: string, topic?: DataTopic, spot?: number): string {
  if (!topic) return origin;
  return JSON.stringify(spot === undefined ? { origin, topic } : { origin, topic, spot });
}

export type ChangeNotice = { origin: string; topic: DataTopic | undefined; spot?: number };

/**
 * Reads a payload of either form; an unknown topic (a newer writer) counts as anything, and a
 * spot that is not a location id as the whole topic.
 */
export function readChangeNotice(payload: string): ChangeNotice {
  if (payload.startsWith("{")) {
    try {
      const notice = JSON.parse(payload) as { origin?: unknown; topic?: unknown; spot?: unknown };
      if (typeof notice.origin === "string") {
        const topic = isDataTopic(notice.topic) ? notice.topic : undefined;
        const spot = topic && Number.isSafeInteger(notice.spot) ? (notice.spot as number) : undefined;
        return spot === undefined ? { origin: notice.origin, topic } : { origin: notice.origin, topic, spot };
      }
    } catch {}
  }
  return { origin: payload, topic: undefined };
}

/**
 * Tells every listening process that data changed. Sent right after the write commits: the
 * notification is delivered only after the data it speaks of is visible.
 */
export async function notifyDataChanged(
  db: Database,
  origin: string,
  topic?: DataTopic,
  spot?: number,
): Promise<void> {
  await db.execute(sql`select pg_notify(${DATA_CHANGES_CHANNEL}, ${changeNotice(origin, topic, spot)})`);
}

export type ChangeFeed = {
  /** Settles once the first attempt to listen has succeeded or failed. */
  started: Promise<void>;
  stop(): Promise<void>;
};

/**
 * Keeps a LISTEN open for the life of the process: notifications from other processes reach
 * `changes`; while the connection is down `changes` is unreliable (caches keep nothing), and
 * it is reopened with backoff. Own announcements are broadcast through the same database.
 */
export function followDataChanges(options: {
  database: Pick<DatabaseHandle, "listen" | "notify">;
  changes: DataChanges;
  logger: Logger;
}): ChangeFeed {
  const { database, changes, logger } = options;
  let stopped = false;
  let current: { close(): Promise<void> } | undefined;
  let wake: () => void = () => {};
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });

  changes.setReliable(false);
  changes.setBroadcast((origin, topic, spot) =>
    database.notify(DATA_CHANGES_CHANNEL, changeNotice(origin, topic, spot)),
  );

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const run = async () => {
    let retryMs = RETRY_FIRST_MS;
    let failing = false;
    while (!stopped) {
      try {
        const listener = await database.listen(DATA_CHANGES_CHANNEL, (payload) => {
          const notice = readChangeNotice(payload);
          changes.receive(notice.origin, notice.topic, notice.spot);
        });
        if (stopped) {
          await listener.close();
          break;
        }
        current = listener;
        changes.setReliable(true);
        logger.info({ event: "data_changes.listening" }, "listening for data changes");
        markStarted();
        retryMs = RETRY_FIRST_MS;
        failing = false;
        const reason = await Promise.race([
          listener.lost,
          new Promise<undefined>((r) => (wake = () => r(undefined))),
        ]);
        current = undefined;
        if (stopped || !reason) break;
        changes.setReliable(false);
        logger.warn(
          { event: "data_changes.lost", reason: reason.message },
          "lost the data-change feed: caching stops until it is back",
        );
      } catch (err) {
        markStarted();
        // One line per outage, not one per retry.
        if (!failing)
          logger.warn(
            { event: "data_changes.unavailable", reason: (err as Error).message },
            "cannot listen for data changes: caching stays off until it can",
          );
        failing = true;
      }
      if (stopped) break;
      await pause(retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  };
  const loop = run();

  return {
    started,
    async stop() {
      stopped = true;
      wake();
      await current?.close();
      await loop;
    },
  };
}
