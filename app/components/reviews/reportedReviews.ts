import { useSyncExternalStore } from "react";

// The reviews this visitor has reported since the page loaded (docs/product.md "Moderation"):
// their buttons say Reported. Kept outside the review list because the Reviews tab unmounts
// when another tab is chosen; a reload forgets them (the server counts one report per address
// anyway). Written only in the browser, after a report is taken.

const reported = new Set<number>();
const listeners = new Set<() => void>();

export function markReported(reviewId: number): void {
  reported.add(reviewId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useReported(reviewId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reported.has(reviewId),
    () => false,
  );
}
