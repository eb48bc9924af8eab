import pino from "pino";
import { describe, expect, it } from "vitest";
import { createDataChanges } from "../dataChanges";
import { keptUntilChange } from "./keptUntilChange";

function setup() {
  const changes = createDataChanges({ logger: pino({ level: "silent" }) });
  const kept = keptUntilChange<number>(changes, ["reviews"]);
  let readings = 0;
  const read = async () => ++readings;
  return { changes, kept, read, readings: () => readings };
}

describe("answers kept until the data changes", () => {
  it("are read once per key until a write of their topic", async () => {
    const { changes, kept, read, readings } = setup();
    expect(await kept.get("oregon", read)).toBe(1);
    expect(await kept.get("oregon", read)).toBe(1);
    expect(await kept.get("washington", read)).toBe(2);
    await changes.announce("alerts");
    expect(await kept.get("oregon", read)).toBe(1);
    await changes.announce("reviews");
    expect(await kept.get("oregon", read)).toBe(3);
    // A write that does not say what it changed may have changed anything.
    changes.receive("another process");
    expect(await kept.get("oregon", read)).toBe(4);
    expect(readings()).toBe(4);
  });

  it("are not kept while writes may go unheard", async () => {
    const { changes, kept, read } = setup();
    changes.setReliable(false);
    expect(await kept.get("oregon", read)).toBe(1);
    expect(await kept.get("oregon", read)).toBe(2);
    changes.setReliable(true);
    expect(await kept.get("oregon", read)).toBe(3);
    expect(await kept.get("oregon", read)).toBe(3);
  });

  it("drop a reading under way when a write is heard, and never keep a failure", async () => {
    const { changes, kept } = setup();
    let finish: (value: number) => void = () => {};
    const slow = kept.get("oregon", () => new Promise<number>((resolve) => (finish = resolve)));
    await changes.announce("reviews");
    finish(1);
    expect(await slow).toBe(1);
    expect(await kept.get("oregon", async () => 2)).toBe(2);

    await changes.announce("reviews");
    await expect(kept.get("oregon", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await kept.get("oregon", async () => 3)).toBe(3);
  });

  it("stop listening when closed", async () => {
    const { changes, kept, read } = setup();
    await kept.get("oregon", read);
    kept.close();
    await changes.announce("reviews");
    expect(await kept.get("oregon", read)).toBe(1);
  });
});
