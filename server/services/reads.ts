import { AsyncLocalStorage } from "node:async_hooks";
import type { DataTopic } from "#server/dataChanges";

/**
 * What a rendered answer read, in the terms of what a write changes (decision 018, "A write
 * clears what it changes"): `reviews` for any location's reviews and ratings, `reviews@12` for
 * location 12's alone; the same for `alerts`. Only the topics readers write all day are
 * followed this closely (TRACKED_TOPICS); a write of any other topic clears every kept answer.
 */
export type ReadTag = string;

/** The topics whose reads are recorded; writes of these clear only the answers that read them. */
export const TRACKED_TOPICS = ["reviews", "alerts"] as const satisfies readonly DataTopic[];
export type TrackedTopic = (typeof TRACKED_TOPICS)[number];

export function isTrackedTopic(topic: DataTopic | undefined): topic is TrackedTopic {
  return (TRACKED_TOPICS as readonly (DataTopic | undefined)[]).includes(topic);
}

/** One location's data of a topic. */
export function spotTag(topic: TrackedTopic, locationId: number): ReadTag {
  // A call with no usable id fails before it reads; recording the whole topic is never wrong.
  return Number.isSafeInteger(locationId) ? `${topic}@${locationId}` : topic;
}

/** The topic of a tag (`reviews@12` is of `reviews`), and its location if it names one. */
export function parseReadTag(tag: ReadTag): { topic: string; spot?: number } {
  const at = tag.indexOf("@");
  return at < 0 ? { topic: tag } : { topic: tag.slice(0, at), spot: Number(tag.slice(at + 1)) };
}

const collecting = new AsyncLocalStorage<Set<ReadTag>>();

/** Runs `fn` (a render) so that every service read under it adds its tags to `into`. */
export function collectReads<T>(into: Set<ReadTag>, fn: () => T): T {
  return collecting.run(into, fn);
}

function recordReads(tags: readonly ReadTag[]): void {
  const into = collecting.getStore();
  if (into) for (const tag of tags) into.add(tag);
}

/** Which tags a call reads, from its arguments. */
type TagsOf = (...args: never[]) => readonly ReadTag[];

/**
 * A domain's services, each recording what it reads when called under `collectReads`: the
 * narrow tags `narrow` gives for its name, or else the whole topic. Every function of the
 * domain records something, so a read added later is covered before anyone thinks of it.
 */
export function recordingReads<S extends Record<string, unknown>>(
  topic: TrackedTopic,
  services: S,
  narrow: {
    [K in keyof S]?: S[K] extends (...args: infer A) => unknown ? (...args: A) => readonly ReadTag[] : never;
  },
): S {
  const wide = [topic];
  const wrapped: Record<string, unknown> = {};
  for (const [name, service] of Object.entries(services)) {
    if (typeof service !== "function") {
      wrapped[name] = service;
      continue;
    }
    const tagsOf = narrow[name] as TagsOf | undefined;
    wrapped[name] = (...args: never[]) => {
      recordReads(tagsOf ? tagsOf(...args) : wide);
      return (service as (...a: never[]) => unknown)(...args);
    };
  }
  return wrapped as S;
}
