import type { FlowTrend } from "#core/outlook";

/** How a river's trend reads on the page (River now, the home page's rivers row). */
export const FLOW_TREND_TEXT: Readonly<Record<FlowTrend, string>> = {
  rising: "Rising",
  falling: "Falling",
  steady: "Steady",
  "dropping after a rise": "Dropping after a rise",
};
