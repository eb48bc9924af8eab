import { describe, expect, it } from "vitest";
import { batchRanges, CARD_BATCH, FIRST_CARDS, focusNeedsMore, nextCount } from "./progressiveCards";

describe("nextCount", () => {
  it("adds one batch", () => {
    expect(nextCount(12, 73)).toBe(12 + CARD_BATCH);
  });

  it("stops at the list's end", () => {
    expect(nextCount(72, 73)).toBe(73);
    expect(nextCount(73, 73)).toBe(73);
  });
});

describe("focusNeedsMore (keyboard focus nearing the last rendered card)", () => {
  it("asks for more near the end of what is rendered", () => {
    expect(focusNeedsMore(11, 12, 73)).toBe(true);
    expect(focusNeedsMore(6, 12, 73)).toBe(true);
  });

  it("waits while focus is far from the end", () => {
    expect(focusNeedsMore(0, 24, 73)).toBe(false);
    expect(focusNeedsMore(5, 12, 73)).toBe(false);
  });

  it("never asks once every card is rendered", () => {
    expect(focusNeedsMore(72, 73, 73)).toBe(false);
  });
});

describe("batchRanges", () => {
  it("is the server's first cards alone at first", () => {
    expect(batchRanges(FIRST_CARDS)).toEqual([[0, FIRST_CARDS]]);
  });

  it("splits later cards into batches, the last one short", () => {
    expect(batchRanges(30, 12, 12)).toEqual([
      [0, 12],
      [12, 24],
      [24, 30],
    ]);
  });

  it("covers a list shorter than the first batch, and nothing for none", () => {
    expect(batchRanges(5)).toEqual([[0, 5]]);
    expect(batchRanges(0)).toEqual([]);
  });
});
