import { describe, expect, it } from "vitest";
import type { LoadRowResult, LoadRun } from "./load";
import {
  loadGrowthTable,
  loadTable,
  memoryTable,
  missesOf,
  notLoadedResult,
  type SizedLoadRun,
} from "./loadTables";

function result(name: string, figures: Partial<LoadRowResult>): LoadRowResult {
  return {
    row: { name, cacheable: true, requests: [{ method: "GET", path: "/", headers: {} }] },
    answer: { status: 200, encoding: "br", bytes: 1000 },
    requestsPerSecond: 1000,
    p50Ms: 1,
    p99Ms: 5,
    errors: 0,
    ceilingRequestsPerSecond: 2000,
    misses: [],
    ...figures,
  };
}

const memory = (
  afterStart: number,
  afterLoad: number,
  peak: number,
  more: { startPeak?: number; idle?: number; underLoad?: number } = {},
): LoadRun["memory"] => ({
  afterStart: { residentKiB: afterStart * 1024, peakResidentKiB: (more.startPeak ?? afterStart) * 1024 },
  idleKiB: (more.idle ?? Number.NaN) * 1024,
  idleSeconds: more.idle === undefined ? 0 : 60,
  underLoadKiB: (more.underLoad ?? afterLoad) * 1024,
  afterLoad: { residentKiB: afterLoad * 1024, peakResidentKiB: peak * 1024 },
});

const curated: SizedLoadRun = {
  locations: 167,
  run: {
    results: [result("GET /", {}), result("GET /api/locations", { requestsPerSecond: 3000, p50Ms: 9 })],
    memory: memory(140, 340, 350, { startPeak: 150, idle: 120, underLoad: 345 }),
  },
};
const large: SizedLoadRun = {
  locations: 100_000,
  run: {
    results: [
      result("GET /", { requestsPerSecond: 500, p50Ms: 4, p99Ms: 60, ceilingRequestsPerSecond: 1000 }),
      result("GET /api/locations", {
        requestsPerSecond: 0.5,
        p50Ms: 9000,
        p99Ms: Number.NaN,
        errors: 12,
        ceilingRequestsPerSecond: 50,
      }),
    ],
    memory: memory(280, 1400, 2100),
  },
};

describe("how the load figures grow with the dataset", () => {
  const table = loadGrowthTable("PostgreSQL", [curated, large]);

  it("shows every figure of every row at each size, and its ratio to the first size", () => {
    expect(table.title).toBe("Load: PostgreSQL, 167 → 100,000 locations");
    expect(table.columns).toEqual(["Row", "Figure", "167", "100,000", "100,000 ÷ 167"]);
    expect(table.rows.slice(0, 5)).toEqual([
      ["GET /", "req/s", "1,000", "500", "0.50×"],
      ["", "p50 ms", "1.0", "4.0", "4.00×"],
      ["", "p99 ms", "5.0", "60", "12.00×"],
      ["", "errors", "0", "0", "-"],
      ["", "ratio to ceiling", "0.50×", "0.50×", "1.00×"],
    ]);
    expect(table.rows.slice(5, 10)).toEqual([
      ["GET /api/locations", "req/s", "3,000", "1", "0.00×"],
      ["", "p50 ms", "9.0", "9000", "1000.00×"],
      ["", "p99 ms", "5.0", "-", "-"],
      ["", "errors", "0", "12", "-"],
      ["", "ratio to ceiling", "1.50×", "0.01×", "0.01×"],
    ]);
  });

  it("ends with the server's resident memory at each size", () => {
    expect(table.rows.slice(10)).toEqual([
      ["Server memory (RSS)", "after start-up", "140 MiB", "280 MiB", "2.00×"],
      ["", "peak at start", "150 MiB", "280 MiB", "1.87×"],
      ["", "idle", "120 MiB", "-", "-"],
      ["", "under load", "345 MiB", "1400 MiB", "4.06×"],
      ["", "after the load rows", "340 MiB", "1400 MiB", "4.12×"],
      ["", "peak", "350 MiB", "2100 MiB", "6.00×"],
    ]);
  });

  it("shows a row one run lacks as missing figures, not as zero", () => {
    const partial = loadGrowthTable("PGlite", [
      curated,
      { ...large, run: { ...large.run, results: large.run.results.slice(0, 1) } },
    ]);
    expect(partial.rows[5]).toEqual(["GET /api/locations", "req/s", "3,000", "-", "-"]);
  });
});

