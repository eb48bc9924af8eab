import { ALL_FISH } from "#app/lib/apiPaths";
import { displayName, FALLBACK_FISH_TYPES, fishTypeValue } from "#core/fishTypes";

export type FishTab = { value: string; label: string };

/** Spec 2 "Fish Directory": the first tab is "Don't care what fish" (value all). */
export const ALL_FISH_TAB: FishTab = { value: ALL_FISH, label: "Don't care what fish" };

/** Spec 2: "The default selected tab is Salmon." */
export const DEFAULT_FISH = "salmon";

// Spec 2: tab options come from the fish-type list; spec 3: "if the server returns none, a
// fallback list is used". Server values are shown by their display names.
export function fishTabs(serverValues: readonly string[] | undefined): FishTab[] {
  const values = serverValues?.length ? serverValues : FALLBACK_FISH_TYPES.map(fishTypeValue);
  return [ALL_FISH_TAB, ...values.map((value) => ({ value, label: displayName(value) }))];
}

/** "{fish name or any fish type}" of the empty-list message (spec 8 "Empty fish list"). */
export function fishNameForMessage(tab: FishTab): string {
  return tab.value === ALL_FISH ? "any fish type" : tab.label;
}
