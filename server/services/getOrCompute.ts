/** What getOrCompute keeps its values in: an lru-cache cache, or a plain Map. */
type KeyedStore<K, V> = { get(key: K): V | undefined; set(key: K, value: NoInfer<V>): unknown };

/**
 * The value cached under `key`, or computes, stores and returns it. For caches of values that
 * are cheap to recompute and the same for every visitor, such as a station's tides for a day,
 * and for things made once on first demand, such as a state's index.
 */
export function getOrCompute<K extends {}, V extends {}>(
  cache: KeyedStore<K, V>,
  key: K,
  compute: () => V,
): V {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const value = compute();
  cache.set(key, value);
  return value;
}
