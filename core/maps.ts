// Map constants and the coordinate fallback: docs/product.md "Map constants" and "Location maps".

export type LatLng = [latitude: number, longitude: number];

export const MAP_PAGE_CENTER: LatLng = [44, -120.5];
export const MAP_PAGE_ZOOM = 7;
export const MAP_PAGE_HEIGHT_PX = 600;

export type MapView = { center: LatLng; zoom: number };

export const INLINE_MAP_ZOOM = 10;
export const MODAL_MAP_ZOOM = 13;

// Portland.
export const MODAL_FALLBACK_CENTER: LatLng = [45.5152, -122.6784];

// The full map's size is recalculated this long after it is created.
export const MODAL_INVALIDATE_SIZE_DELAY_MS = 100;

export const TILE_SIZE = 256;
export const MAX_ZOOM = 18;

/**
 * A coordinate as a number, or null when it is not one. Latitude and longitude are stored as
 * text (docs/product.md "Fishing location"), so an empty or blank value is "not a number" here, not zero.
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

/** docs/product.md "Location maps": coordinates that are not numbers fall back to Portland. */
export function modalCenter(
  latitude: string | number | null | undefined,
  longitude: string | number | null | undefined,
): LatLng {
  return locationPoint(latitude, longitude) ?? MODAL_FALLBACK_CENTER;
}
