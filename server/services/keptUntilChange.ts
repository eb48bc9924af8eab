import { type DataChanges, type DataTopic, writeTouches } from "../dataChanges";

/** Answers kept by key until data they come from changes. */
export type KeptAnswers<V> = {
  /** The kept answer for `key`, else `read()`'s, kept. A failed reading is not kept. */
  get(key: string, read: () => Promise<V>): Promise<V>;
  /** Stops listening for changes. */
  close(): void;
};

// More keys than any real use makes (states × fish types × days); past it, everything is dropped
// rather than tracked for age: a reading costs a query.
const MAX_KEYS = 2_000;

/**
 * In-process answers read from the database, kept while this process is sure to hear of every
 * write (decision 018): dropped on any write of `topics` here or in another process, and not
 * kept at all while the change feed is unreliable. A reading under way when a write is heard is
 * dropped too, so no answer older than the last write is ever kept.
 */
export function keptUntilChange<V>(changes: DataChanges, topics: readonly DataTopic[]): KeptAnswers<V> {
  const kept = new Map<string, Promise<V>>();
  const stopListening = changes.onChange((change) => {
    if (change.kind === "reliability" || topics.some((topic) => writeTouches(change, topic))) kept.clear();
  });
  return {
    get(key, read) {
      if (!changes.reliable) return read();
      const cached = kept.get(key);
      if (cached) return cached;
      if (kept.size >= MAX_KEYS) kept.clear();
      const reading = read();
      kept.set(key, reading);
      reading.catch(() => {
        if (kept.get(key) === reading) kept.delete(key);
      });
      return reading;
    },
    close: stopListening,
  };
}
