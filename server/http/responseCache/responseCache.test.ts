import { describe, expect, it } from "vitest";
import { createDataChanges } from "#server/dataChanges";
import { createLogger } from "#server/logger";
import { createResponseCache } from "./responseCache";

const page = (text: string) => ({
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(text),
  varyByCookie: true,
});

function setup(maxBytes = 1024 * 1024) {
  const changes = createDataChanges({ logger: createLogger("silent") });
  return { changes, cache: createResponseCache({ maxBytes, changes }) };
}

describe("createResponseCache", () => {
  it("stores a completed render and serves it until data changes", () => {
    const { cache, changes } = setup();
    cache.begin("k").complete(page("one"));
    expect(cache.get("k")).toBeDefined();
    changes.receive("another-process");
    expect(cache.get("k")).toBeUndefined();
  });

  it("lets later requests wait for a render in progress instead of repeating it", async () => {
    const { cache } = setup();
    const ticket = cache.begin("k");
    const waiting = cache.pending("k");
    expect(waiting).toBeDefined();
    const answer = ticket.complete(page("one"));
    expect(await waiting).toBe(answer);
    expect(cache.pending("k")).toBeUndefined();
  });

  it("never stores a render that began before a change, nor lets new requests wait on it", async () => {
    const { cache, changes } = setup();
    const ticket = cache.begin("k");
    const waitingBefore = cache.pending("k");
    void changes.announce();
    expect(cache.pending("k")).toBeUndefined();
    const answer = ticket.complete(page("stale"));
    // Those that asked before the change get what was rendered for them ...
    expect(await waitingBefore).toBe(answer);
    // ... but nobody after it.
    expect(cache.get("k")).toBeUndefined();
  });

  it("hands an abandoned render's waiters nothing, so they render for themselves", async () => {
    const { cache } = setup();
    const ticket = cache.begin("k");
    const waiting = cache.pending("k");
    ticket.abandon();
    expect(await waiting).toBeUndefined();
    expect(cache.get("k")).toBeUndefined();
  });

  it("keeps nothing while writes elsewhere might go unheard, and starts empty after", () => {
    const { cache, changes } = setup();
    cache.begin("k").complete(page("one"));
    changes.setReliable(false);
    expect(cache.active).toBe(false);
    expect(cache.get("k")).toBeUndefined();
    cache.begin("k").complete(page("two"));
    expect(cache.pending("k")).toBeUndefined();
    changes.setReliable(true);
    expect(cache.get("k")).toBeUndefined();
  });

  it("turned off (0 bytes) it keeps nothing", () => {
    const { cache } = setup(0);
    expect(cache.active).toBe(false);
    cache.begin("k").complete(page("one"));
    expect(cache.get("k")).toBeUndefined();
  });

  it("keeps no answer bigger than a sixteenth of the cache", () => {
    const { cache } = setup(64 * 1024);
    cache.begin("big").complete(page("x".repeat(8 * 1024)));
    cache.begin("small").complete(page("x".repeat(100)));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.get("small")).toBeDefined();
  });
});