describe("the memory table", () => {
  const table = memoryTable([
    {
      label: "Load: curated dataset (167 locations) on PGlite",
      memory: memory(190, 300, 320, { startPeak: 200, idle: 180, underLoad: 310 }),
    },
    { label: "Load: 100,000 locations on PGlite", memory: memory(480, 900, 1500) },
  ]);

  it("has one row per run: after start-up, its peak, idle, under load, after the load rows, peak", () => {
    expect(table.columns).toEqual([
      "Run",
      "After start-up",
      "Peak at start",
      "Idle",
      "Under load",
      "After the load rows",
      "Peak",
    ]);
    expect(table.rows).toEqual([
      [
        "Load: curated dataset (167 locations) on PGlite",
        "190 MiB",
        "200 MiB",
        "180 MiB",
        "310 MiB",
        "300 MiB",
        "320 MiB",
      ],
      ["Load: 100,000 locations on PGlite", "480 MiB", "480 MiB", "-", "900 MiB", "900 MiB", "1500 MiB"],
    ]);
  });

  it("says how long the idle runs waited, or that none did", () => {
    expect(table.intro).toContain("Idle: 60 s later, without a request in between (BENCH_IDLE_SECONDS)");
    const none = memoryTable([{ label: "Load", memory: memory(480, 900, 1500) }]);
    expect(none.intro).toContain("Idle: not measured in this run");
  });
});

describe("a load run's table", () => {
  const settings = "32 connections, 10 s per row after 3 s of warm-up";
  const paths = "Rows: the location page and reviews of Tillamook Bay (id 12).";

  it("shows a row left unloaded for its unbounded answer as missed, without figures, and says why", () => {
    const unloaded = notLoadedResult(
      result("GET /api/locations", {}).row,
      { status: 200, encoding: "br", bytes: 5.4 * 1024 * 1024 },
      7789,
      1024 * 1024,
    );
    const table = loadTable({
      label: "Load: 100,000 locations on PostgreSQL",
      results: [result("GET /", { misses: [] }), unloaded],
      settings,
      paths,
      notes: ["Dataset: 100,000 locations."],
    });
    expect(table.rows[1]).toEqual([
      "GET /api/locations",
      "200 br 5.4 MiB",
      "-",
      "-",
      "-",
      "-",
      "-",
      "-",
      "missed: not loaded: unbounded answer",
    ]);
    expect(table.intro).toContain(settings);
    expect(table.notes?.[0]).toMatch(/1 of 2 rows meet theirs\.$/);
    expect(table.notes?.slice(1)).toEqual([
      paths,
      "Every request is a first visit: no If-None-Match, so no 304 answers are counted.",
      "GET /api/locations was not loaded: one answer is 5.4 MiB on the wire (over 1.0 MiB) and took 7789 ms " +
        "alone; 32 connections of it would keep the server busy long after the row and spoil the rows after it. " +
        "An answer that size is a list without a bound.",
      "Dataset: 100,000 locations.",
    ]);
  });

  it("misses a cacheable read under half its ceiling, a slow or silent GET, and any error", () => {
    const { misses: _, ...fast } = result("GET /", {
      requestsPerSecond: 1000,
      ceilingRequestsPerSecond: 2000,
    });
    expect(missesOf(fast)).toEqual([]);
    expect(missesOf({ ...fast, requestsPerSecond: 999, p99Ms: 50, errors: 1 })).toEqual([
      "< 0.5× ceiling",
      "p99 ≥ 50 ms",
      "errors",
    ]);
    expect(missesOf({ ...fast, p99Ms: Number.NaN })).toEqual(["no answer in time"]);
  });

  it("misses a write under 500 a second on PostgreSQL only, and a slow write on either", () => {
    const { misses: _, ...write } = result("POST /api/tide-alerts", {
      row: {
        name: "POST /api/tide-alerts",
        cacheable: false,
        requests: [{ method: "POST", path: "/api/tide-alerts", headers: {} }],
      },
      requestsPerSecond: 480,
      p99Ms: 120,
    });
    expect(missesOf(write)).toEqual([]);
    expect(missesOf(write, true)).toEqual(["< 500 req/s"]);
    expect(missesOf({ ...write, requestsPerSecond: 500 }, true)).toEqual([]);
    expect(missesOf({ ...write, p99Ms: 250 }, true)).toEqual(["p99 ≥ 250 ms", "< 500 req/s"]);
  });
});
