import { describe, expect, it } from "vitest";
import { ByteLru } from "./byteLru";

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("ByteLru", () => {
  it("keeps the bytes it holds within its bound, dropping the least recently used first", () => {
    const lru = new ByteLru<string>({ maxBytes: 100, ttlMs: 60_000 });
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    expect(lru.get("a")).toBe("A"); // a is now the most recent
    lru.set("c", "C", 40);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe("A");
    expect(lru.get("c")).toBe("C");
    expect(lru.bytes).toBe(80);
    expect(lru.size).toBe(2);
  });

  it("refuses a value larger than the whole bound, keeping the others", () => {
    const lru = new ByteLru<string>({ maxBytes: 100, ttlMs: 60_000 });
    lru.set("a", "A", 60);
    expect(lru.set("huge", "H", 101)).toBe(false);
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.get("a")).toBe("A");
  });

  it("replacing a key counts its bytes once", () => {
    const lru = new ByteLru<string>({ maxBytes: 100, ttlMs: 60_000 });
    lru.set("a", "A1", 30);
    lru.set("a", "A2", 50);
    expect(lru.get("a")).toBe("A2");
    expect(lru.bytes).toBe(50);
  });

  it("counts what a value grows by, and evicts to stay within the bound", () => {
    const lru = new ByteLru<string>({ maxBytes: 100, ttlMs: 60_000 });
    lru.set("a", "A", 40);
    lru.set("b", "B", 40);
    lru.grow("b", "B", 30);
    expect(lru.bytes).toBe(70);
    expect(lru.get("a")).toBeUndefined();
    // A value no longer stored under its key is not counted.
    lru.grow("b", "other", 1000);
    expect(lru.bytes).toBe(70);
  });

  it("forgets an entry once its time to live has passed (injectable clock)", () => {
    const time = clock(1_000);
    const lru = new ByteLru<string>({ maxBytes: 100, ttlMs: 60_000, now: time.now });
    lru.set("a", "A", 10);
    time.advance(59_999);
    expect(lru.get("a")).toBe("A");
    time.advance(1);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.bytes).toBe(0);
    expect(lru.size).toBe(0);
  });

  it("a hit does not extend the time to live", () => {
    const time = clock();
    const lru = new ByteLru<string>({ maxBytes: 100, ttlMs: 1_000, now: time.now });
    lru.set("a", "A", 10);
    time.advance(900);
    expect(lru.get("a")).toBe("A");
    time.advance(100);
    expect(lru.get("a")).toBeUndefined();
  });

  it("clear empties it", () => {
    const lru = new ByteLru<string>({ maxBytes: 100, ttlMs: 1_000 });
    lru.set("a", "A", 10);
    lru.clear();
    expect(lru.get("a")).toBeUndefined();
    expect(lru.bytes).toBe(0);
  });
});
