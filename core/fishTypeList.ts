import type * as z from "zod";
import species from "../data/species.json" with { type: "json" };
import { fishTypeValue } from "./fishTypes";
import type { speciesFileSchema } from "./speciesFile";

// The fish types (docs/product.md "Fish types"): the content of data/species.json, one entry per
// species in the list's order. A new species is an entry there and its page's opening in
// data/species-intros.json (./speciesIntros.ts); the rules that read the list (its values, their
// order) are here and in ./fishTypes.ts. The forms of the browser offer the list, so it is kept
// small: the openings, which only the species pages show, are the server's alone.

export type SpeciesEntry = z.output<typeof speciesFileSchema>[number];

export const SPECIES_FILE = "data/species.json";

// Checked against its schema (./speciesFile.ts) at start-up, by the validator and in the tests,
// not here: the browser's forms read this list, and zod stays out of their first load.
export const SPECIES: readonly SpeciesEntry[] = species as SpeciesEntry[];

/** The display names, in the list's order. */
export const FISH_TYPES: readonly string[] = SPECIES.map((entry) => entry.name);

/** The values locations carry, in the list's order. */
export const FISH_TYPE_VALUES: readonly string[] = FISH_TYPES.map(fishTypeValue);

const BY_VALUE = new Map<string, SpeciesEntry>(SPECIES.map((entry) => [fishTypeValue(entry.name), entry]));

/** Only the list's values are known fish types. */
export function isFishTypeValue(v: string): boolean {
  return BY_VALUE.has(v);
}

/** A known fish type's entry. */
export function speciesEntry(value: string): SpeciesEntry | undefined {
  return BY_VALUE.get(value);
}

// Tabs follow the list's order; values the list does not know still show, after the known ones,
// alphabetically, so a new server value is never lost.
export function sortFishTypeValues(values: string[]): string[] {
  const distinct = [...new Set(values)];
  const known = FISH_TYPE_VALUES.filter((v) => distinct.includes(v));
  const unknown = distinct.filter((v) => !isFishTypeValue(v)).sort((a, b) => a.localeCompare(b, "en"));
  return [...known, ...unknown];
}
