import { describe, expect, it } from "vitest";
import { ceilingRatio, change, comparisonTable, shownRatio, verdictOf } from "./compareTable";
import type { LoadRowResult, Targets } from "./load";

function result(name: string, requestsPerSecond: number, ceiling: number, bytes = 1000): LoadRowResult {
  return {
    row: { name, cacheable: true, requests: [{ method: "GET", path: "/", headers: {} }] },
    answer: { status: 200, encoding: "br", bytes },
    requestsPerSecond,
    p50Ms: 1,
    p99Ms: 5,
    errors: 0,
    ceilingRequestsPerSecond: ceiling,
    misses: [],
  };
}

const targets: Targets = {
  locationId: 12,
  locationName: "Tillamook Bay",
  tidalId: 12,
  tidalName: "Tillamook Bay",
};

describe("whether a row stays within a tenth of its ratio before", () => {
  it("counts a ratio now of at least 0.9× the one before as within, and one below as outside", () => {
    expect(verdictOf(0.5, 0.45)).toBe("within");
    expect(verdictOf(0.5, 0.6)).toBe("within");
    expect(verdictOf(0.5, 0.449)).toBe("outside");
  });

  it("decides nothing when a row was not loaded on either build", () => {
    expect(verdictOf(Number.NaN, 0.5)).toBe("unmeasured");
    expect(verdictOf(0.5, Number.NaN)).toBe("unmeasured");
    expect(ceilingRatio(result("GET /", Number.NaN, Number.NaN))).toBeNaN();
    expect(ceilingRatio(undefined)).toBeNaN();
  });

  it("writes the change in per cent of the ratio before, signed", () => {
    expect(change(0.5, 0.55)).toBe("+10.0 %");
    expect(change(0.5, 0.44)).toBe("-12.0 %");
    expect(change(0.5, 0.5)).toBe("0.0 %");
    expect(change(0.5, 0.49999)).toBe("0.0 %");
    expect(change(Number.NaN, 0.5)).toBe("-");
  });

  it("shows a ratio with two decimals, and a write row's thousandths with two significant digits", () => {
    expect(shownRatio(0.934)).toBe("0.93×");
    expect(shownRatio(0.0052)).toBe("0.0052×");
    expect(shownRatio(Number.NaN)).toBe("-");
  });
});

describe("the comparison table", () => {
  const table = comparisonTable({
    label: "Load compared: curated dataset (167 locations) on PGlite",
    commit: "1dab4e8",
    subject: "The home e2e's state without spots is Texas",
    before: {
      results: [result("GET /", 1000, 2000, 10_240), result("GET /map", 900, 1800)],
      targets,
    },
    now: {
      results: [result("GET /", 800, 2000, 12_288), result("GET /map", 960, 2000)],
      targets,
    },
  });

  it("shows each row's ratio at the commit and now, the change and the verdict", () => {
    expect(table.title).toBe("Load compared: curated dataset (167 locations) on PGlite: 1dab4e8 and now");
    expect(table.columns).toEqual([
      "Row",
      "Ratio at 1dab4e8",
      "Ratio now",
      "Change",
      "Within 10%",
      "Answer (wire)",
    ]);
    expect(table.rows).toEqual([
      ["GET /", "0.50×", "0.40×", "-20.0 %", "no", "10.0 KiB → 12.0 KiB"],
      ["GET /map", "0.50×", "0.48×", "-4.0 %", "yes", "1000 B → 1000 B"],
    ]);
  });

  it("counts the rows within and names those outside", () => {
    expect(table.notes?.[0]).toContain("1 of 2 measured rows are within; outside: GET /.");
  });

  it("says the rows asked for the same spots when both servers chose the same", () => {
    expect(table.notes?.[1]).toBe(
      "Both builds' rows ask for the same spots: Tillamook Bay (id 12) for the location page and reviews, Tillamook Bay (id 12) for the tides.",
    );
  });

  it("says how each server's spots were chosen when the datasets differ, and shows a row one build lacks as -", () => {
    const differing = comparisonTable({
      label: "Load compared: curated dataset (167 locations) on PostgreSQL",
      commit: "1dab4e8",
      subject: "Fewer spots",
      before: { results: [result("GET /", 1000, 2000)], targets: { ...targets, locationId: 3, tidalId: 3 } },
      now: { results: [result("GET /", 1000, 2000), result("GET /map", 960, 2000)], targets },
    });
    expect(differing.rows[1]).toEqual(["GET /map", "-", "0.48×", "-", "-", "- → 1000 B"]);
    expect(differing.notes?.[0]).toContain("1 of 1 measured rows are within.");
    expect(differing.notes?.[1]).toContain("each server's spots were chosen by the same rule");
    expect(differing.notes?.[1]).toContain("at 1dab4e8 Tillamook Bay (id 3)");
  });
});
