import { uses } from "#app/lib/mechanisms";

/**
 * For a section below a phone's first screen: the browser skips its style, layout and paint
 * until it nears the viewport, so a page's first frames cost what its first screen costs, not
 * its whole length. "auto" makes the browser remember a section's real height once shown.
 * Empty in a bench's build without the mechanism (core/mechanisms.ts).
 */
export const BELOW_THE_FOLD = uses("contentVisibility")
  ? "[content-visibility:auto] [contain-intrinsic-size:auto_60rem]"
  : "";

/**
 * The same for the home directory's panel of cards, held at the panel's own height: a phone's
 * browser lays out what starts within one and a half screens below its first, which the
 * directory's section does, though its cards start further down.
 */
export const PANEL_BELOW_THE_FOLD = uses("contentVisibility")
  ? "[content-visibility:auto] [contain-intrinsic-size:auto_min(58rem,80vh)]"
  : "";
