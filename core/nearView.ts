import { worldPixel } from "./mapBox";
import type { LatLng, MapView } from "./maps";

// docs/product.md "Near me": how the /near page words distances and frames its map.

const KM_PER_MILE = 1.609344;

/** "2.9 mi (4.6 km)": miles first, as US anglers read them, kilometres beside. */
export function distanceLabel(km: number): string {
  const miles = km / KM_PER_MILE;
  const round = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
  return `${round(miles)} mi (${round(km)} km)`;
}

/** The /near address of a position, to four decimals (about 10 m: a browser's fix is coarser). */
export function nearPositionPath(latitude: number, longitude: number): string {
  return `/near?lat=${latitude.toFixed(4)}&lon=${longitude.toFixed(4)}`;
}

/** The closest zoom from which the map draws its view, that shows every point around the centre. */
export const NEAR_MAP_ZOOM = { min: 4, max: 13 };

/**
 * The view centred on the asked-for place, zoomed in as far as keeps every point within
 * `half` pixels of the centre (a phone's narrow box shows the middle of the picture).
 */
export function nearMapView(
  center: LatLng,
  points: readonly LatLng[],
  half: { width: number; height: number },
): MapView {
  for (let zoom = NEAR_MAP_ZOOM.max; zoom > NEAR_MAP_ZOOM.min; zoom--) {
    const middle = worldPixel(center, zoom);
    const fits = points.every((point) => {
      const { x, y } = worldPixel(point, zoom);
      return Math.abs(x - middle.x) <= half.width && Math.abs(y - middle.y) <= half.height;
    });
    if (fits) return { center, zoom };
  }
  return { center, zoom: NEAR_MAP_ZOOM.min };
}
