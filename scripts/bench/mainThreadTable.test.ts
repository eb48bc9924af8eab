import { describe, expect, it } from "vitest";
import { type MainThreadSample, mainThreadTable, median } from "./mainThreadTable";

const sample = (taskMs: number, errors: string[] = []): MainThreadSample => ({
  taskMs,
  scriptMs: taskMs / 2,
  styleLayoutMs: taskMs / 10,
  errors,
});

describe("the main-thread table", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("divides each page's median by the median of every baseline load and judges it on its own limit", () => {
    const table = mainThreadTable({
      baseline: [sample(1000), sample(900), sample(1100)],
      react: [sample(700)],
      pages: [
        { page: "Home", path: "/", limit: 1.3, samples: [sample(1200), sample(1400), sample(1300)] },
        { page: "Map", path: "/map", limit: 1.6, samples: [sample(1700), sample(1500)] },
        {
          page: "Contact",
          path: "/contact",
          limit: 1.3,
          samples: [sample(1400, ["boom"]), sample(1400, ["boom"])],
        },
      ],
      runs: 3,
      cpuSlowdown: 4,
    });
    // Every row has a cell for every column.
    for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
    expect(table.rows).toEqual([
      ["Baseline: React Router alone", "-", "1000", "900–1100", "500", "100", "1.00×", "baseline", "0"],
      ["React alone", "-", "700", "700–700", "350", "70", "0.70×", "-", "0"],
      ["Home", "/", "1300", "1200–1400", "650", "130", "1.30×", "≤ 1.3×: met", "0"],
      ["Map", "/map", "1600", "1500–1700", "800", "160", "1.60×", "≤ 1.6×: met", "0"],
      ["Contact", "/contact", "1400", "1400–1400", "700", "140", "1.40×", "≤ 1.3×: missed", "1"],
    ]);
    expect(table.notes?.[0]).toMatch(/^2 of 3 pages meet their target/);
  });

  it("shows a page from a build without a mechanism beside it, without judging it", () => {
    const table = mainThreadTable({
      baseline: [sample(1000)],
      react: [sample(700)],
      pages: [
        { page: "Tide Info", path: "/tide-info", limit: 1.3, samples: [sample(1200)] },
        {
          page: "Tide Info, without islands",
          path: "/tide-info",
          limit: 1.3,
          samples: [sample(2500)],
          comparison: true,
        },
      ],
      runs: 1,
      cpuSlowdown: 4,
    });
    expect(table.rows[3]).toEqual([
      "Tide Info, without islands",
      "/tide-info",
      "2500",
      "2500–2500",
      "1250",
      "250",
      "2.50×",
      "-",
      "0",
    ]);
    expect(table.notes?.[0]).toMatch(/^1 of 1 pages meet their target/);
  });
});
