import { curatedState } from "#core/curatedStates";
import type { MapView } from "#core/maps";
import { ALL_STATES_VIEW, mapPageView, STATE_MAP_VIEWS, viewOfBox } from "#core/mapViews";

/**
 * Where the map page opens (docs/product.md "Map page"): on the state, framed by its box (a
 * state's set view first), or on the whole country for the "All states" map (`null`).
 */
export function mapPageViewFor(state: string | null): MapView {
  if (state === null) return ALL_STATES_VIEW;
  const set = STATE_MAP_VIEWS[state];
  if (set) return set;
  const bounds = curatedState(state)?.bounds;
  return bounds ? viewOfBox(bounds) : mapPageView(state);
}
