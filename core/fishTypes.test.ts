import { describe, expect, it } from "vitest";
import { CORE_FISH_TYPES } from "#scripts/bench/generator/coreFishTypes";
import { FISH_TYPE_VALUES, FISH_TYPES, isFishTypeValue, sortFishTypeValues } from "./fishTypeList";
import { displayName, FALLBACK_FISH_TYPES, fishTypeValue } from "./fishTypes";

// The rules of docs/product.md "Fish types" and "Display names".
describe("fish type lists", () => {
  it.each([
    ["25 in the first list", () => expect(CORE_FISH_TYPES).toHaveLength(25)],
    ["the first list keeps its places", () => expect(FISH_TYPES.slice(0, 25)).toEqual([...CORE_FISH_TYPES])],
    ["Salmon comes first", () => expect(FISH_TYPES[0]).toBe("Salmon")],
    ["Smallmouth Bass ends the first list", () => expect(FISH_TYPES[24]).toBe("Smallmouth Bass")],
    ["Razor Clams is tenth", () => expect(FISH_TYPES[9]).toBe("Razor Clams")],
    ["the West Coast's follow the first list, Rockfish first", () => expect(FISH_TYPES[25]).toBe("Rockfish")],
    ["19 added with the West Coast", () => expect(FISH_TYPES.indexOf("Carp")).toBe(43)],
    ["display names are unique", () => expect(new Set(FISH_TYPES).size).toBe(FISH_TYPES.length)],
    [
      "the fallback tabs are on the list",
      () => expect(FISH_TYPES).toEqual(expect.arrayContaining([...FALLBACK_FISH_TYPES])),
    ],
    [
      "server values are the display names in snake_case",
      () => expect(FISH_TYPE_VALUES).toEqual(FISH_TYPES.map(fishTypeValue)),
    ],
    [
      "values derived from the names are the data's spellings",
      () =>
        expect([FISH_TYPE_VALUES[0], FISH_TYPE_VALUES[9], FISH_TYPE_VALUES[22]]).toEqual([
          "salmon",
          "razor_clams",
          "chinook_salmon",
        ]),
    ],
    [
      "the fallback list has 11 names",
      () =>
        expect(FALLBACK_FISH_TYPES).toEqual([
          "Salmon",
          "Trout",
          "Steelhead",
          "Bass",
          "Crab",
          "Shellfish",
          "Rainbow Trout",
          "Brown Trout",
          "Cutthroat Trout",
          "Coho Salmon",
          "Chinook Salmon",
        ]),
    ],
  ])("%s", (_rule, check) => {
    check();
  });
});

describe("fishTypeValue", () => {
  it.each([
    ["Rainbow Trout", "rainbow_trout", "values such as rainbow_trout"],
    ["salmon", "salmon", "values such as salmon"],
    ["  Razor Clams ", "razor_clams", "surrounding spaces are trimmed"],
    ["Chinook  Salmon", "chinook_salmon", "runs of spaces become one underscore"],
  ])("%j -> %j (%s)", (name, expected, _why) => {
    expect(fishTypeValue(name)).toBe(expected);
  });
});

describe("displayName", () => {
  it.each([
    ["rainbow_trout", "Rainbow Trout", "underscores become spaces and each word is capitalised"],
    ["salmon", "Salmon", "each word is capitalised"],
    ["largemouth_bass", "Largemouth Bass", "underscores become spaces"],
    ["Coho Salmon", "Coho Salmon", "unless the value already has a space"],
    ["razor clams", "razor clams", "a value with a space is returned unchanged"],
    ["Steelhead", "Steelhead", "unless the value starts with a capital"],
    ["Rainbow_trout", "Rainbow_trout", "a value starting with a capital is returned unchanged"],
    ["in_progress", "In Progress", "snake_case status words become Title Case"],
    ["", "", "nothing stays nothing"],
  ])("%j -> %j (%s)", (value, expected, _why) => {
    expect(displayName(value)).toBe(expected);
  });
});

describe("isFishTypeValue", () => {
  it.each([
    ["salmon", true, "a schema value"],
    ["smallmouth_bass", true, "the last schema value"],
    ["Salmon", false, "a display name is not a server value"],
    ["tuna", false, "not in the schema list"],
    ["all", false, "the Don't care what fish tab is not a fish type"],
  ])("%j -> %s (%s)", (value, expected, _why) => {
    expect(isFishTypeValue(value)).toBe(expected);
  });
});

describe("sortFishTypeValues", () => {
  it.each([
    [["trout", "salmon"], ["salmon", "trout"], "schema order, Salmon before Trout"],
    [["salmon", "salmon", "crab"], ["salmon", "crab"], "duplicates appear once"],
    [
      ["zander", "salmon", "albacore"],
      ["salmon", "albacore", "zander"],
      "unknown values after, alphabetically",
    ],
    [["smallmouth_bass", "razor_clams", "bass"], ["bass", "razor_clams", "smallmouth_bass"], "list order"],
    [[], [], "no values, no tabs"],
  ])("%j -> %j (%s)", (input, expected, _why) => {
    expect(sortFishTypeValues(input)).toEqual(expected);
  });

  it("does not change the input array", () => {
    const input = ["trout", "salmon"];
    sortFishTypeValues(input);
    expect(input).toEqual(["trout", "salmon"]);
  });
});
