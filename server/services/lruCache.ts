/**
 * A bounded least-recently-used cache on a Map (a Map iterates in insertion order, so the first
 * key is the least recently used once every hit re-inserts its key). For values that are cheap
 * to recompute and the same for every visitor, such as a station's tides for a day.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1)
      throw new RangeError("maxEntries must be at least 1");
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  /** The cached value, or computes, stores and returns it. */
  getOrCompute(key: K, compute: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = compute();
    this.set(key, value);
    return value;
  }
}
