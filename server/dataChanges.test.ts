import { describe, expect, it } from "vitest";
import { createDataChanges, type DataChange, writeTouches } from "./dataChanges";
import { createLogger } from "./logger";

const logger = createLogger("silent");

describe("createDataChanges", () => {
  it("tells every listener of a write here, then broadcasts it", async () => {
    const changes = createDataChanges({ logger });
    const seen: string[] = [];
    changes.onChange(() => seen.push("listener"));
    changes.setBroadcast(async (origin) => {
      seen.push(`broadcast from ${origin === changes.origin ? "us" : "someone else"}`);
    });
    await changes.announce();
    expect(seen).toEqual(["listener", "broadcast from us"]);
  });

  it("carries what a write changed to the listeners here and to the broadcast", async () => {
    const changes = createDataChanges({ logger });
    const heard: DataChange[] = [];
    const broadcast: unknown[] = [];
    changes.onChange((change) => heard.push(change));
    changes.setBroadcast(async (_origin, topic) => {
      broadcast.push(topic);
    });
    await changes.announce("reviews");
    await changes.announce();
    changes.receive("another-process", "locations");
    changes.receive("operator-tool");
    expect(heard).toEqual([
      { kind: "write", topic: "reviews" },
      { kind: "write", topic: undefined },
      { kind: "write", topic: "locations" },
      { kind: "write", topic: undefined },
    ]);
    expect(broadcast).toEqual(["reviews", undefined]);
  });

  it("acts on other processes' writes, not on its own coming back", () => {
    const changes = createDataChanges({ logger });
    let heard = 0;
    changes.onChange(() => heard++);
    changes.receive(changes.origin);
    expect(heard).toBe(0);
    changes.receive("another-process");
    expect(heard).toBe(1);
  });

  it("tells listeners when it becomes unreliable and reliable again, not when nothing changes", () => {
    const changes = createDataChanges({ logger });
    const seen: boolean[] = [];
    changes.onChange(() => seen.push(changes.reliable));
    changes.setReliable(true);
    changes.setReliable(false);
    changes.setReliable(false);
    changes.setReliable(true);
    expect(seen).toEqual([false, true]);
  });

  it("answers a write even when the broadcast fails", async () => {
    const changes = createDataChanges({ logger });
    changes.setBroadcast(async () => {
      throw new Error("database gone");
    });
    await expect(changes.announce()).resolves.toBeUndefined();
  });

  it("says whether a change may have touched a kind of data: a write without a topic may have touched any", () => {
    expect(writeTouches({ kind: "write", topic: "locations" }, "locations")).toBe(true);
    expect(writeTouches({ kind: "write", topic: "reviews" }, "locations")).toBe(false);
    expect(writeTouches({ kind: "write", topic: undefined }, "locations")).toBe(true);
    expect(writeTouches({ kind: "reliability", reliable: true }, "locations")).toBe(false);
  });

  it("an unsubscribed listener hears nothing more", () => {
    const changes = createDataChanges({ logger });
    let heard = 0;
    const unsubscribe = changes.onChange(() => heard++);
    unsubscribe();
    changes.receive("another-process");
    expect(heard).toBe(0);
  });
});
