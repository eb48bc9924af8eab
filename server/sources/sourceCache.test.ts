import { describe, expect, it } from "vitest";
import { BACK_OFF_FIRST_MS, BACK_OFF_MAX_MS, backOffMs } from "./sourceCache";

describe("backOffMs: how long a failing source is left alone", () => {
  it.each([
    [0, 0],
    [1, BACK_OFF_FIRST_MS],
    [2, 2 * BACK_OFF_FIRST_MS],
    [3, 4 * BACK_OFF_FIRST_MS],
    [5, 16 * BACK_OFF_FIRST_MS],
    [6, BACK_OFF_MAX_MS],
    [40, BACK_OFF_MAX_MS],
  ])("after %i failures in a row: %i ms", (failures, ms) => {
    expect(backOffMs(failures)).toBe(ms);
  });
});
