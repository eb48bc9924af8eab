import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once the browser runs our code: for
 * output that may differ from the server render without a hydration mismatch, and for
 * controls that only work with JavaScript (an early click never falls back to a plain
 * browser form submission).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
