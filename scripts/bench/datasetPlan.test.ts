import { describe, expect, it } from "vitest";
import { loadSizes, scaleDatabases, scaleSectionWants, scaleSizes } from "./datasetPlan";

describe("the datasets a bench run measures on", () => {
  it("defaults to the curated, 10,000 and 100,000 for the scale rows, on both databases", () => {
    expect(scaleSizes({})).toEqual([150, 10_000, 100_000]);
    expect(scaleDatabases({})).toEqual(["pglite", "postgres"]);
  });

  it("runs the load rows on 100,000 by default, on the curated dataset only with none", () => {
    expect(loadSizes({})).toEqual([100_000]);
    expect(loadSizes({ BENCH_LOAD_SIZES: "none" })).toEqual([]);
    expect(loadSizes({ BENCH_LOAD_SIZES: " 10000, 100000 " })).toEqual([10_000, 100_000]);
  });

  it("refuses sizes and databases it cannot measure, naming the knob", () => {
    expect(() => scaleSizes({ BENCH_SCALE_SIZES: "150,10k" })).toThrow(/BENCH_SCALE_SIZES: "10k"/);
    expect(() => loadSizes({ BENCH_LOAD_SIZES: "0" })).toThrow(/BENCH_LOAD_SIZES: "0"/);
    expect(() => loadSizes({ BENCH_LOAD_SIZES: "," })).toThrow(/BENCH_LOAD_SIZES names nothing/);
    expect(() => scaleDatabases({ BENCH_SCALE_DATABASES: "pglite,mysql" })).toThrow(
      /BENCH_SCALE_DATABASES: "mysql"/,
    );
  });

  it("keeps a load dataset for the scale section only when that section runs on it", () => {
    expect(scaleSectionWants({}, 100_000, "pglite")).toBe(true);
    expect(scaleSectionWants({ BENCH_ONLY: "load,scale" }, 100_000, "postgres")).toBe(true);
    expect(scaleSectionWants({ BENCH_ONLY: "load" }, 100_000, "pglite")).toBe(false);
    expect(scaleSectionWants({ BENCH_SCALE_SIZES: "150,10000" }, 100_000, "pglite")).toBe(false);
    expect(scaleSectionWants({ BENCH_SCALE_DATABASES: "postgres" }, 100_000, "pglite")).toBe(false);
  });
});
