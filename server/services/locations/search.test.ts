import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { curatedLocationFiles } from "#server/paths";
import { createTestDatabase, type TestDatabase } from "#tests/support/testDatabase";
import { countSearchMatches, queryWords, searchLocations } from "./search";

// docs/product.md "Search", decisions 004 and 020: ranked full-text search over the curated dataset, with
// misspelt words searched as the known words nearest to them.

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ seedFile: curatedLocationFiles });
});
afterAll(() => database.drop());

const search = async (query: string, state?: string) =>
  (await searchLocations(database.handle.db, { query, state })).map((l) => l.name);

describe("searchLocations", () => {
  it("finds Tillamook Bay first for 'tillamok crab'", async () => {
    expect((await search("tillamok crab"))[0]).toBe("Tillamook Bay");
  });

  it("ranks the name match first", async () => {
    expect((await search("depoe bay"))[0]).toBe("Depoe Bay");
    expect((await search("rogue"))[0]).toMatch(/Rogue/);
  });

  it("searches a misspelt fish as the fish", async () => {
    const misspelt = await search("stelhead", "Oregon");
    const spelt = await search("steelhead", "Oregon");
    expect(misspelt.length).toBeGreaterThan(10);
    expect(new Set(misspelt)).toEqual(new Set(spelt));
  });

  it("needs every word: a known word and a misspelt one narrow together", async () => {
    const both = await search("stelhead rogue", "Oregon");
    const steelhead = new Set(await search("stelhead", "Oregon"));
    const rogue = new Set(await search("rogue", "Oregon"));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(steelhead.size);
    for (const name of both) {
      expect(steelhead.has(name)).toBe(true);
      expect(rogue.has(name)).toBe(true);
    }
  });

  it("answers nothing for a word near no known word, or no words at all", async () => {
    expect(await search("zzzqqqxx")).toEqual([]);
    expect(await search("tillamook zzzqqqxx")).toEqual([]);
    expect(await search("&|!:*()'")).toEqual([]);
  });

  it("keeps to the selected state", async () => {
    expect(await search("tillamook", "Washington")).toEqual([]);
    expect(await search("tillamook", "oregon")).toContain("Tillamook Bay");
  });
});

describe("queryWords", () => {
  it("lower-cases, drops punctuation and keeps eight words", () => {
    expect(queryWords("Tillamook's  BAY, crab!")).toEqual(["tillamook", "s", "bay", "crab"]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("countSearchMatches", () => {
  const count = (query: string, state?: string) => countSearchMatches(database.handle.db, { query, state });

  it("counts what the search finds, in one state or in all of them", async () => {
    const inOregon = await count("pier", "Oregon");
    const inCalifornia = await count("pier", "California");
    const everywhere = await count("pier");
    expect(inOregon).toBe((await search("pier", "Oregon")).length);
    expect(inCalifornia).toBeGreaterThan(0);
    expect(everywhere).toBeGreaterThanOrEqual(inOregon + inCalifornia);
    expect(everywhere).toBe(
      (await searchLocations(database.handle.db, { query: "pier", limit: 1000 })).length,
    );
  });

  it("counts a misspelt word as the search reads it, and nothing for no words", async () => {
    expect(await count("tillamok crab")).toBe((await search("tillamok crab")).length);
    expect(await count("zzqxwv")).toBe(0);
    expect(await count("   ")).toBe(0);
  });
});
