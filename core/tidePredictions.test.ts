import { describe, expect, it } from "vitest";
import { isMinusTide, type TideType } from "./tidePredictions";

describe("isMinusTide", () => {
  it.each<[TideType, number, boolean, string]>([
    ["low", -1.8, true, "a low tide below 0.0 ft MLLW"],
    ["low", -0.01, true, "just below datum"],
    ["low", 0, false, "exactly 0.0 ft is not a minus tide"],
    ["low", 1.2, false, "an ordinary low"],
    ["high", -0.5, false, "only low tides are minus tides"],
  ])("%s at %d ft -> %s (%s)", (type, height, expected) => {
    expect(isMinusTide({ type, height })).toBe(expected);
  });
});
