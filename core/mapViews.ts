import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM, type MapView } from "./maps";

// The map page's first view of the curated states (docs/product.md "State addresses"): the centre
// of each state's box (core/curatedStates.ts), at the zoom that shows all of it in the desktop
// map's 880 x 600 px. Oregon's is the spec's. Other states have no spots to frame yet.
// Apart from ./maps.ts, which the cards of every page read: only the map page opens a view.
const STATE_MAP_VIEWS: Record<string, MapView> = {
  Washington: { center: [47.3, -120.9], zoom: 7 },
  California: { center: [37.3, -119.3], zoom: 6 },
};

/** Where the map page opens for a state. */
export function mapPageView(state: string): MapView {
  return STATE_MAP_VIEWS[state] ?? { center: MAP_PAGE_CENTER, zoom: MAP_PAGE_ZOOM };
}
