// Great Lakes spots (docs/product.md "Great Lakes", decision 048): the lakes have tides of a few
// centimetres, too small to fish by; wind setup and seiches move their water instead. Such a spot
// gets no tide predictions, and its Weather & Tides tab says why in one line.

/** Why a spot on a Great Lake has no tide predictions: one line for its tab and its 404. */
export function greatLakeTidesText(lake: string): string {
  return `Lake ${lake} has no tide predictions: its tides are only centimetres, and wind setup and seiches move the water instead.`;
}
