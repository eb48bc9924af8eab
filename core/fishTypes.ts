// The rules that turn fish type names into values and server values into labels:
// docs/product.md "Fish types" and "Display names". The list itself is data
// (data/species.json, read by ./fishTypeList.ts): a page that only labels values carries none of it.

// The tabs when the server offers no fish type: the first list's six leading groups, then its
// trout and salmon species.
export const FALLBACK_FISH_TYPES: readonly string[] = [
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
