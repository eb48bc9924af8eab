// docs/product.md "Review options": a fixed species list (underscores shown as spaces) plus
// Other: the species an Oregon angler reports most.
export const REVIEW_FISH_OPTIONS = [
  "Chinook_Salmon",
  "Coho_Salmon",
  "Steelhead",
  "Rainbow_Trout",
  "Cutthroat_Trout",
  "Brown_Trout",
  "Largemouth_Bass",
  "Smallmouth_Bass",
  "Crappie",
  "Bluegill",
  "Walleye",
  "Sturgeon",
  "Dungeness_Crab",
  "Razor_Clams",
  "Surfperch",
  "Other",
] as const;

export const TIME_SPENT_OPTIONS = [
  "Less than 1 hour",
  "1-3 hours",
  "Half day",
  "Full day",
  "Multiple days",
] as const;

/** Underscores shown as spaces. */
export function fishLabel(value: string): string {
  return value.replaceAll("_", " ");
}
