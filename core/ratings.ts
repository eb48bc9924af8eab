// Rating rules: docs/product.md "Ratings".

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const DEFAULT_RATING = 5;

// Average of the given ratings; no ratings means no average (the card then says Not rated yet).
export function averageOf(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  return ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
}

// Stars show the average rounded to the nearest half star.
export function roundToHalfStar(avg: number): number {
  return Math.round(avg * 2) / 2;
}

// The average is written with one decimal. Rounding on the tenths first avoids binary
// artefacts such as 3.65.toFixed(1) giving "3.6".
export function formatAverage(avg: number): string {
  return (Math.round(avg * 10) / 10).toFixed(1);
}

export type StarFill = "full" | "half" | "empty";

// Five stars from the half-star rounding,
// clamped so out-of-range averages still draw five stars.
export function starFill(avg: number): StarFill[] {
  const rounded = Number.isFinite(avg) ? Math.min(MAX_RATING, Math.max(0, roundToHalfStar(avg))) : 0;
  return Array.from({ length: MAX_RATING }, (_, i): StarFill => {
    if (rounded >= i + 1) return "full";
    if (rounded >= i + 0.5) return "half";
    return "empty";
  });
}
