import { describe, expect, it } from "vitest";
import {
  MONTH_ABBREVIATIONS,
  matchesSeason,
  monthIndex,
  monthsInRange,
  parseSeasonRange,
  SEASON_MONTHS,
  type SeasonName,
  seasonStartMonth,
  sortByName,
  sortBySeasonStart,
} from "./seasons";

// The rules of docs/product.md "Seasons" and "Sorting".
describe("monthIndex", () => {
  it.each([
    ["Jan", 0, "three-letter month names"],
    ["Dec", 11, "three-letter month names"],
    ["mar", 2, "case does not matter"],
    ["September", 8, "first three letters"],
    [" Oct ", 9, "surrounding spaces are ignored"],
    ["Ja", null, "fewer than three letters is no month"],
    ["Spring", null, "not a month"],
    ["", null, "empty"],
  ])("%j -> %s (%s)", (text, expected, _why) => {
    expect(monthIndex(text)).toBe(expected);
  });

  it("twelve three-letter month names, January first", () => {
    expect(MONTH_ABBREVIATIONS).toHaveLength(12);
    expect(MONTH_ABBREVIATIONS[0]).toBe("Jan");
    expect(MONTH_ABBREVIATIONS[11]).toBe("Dec");
  });
});

describe("parseSeasonRange", () => {
  it.each([
    ["Mar-May", { start: 2, end: 4 }, "text such as Mar-May"],
    ["March-May", { start: 2, end: 4 }, "first three letters of each end"],
    ["Nov-Feb", { start: 10, end: 1 }, "wrapping past December"],
    ["Sep – Nov", { start: 8, end: 10 }, "an en dash with spaces separates too"],
    ["June to August", { start: 5, end: 7 }, "the word to separates too"],
    ["oct-dec", { start: 9, end: 11 }, "case does not matter"],
    ["Jul", { start: 6, end: 6 }, "a single month"],
    ["Year-round", { start: 0, end: 11 }, "year-round is every month"],
    ["Year round", { start: 0, end: 11 }, "year round is every month"],
    ["All year", { start: 0, end: 11 }, "all year is every month"],
    ["October", { start: 9, end: 9 }, "the to inside October is not a separator"],
    ["Spring", null, "not a month range"],
    ["Mar-Foo", null, "an end that is no month"],
    ["Mar-May-Jul", null, "more than two ends"],
    ["", null, "empty"],
    [null, null, "missing"],
    [undefined, null, "missing"],
  ])("%j -> %j (%s)", (text, expected, _why) => {
    expect(parseSeasonRange(text)).toEqual(expected);
  });
});

describe("monthsInRange", () => {
  it.each([
    [{ start: 2, end: 4 }, [2, 3, 4], "Mar-May"],
    [{ start: 10, end: 1 }, [10, 11, 0, 1], "Nov-Feb wraps past December"],
    [{ start: 6, end: 6 }, [6], "a single month"],
    [{ start: 0, end: 11 }, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], "all year"],
    [{ start: 11, end: 10 }, [11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "Dec-Nov covers twelve months"],
  ])("%j -> %j (%s)", (range, expected, _why) => {
    expect(monthsInRange(range)).toEqual(expected);
  });
});

describe("SEASON_MONTHS", () => {
  it.each([
    ["spring", [2, 3, 4], "spring = Mar, Apr, May"],
    ["summer", [5, 6, 7], "summer = Jun, Jul, Aug"],
    ["fall", [8, 9, 10], "fall = Sep, Oct, Nov"],
    ["winter", [11, 0, 1], "winter = Dec, Jan, Feb"],
  ] as const)("%s -> %j (%s)", (season, expected, _why) => {
    expect(SEASON_MONTHS[season]).toEqual(expected);
  });
});

