import { boxPixelSize, type MapBox } from "./mapBox";
import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM, type MapView } from "./maps";

// The map page's first view (docs/product.md "Map page"). Oregon's is the spec's; Washington's and
// California's were set by hand; every other state's frames its box (core/curatedStates.ts, which
// the server reads: mapPageView.server.ts), at the zoom that shows all of it in the desktop map's
// 880 x 600 px. Apart from ./maps.ts, which the cards of every page read: only the map page
// opens a view.
const OREGON_VIEW: MapView = { center: MAP_PAGE_CENTER, zoom: MAP_PAGE_ZOOM };

export const STATE_MAP_VIEWS: Record<string, MapView> = {
  Oregon: OREGON_VIEW,
  Washington: { center: [47.3, -120.9], zoom: 7 },
  California: { center: [37.3, -119.3], zoom: 6 },
};

/** The desktop map's size, for which first views are chosen. */
export const MAP_PAGE_VIEW_SIZE = { width: 880, height: 600 } as const;

/**
 * The "All states" map: centred between the contiguous states' coasts, at the zoom
 * that shows them whole on a phone and, on the desktop map, Hawaii and Alaska's spots too.
 */
export const ALL_STATES_VIEW: MapView = { center: [39.8, -95.8], zoom: 3 };

// A state's view goes no closer than this: a small state's whole box in the middle of the map.
const CLOSEST_FIRST_ZOOM = 9;

/** Where the map page opens for a state, before its box is known (Oregon's for any other). */
export function mapPageView(state: string): MapView {
  return STATE_MAP_VIEWS[state] ?? OREGON_VIEW;
}

/** The view that shows all of `box` (not crossing the antimeridian) in `size`: its middle, the closest zoom that fits. */
export function viewOfBox(
  box: MapBox,
  size: { width: number; height: number } = MAP_PAGE_VIEW_SIZE,
): MapView {
  let zoom = CLOSEST_FIRST_ZOOM;
  while (zoom > 0) {
    const pixels = boxPixelSize(box, zoom);
    if (pixels.width <= size.width && pixels.height <= size.height) break;
    zoom--;
  }
  // The middle in Mercator, as the map draws it: half-way in latitude is lower on the screen.
  const mercator = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
  const middle = (mercator(box.south) + mercator(box.north)) / 2;
  const latitude = (Math.atan(Math.sinh(middle)) * 180) / Math.PI;
  const round = (degrees: number) => Number(degrees.toFixed(4));
  return { center: [round(latitude), round((box.west + box.east) / 2)], zoom };
}
