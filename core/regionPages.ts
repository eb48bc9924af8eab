import { curatedState } from "./curatedStates";
import { regionSlug } from "./stateAddress";
import type { UsState } from "./states";

// Region pages (docs/product.md "State addresses"): /states/{state}/{region} lists one region's
// spots. Apart from ./stateAddress.ts, which every page's shell reads, since the
// regions' lists are not the shell's to carry.

/**
 * Regions the footer names as one, with the dataset's regions they gather: Oregon's column names
 * the coast as one region (docs/product.md "Global footer"), the dataset splits it in three.
 */
const REGION_GROUPS: Partial<Record<UsState, Record<string, readonly string[]>>> = {
  Oregon: { Coast: ["North Coast", "Central Coast", "South Coast"] },
};

export type RegionPage = { state: UsState; name: string; regions: readonly string[] };

/** What a region slug names in a state: one dataset region, a group of them, or nothing. */
export function regionFromSlug(state: UsState, slug: string): RegionPage | undefined {
  const region = curatedState(state)?.regions.find((name) => regionSlug(name) === slug);
  if (region) return { state, name: region, regions: [region] };
  const groups = REGION_GROUPS[state] ?? {};
  const group = Object.keys(groups).find((name) => regionSlug(name) === slug);
  return group ? { state, name: group, regions: groups[group] ?? [] } : undefined;
}

/** Every region page of a state: its dataset regions, then the groups the footer names. */
export function sitemapRegions(state: string): string[] {
  return [...(curatedState(state)?.regions ?? []), ...Object.keys(REGION_GROUPS[state as UsState] ?? {})];
}
