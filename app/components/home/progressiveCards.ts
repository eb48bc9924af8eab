// How many of a long list's cards are in the page (decision 008, amended): the first ones come
// from the server, further batches as the visitor scrolls or tabs toward the end. Pure
// functions, so the rule is tested apart from the browser's observers.

/**
 * Cards in the server's HTML, and the first batch after hydration. Twelve fill whole rows in
 * one, two and three columns, and a bit more than the panel's first screen.
 */
export const FIRST_CARDS = 12;

/** Cards added at a time: small enough that rendering them never blocks input for long. */
export const CARD_BATCH = 12;

/**
 * How far below the panel's visible end the next batch starts rendering, as an
 * IntersectionObserver rootMargin: one more panel height, so a visitor scrolling quickly
 * never reaches an empty end.
 */
export const LOOKAHEAD_MARGIN = "0px 0px 100% 0px";

/**
 * Keyboard focus this close to the last rendered card (in cards) adds the next batch, so
 * tabbing through the list never runs out before the list does.
 */
export const FOCUS_LOOKAHEAD = 6;

/** The count after one more batch, never past the list's end. */
export function nextCount(count: number, total: number, batch = CARD_BATCH): number {
  return Math.min(total, Math.max(count, 0) + batch);
}

/** Whether focus on the card at `index` (0-based) is close enough to the end to add a batch. */
export function focusNeedsMore(index: number, count: number, total: number): boolean {
  return count < total && index >= count - FOCUS_LOOKAHEAD;
}

/** The batches of the first `count` cards, as [start, end) ranges. */
export function batchRanges(count: number, first = FIRST_CARDS, batch = CARD_BATCH): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  let end = Math.min(count, first);
  while (start < end) {
    ranges.push([start, end]);
    start = end;
    end = Math.min(count, end + batch);
  }
  return ranges;
}