describe("seasonStartMonth", () => {
  it.each([
    ["Mar-May", 2, "the start month of bestSeasons"],
    ["Nov-Feb", 10, "start of a wrapping range"],
    ["Year-round", 0, "all year starts in January"],
    ["Whenever", 0, "unknown month counts as January"],
    [null, 0, "unknown start month counts as January"],
  ])("%j -> %s (%s)", (text, expected, _why) => {
    expect(seasonStartMonth(text)).toBe(expected);
  });
});

describe("matchesSeason", () => {
  it.each<[string | null, SeasonName, boolean, string]>([
    ["Mar-May", "spring", true, "spring = Mar, Apr, May"],
    ["Mar-May", "summer", false, "no overlap with Jun, Jul, Aug"],
    ["May-Jun", "summer", true, "overlaps any month (Jun)"],
    ["May-Jun", "spring", true, "overlaps any month (May)"],
    ["Nov-Feb", "winter", true, "wrapping past December"],
    ["Nov-Feb", "fall", true, "Nov is fall"],
    ["Nov-Feb", "spring", false, "Feb is winter, not spring"],
    ["Dec-Jan", "winter", true, "winter = Dec, Jan, Feb"],
    ["Aug", "summer", true, "a single month"],
    ["Aug", "fall", false, "a single month outside fall"],
    ["Year-round", "fall", true, "every month overlaps"],
    ["September-October", "fall", true, "first three letters of each end"],
    ["Whenever", "spring", false, "an unreadable range matches no season"],
    [null, "winter", false, "a missing range matches no season"],
  ])("%j in %s -> %s (%s)", (text, season, expected, _why) => {
    expect(matchesSeason(text, season)).toBe(expected);
  });
});

describe("sortBySeasonStart", () => {
  const loc = (name: string, bestSeasons: string | null) => ({ name, bestSeasons });

  it.each([
    [
      "sort by the start month of bestSeasons",
      [loc("A", "Sep-Nov"), loc("B", "Mar-May"), loc("C", "Jun-Aug")],
      ["B", "C", "A"],
    ],
    [
      "unknown month counts as January",
      [loc("A", "Feb-Mar"), loc("B", "Sometime"), loc("C", null)],
      ["B", "C", "A"],
    ],
    [
      "ties by name",
      [loc("Zed", "Mar-May"), loc("alpha", "Mar-Apr"), loc("Beta", "Mar")],
      ["alpha", "Beta", "Zed"],
    ],
    ["Nov-Feb starts in November", [loc("A", "Nov-Feb"), loc("B", "Dec")], ["A", "B"]],
    ["nothing to sort", [], []],
  ])("%s", (_rule, items, expected) => {
    expect(sortBySeasonStart(items).map((i) => i.name)).toEqual(expected);
  });

  it("returns a new array and leaves the input alone", () => {
    const input = [loc("B", "Jun"), loc("A", "Jan")];
    const sorted = sortBySeasonStart(input);
    expect(sorted).not.toBe(input);
    expect(input.map((i) => i.name)).toEqual(["B", "A"]);
  });

  it("keeps equal items in their original order (stable)", () => {
    const first = { name: "Same", bestSeasons: "Mar", id: 1 };
    const second = { name: "Same", bestSeasons: "Mar", id: 2 };
    expect(sortBySeasonStart([first, second]).map((i) => i.id)).toEqual([1, 2]);
  });
});

describe("sortByName", () => {
  it.each([
    [
      "the list for all sorts alphabetically by name",
      ["Siletz Bay", "Alsea Bay", "Rogue River"],
      ["Alsea Bay", "Rogue River", "Siletz Bay"],
    ],
    ["case does not matter", ["beta", "Alpha", "Gamma"], ["Alpha", "beta", "Gamma"]],
    ["empty", [], []],
  ])("%s", (_rule, names, expected) => {
    const input = names.map((name) => ({ name }));
    expect(sortByName(input).map((i) => i.name)).toEqual(expected);
    expect(input.map((i) => i.name)).toEqual(names);
  });
});
