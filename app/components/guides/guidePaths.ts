import { stateSlug } from "#core/stateSlugs";

// The guides' pages as the location page links to them (docs/product.md "Local guides").

export const GUIDE_APPLY_PATH = "/guides/apply";
export const GUIDE_MANAGE_PATH = "/guides/manage";

/** The application form, opened on the spot's state with the spot's water ticked. */
export function guideApplyHref(state: string, locationId?: number): string {
  const query = new URLSearchParams({ state: stateSlug(state) });
  if (locationId !== undefined) query.set("location", String(locationId));
  return `${GUIDE_APPLY_PATH}?${query}`;
}
