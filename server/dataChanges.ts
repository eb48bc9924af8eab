import { randomUUID } from "node:crypto";
import type { Logger } from "pino";

/**
 * "Data changed", for every in-process cache (rendered answers, and any index built from the
 * database). The database is the only shared state (architecture rule 5), so a cache may keep
 * data only while it is sure to hear of every write: writes here call `announce`, writes in
 * other processes arrive through the database's change feed (server/db/changeFeed.server.ts).
 */
export type DataChanges = {
  /** This process's name in the change feed, so it can skip its own notifications. */
  readonly origin: string;
  /**
   * True while every write is heard: always for one process alone, and on PostgreSQL only while
   * the feed's listening connection is up. Caches keep nothing while it is false.
   */
  readonly reliable: boolean;
  /** Called on every change, and whenever `reliable` changes (in both cases: drop what you keep). */
  onChange(listener: () => void): () => void;
  /**
   * A write committed in this process: every listener runs now (before the write's answer goes
   * out), then other processes are told through the database.
   */
  announce(): Promise<void>;
  /** A write committed in the process named `origin`; this process's own are already handled. */
  receive(origin: string): void;
  setReliable(reliable: boolean): void;
  /** How announcements reach other processes (set once the feed is running). */
  setBroadcast(broadcast: (origin: string) => Promise<void>): void;
};

export function createDataChanges(options: { logger: Logger }): DataChanges {
  const listeners = new Set<() => void>();
  let reliable = true;
  let broadcast: ((origin: string) => Promise<void>) | undefined;
  const origin = randomUUID();

  const notifyListeners = () => {
    for (const listener of listeners) {
      try {
        listener();
      } catch (err) {
        options.logger.error({ err, event: "data_changes.listener_failed" }, "a data-change listener failed");
      }
    }
  };

  return {
    origin,
    get reliable() {
      return reliable;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async announce() {
      notifyListeners();
      if (!broadcast) return;
      try {
        await broadcast(origin);
      } catch (err) {
        // The write itself is committed: answer it. Other processes' entries age out (TTL).
        options.logger.warn(
          { err, event: "data_changes.broadcast_failed" },
          "could not tell other processes about a write",
        );
      }
    },
    receive(from) {
      if (from !== origin) notifyListeners();
    },
    setReliable(next) {
      if (next === reliable) return;
      reliable = next;
      notifyListeners();
    },
    setBroadcast(next) {
      broadcast = next;
    },
  };
}
