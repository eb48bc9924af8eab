// The curated states and their regions as the forms offer them
// (docs/product.md "Curated states"). The pages receive this list from their loaders: the
// browser's code carries no state profiles, so a state joins the forms by its profile alone.

export type CuratedRegions = readonly { state: string; regions: readonly string[] }[];

/** A curated state's regions; none for a state that is not curated. */
export function regionsOf(curated: CuratedRegions, state: string): readonly string[] {
  return curated.find((entry) => entry.state === state)?.regions ?? [];
}

/** Every region of the curated states, each once, in the states' order. */
export function allRegions(curated: CuratedRegions): string[] {
  return [...new Set(curated.flatMap((entry) => entry.regions))];
}
