// The last answer of each source key (a USGS gauge, an NWS forecast grid), kept in the database
// and mirrored in memory (decision 031):
//   - fresh for `ttlMs`: every visitor, web process and alert worker shares one answer;
//   - when it is older, the next reader asks the source again (one request per key per process
//     at a time);
//   - when the source fails, the last answer is served marked stale, with its time, and the key
//     is left alone for a back-off that doubles with each failure in a row (30 s up to 10 min);
//   - with no answer ever kept, a failure is null: the caller says the source is unavailable.
// The database copy survives restarts, so "stale while the source is down" holds from the first
// request after one. A database failure only costs the shared copy: memory still serves.

import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import { sourceCache } from "../db/schema";

export type Loaded<T> = { ok: true; value: T } | { ok: false; reason: string };

export type CachedAnswer<T> = { value: T; fetchedAt: Date; stale: boolean };

type Entry = {
  body: string | null;
  fetchedAt: number | null;
  failures: number;
  failedAt: number | null;
  /** When this process last read the row, so a fresh copy is not read again per request. */
  checkedAt: number;
};

export const BACK_OFF_FIRST_MS = 30_000;
export const BACK_OFF_MAX_MS = 10 * 60_000;
// How long this process trusts its memory of a row before looking at the shared copy again:
// another process may have refreshed it or seen the source fail.
const ROW_RECHECK_MS = 30_000;
const MAX_KEYS = 20_000;

export function backOffMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(BACK_OFF_FIRST_MS * 2 ** (failures - 1), BACK_OFF_MAX_MS);
}

export type SourceCache = {
  /**
   * The answer for `key`: the kept one while younger than `ttlMs`, else a new one from `load`,
   * else the kept one marked stale, else null.
   */
  get<T>(key: string, ttlMs: number, load: () => Promise<Loaded<T>>): Promise<CachedAnswer<T> | null>;
  /** Forgets this process's memory (tests: as after a restart). */
  clearMemory(): void;
};

export function createSourceCache(deps: { db: Database; logger: Logger; now?: () => Date }): SourceCache {
  const { db, logger } = deps;
  const now = () => (deps.now ?? (() => new Date()))().getTime();
  const memory = new LRUCache<string, Entry>({ max: MAX_KEYS });
  const inFlight = new Map<string, Promise<CachedAnswer<unknown> | null>>();

  async function readRow(key: string): Promise<Entry | undefined> {
    try {
      const [row] = await db.select().from(sourceCache).where(eq(sourceCache.key, key));
      if (!row) return undefined;
      return {
        body: row.body,
        fetchedAt: row.fetchedAt?.getTime() ?? null,
        failures: row.failures,
        failedAt: row.failedAt?.getTime() ?? null,
        checkedAt: now(),
      };
    } catch (error) {
      logger.warn({ event: "source_cache.read_failed", key, err: error }, "source cache unreadable");
      return memory.get(key);
    }
  }

  async function writeRow(key: string, entry: Entry, lastError: string | null): Promise<void> {
    memory.set(key, entry);
    const values = {
      body: entry.body,
      fetchedAt: entry.fetchedAt === null ? null : new Date(entry.fetchedAt),
      failures: entry.failures,
      failedAt: entry.failedAt === null ? null : new Date(entry.failedAt),
      lastError,
    };
    try {
      await db
        .insert(sourceCache)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: sourceCache.key, set: values });
    } catch (error) {
      logger.warn({ event: "source_cache.write_failed", key, err: error }, "source cache not written");
    }
  }

  const answerOf = <T>(entry: Entry | undefined, stale: boolean): CachedAnswer<T> | null =>
    entry?.body != null && entry.fetchedAt !== null
      ? { value: JSON.parse(entry.body) as T, fetchedAt: new Date(entry.fetchedAt), stale }
      : null;

  const isFresh = (entry: Entry | undefined, ttlMs: number): boolean =>
    entry?.fetchedAt != null && entry.body != null && now() - entry.fetchedAt < ttlMs;

  const backingOff = (entry: Entry | undefined) =>
    entry?.failedAt != null && now() - entry.failedAt < backOffMs(entry.failures);

  async function refresh<T>(key: string, ttlMs: number, load: () => Promise<Loaded<T>>) {
    const row = await readRow(key);
    if (row) memory.set(key, row);
    if (isFresh(row, ttlMs)) return answerOf<T>(row, false);
    if (backingOff(row)) return answerOf<T>(row, true);
    let loaded: Loaded<T>;
    try {
      loaded = await load();
    } catch (error) {
      loaded = { ok: false, reason: `unexpected error: ${String(error)}` };
    }
    if (loaded.ok) {
      const entry: Entry = {
        body: JSON.stringify(loaded.value),
        fetchedAt: now(),
        failures: 0,
        failedAt: null,
        checkedAt: now(),
      };
      await writeRow(key, entry, null);
      return answerOf<T>(entry, false);
    }
    const failures = (row?.failures ?? 0) + 1;
    logger.warn(
      { event: "source.unavailable", key, reason: loaded.reason, failures },
      "source outside our machine unavailable",
    );
    const entry: Entry = {
      body: row?.body ?? null,
      fetchedAt: row?.fetchedAt ?? null,
      failures,
      failedAt: now(),
      checkedAt: now(),
    };
    await writeRow(key, entry, loaded.reason);
    return answerOf<T>(entry, true);
  }

  return {
    async get<T>(key: string, ttlMs: number, load: () => Promise<Loaded<T>>) {
      const known = memory.get(key);
      if (known && now() - known.checkedAt < ROW_RECHECK_MS) {
        if (isFresh(known, ttlMs)) return answerOf<T>(known, false);
        if (backingOff(known)) return answerOf<T>(known, true);
      }
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<CachedAnswer<T> | null>;
      const flight = refresh(key, ttlMs, load).finally(() => inFlight.delete(key));
      inFlight.set(key, flight);
      return flight;
    },
    clearMemory: () => memory.clear(),
  };
}
