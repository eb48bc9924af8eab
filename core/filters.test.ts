import { describe, expect, it } from "vitest";
import {
  activeFilterChips,
  emptyFilters,
  FILTER_LABELS,
  type FilterableLocation,
  type FilterState,
  hasActiveFilters,
  matchesFilters,
  withoutFilter,
} from "./filters";

type Ticks = {
  amenities?: Partial<FilterState["amenities"]>;
  accessibility?: Partial<FilterState["accessibility"]>;
  seasons?: Partial<FilterState["seasons"]>;
};

function tick(ticks: Ticks): FilterState {
  const base = emptyFilters();
  return {
    amenities: { ...base.amenities, ...ticks.amenities },
    accessibility: { ...base.accessibility, ...ticks.accessibility },
    seasons: { ...base.seasons, ...ticks.seasons },
  };
}

const riverSpot: FilterableLocation = {
  facilities: ["Boat Ramps", "Camping", "Restrooms", "Guides"],
  accessibility: "Easy access from Highway 101, family friendly",
  bestSeasons: "Sep-Nov",
};

// The rules of docs/product.md "Filter panel", "Filter matching" and "Seasons".
describe("emptyFilters", () => {
  it("all booleans, all false by default", () => {
    const filters = emptyFilters();
    for (const group of Object.values(filters)) {
      for (const value of Object.values(group)) expect(value).toBe(false);
    }
    expect(Object.keys(filters.amenities)).toEqual([
      "boatLaunch",
      "camping",
      "restrooms",
      "guides",
      "fishCleaning",
      "baitShop",
    ]);
    expect(Object.keys(filters.accessibility)).toEqual([
      "easyAccess",
      "wheelchairAccessible",
      "familyFriendly",
      "hikingRequired",
    ]);
    expect(Object.keys(filters.seasons)).toEqual(["spring", "summer", "fall", "winter"]);
  });

  it("returns a fresh object each time", () => {
    const a = emptyFilters();
    a.amenities.camping = true;
    expect(emptyFilters().amenities.camping).toBe(false);
  });
});

describe("FILTER_LABELS", () => {
  it.each([
    ["boatLaunch", "Boat Launch"],
    ["camping", "Camping"],
    ["restrooms", "Restrooms"],
    ["guides", "Guides"],
    ["fishCleaning", "Fish Cleaning Station"],
    ["baitShop", "Bait Shop"],
    ["easyAccess", "Easy Access"],
    ["wheelchairAccessible", "Wheelchair Accessible"],
    ["familyFriendly", "Family Friendly"],
    ["hikingRequired", "Hiking Required"],
    ["spring", "Spring"],
    ["summer", "Summer"],
    ["fall", "Fall"],
    ["winter", "Winter"],
  ] as const)("%s -> %j", (key, label) => {
    expect(FILTER_LABELS[key]).toBe(label);
  });
});

