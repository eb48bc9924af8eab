import { describe, expect, it } from "vitest";
import { mechanismRow, medians, type Sample, verdict } from "./mechanismsTable";

const sample = (performance: number, lcpMs: number, tbtMs: number): Sample => ({ performance, lcpMs, tbtMs });

describe("the mechanisms' figures", () => {
  it("takes each figure's median on its own", () => {
    expect(medians([sample(90, 1000, 300), sample(98, 3000, 100), sample(95, 2000, 200)])).toEqual(
      sample(95, 2000, 200),
    );
    expect(medians([sample(90, 1000, 0), sample(96, 2000, 100)])).toEqual(sample(93, 1500, 50));
  });

  it("calls a gain only beyond the run-to-run spread", () => {
    expect(verdict(sample(97, 1000, 100), sample(94, 1000, 100))).toBe("gains");
    expect(verdict(sample(95, 1000, 100), sample(95, 1200, 100))).toBe("gains");
    expect(verdict(sample(95, 1000, 100), sample(95, 1000, 200))).toBe("gains");
    expect(verdict(sample(96, 1000, 100), sample(95, 1050, 120))).toBe("no clear difference");
    // 30 ms of 1,000 is within the spread; 20 ms of 40 is under the 30 ms floor.
    expect(verdict(sample(95, 1000, 970), sample(95, 1000, 1000))).toBe("no clear difference");
    expect(verdict(sample(95, 1000, 20), sample(95, 1000, 40))).toBe("no clear difference");
    expect(verdict(sample(92, 1000, 100), sample(95, 1000, 100))).toBe("costs");
    // Better on one figure, worse on another: not a clear verdict either way.
    expect(verdict(sample(98, 1500, 100), sample(95, 1000, 100))).toBe("no clear difference");
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
