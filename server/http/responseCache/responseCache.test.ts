import { randomBytes } from "node:crypto";
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

describe("a write clears what it changes (decision 018)", () => {
  /** Renders `key` as an answer that read `tags`. */
  const keep = (cache: ReturnType<typeof createResponseCache>, key: string, tags: string[]) => {
    const ticket = cache.begin(key);
    for (const tag of tags) ticket.reads.add(tag);
    ticket.complete(page(key));
  };

  it("a review of one spot clears the answers that read its reviews or all reviews, and keeps the rest", async () => {
    const { cache, changes } = setup();
    keep(cache, "spot 12", ["reviews@12", "alerts@12"]);
    keep(cache, "spot 13", ["reviews@13", "alerts@13"]);
    keep(cache, "home", ["reviews@12", "reviews@13", "reviews"]);
    keep(cache, "cards of 13 and 14", ["reviews@13", "reviews@14"]);
    keep(cache, "about", []);
    await changes.announce("reviews", 12);
    expect(cache.get("spot 12")).toBeUndefined();
    expect(cache.get("home")).toBeUndefined();
    expect(cache.get("spot 13")).toBeDefined();
    expect(cache.get("cards of 13 and 14")).toBeDefined();
    expect(cache.get("about")).toBeDefined();
    // An alert of 13 leaves its reviews' readers alone only if they read none of its alerts.
    changes.receive("another-process", "alerts", 13);
    expect(cache.get("spot 13")).toBeUndefined();
    expect(cache.get("cards of 13 and 14")).toBeDefined();
  });

  it("a write of a whole topic clears every answer that read any of it; another topic clears everything", async () => {
    const { cache, changes } = setup();
    keep(cache, "spot 12", ["reviews@12"]);
    keep(cache, "alerts of 12", ["alerts@12"]);
    keep(cache, "about", []);
    await changes.announce("reviews");
    expect(cache.get("spot 12")).toBeUndefined();
    expect(cache.get("alerts of 12")).toBeDefined();
    expect(cache.get("about")).toBeDefined();
    await changes.announce("locations", 12);
    expect(cache.stats().entries).toBe(0);
  });

  it("does not keep a render in progress that read what a write changed, and keeps one that did not", async () => {
    const { cache, changes } = setup();
    const reads12 = cache.begin("spot 12");
    const reads13 = cache.begin("spot 13");
    reads12.reads.add("reviews@12");
    await changes.announce("reviews", 12);
    // What the render reads after the write counts as much as what it read before.
    reads13.reads.add("reviews@13");
    reads12.complete(page("stale"));
    reads13.complete(page("current"));
    expect(cache.get("spot 12")).toBeUndefined();
    expect(cache.get("spot 13")).toBeDefined();
    // Once no render is in progress the writes are forgotten: a new render of 12 is kept.
    keep(cache, "spot 12", ["reviews@12"]);
    expect(cache.get("spot 12")).toBeDefined();
  });

  it("forgets the tags of an answer it no longer keeps, so a later write finds only what is kept", async () => {
    const { cache, changes } = setup();
    keep(cache, "spot 12", ["reviews@12"]);
    keep(cache, "spot 12", ["reviews@13"]);
    await changes.announce("reviews", 12);
    expect(cache.get("spot 12")).toBeDefined();
    await changes.announce("reviews", 13);
    expect(cache.get("spot 12")).toBeUndefined();
  });
});

// An answer holds its body and a fixed 2,048 bytes besides (answer.ts).
const OVERHEAD = 2048;
// Text that compresses to about half: hex of random bytes.
const noisyPage = (bytes: number) => page(randomBytes(bytes / 2).toString("hex"));

describe("the response cache's bound in bytes", () => {
  // 16 answers of 4,096 bytes fill it; each is exactly the largest one kept (a sixteenth).
  const BOUND = 16 * 4096;
  const fill = (cache: ReturnType<typeof createResponseCache>) => {
    for (let i = 0; i < 16; i++) cache.begin(`k${i}`).complete(noisyPage(4096 - OVERHEAD));
  };

  it("holds at most its bound, dropping the least recently used answer first", () => {
    const { cache } = setup(BOUND);
    fill(cache);
    expect(cache.stats()).toMatchObject({ entries: 16, bytes: BOUND });
    expect(cache.get("k0")).toBeDefined(); // k0 is now the most recent; k1 the least
    cache.begin("k16").complete(noisyPage(4096 - OVERHEAD));
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k0")).toBeDefined();
    expect(cache.get("k16")).toBeDefined();
    expect(cache.stats()).toMatchObject({ entries: 16, bytes: BOUND });
  });

  it("counts the compressed variants an answer gains, and drops others to stay within it", async () => {
    const { cache } = setup(BOUND);
    fill(cache);
    const answer = cache.get("k5");
    const gzipped = await answer?.variant("gzip");
    const gained = gzipped?.body.length ?? 0;
    expect(gained).toBeGreaterThan(1000);
    expect(answer?.bytes).toBe(4096 + gained);
    // k0 was the least recently used: it made room for the gzip bytes.
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k5")).toBe(answer);
    expect(cache.stats()).toMatchObject({ entries: 15, bytes: 15 * 4096 + gained });
  });

  it("counts an answer once when its key is stored again, and not at all once it is gone", async () => {
    const { cache } = setup(BOUND);
    const first = cache.begin("k").complete(noisyPage(2000));
    cache.begin("k").complete(page("short"));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: OVERHEAD + 5 });
    // The replaced answer's compressed variant is nobody's bytes.
    await first.variant("gzip");
    expect(cache.stats().bytes).toBe(OVERHEAD + 5);
    cache.clear();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("forgets an answer kept longer than its time to live; neither a hit nor a new variant extends it", async () => {
    let now = 1_000;
    const cache = createResponseCache({ maxBytes: BOUND, ttlMs: 60_000, now: () => now });
    cache.begin("k").complete(noisyPage(2000));
    now += 30_000;
    await cache.get("k")?.variant("br");
    expect(cache.stats().bytes).toBeGreaterThan(OVERHEAD + 2000);
    now += 30_000;
    expect(cache.get("k")).toBeDefined();
    now += 1;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
