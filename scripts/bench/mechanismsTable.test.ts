import { describe, expect, it } from "vitest";
import { lowerZ, mechanismRow, medians, type Sample, verdict } from "./mechanismsTable";

const sample = (performance: number, lcpMs: number, tbtMs: number): Sample => ({ performance, lcpMs, tbtMs });

describe("the mechanisms' figures", () => {
  it("takes each figure's median on its own", () => {
    expect(medians([sample(90, 1000, 300), sample(98, 3000, 100), sample(95, 2000, 200)])).toEqual(
      sample(95, 2000, 200),
    );
    expect(medians([sample(90, 1000, 0), sample(96, 2000, 100)])).toEqual(sample(93, 1500, 50));
  });

  it("calls a gain only beyond the least difference and the run-to-run spread", () => {
    const runs = (...figures: [number, number, number][]) => figures.map((f) => sample(...f));
    const steady = runs([95, 1000, 100], [95, 1000, 100], [95, 1000, 100]);
    expect(verdict(runs([98, 1000, 100], [97, 1000, 100], [98, 1000, 100]), steady)).toBe("gains");
    expect(verdict(runs([95, 850, 100], [95, 800, 100], [95, 880, 100]), steady)).toBe("gains");
    expect(verdict(runs([95, 1000, 40], [95, 1000, 50], [95, 1000, 60]), steady)).toBe("gains");
    expect(verdict(runs([92, 1000, 100], [93, 1000, 100], [92, 1000, 100]), steady)).toBe("costs");
    // Under the least difference: a point, 5 % of the paint, 20 ms of blocking time.
    expect(verdict(runs([96, 950, 80], [96, 950, 80], [96, 950, 80]), steady)).toBe("no clear difference");
    // Medians far apart, but the runs mix: the blocking time of a busy machine.
    const noisy = runs([95, 1000, 300], [95, 1000, 1500], [95, 1000, 5300], [95, 1000, 1200]);
    const noisyToo = runs([95, 1000, 2400], [95, 1000, 3200], [95, 1000, 1100], [95, 1000, 3700]);
    expect(verdict(noisy, noisyToo)).toBe("no clear difference");
    // Clearly better on one figure, clearly worse on another.
    expect(verdict(runs([98, 1500, 100], [98, 1500, 100], [98, 1500, 100]), steady)).toBe(
      "no clear difference",
    );
  });

  it("ranks two sets of runs against each other", () => {
    expect(lowerZ([1, 2, 3], [4, 5, 6])).toBeCloseTo(1.96, 2);
    expect(lowerZ([4, 5, 6], [1, 2, 3])).toBeCloseTo(-1.96, 2);
    expect(lowerZ([1, 4, 2, 5], [1, 4, 2, 5])).toBe(0);
    // A shift of most runs, with a slow run on each side: still clearly lower.
    const withIt = [1.7, 2.7, 1.9, 1.7, 2.7, 2.1, 1.9, 2.5, 2.0];
    const without = [1.9, 2.0, 3.2, 2.9, 2.0, 3.3, 2.9, 3.0, 2.8];
    expect(lowerZ(withIt, without)).toBeGreaterThan(1.645);
  });

  it("writes ratios to the baseline, blocking times and every run's score", () => {
    const baseline = sample(100, 800, 0);
    const row = mechanismRow(
      {
        mechanism: "hydrateInParts",
        page: "Home",
        with: [sample(98, 1200, 150), sample(97, 1200, 160), sample(99, 1100, 140)],
        without: [sample(94, 1200, 260), sample(95, 1300, 270), sample(93, 1200, 280)],
      },
      baseline,
    );
    expect(row).toEqual([
      "hydrateInParts",
      "Home",
      "0.98×",
      "0.94×",
      "1.50×",
      "1.50×",
      "150 ms",
      "270 ms",
      "98 97 99 / 94 95 93",
      "0.1 0.2 0.1 / 0.3 0.3 0.3",
      "gains",
    ]);
  });
});
