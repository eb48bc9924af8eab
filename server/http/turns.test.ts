import { describe, expect, it } from "vitest";
import { createTurns } from "./turns";

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

describe("createTurns", () => {
  it("lets atOnce run, queues up to maxWaiting in order, refuses the rest", async () => {
    const turns = createTurns({ atOnce: 2, maxWaiting: 2 });
    const [a, b, c, d] = [turns.take(), turns.take(), turns.take(), turns.take()];
    expect(turns.take()).toBeUndefined();
    expect(turns.stats()).toEqual({ running: 2, waiting: 2 });
    const cStarted = settled(c?.ready ?? Promise.reject());
    const dStarted = settled(d?.ready ?? Promise.reject());
    await a?.ready;
    await b?.ready;
    expect(cStarted()).toBe(false);
    a?.release();
    a?.release(); // twice is once
    await c?.ready;
    expect(dStarted()).toBe(false);
    expect(turns.stats()).toEqual({ running: 2, waiting: 1 });
  });

  it("gives a waiting place back when its holder leaves before its turn", async () => {
    const turns = createTurns({ atOnce: 1, maxWaiting: 1 });
    const running = turns.take();
    const leaving = turns.take();
    expect(turns.take()).toBeUndefined();
    leaving?.release();
    expect(turns.stats()).toEqual({ running: 1, waiting: 0 });
    const next = turns.take();
    running?.release();
    await next?.ready;
    expect(turns.stats()).toEqual({ running: 1, waiting: 0 });
  });
});
