// The filter panel's rules: docs/product.md "Filter panel", "Filter matching" and "Seasons".
import { matchesSeason } from "./seasons";

export type AmenityFilter = "boatLaunch" | "camping" | "restrooms" | "guides" | "fishCleaning" | "baitShop";
export type AccessibilityFilter = "easyAccess" | "wheelchairAccessible" | "familyFriendly" | "hikingRequired";
export type SeasonFilter = "spring" | "summer" | "fall" | "winter";

export type FilterState = {
  amenities: Record<AmenityFilter, boolean>;
  accessibility: Record<AccessibilityFilter, boolean>;
  seasons: Record<SeasonFilter, boolean>;
};

export type FilterGroup = keyof FilterState;

export type FilterKey = AmenityFilter | AccessibilityFilter | SeasonFilter;

export const AMENITY_FILTERS = [
  "boatLaunch",
  "camping",
  "restrooms",
  "guides",
  "fishCleaning",
  "baitShop",
] as const satisfies readonly AmenityFilter[];

export const ACCESSIBILITY_FILTERS = [
  "easyAccess",
  "wheelchairAccessible",
  "familyFriendly",
  "hikingRequired",
] as const satisfies readonly AccessibilityFilter[];

export const SEASON_FILTERS = [
  "spring",
  "summer",
  "fall",
  "winter",
] as const satisfies readonly SeasonFilter[];

export const FILTER_GROUPS = [
  "amenities",
  "accessibility",
  "seasons",
] as const satisfies readonly FilterGroup[];

// Everything unticked. A new object every call so callers may mutate it.
export function emptyFilters(): FilterState {
  return {
    amenities: {
      boatLaunch: false,
      camping: false,
      restrooms: false,
      guides: false,
      fishCleaning: false,
      baitShop: false,
    },
    accessibility: {
      easyAccess: false,
      wheelchairAccessible: false,
      familyFriendly: false,
      hikingRequired: false,
    },
    seasons: { spring: false, summer: false, fall: false, winter: false },
  };
}

// Labels shown on the checkboxes and the active-filter chips (docs/product.md "Filter panel").
export const FILTER_LABELS: Record<FilterKey, string> = {
  boatLaunch: "Boat Launch",
  camping: "Camping",
  restrooms: "Restrooms",
  guides: "Guides",
  fishCleaning: "Fish Cleaning Station",
  baitShop: "Bait Shop",
  easyAccess: "Easy Access",
  wheelchairAccessible: "Wheelchair Accessible",
  familyFriendly: "Family Friendly",
  hikingRequired: "Hiking Required",
  spring: "Spring",
  summer: "Summer",
  fall: "Fall",
  winter: "Winter",
};

// docs/product.md "Filter matching": the words each amenity looks for in the facilities.
const AMENITY_WORDS: Record<AmenityFilter, readonly string[]> = {
  boatLaunch: ["boat launch", "boat ramp"],
  camping: ["camping"],
  restrooms: ["restroom"],
  guides: ["guide"],
  fishCleaning: ["fish cleaning"],
  baitShop: ["bait shop"],
};

// docs/product.md "Filter matching": the words each option looks for in the accessibility text.
const ACCESSIBILITY_WORDS: Record<AccessibilityFilter, readonly string[]> = {
  easyAccess: ["easy", "multiple access"],
  wheelchairAccessible: ["wheelchair", "accessible"],
  familyFriendly: ["family", "kid", "beginner"],
  hikingRequired: ["hike", "trail"],
};

export type FilterableLocation = {
  facilities?: string[] | null;
  accessibility?: string | null;
  bestSeasons?: string | null;
};

function tickedKeys<K extends string>(group: Record<K, boolean>): K[] {
  return (Object.keys(group) as K[]).filter((key) => group[key]);
}

function containsAny(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return words.some((word) => lower.includes(word));
}

// Amenities match the facilities list, ignoring case; a location without facilities has none
// of them.
export function hasAmenity(facilities: string[] | null | undefined, amenity: AmenityFilter): boolean {
  return (facilities ?? []).some((facility) => containsAny(facility, AMENITY_WORDS[amenity]));
}

// Accessibility matches words in the accessibility text; no text matches no word.
export function hasAccessibility(
  accessibility: string | null | undefined,
  option: AccessibilityFilter,
): boolean {
  return containsAny(accessibility ?? "", ACCESSIBILITY_WORDS[option]);
}

// docs/product.md "Filter matching": with no filter, all locations show; within a group every ticked option
// must hold (AND), and groups combine with AND. Seasons are the exception ("Seasons"): a location
// matches if its range overlaps any month of any ticked season, so they combine with OR.
export function matchesFilters(location: FilterableLocation, filters: FilterState): boolean {
  const amenities = tickedKeys(filters.amenities);
  if (!amenities.every((a) => hasAmenity(location.facilities, a))) return false;

  const accessibility = tickedKeys(filters.accessibility);
  if (!accessibility.every((a) => hasAccessibility(location.accessibility, a))) return false;

  const seasons = tickedKeys(filters.seasons);
  if (seasons.length > 0 && !seasons.some((s) => matchesSeason(location.bestSeasons, s))) return false;

  return true;
}

export type FilterChip =
  | { group: "amenities"; key: AmenityFilter; label: string }
  | { group: "accessibility"; key: AccessibilityFilter; label: string }
  | { group: "seasons"; key: SeasonFilter; label: string };

// docs/product.md "Filter panel": one removable chip per ticked option, in the panel's order.
export function activeFilterChips(filters: FilterState): FilterChip[] {
  return [
    ...AMENITY_FILTERS.filter((key) => filters.amenities[key]).map(
      (key): FilterChip => ({ group: "amenities", key, label: FILTER_LABELS[key] }),
    ),
    ...ACCESSIBILITY_FILTERS.filter((key) => filters.accessibility[key]).map(
      (key): FilterChip => ({ group: "accessibility", key, label: FILTER_LABELS[key] }),
    ),
    ...SEASON_FILTERS.filter((key) => filters.seasons[key]).map(
      (key): FilterChip => ({ group: "seasons", key, label: FILTER_LABELS[key] }),
    ),
  ];
}

// Removing a chip unticks its option. Returns a new state; a key that
// is not in the group leaves the state as it was.
export function withoutFilter(filters: FilterState, group: FilterGroup, key: string): FilterState {
  const next: FilterState = {
    amenities: { ...filters.amenities },
    accessibility: { ...filters.accessibility },
    seasons: { ...filters.seasons },
  };
  const options = next[group] as Record<string, boolean>;
  if (Object.hasOwn(options, key)) options[key] = false;
  return next;
}

// True when at least one option is ticked.
export function hasActiveFilters(filters: FilterState): boolean {
  return FILTER_GROUPS.some((group) => Object.values(filters[group]).some(Boolean));
}
