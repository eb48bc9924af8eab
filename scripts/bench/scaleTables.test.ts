import { describe, expect, it } from "vitest";
import { type RowFigures, type ScaleRun, scaleDatasetTable, scaleFiguresTable } from "./scaleTables";

const ROWS = [
  { name: "search", label: "search: GET /api/locations/search/{q}" },
  { name: "map", label: "map box: GET /api/map?bbox=…&zoom=…" },
];

const figures = (p50: number, p95: number, bytes: number, errors = 0): RowFigures => ({
  p50,
  p95,
  bytes,
  errors,
});

function run(locations: number, cached: ScaleRun["cached"], uncached?: ScaleRun["uncached"]): ScaleRun {
  return {
    dataset: { database: "postgres", locations, reviews: locations * 10, generateMs: 1200, loadMs: 43_700 },
    cached,
    uncached,
  };
}

describe("the scale table of one database", () => {
  it("puts the cache-off figures beside the cached ones, each size as a ratio to the first", () => {
    const table = scaleFiguresTable(
      "postgres",
      ROWS,
      [
        run(
          167,
          { search: figures(1, 4, 8_000), map: figures(0.5, 2, 500) },
          {
            search: figures(4, 10, 8_000),
            map: figures(0.6, 2.4, 500),
          },
        ),
        run(
          100_000,
          { search: figures(1.5, 5, 76_000), map: figures(0.6, 1.4, 2_800) },
          {
            search: figures(12, 80, 76_000),
            map: figures(0.9, 3.6, 2_800),
          },
        ),
      ],
      200,
    );
    expect(table.title).toBe("Scale: PostgreSQL, 167 → 100,000 locations");
    expect(table.columns).toEqual(["Request", "Figure", "167", "100,000", "100,000 ÷ 167"]);
    expect(table.rows.slice(0, 5)).toEqual([
      ["search: GET /api/locations/search/{q}", "p50 ms", "1.0", "1.5", "1.50×"],
      ["", "p95 ms", "4.0", "5.0", "1.25×"],
      ["", "p50 ms, cache off", "4.0", "12", "3.00×"],
      ["", "p95 ms, cache off", "10", "80", "8.00×"],
      ["", "answer bytes (median)", "8,000", "76,000", "9.50×"],
    ]);
    expect(table.rows).toHaveLength(10);
    expect(table.intro).toContain("RESPONSE_CACHE_MB=0");
    expect(table.notes).toEqual(["search at 100,000 (cache off): p95 80 ms misses the 50 ms target"]);
  });

  it("leaves the cache-off rows out when they were not measured", () => {
    const table = scaleFiguresTable(
      "pglite",
      ROWS,
      [run(167, { search: figures(1, 4, 8), map: "absent" })],
      50,
    );
    expect(table.rows.map((row) => row[1])).toEqual([
      "p50 ms",
      "p95 ms",
      "answer bytes (median)",
      "p50 ms",
      "p95 ms",
      "answer bytes (median)",
    ]);
    expect(table.intro).not.toContain("cache off");
    expect(table.rows[3]).toEqual(["map box: GET /api/map?bbox=…&zoom=…", "p50 ms", "-"]);
    expect(table.notes).toEqual(["map: its endpoint answered 404"]);
  });

  it("notes errors with and without the cache", () => {
    const table = scaleFiguresTable(
      "pglite",
      ROWS.slice(0, 1),
      [run(10_000, { search: figures(1, 2, 3, 2) }, { search: figures(1, 2, 3, 5) })],
      200,
    );
    expect(table.notes).toEqual(["search at 10,000: 2 errors", "search at 10,000 (cache off): 5 errors"]);
  });
});

describe("the scale datasets table", () => {
  it("lists each dataset with its generation and load time in seconds", () => {
    expect(scaleDatasetTable([run(100_000, {})]).rows).toEqual([
      ["PostgreSQL", "100,000", "1,000,000", "1.2", "43.7"],
    ]);
  });
});

describe("a row with a p99 target", () => {
  it("shows its p99 beside each p95, and notes a miss at 100,000", () => {
    const near = { name: "near", label: "near: GET /api/locations?near=…", p99TargetMs: 20 };
    const withP99 = (p50: number, p95: number, p99: number): RowFigures => ({
      p50,
      p95,
      p99,
      bytes: 900,
      errors: 0,
    });
    const table = scaleFiguresTable(
      "pglite",
      [near],
      [
        run(167, { near: withP99(1, 2, 3) }, { near: withP99(2, 3, 4) }),
        run(100_000, { near: withP99(2, 4, 8) }, { near: withP99(3, 9, 24) }),
      ],
      200,
    );
    expect(table.rows.map((row) => row[1])).toEqual([
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "p50 ms, cache off",
      "p95 ms, cache off",
      "p99 ms, cache off",
      "answer bytes (median)",
    ]);
    expect(table.rows[2]).toEqual(["", "p99 ms", "3.0", "8.0", "2.67×"]);
    expect(table.notes).toEqual(["near at 100,000 (cache off): p99 24 ms misses the 20 ms target"]);
  });
});
