import { describe, expect, it } from "vitest";
import { LruCache } from "./lruCache";

describe("LruCache", () => {
  it("keeps at most maxEntries, dropping the least recently used", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // "a" is now the most recent
    cache.set("c", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("computes a missing value once", () => {
    const cache = new LruCache<string, { n: number }>(10);
    let calls = 0;
    const compute = () => ({ n: ++calls });
    const first = cache.getOrCompute("k", compute);
    expect(cache.getOrCompute("k", compute)).toBe(first);
    expect(calls).toBe(1);
  });

  it("replacing a key does not grow the cache", () => {
    const cache = new LruCache<string, number>(2);
    cache.set("a", 1);
    cache.set("a", 2);
    expect(cache.size).toBe(1);
    expect(cache.get("a")).toBe(2);
  });

  it.each([0, -1, 1.5])("refuses a bound of %d", (bound) => {
    expect(() => new LruCache(bound)).toThrow(RangeError);
  });
});
