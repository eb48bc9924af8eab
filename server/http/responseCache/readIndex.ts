import { parseReadTag, type ReadTag } from "#server/services/reads";

/** A write as the cache sees it: of one topic, of one location's data when `spot` is given. */
export type TargetedWrite = { topic: string; spot?: number };

/**
 * Which kept answers read which data (decision 018, "A write clears what it changes"): the keys
 * by each tag they read, and by each topic any of their tags is of, so that a write of one
 * location finds the answers that read it, and a write of a whole topic every answer of that topic.
 */
export function createReadIndex() {
  const byTag = new Map<ReadTag, Set<string>>();
  const byTopic = new Map<string, Set<string>>();
  const addTo = (map: Map<string, Set<string>>, name: string, key: string) => {
    const keys = map.get(name);
    if (keys) keys.add(key);
    else map.set(name, new Set([key]));
  };
  const removeFrom = (map: Map<string, Set<string>>, name: string, key: string) => {
    const keys = map.get(name);
    if (keys?.delete(key) && keys.size === 0) map.delete(name);
  };
  return {
    add(key: string, reads: Iterable<ReadTag>) {
      for (const tag of reads) {
        addTo(byTag, tag, key);
        addTo(byTopic, parseReadTag(tag).topic, key);
      }
    },
    remove(key: string, reads: Iterable<ReadTag>) {
      for (const tag of reads) {
        removeFrom(byTag, tag, key);
        removeFrom(byTopic, parseReadTag(tag).topic, key);
      }
    },
    /** The keys whose answers read what `write` changed (a copy: clearing them edits the index). */
    keysReading(write: TargetedWrite): string[] {
      if (write.spot === undefined) return [...(byTopic.get(write.topic) ?? [])];
      return [...(byTag.get(write.topic) ?? []), ...(byTag.get(`${write.topic}@${write.spot}`) ?? [])];
    },
    clear() {
      byTag.clear();
      byTopic.clear();
    },
  };
}

/** Whether an answer that read `reads` showed anything `write` changed. */
export function readsWrite(reads: ReadonlySet<ReadTag>, write: TargetedWrite): boolean {
  if (reads.has(write.topic)) return true;
  if (write.spot !== undefined) return reads.has(`${write.topic}@${write.spot}`);
  for (const tag of reads) if (parseReadTag(tag).topic === write.topic) return true;
  return false;
}
