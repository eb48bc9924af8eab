import { describe, expect, it } from "vitest";
import { dedupeByName } from "./dedupe";

// The rules of docs/product.md "Sorting": duplicates by name removed.
describe("dedupeByName", () => {
  it.each<[string, { name: string; id: number }[], number[]]>([
    [
      "duplicates by name removed",
      [
        { name: "Alsea Bay", id: 1 },
        { name: "Alsea Bay", id: 2 },
      ],
      [1],
    ],
    [
      "the first occurrence wins, order kept",
      [
        { name: "Siletz Bay", id: 1 },
        { name: "Alsea Bay", id: 2 },
        { name: "Siletz Bay", id: 3 },
      ],
      [1, 2],
    ],
    [
      "names compare ignoring case",
      [
        { name: "Rogue River", id: 1 },
        { name: "ROGUE RIVER", id: 2 },
      ],
      [1],
    ],
    [
      "names compare trimmed",
      [
        { name: " Nehalem River ", id: 1 },
        { name: "Nehalem River", id: 2 },
      ],
      [1],
    ],
    [
      "different names stay",
      [
        { name: "Tillamook Bay", id: 1 },
        { name: "Nestucca Bay", id: 2 },
      ],
      [1, 2],
    ],
    ["empty list", [], []],
  ])("%s", (_rule, items, expectedIds) => {
    expect(dedupeByName(items).map((i) => i.id)).toEqual(expectedIds);
  });
});
