import { afterEach, describe, expect, it } from "vitest";
import { dropKeptDatasets, keepDataset, takeDataset } from "./keptDatasets";
import type { ScaleDatabase, ScaleDataset } from "./scaleDataset";

function fakeDataset(database: ScaleDatabase, dropped: string[]): ScaleDataset {
  return {
    database,
    env: database === "pglite" ? { DATA_DIR: "data" } : { DATABASE_URL: "postgres://db" },
    locations: 100_000,
    reviews: 1_000_000,
    generateMs: 1,
    loadMs: 1,
    drop: async () => {
      dropped.push(database);
    },
  };
}

afterEach(() => dropKeptDatasets());

describe("datasets kept from one bench section for a later one", () => {
  it("hands a kept dataset over once, by size and database, without dropping it", async () => {
    const dropped: string[] = [];
    const pglite = fakeDataset("pglite", dropped);
    keepDataset(100_000, pglite);
    expect(takeDataset(100_000, "postgres")).toBeUndefined();
    expect(takeDataset(10_000, "pglite")).toBeUndefined();
    expect(takeDataset(100_000, "pglite")).toBe(pglite);
    expect(takeDataset(100_000, "pglite")).toBeUndefined();
    await dropKeptDatasets();
    expect(dropped).toEqual([]);
  });

  it("drops what no section took", async () => {
    const dropped: string[] = [];
    keepDataset(100_000, fakeDataset("pglite", dropped));
    keepDataset(100_000, fakeDataset("postgres", dropped));
    takeDataset(100_000, "postgres");
    await dropKeptDatasets();
    expect(dropped).toEqual(["pglite"]);
    expect(takeDataset(100_000, "pglite")).toBeUndefined();
  });

  it("refuses to keep a second dataset of the same size and database", () => {
    keepDataset(100_000, fakeDataset("pglite", []));
    expect(() => keepDataset(100_000, fakeDataset("pglite", []))).toThrow(/already kept/);
  });
});
