import type { LRUCache } from "lru-cache";

/**
 * The value cached under `key`, or computes, stores and returns it. For lru-cache caches of
 * values that are cheap to recompute and the same for every visitor, such as a station's tides
 * for a day.
 */
export function getOrCompute<K extends {}, V extends {}>(cache: LRUCache<K, V>, key: K, compute: () => V): V {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const value = compute();
  cache.set(key, value);
  return value;
}
