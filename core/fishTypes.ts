// Fish type names and the rules that turn server values into labels:
// docs/product.md "Fish types" and "Display names".

// The 25 fish types of the first list, in the schema's order; they keep their places.
export const CORE_FISH_TYPES = [
  "Salmon",
  "Trout",
  "Steelhead",
  "Bass",
  "Crab",
  "Shellfish",
  "Sturgeon",
  "Walleye",
  "Perch",
  "Razor Clams",
  "Mussels",
  "Shad",
  "Bluegill",
  "Crappie",
  "Catfish",
  "Kokanee",
  "Bullhead",
  "Sunfish",
  "Rainbow Trout",
  "Brown Trout",
  "Cutthroat Trout",
  "Coho Salmon",
  "Chinook Salmon",
  "Largemouth Bass",
  "Smallmouth Bass",
] as const;

// The species Washington's and California's anglers target that the first list lacks
// (docs/product.md "Fish types"), from the two agencies' species lists.
export const WEST_COAST_FISH_TYPES = [
  "Rockfish",
  "Lingcod",
  "Pacific Halibut",
  "California Halibut",
  "Striped Bass",
  "Surfperch",
  "Sockeye Salmon",
  "Pink Salmon",
  "Chum Salmon",
  "Brook Trout",
  "Lake Trout",
  "Golden Trout",
  "Kelp Bass",
  "White Seabass",
  "Yellowtail",
  "Albacore",
  "Tiger Muskie",
  "Whitefish",
  "Carp",
] as const;

export const FISH_TYPES = [...CORE_FISH_TYPES, ...WEST_COAST_FISH_TYPES] as const;

export type FishTypeName = (typeof FISH_TYPES)[number];

// The values locations carry: each name in lower case, words joined by underscores
// ("Rainbow Trout" -> "rainbow_trout"), derived from the names so the two lists cannot drift.
type SnakeCase<Name extends string> = Name extends `${infer Word} ${infer Rest}`
  ? `${Lowercase<Word>}_${SnakeCase<Rest>}`
  : Lowercase<Name>;

export type FishTypeValue = SnakeCase<FishTypeName>;

export type CoreFishTypeValue = SnakeCase<(typeof CORE_FISH_TYPES)[number]>;

/** The first list's 25 values (the benchmark's generated waters keep to them). */
export const CORE_FISH_TYPE_VALUES: readonly CoreFishTypeValue[] = CORE_FISH_TYPES.map(
  (name) => fishTypeValue(name) as CoreFishTypeValue,
);

export const FISH_TYPE_VALUES: readonly FishTypeValue[] = FISH_TYPES.map(
  (name) => fishTypeValue(name) as FishTypeValue,
);

// The tabs when the server offers no fish type.
export const FALLBACK_FISH_TYPES: readonly FishTypeName[] = [
  // The first list's six leading groups (Salmon … Shellfish), then its trout and salmon species
  // (Rainbow Trout … Chinook Salmon).
  ...CORE_FISH_TYPES.slice(0, 6),
  ...CORE_FISH_TYPES.slice(18, 23),
];

// Server values are lower-case snake_case ("rainbow_trout"), so a display name maps
// back by lower-casing and joining words with underscores.
export function fishTypeValue(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "_");
}

// docs/product.md "Display names": underscores become spaces and each word is capitalised, unless the value
// already has a space or starts with a capital; snake_case status words become Title Case too.
export function displayName(value: string): string {
  if (value.includes(" ") || /^[A-Z]/.test(value)) return value;
  return value
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

// The shape of a fish type value as an address may carry one (the map's ?fish=): lower-case
// words joined by underscores. Any such value is a question with an answer, if an empty one.
export const FISH_VALUE_PATTERN = /^[a-z][a-z_]{0,59}$/;

export function isWellFormedFishValue(v: string): boolean {
  return FISH_VALUE_PATTERN.test(v);
}

const FISH_TYPE_VALUE_SET: ReadonlySet<string> = new Set(FISH_TYPE_VALUES);

// Only the list's values are known fish types.
export function isFishTypeValue(v: string): v is FishTypeValue {
  return FISH_TYPE_VALUE_SET.has(v);
}

// Tabs follow the schema order; values the schema does not know still show, after the
// known ones, alphabetically, so a new server value is never lost.
export function sortFishTypeValues(values: string[]): string[] {
  const distinct = [...new Set(values)];
  const known = FISH_TYPE_VALUES.filter((v) => distinct.includes(v));
  const unknown = distinct.filter((v) => !isFishTypeValue(v)).sort((a, b) => a.localeCompare(b, "en"));
  return [...known, ...unknown];
}
