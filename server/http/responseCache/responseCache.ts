import type { OutgoingHttpHeaders } from "node:http";
import { LRUCache } from "lru-cache";
import type { DataChanges } from "#server/dataChanges";
import { type CachedAnswer, createAnswer } from "./answer";

/**
 * Pages show time-dependent things (today's tides, the "now" mark on the tide chart, the
 * spot's day), so a rendered answer lives at most a minute even when no write clears it.
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
  /** A monotonic clock in milliseconds, never 0 (lru-cache reads a start of 0 as "no TTL"). */
  now?: () => number;
}): ResponseCache {
  // Each store of an answer is a new slot: lru-cache measures a value when it is set, and only
  // when the value under the key is a different one, so a grown answer is stored again in a
  // slot of its own (regrow) to be measured anew.
  type Slot = { answer: CachedAnswer };
  const lru = new LRUCache<string, Slot>({
    // At 0 the cache is off and nothing is ever stored; lru-cache wants a positive bound.
    maxSize: Math.max(1, Math.floor(options.maxBytes)),
    sizeCalculation: (slot) => slot.answer.bytes,
    ttl: options.ttlMs ?? RESPONSE_TTL_MS,
    // Read the clock on every check: its default keeps a reading for a millisecond with a timer
    // per read, and a test's clock moves faster than that.
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  /** `answer` made a compressed variant: measure it again if it is still the one kept. */
  const regrow = (key: string, answer: CachedAnswer) => {
    if (lru.peek(key)?.answer === answer) lru.set(key, { answer }, { noUpdateTTL: true });
  };
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
      const answer = lru.get(key)?.answer;
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
            onGrow: () => regrow(key, answer),
          });
          if (!keep) {
            finish(undefined);
            return answer;
          }
          const current = startedIn === generation && isActive();
          if (!settled && shared && current && answer.bytes <= maxAnswerBytes) lru.set(key, { answer });
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
      return { hits, misses, entries: lru.size, bytes: lru.calculatedSize };
    },
  };
}