describe("matchesFilters: amenities", () => {
  it.each<[string, FilterableLocation, Ticks, boolean]>([
    ["with no filter, all locations show", { facilities: [] }, {}, true],
    ["with no filter, a location without data shows", {}, {}, true],
    [
      "boatLaunch matches boat launch",
      { facilities: ["Boat Launch"] },
      { amenities: { boatLaunch: true } },
      true,
    ],
    [
      "boatLaunch matches boat ramp",
      { facilities: ["Paved boat ramp"] },
      { amenities: { boatLaunch: true } },
      true,
    ],
    [
      "boatLaunch needs a launch or ramp",
      { facilities: ["Boat rental"] },
      { amenities: { boatLaunch: true } },
      false,
    ],
    ["camping matches camping", { facilities: ["Camping nearby"] }, { amenities: { camping: true } }, true],
    [
      "camping does not match campground",
      { facilities: ["Campground"] },
      { amenities: { camping: true } },
      false,
    ],
    ["restrooms matches restroom", { facilities: ["Restroom"] }, { amenities: { restrooms: true } }, true],
    ["guides matches guide", { facilities: ["Guide services"] }, { amenities: { guides: true } }, true],
    [
      "fishCleaning matches fish cleaning",
      { facilities: ["Fish Cleaning Station"] },
      { amenities: { fishCleaning: true } },
      true,
    ],
    ["baitShop matches bait shop", { facilities: ["BAIT SHOP"] }, { amenities: { baitShop: true } }, true],
    [
      "baitShop needs bait shop",
      { facilities: ["Bait and tackle"] },
      { amenities: { baitShop: true } },
      false,
    ],
    ["matched case-insensitively", { facilities: ["RESTROOMS"] }, { amenities: { restrooms: true } }, true],
    [
      "every ticked amenity must hold (AND)",
      riverSpot,
      { amenities: { boatLaunch: true, camping: true } },
      true,
    ],
    ["AND fails when one is missing", riverSpot, { amenities: { camping: true, baitShop: true } }, false],
    [
      "a location without facilities has no amenity",
      { facilities: null },
      { amenities: { camping: true } },
      false,
    ],
    ["missing facilities has no amenity", {}, { amenities: { guides: true } }, false],
  ])("%s", (_rule, location, ticks, expected) => {
    expect(matchesFilters(location, tick(ticks))).toBe(expected);
  });
});

describe("matchesFilters: accessibility", () => {
  it.each<[string, string | null, Ticks["accessibility"], boolean]>([
    ["easyAccess matches easy", "Easy walk from parking", { easyAccess: true }, true],
    ["easyAccess matches multiple access", "Multiple access points", { easyAccess: true }, true],
    ["easyAccess needs easy or multiple access", "Steep bank", { easyAccess: true }, false],
    [
      "wheelchairAccessible matches wheelchair",
      "Wheelchair ramp to dock",
      { wheelchairAccessible: true },
      true,
    ],
    ["wheelchairAccessible matches accessible", "ADA accessible pier", { wheelchairAccessible: true }, true],
    ["familyFriendly matches family", "Family friendly pier", { familyFriendly: true }, true],
    [
      'the rule names the word family: "families" does not contain it',
      "Great for families",
      { familyFriendly: true },
      false,
    ],
    ["familyFriendly matches kid", "Kids fishing pond", { familyFriendly: true }, true],
    ["familyFriendly matches beginner", "Beginner friendly", { familyFriendly: true }, true],
    ["familyFriendly needs family, kid or beginner", "Experts only", { familyFriendly: true }, false],
    ["hikingRequired matches hike", "Short hike in", { hikingRequired: true }, true],
    ["hikingRequired matches trail", "Trail access only", { hikingRequired: true }, true],
    ["hikingRequired needs hike or trail", "Drive-up access", { hikingRequired: true }, false],
    ["words match regardless of case", "EASY", { easyAccess: true }, true],
    [
      "every ticked option must hold (AND)",
      "Easy trail, good for a family",
      { easyAccess: true, hikingRequired: true, familyFriendly: true },
      true,
    ],
    ["AND fails when one is missing", "Easy trail", { easyAccess: true, wheelchairAccessible: true }, false],
    ["missing accessibility text matches no word", null, { easyAccess: true }, false],
  ])("%s", (_rule, accessibility, ticks, expected) => {
    expect(matchesFilters({ accessibility }, tick({ accessibility: ticks }))).toBe(expected);
  });
});

describe("matchesFilters: seasons", () => {
  it.each<[string, string | null, Ticks["seasons"], boolean]>([
    ["spring = Mar, Apr, May", "Apr-Jun", { spring: true }, true],
    ["no overlap with summer", "Sep-Nov", { summer: true }, false],
    ["wrapping past December (Nov-Feb in winter)", "Nov-Feb", { winter: true }, true],
    ["first three letters of each end", "December-January", { winter: true }, true],
    [
      "overlaps any month of any ticked season (summer or winter)",
      "Dec-Jan",
      { summer: true, winter: true },
      true,
    ],
    ["any ticked season, none overlapping", "Jun-Jul", { spring: true, fall: true }, false],
    ["an unreadable range matches no ticked season", "Best after rain", { fall: true }, false],
    ["a missing range matches no ticked season", null, { spring: true }, false],
  ])("%s", (_rule, bestSeasons, ticks, expected) => {
    expect(matchesFilters({ bestSeasons }, tick({ seasons: ticks }))).toBe(expected);
  });
});

