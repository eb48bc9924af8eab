import { randomUUID } from "node:crypto";
import type { Logger } from "pino";

/**
 * What a write changed. Every cache of rendered answers drops everything on any of them; a
 * cache built from one kind of data (the map index: locations) skips the others.
 */
export const DATA_TOPICS = ["locations", "reviews", "alerts", "suggestions", "tips", "guides"] as const;
export type DataTopic = (typeof DATA_TOPICS)[number];

export function isDataTopic(value: unknown): value is DataTopic {
  return typeof value === "string" && (DATA_TOPICS as readonly string[]).includes(value);
}

/**
 * What a listener hears: a write (`topic` undefined when the writer did not say what it changed,
 * as older processes and the operator tools do: then anything may have; `spot` the one location
 * whose data of that topic changed, when the writer knows it), or the feed becoming reliable or
 * unreliable.
 */
export type DataChange =
  | { kind: "write"; topic: DataTopic | undefined; spot?: number }
  | { kind: "reliability"; reliable: boolean };

/** Whether a write may have changed data of `topic`. */
export function writeTouches(change: DataChange, topic: DataTopic): boolean {
  return change.kind === "write" && (change.topic === undefined || change.topic === topic);
}

/**
 * "Data changed", for every in-process cache (rendered answers, and any index built from the
 * database). The database is the only shared state
 * (docs/architecture.md "The database is the only shared state"), so a cache may keep data only
 * while it is sure to hear of every write: writes here call `announce`, writes in other processes
 * arrive through the database's change feed (server/db/changeFeed.server.ts).
 */
export type DataChanges = {
  /** This process's name in the change feed, so it can skip its own notifications. */
  readonly origin: string;
  /**
   * True while every write is heard: always for one process alone, and on PostgreSQL only while
   * the feed's listening connection is up. While it is false the response cache keeps nothing,
   * and the map index rebuilds now and then (a rebuild costs seconds, a render milliseconds).
   */
  readonly reliable: boolean;
  /**
   * Called on every change, and whenever `reliable` changes (in both cases: drop what you keep,
   * unless `change` says it concerns nothing you keep).
   */
  onChange(listener: (change: DataChange) => void): () => void;
  /**
   * A write committed in this process: every listener runs now (before the write's answer goes
   * out), then other processes are told through the database. Without a topic, anything may
   * have changed; with a spot, only that location's data of the topic did.
   */
  announce(topic?: DataTopic, spot?: number): Promise<void>;
  /** A write committed in the process named `origin`; this process's own are already handled. */
  receive(origin: string, topic?: DataTopic, spot?: number): void;
  setReliable(reliable: boolean): void;
  /** How announcements reach other processes (set once the feed is running). */
  setBroadcast(broadcast: Broadcast): void;
};

/** Sends one announcement to the other processes. */
export type Broadcast = (
  origin: string,
  topic: DataTopic | undefined,
  spot: number | undefined,
) => Promise<void>;

export function createDataChanges(options: { logger: Logger }): DataChanges {
  const listeners = new Set<(change: DataChange) => void>();
  let reliable = true;
  let broadcast: Broadcast | undefined;
  const origin = randomUUID();

  const notifyListeners = (change: DataChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
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
    async announce(topic, spot) {
      notifyListeners(writeChange(topic, spot));
      if (!broadcast) return;
      try {
        await broadcast(origin, topic, topic === undefined ? undefined : spot);
      } catch (err) {
        // The write itself is committed: answer it. Other processes' entries age out (TTL).
        options.logger.warn(
          { err, event: "data_changes.broadcast_failed" },
          "could not tell other processes about a write",
        );
      }
    },
    receive(from, topic, spot) {
      if (from !== origin) notifyListeners(writeChange(topic, spot));
    },
    setReliable(next) {
      if (next === reliable) return;
      reliable = next;
      notifyListeners({ kind: "reliability", reliable });
    },
    setBroadcast(next) {
      broadcast = next;
    },
  };
}

/** A spot narrows a write only when its topic is known. */
function writeChange(topic: DataTopic | undefined, spot: number | undefined): DataChange {
  return topic !== undefined && spot !== undefined
    ? { kind: "write", topic, spot }
    : { kind: "write", topic };
}
