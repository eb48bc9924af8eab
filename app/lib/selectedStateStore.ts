import { DEFAULT_STATE, selectedStateCookie, US_STATES } from "#core/states";
import { readStorage, STORAGE_KEYS, tryWriteStorage } from "./storage";

// docs/product.md "State selector": the chosen state lives in local storage (selectedState) and is
// mirrored in a cookie that the server reads (core/states.ts). Plain functions, shared by the
// React provider (hydrated pages) and the page script (pages served as HTML with islands).

/** Saves the preference: local storage, and the cookie the server renders by. */
export function saveSelectedState(state: string): void {
  tryWriteStorage(STORAGE_KEYS.selectedState, state);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie, made by the cookie package, is all the server reads
  document.cookie = selectedStateCookie(state);
}

/**
 * Start-up: local storage is the source of truth. Returns the stored state when it is a known
 * state other than the one the page was rendered for (the page must then show it); records the
 * rendered one when nothing is stored yet.
 */
export function storedStateToShow(rendered: string): string | null {
  const stored = readStorage(STORAGE_KEYS.selectedState);
  if (!stored) {
    tryWriteStorage(STORAGE_KEYS.selectedState, rendered || DEFAULT_STATE);
    return null;
  }
  if (stored === rendered || !(US_STATES as readonly string[]).includes(stored)) return null;
  return stored;
}
