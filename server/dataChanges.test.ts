import { describe, expect, it } from "vitest";
import { createDataChanges } from "./dataChanges";
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

  it("an unsubscribed listener hears nothing more", () => {
    const changes = createDataChanges({ logger });
    let heard = 0;
    const unsubscribe = changes.onChange(() => heard++);
    unsubscribe();
    changes.receive("another-process");
    expect(heard).toBe(0);
  });
});