describe("matchesFilters: groups combine with AND", () => {
  it.each<[string, Ticks, boolean]>([
    [
      "all groups hold",
      { amenities: { guides: true }, accessibility: { familyFriendly: true }, seasons: { fall: true } },
      true,
    ],
    ["amenity fails", { amenities: { baitShop: true }, accessibility: { familyFriendly: true } }, false],
    ["accessibility fails", { amenities: { guides: true }, accessibility: { hikingRequired: true } }, false],
    ["season fails", { amenities: { camping: true }, seasons: { spring: true } }, false],
  ])("%s", (_rule, ticks, expected) => {
    expect(matchesFilters(riverSpot, tick(ticks))).toBe(expected);
  });
});

describe("activeFilterChips", () => {
  it.each<[string, Ticks, { group: string; key: string; label: string }[]]>([
    ["no ticks, no chips", {}, []],
    [
      "one chip per ticked option",
      {
        amenities: { boatLaunch: true },
        accessibility: { wheelchairAccessible: true },
        seasons: { winter: true, spring: true },
      },
      [
        { group: "amenities", key: "boatLaunch", label: "Boat Launch" },
        { group: "accessibility", key: "wheelchairAccessible", label: "Wheelchair Accessible" },
        { group: "seasons", key: "spring", label: "Spring" },
        { group: "seasons", key: "winter", label: "Winter" },
      ],
    ],
    [
      "chips follow the panel order",
      { amenities: { baitShop: true, fishCleaning: true } },
      [
        { group: "amenities", key: "fishCleaning", label: "Fish Cleaning Station" },
        { group: "amenities", key: "baitShop", label: "Bait Shop" },
      ],
    ],
  ])("%s", (_rule, ticks, expected) => {
    expect(activeFilterChips(tick(ticks))).toEqual(expected);
  });
});

describe("withoutFilter", () => {
  it.each<[string, Ticks, "amenities" | "accessibility" | "seasons", string, Ticks]>([
    [
      "removing a chip unticks that option",
      { amenities: { camping: true, guides: true } },
      "amenities",
      "camping",
      { amenities: { guides: true } },
    ],
    [
      "unticks an accessibility option",
      { accessibility: { easyAccess: true } },
      "accessibility",
      "easyAccess",
      {},
    ],
    [
      "unticks a season",
      { seasons: { fall: true, winter: true } },
      "seasons",
      "winter",
      { seasons: { fall: true } },
    ],
    ["an unticked option stays unticked", {}, "seasons", "spring", {}],
    [
      "an unknown key changes nothing",
      { seasons: { fall: true } },
      "seasons",
      "monsoon",
      { seasons: { fall: true } },
    ],
    [
      "a key from another group changes nothing",
      { seasons: { fall: true } },
      "amenities",
      "fall",
      { seasons: { fall: true } },
    ],
  ])("%s", (_rule, before, group, key, after) => {
    const filters = tick(before);
    const next = withoutFilter(filters, group, key);
    expect(next).toEqual(tick(after));
    expect(next).not.toBe(filters);
    expect(filters).toEqual(tick(before));
  });
});

describe("hasActiveFilters", () => {
  it.each<[string, Ticks, boolean]>([
    ["all false by default", {}, false],
    ["an amenity ticked", { amenities: { restrooms: true } }, true],
    ["an accessibility option ticked", { accessibility: { hikingRequired: true } }, true],
    ["a season ticked", { seasons: { summer: true } }, true],
  ])("%s -> %s", (_rule, ticks, expected) => {
    expect(hasActiveFilters(tick(ticks))).toBe(expected);
  });
});
