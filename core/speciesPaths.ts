// Species page addresses (docs/product.md "Species pages"). Apart from core/species.ts, whose
// rules the footer and the fish badges on every page do not need.

/** A species page's address part: the fish-type value with hyphens (`chinook-salmon`). */
export function speciesSlug(value: string): string {
  return value.replaceAll("_", "-");
}

// Lower-case words joined by single hyphens: anything else names no species.
const SLUG = /^[a-z]+(-[a-z]+)*$/;

/** The fish-type value a slug stands for, or null when it cannot be one. */
export function fishTypeFromSlug(slug: string): string | null {
  return SLUG.test(slug) && slug.length <= 60 ? slug.replaceAll("-", "_") : null;
}

/** A species page's path. */
export function speciesPath(value: string): string {
  return `/fish/${speciesSlug(value)}`;
}
