import type { OutgoingHttpHeaders } from "node:http";
import type { DataChanges } from "#server/dataChanges";
import { type CachedAnswer, createAnswer } from "./answer";
import { ByteLru } from "./byteLru";

/**
 * Pages show time-dependent things (today's tides, the "now" mark on the tide chart, the
 * Oregon day), so a rendered answer lives at most a minute even when no write clears it.
 */
export const RESPONSE_TTL_MS = 60_000;

/** A render in progress for one key: the request that renders it, and those waiting on it. */
export type Ticket = {
  /**
   * The render is done: freeze it, store it when still current, hand it to those waiting.
   * `keep: false` (a degraded render) only freezes it, for this one request.
   */
  complete(
    captured: { headers: OutgoingHttpHeaders; body: Buffer; varyByCookie: boolean; route?: string },
    options?: { keep: boolean },
  ): CachedAnswer;
  /** The render gave nothing to share (not a 200, private, or the visitor left): they render. */
  abandon(): void;
};

export type ResponseCacheStats = { hits: number; misses: number; entries: number; bytes: number };

export type ResponseCache = {
  /** False when turned off, or while writes elsewhere might go unheard (DataChanges.reliable). */
  readonly active: boolean;
  /** A stored answer for `key`, counting a hit. */
  get(key: string): CachedAnswer | undefined;
  /** The answer of a render of `key` in progress, when one is. */
  pending(key: string): Promise<CachedAnswer | undefined> | undefined;
  /** Starts rendering `key`: later requests for it wait for this one (while active). */
  begin(key: string): Ticket;
  clear(): void;
  stats(): ResponseCacheStats;
};

/**
 * The in-process cache of rendered GET answers, bounded by bytes, cleared on every data change.
 * A render that began before a change is never stored after it (the generation check), and
 * requests that arrive after a change never wait on such a render.
 */
export function createResponseCache(options: {
  maxBytes: number;
  changes?: DataChanges;
  ttlMs?: number;
  now?: () => number;
}): ResponseCache {
  const lru = new ByteLru<CachedAnswer>({
    maxBytes: options.maxBytes,
    ttlMs: options.ttlMs ?? RESPONSE_TTL_MS,
    now: options.now,
  });
  // One answer may take at most a sixteenth of the cache (sitemaps, big lists stay out of it).
  const maxAnswerBytes = options.maxBytes / 16;
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  let generation = 0;
  let hits = 0;
  let misses = 0;

  const isActive = () => options.maxBytes > 0 && (options.changes?.reliable ?? true);

  const clear = () => {
    generation++;
    lru.clear();
    inFlight.clear();
  };
  options.changes?.onChange(clear);

  return {
    get active() {
      return isActive();
    },
    get(key) {
      if (!isActive()) return undefined;
      const answer = lru.get(key);
      if (answer) hits++;
      return answer;
    },
    pending(key) {
      return isActive() ? inFlight.get(key) : undefined;
    },
    begin(key) {
      misses++;
      const startedIn = generation;
      const shared = isActive();
      let settle: (answer: CachedAnswer | undefined) => void = () => {};
      const promise = new Promise<CachedAnswer | undefined>((resolve) => {
        settle = resolve;
      });
      if (shared) inFlight.set(key, promise);
      let settled = false;
      const finish = (answer: CachedAnswer | undefined) => {
        if (settled) return;
        settled = true;
        if (inFlight.get(key) === promise) inFlight.delete(key);
        settle(answer);
      };
      return {
        complete(captured, { keep } = { keep: true }) {
          const answer = createAnswer({
            ...captured,
            onGrow: (extra) => lru.grow(key, answer, extra),
          });
          if (!keep) {
            finish(undefined);
            return answer;
          }
          const current = startedIn === generation && isActive();
          if (!settled && shared && current && answer.bytes <= maxAnswerBytes)
            lru.set(key, answer, answer.bytes);
          finish(answer);
          return answer;
        },
        abandon() {
          finish(undefined);
        },
      };
    },
    clear,
    stats() {
      return { hits, misses, entries: lru.size, bytes: lru.bytes };
    },
  };
}
