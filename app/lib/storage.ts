// docs/product.md "Storage keys", word for word.
export const STORAGE_KEYS = {
  selectedState: "selectedState",
  lastSearchQuery: "lastSearchQuery",
  pwaInstallBannerDismissed: "pwaInstallBannerDismissed",
  theme: "theme",
} as const;

/** Reads local storage; private modes and blocked storage answer null instead of throwing. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes local storage; throws when the browser refuses, so callers can say so. */
export function writeStorage(key: string, value: string): void {
  window.localStorage.setItem(key, value);
}

export function tryWriteStorage(key: string, value: string): boolean {
  try {
    writeStorage(key, value);
    return true;
  } catch {
    return false;
  }
}
