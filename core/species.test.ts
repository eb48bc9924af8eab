import { describe, expect, it } from "vitest";
import { FISH_TYPE_VALUES, FISH_TYPES } from "./fishTypeList";
import { matchesSeason, SEASON_MONTHS, type SeasonName } from "./seasons";
import {
  busiestMonths,
  CATCH_WINDOW_DAYS,
  catchWindowStart,
  caughtSpecies,
  monthCounts,
  REVIEW_FISH_OPTIONS,
  speciesDescription,
} from "./species";
import { fishTypeFromSlug, speciesPath, speciesSlug } from "./speciesPaths";

describe("species slugs", () => {
  it("are the fish-type values with hyphens, and read back", () => {
    expect(speciesSlug("chinook_salmon")).toBe("chinook-salmon");
    expect(speciesPath("razor_clams")).toBe("/fish/razor-clams");
    for (const value of FISH_TYPE_VALUES) expect(fishTypeFromSlug(speciesSlug(value))).toBe(value);
  });

  it("name nothing when they cannot be a value", () => {
    for (const slug of [
      "",
      "Chinook-Salmon",
      "chinook_salmon",
      "chinook--salmon",
      "-trout",
      "trout-",
      "tr0ut",
      "a".repeat(61),
    ]) {
      expect(fishTypeFromSlug(slug), slug).toBeNull();
    }
  });
});

describe("the month chart", () => {
  const Nov_Feb = { bestSeasons: "Nov-Feb", count: 2 };

  it("counts a range that wraps the year in the months from its start through December and on to its end", () => {
    expect(monthCounts([Nov_Feb])).toEqual([2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2]);
  });

  it("adds the spots of every season text, month by month", () => {
    const counts = monthCounts([
      Nov_Feb,
      { bestSeasons: "Mar-May", count: 3 },
      { bestSeasons: "Year-round", count: 1 },
      { bestSeasons: "Sep", count: 4 },
      { bestSeasons: "Dec-Jan", count: 1 },
    ]);
    expect(counts).toEqual([4, 3, 4, 4, 4, 1, 1, 1, 5, 1, 3, 4]);
  });

  it("counts a text that names no month in no month, as the season filters do", () => {
    expect(
      monthCounts([
        { bestSeasons: "Whenever", count: 5 },
        { bestSeasons: null, count: 2 },
      ]),
    ).toEqual(Array(12).fill(0));
  });

  // The filters' rule (docs/product.md "Seasons"): a spot matches a season when its range overlaps
  // any of the season's months. The chart must count a spot in some month of a season exactly
  // when the season filter would show it.
  it("agrees with the season filters for every way of writing seasons", () => {
    const texts = [
      "Mar-May",
      "Nov-Feb",
      "Year-round",
      "All year",
      "Oct to Jan",
      "oct – dec",
      "Aug—Oct",
      "Jun",
      "Dec",
      "Mar-Xyz",
      "",
    ];
    for (const bestSeasons of texts) {
      const counts = monthCounts([{ bestSeasons, count: 1 }]);
      for (const season of Object.keys(SEASON_MONTHS) as SeasonName[]) {
        const inChart = SEASON_MONTHS[season].some((month) => counts[month] === 1);
        expect(inChart, `${bestSeasons} in ${season}`).toBe(matchesSeason(bestSeasons, season));
      }
    }
  });

  it("names the busiest months, none for an empty chart", () => {
    expect(busiestMonths([1, 5, 5, 0, 0, 0, 0, 0, 0, 0, 0, 2])).toEqual([1, 2]);
    expect(busiestMonths(Array(12).fill(0))).toEqual([]);
  });
});

describe("reported catches", () => {
  it("read fishCaught as fish-type values, as the form sends them and as older forms did", () => {
    expect(caughtSpecies(["Chinook_Salmon", "Dungeness_Crab", "Red_Rock_Crab", "Other"])).toEqual([
      "chinook_salmon",
      "crab",
    ]);
    // Yellow perch was read as Perch until it became a fish type of its own.
    expect(caughtSpecies(["Yellow_Perch", "Perch"])).toEqual(["yellow_perch", "perch"]);
    // Surfperch was read as Perch until it became a fish type of its own.
    expect(caughtSpecies(["Surfperch", "Lingcod"])).toEqual(["surfperch", "lingcod"]);
    expect(caughtSpecies(["rainbow trout", " KOKANEE ", "Rainbow_Trout"])).toEqual([
      "rainbow_trout",
      "kokanee",
    ]);
    expect(caughtSpecies(["Bowfin", ""])).toEqual([]);
    expect(caughtSpecies(null)).toEqual([]);
  });

  it("the review form offers every fish type, then Other, each read back as its species", () => {
    expect(REVIEW_FISH_OPTIONS.at(-1)).toBe("Other");
    expect(REVIEW_FISH_OPTIONS).toHaveLength(FISH_TYPES.length + 1);
    expect(REVIEW_FISH_OPTIONS).toContain("Chinook_Salmon");
    expect(caughtSpecies(REVIEW_FISH_OPTIONS)).toEqual([...FISH_TYPE_VALUES]);
  });

  it("count over the last 30 days, today included", () => {
    expect(CATCH_WINDOW_DAYS).toBe(30);
    expect(catchWindowStart("2026-11-26")).toBe("2026-10-28");
    expect(catchWindowStart("2026-03-10")).toBe("2026-02-09");
  });
});

describe("a species page's description", () => {
  it("tells the number of spots and the busiest months", () => {
    const months = [0, 0, 0, 0, 0, 0, 0, 4, 9, 9, 3, 0];
    expect(speciesDescription({ name: "Chinook Salmon", spotCount: 1200, months }, "Oregon")).toBe(
      "Where and when to catch chinook salmon in Oregon: 1,200 spots, most in season in September and October. The best-rated spots and anglers' recent catches.",
    );
  });

  it("leaves the months out when they say nothing, and the count when there is none", () => {
    expect(speciesDescription({ name: "Bluegill", spotCount: 1, months: Array(12).fill(1) }, "Oregon")).toBe(
      "Where and when to catch bluegill in Oregon: 1 spot, the best-rated spots and anglers' recent catches.",
    );
    expect(
      speciesDescription({ name: "Mussels", spotCount: 0, months: Array(12).fill(0) }, "Washington"),
    ).toBe(
      "Where and when to catch mussels in Washington: how it lives and is fished, anglers' recent catches and the current regulations.",
    );
  });
});
