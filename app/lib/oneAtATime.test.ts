import { describe, expect, it } from "vitest";
import { oneAtATime } from "./oneAtATime";

describe("oneAtATime", () => {
  it("drops calls while one is out, and sends again once it has settled", () => {
    const sent: { variables: number; settle: () => void }[] = [];
    const send = oneAtATime<number>((variables, { onSettled }) =>
      sent.push({ variables, settle: onSettled }),
    );
    send(1);
    send(2);
    expect(sent.map((s) => s.variables)).toEqual([1]);
    sent[0]?.settle();
    send(3);
    expect(sent.map((s) => s.variables)).toEqual([1, 3]);
  });
});
