import { ALL_FISH } from "#app/lib/apiPaths";
import { displayName, FALLBACK_FISH_TYPES, fishTypeValue } from "#core/fishTypes";

export type FishTab = { value: string; label: string };

/** docs/product.md "Fish directory": the first tab is "Don't care what fish" (value all). */
export const ALL_FISH_TAB: FishTab = { value: ALL_FISH, label: "Don't care what fish" };

/** docs/product.md "Fish directory": the default tab is Salmon. */
export const DEFAULT_FISH = "salmon";

// docs/product.md "Fish directory": tab options come from the fish-type list of the state's spots,
// and when the server offers none, from the fallback list of "Fish types". Server values show
// their display names.
export function fishTabs(serverValues: readonly string[] | undefined): FishTab[] {
  const values = serverValues?.length ? serverValues : FALLBACK_FISH_TYPES.map(fishTypeValue);
  return [ALL_FISH_TAB, ...values.map((value) => ({ value, label: displayName(value) }))];
}

/**
 * The tab a page opens on when its address names none (or one that is not a tab): Salmon, or in
 * a state whose spots offer no salmon, "Don't care what fish", never a tab that is not there.
 */
export function openingTab(tabs: readonly FishTab[], asked?: string | null): string {
  if (asked && tabs.some((tab) => tab.value === asked)) return asked;
  return tabs.some((tab) => tab.value === DEFAULT_FISH) ? DEFAULT_FISH : ALL_FISH;
}

/** "{fish name or any fish type}" of the empty-list message (docs/product.md "List and page states"). */
export function fishNameForMessage(tab: FishTab): string {
  return tab.value === ALL_FISH ? "any fish type" : tab.label;
}
