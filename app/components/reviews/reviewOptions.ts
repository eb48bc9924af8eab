// docs/product.md "Review options". The fish-caught options are core/species.ts REVIEW_FISH_OPTIONS.
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
