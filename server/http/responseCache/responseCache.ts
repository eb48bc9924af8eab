import type { OutgoingHttpHeaders } from "node:http";
import { LRUCache } from "lru-cache";
import type { DataChange, DataChanges } from "#server/dataChanges";
import { isTrackedTopic, type ReadTag } from "#server/services/reads";
import { type CachedAnswer, createAnswer } from "./answer";
import { createReadIndex, readsWrite, type TargetedWrite } from "./readIndex";

/**
 * Pages show time-dependent things (today's tides, the "now" mark on the tide chart, the
 * spot's day), so a rendered answer lives at most a minute even when no write clears it.
 */
export const RESPONSE_TTL_MS = 60_000;

/** A render in progress for one key: the request that renders it, and those waiting on it. */
export type Ticket = {
  /** What the render reads: run it under `collectReads(ticket.reads, …)`. */
  readonly reads: Set<ReadTag>;
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
  /** Drops every kept answer (a fault injected by a test, a change of unknown reach). */
  clear(): void;
  stats(): ResponseCacheStats;
};

/**
 * How many writes a render in progress is checked against; one that outlives more (it took far
 * longer than the writes' pace) is not kept.
 */
const WRITES_REMEMBERED = 4096;

/**
 * The in-process cache of rendered GET answers, bounded by bytes. A write clears the answers
 * that read what it changed (a review of a spot: the answers that showed that spot's reviews or
 * rating, or all reviews); a write of another topic, or of unknown reach, clears them all. A
 * render that began before a write is not stored if it read what the write changed, and requests
 * that arrive after a write never wait on a render begun before it.
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
  type Slot = { answer: CachedAnswer; reads: ReadonlySet<ReadTag> };
  const readIndex = createReadIndex();
  const lru = new LRUCache<string, Slot>({
    dispose: (slot, key) => readIndex.remove(key, slot.reads),
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
    const slot = lru.peek(key);
    if (slot?.answer === answer) store(key, { answer, reads: slot.reads }, true);
  };
  // One answer may take at most a sixteenth of the cache (sitemaps, big lists stay out of it).
  const maxAnswerBytes = options.maxBytes / 16;
  const store = (key: string, slot: Slot, keepTtl = false) => {
    lru.set(key, slot, keepTtl ? { noUpdateTTL: true } : {});
    // After the set: replacing a slot disposes of the old one, and its tags with it.
    if (lru.peek(key) === slot) readIndex.add(key, slot.reads);
  };
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();
  // Writes are numbered; a render remembers the number it began at, and is checked against the
  // writes since (the targeted ones, in order) and the last write that cleared everything.
  let writeCount = 0;
  let lastClearAll = 0;
  let recentWrites: { number: number; write: TargetedWrite }[] = [];
  let rendering = 0;
  let hits = 0;
  let misses = 0;

  const isActive = () => options.maxBytes > 0 && (options.changes?.reliable ?? true);

  const clear = () => {
    lastClearAll = ++writeCount;
    recentWrites = [];
    lru.clear();
    readIndex.clear();
    inFlight.clear();
  };
  const clearWhatReads = (write: TargetedWrite) => {
    const number = ++writeCount;
    if (rendering > 0) {
      recentWrites.push({ number, write });
      if (recentWrites.length > WRITES_REMEMBERED)
        lastClearAll = recentWrites.shift()?.number ?? lastClearAll;
    }
    for (const key of readIndex.keysReading(write)) lru.delete(key);
    inFlight.clear();
  };
  /** Whether a write after the render's start changed what it read. */
  const changedSince = (startedAt: number, reads: ReadonlySet<ReadTag>) =>
    lastClearAll > startedAt || recentWrites.some((w) => w.number > startedAt && readsWrite(reads, w.write));
  options.changes?.onChange((change: DataChange) => {
    if (change.kind === "write" && isTrackedTopic(change.topic))
      clearWhatReads(
        change.spot === undefined ? { topic: change.topic } : { topic: change.topic, spot: change.spot },
      );
    else clear();
  });

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
      const startedAt = writeCount;
      const reads = new Set<ReadTag>();
      rendering++;
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
        if (--rendering === 0) recentWrites = [];
        if (inFlight.get(key) === promise) inFlight.delete(key);
        settle(answer);
      };
      return {
        reads,
        complete(captured, { keep } = { keep: true }) {
          const answer = createAnswer({
            ...captured,
            onGrow: () => regrow(key, answer),
          });
          if (!keep) {
            finish(undefined);
            return answer;
          }
          const current = !changedSince(startedAt, reads) && isActive();
          if (!settled && shared && current && answer.bytes <= maxAnswerBytes) store(key, { answer, reads });
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
