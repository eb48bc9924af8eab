import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and during hydration, true once the browser runs our code.
 * Controls that only work with JavaScript stay inert until then, so an early click never
 * falls back to a plain browser form submission.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
