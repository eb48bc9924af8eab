import { LRUCache } from "lru-cache";
import { describe, expect, it } from "vitest";
import { getOrCompute } from "./getOrCompute";

describe("getOrCompute", () => {
  it("computes a missing value once, then answers from the cache", () => {
    const cache = new LRUCache<string, { n: number }>({ max: 10 });
    let calls = 0;
    const compute = () => ({ n: ++calls });
    const first = getOrCompute(cache, "k", compute);
    expect(getOrCompute(cache, "k", compute)).toBe(first);
    expect(calls).toBe(1);
    expect(getOrCompute(cache, "other", compute)).toEqual({ n: 2 });
  });

  it("computes again once the value has been evicted", () => {
    const cache = new LRUCache<string, { n: number }>({ max: 1 });
    let calls = 0;
    const compute = () => ({ n: ++calls });
    getOrCompute(cache, "a", compute);
    getOrCompute(cache, "b", compute);
    expect(getOrCompute(cache, "a", compute)).toEqual({ n: 3 });
  });
});
