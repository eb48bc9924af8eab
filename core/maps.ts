// Map constants and the coordinate fallback. Spec 2 "Map page", "Map components" and spec 9 "Maps".

export type LatLng = [latitude: number, longitude: number];

// Spec 9: "map page default centre latitude 44, longitude -120.5, zoom 7, height 600px".
export const MAP_PAGE_CENTER: LatLng = [44, -120.5];
export const MAP_PAGE_ZOOM = 7;
export const MAP_PAGE_HEIGHT_PX = 600;

// Spec 9: "inline preview zoom 10; modal zoom 13".
export const INLINE_MAP_ZOOM = 10;
export const MODAL_MAP_ZOOM = 13;

// Spec 9: "modal fallback coordinates 45.5152, -122.6784 (Portland)".
export const MODAL_FALLBACK_CENTER: LatLng = [45.5152, -122.6784];

// Spec 9: "size recalculated 100 ms after creation".
export const MODAL_INVALIDATE_SIZE_DELAY_MS = 100;

// Spec 9: "tile size 256, maximum zoom 18".
export const TILE_SIZE = 256;
export const MAX_ZOOM = 18;

/**
 * A coordinate as a number, or null when it is not one. Spec 3 stores latitude and longitude
 * as text, so an empty or blank value is "not a number" here, not zero.
 */
export function parseCoordinate(value: string | number | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A location's position, or null when either coordinate is not a number. */
export function locationPoint(
  latitude: string | number | null | undefined,
  longitude: string | number | null | undefined,
): LatLng | null {
  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  return lat === null || lng === null ? null : [lat, lng];
}

/** Spec 5 "Modal map": "if latitude or longitude is not a number, it falls back to 45.5152 and -122.6784". */
export function modalCenter(
  latitude: string | number | null | undefined,
  longitude: string | number | null | undefined,
): LatLng {
  return locationPoint(latitude, longitude) ?? MODAL_FALLBACK_CENTER;
}
