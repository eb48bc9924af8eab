import { US_STATES, type UsState } from "./states";

// A state in an address (docs/product.md "API: states"): lower case, words joined by hyphens.

/** "New York" -> "new-york": lowercase, runs of non-letters become one hyphen. */
export function stateSlug(state: string): string {
  return state
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const BY_SLUG = new Map<string, UsState>(US_STATES.map((state) => [stateSlug(state), state]));

/** The state a slug names, or undefined for an unknown slug. */
export function stateFromSlug(slug: string): UsState | undefined {
  return BY_SLUG.get(slug);
}

/**
 * A `?state=` as an address may carry it: a slug (`new-york`) or a name in any case
 * (`New York`, `new york`) gives that state's name; anything else is kept as it came, and names
 * no state's spots.
 */
export function stateParam(value: string): string {
  return stateFromSlug(stateSlug(value)) ?? value;
}
