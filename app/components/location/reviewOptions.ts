// Spec 3 "Review form fish-caught options: a fixed species list (underscores shown as spaces)
// plus Other." The list itself is not in the spec; these are the species an Oregon angler
// reports most.
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

// Spec 5: "Duration options: Less than 1 hour, 1-3 hours, Half day, Full day, Multiple days."
export const TIME_SPENT_OPTIONS = [
  "Less than 1 hour",
  "1-3 hours",
  "Half day",
  "Full day",
  "Multiple days",
] as const;

/** Spec 3: underscores shown as spaces. */
export function fishLabel(value: string): string {
  return value.replaceAll("_", " ");
}
