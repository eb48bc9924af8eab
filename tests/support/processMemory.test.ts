import { describe, expect, it } from "vitest";
import { residentGrowth } from "./processMemory";

const MB = 2 ** 20;
const series = (count: number, bytesAt: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({ bytes: bytesAt(i) }));

describe("residentGrowth", () => {
  it("sees no growth in a collector's saw-tooth, however tall its teeth", () => {
    // Rises 40 MB over ten samples, then drops back, again and again.
    const sawTooth = series(120, (i) => 400 * MB + (i % 10) * 4 * MB);
    expect(Math.abs(residentGrowth(sawTooth))).toBeLessThanOrEqual(4 * MB);
  });

  it("sees memory kept per request as growth between the first and last thirds", () => {
    const leaking = series(120, (i) => 400 * MB + i * MB + (i % 10) * 4 * MB);
    expect(residentGrowth(leaking)).toBeGreaterThanOrEqual(75 * MB);
  });

  it("is negative when memory is given back", () => {
    expect(residentGrowth(series(30, (i) => 500 * MB - i * MB))).toBeLessThan(0);
  });

  it("refuses too few samples to tell", () => {
    expect(() => residentGrowth(series(2, () => MB))).toThrow(/too few/);
  });
});
