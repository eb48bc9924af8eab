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

describe("emptyFilters", () => {
  it("Spec 3: all booleans, all false by default", () => {
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
    ["Spec 5: with no filter, all locations show", { facilities: [] }, {}, true],
    ["Spec 5: with no filter, a location without data shows", {}, {}, true],
    [
      "Spec 5: boatLaunch matches boat launch",
      { facilities: ["Boat Launch"] },
      { amenities: { boatLaunch: true } },
      true,
    ],
    [
      "Spec 5: boatLaunch matches boat ramp",
      { facilities: ["Paved boat ramp"] },
      { amenities: { boatLaunch: true } },
      true,
    ],
    [
      "Spec 5: boatLaunch needs a launch or ramp",
      { facilities: ["Boat rental"] },
      { amenities: { boatLaunch: true } },
      false,
    ],
    [
      "Spec 5: camping matches camping",
      { facilities: ["Camping nearby"] },
      { amenities: { camping: true } },
      true,
    ],
    [
      "Spec 5: camping does not match campground",
      { facilities: ["Campground"] },
      { amenities: { camping: true } },
      false,
    ],
    [
      "Spec 5: restrooms matches restroom",
      { facilities: ["Restroom"] },
      { amenities: { restrooms: true } },
      true,
    ],
    [
      "Spec 5: guides matches guide",
      { facilities: ["Guide services"] },
      { amenities: { guides: true } },
      true,
    ],
    [
      "Spec 5: fishCleaning matches fish cleaning",
      { facilities: ["Fish Cleaning Station"] },
      { amenities: { fishCleaning: true } },
      true,
    ],
    [
      "Spec 5: baitShop matches bait shop",
      { facilities: ["BAIT SHOP"] },
      { amenities: { baitShop: true } },
      true,
    ],
    [
      "Spec 5: baitShop needs bait shop",
      { facilities: ["Bait and tackle"] },
      { amenities: { baitShop: true } },
      false,
    ],
    [
      "Spec 5: matched case-insensitively",
      { facilities: ["RESTROOMS"] },
      { amenities: { restrooms: true } },
      true,
    ],
    [
      "Spec 5: every ticked amenity must hold (AND)",
      riverSpot,
      { amenities: { boatLaunch: true, camping: true } },
      true,
    ],
    [
      "Spec 5: AND fails when one is missing",
      riverSpot,
      { amenities: { camping: true, baitShop: true } },
      false,
    ],
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
    ["Spec 5: easyAccess matches easy", "Easy walk from parking", { easyAccess: true }, true],
    ["Spec 5: easyAccess matches multiple access", "Multiple access points", { easyAccess: true }, true],
    ["Spec 5: easyAccess needs easy or multiple access", "Steep bank", { easyAccess: true }, false],
    [
      "Spec 5: wheelchairAccessible matches wheelchair",
      "Wheelchair ramp to dock",
      { wheelchairAccessible: true },
      true,
    ],
    [
      "Spec 5: wheelchairAccessible matches accessible",
      "ADA accessible pier",
      { wheelchairAccessible: true },
      true,
    ],
    ["Spec 5: familyFriendly matches family", "Family friendly pier", { familyFriendly: true }, true],
    [
      'Spec 5 names the word family: "families" does not contain it',
      "Great for families",
      { familyFriendly: true },
      false,
    ],
    ["Spec 5: familyFriendly matches kid", "Kids fishing pond", { familyFriendly: true }, true],
    ["Spec 5: familyFriendly matches beginner", "Beginner friendly", { familyFriendly: true }, true],
    ["Spec 5: familyFriendly needs family, kid or beginner", "Experts only", { familyFriendly: true }, false],
    ["Spec 5: hikingRequired matches hike", "Short hike in", { hikingRequired: true }, true],
    ["Spec 5: hikingRequired matches trail", "Trail access only", { hikingRequired: true }, true],
    ["Spec 5: hikingRequired needs hike or trail", "Drive-up access", { hikingRequired: true }, false],
    ["Spec 5: words match regardless of case", "EASY", { easyAccess: true }, true],
    [
      "Spec 5: every ticked option must hold (AND)",
      "Easy trail, good for a family",
      { easyAccess: true, hikingRequired: true, familyFriendly: true },
      true,
    ],
    [
      "Spec 5: AND fails when one is missing",
      "Easy trail",
      { easyAccess: true, wheelchairAccessible: true },
      false,
    ],
    ["missing accessibility text matches no word", null, { easyAccess: true }, false],
  ])("%s", (_rule, accessibility, ticks, expected) => {
    expect(matchesFilters({ accessibility }, tick({ accessibility: ticks }))).toBe(expected);
  });
});

describe("matchesFilters: seasons", () => {
  it.each<[string, string | null, Ticks["seasons"], boolean]>([
    ["Spec 5: spring = Mar, Apr, May", "Apr-Jun", { spring: true }, true],
    ["Spec 5: no overlap with summer", "Sep-Nov", { summer: true }, false],
    ["Spec 5: wrapping past December (Nov-Feb in winter)", "Nov-Feb", { winter: true }, true],
    ["Spec 5: first three letters of each end", "December-January", { winter: true }, true],
    [
      "Spec 5: overlaps any month of any ticked season (summer or winter)",
      "Dec-Jan",
      { summer: true, winter: true },
      true,
    ],
    ["Spec 5: any ticked season, none overlapping", "Jun-Jul", { spring: true, fall: true }, false],
    ["an unreadable range matches no ticked season", "Best after rain", { fall: true }, false],
    ["a missing range matches no ticked season", null, { spring: true }, false],
  ])("%s", (_rule, bestSeasons, ticks, expected) => {
    expect(matchesFilters({ bestSeasons }, tick({ seasons: ticks }))).toBe(expected);
  });
});

describe("matchesFilters: groups combine with AND", () => {
  it.each<[string, Ticks, boolean]>([
    [
      "Spec 5: all groups hold",
      { amenities: { guides: true }, accessibility: { familyFriendly: true }, seasons: { fall: true } },
      true,
    ],
    [
      "Spec 5: amenity fails",
      { amenities: { baitShop: true }, accessibility: { familyFriendly: true } },
      false,
    ],
    [
      "Spec 5: accessibility fails",
      { amenities: { guides: true }, accessibility: { hikingRequired: true } },
      false,
    ],
    ["Spec 5: season fails", { amenities: { camping: true }, seasons: { spring: true } }, false],
  ])("%s", (_rule, ticks, expected) => {
    expect(matchesFilters(riverSpot, tick(ticks))).toBe(expected);
  });
});

describe("activeFilterChips", () => {
  it.each<[string, Ticks, { group: string; key: string; label: string }[]]>([
    ["Spec 2: no ticks, no chips", {}, []],
    [
      "Spec 2: one chip per ticked option",
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
      "Spec 2: chips follow the panel order",
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
      "Spec 2: removing a chip unticks that option",
      { amenities: { camping: true, guides: true } },
      "amenities",
      "camping",
      { amenities: { guides: true } },
    ],
    [
      "Spec 2: unticks an accessibility option",
      { accessibility: { easyAccess: true } },
      "accessibility",
      "easyAccess",
      {},
    ],
    [
      "Spec 2: unticks a season",
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
    ["Spec 3: all false by default", {}, false],
    ["an amenity ticked", { amenities: { restrooms: true } }, true],
    ["an accessibility option ticked", { accessibility: { hikingRequired: true } }, true],
    ["a season ticked", { seasons: { summer: true } }, true],
  ])("%s -> %s", (_rule, ticks, expected) => {
    expect(hasActiveFilters(tick(ticks))).toBe(expected);
  });
});
