// docs/product.md "Page metadata": the social description is cut at 200 characters.
export const SOCIAL_DESCRIPTION_MAX = 200;

/** Cuts at a word boundary and ends with an ellipsis, never longer than `max` characters. */
export function cutDescription(text: string, max = SOCIAL_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max - 1);
  const lastSpace = slice.lastIndexOf(" ");
  const cut = lastSpace > max * 0.6 ? slice.slice(0, lastSpace) : slice;
  return `${cut.replace(/[\s,.;:!?-]+$/, "")}…`;
}

export const SITE_NAME = "Fish Spots";
