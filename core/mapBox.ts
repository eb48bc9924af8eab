import { type LatLng, MAX_ZOOM, TILE_SIZE } from "./maps";

// The part of the world a map shows, as the map page asks the server for it
// (GET /api/map?bbox=west,south,east,north&zoom=Z). Web Mercator, like the map's tiles.

/** A box in degrees. `west` greater than `east` means the box crosses the antimeridian. */
export type MapBox = { west: number; south: number; east: number; north: number };

/** Every place on Earth: the whole-state overview behind the map page's count line. */
export const WORLD_BOX: MapBox = { west: -180, south: -90, east: 180, north: 90 };

/** The most clusters and locations one map answer carries, whatever the box and zoom. */
export const MAP_ANSWER_MAX_ITEMS = 300;

/** The zoom levels a map answer may be asked for: 0 to 18 (docs/product.md "Map constants"). */
export const MAP_ZOOM_RANGE = { min: 0, max: MAX_ZOOM } as const;

// Web Mercator stops short of the poles; the map never shows more.
const MERCATOR_MAX_LATITUDE = 85.0511287798;

/** A longitude brought into [-180, 180], the way the map's tiles repeat around the world. */
function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

const clampLatitude = (latitude: number) => Math.max(-90, Math.min(90, latitude));

/**
 * The box a map's view asks for. Leaflet reports longitudes past ±180 once the map is panned
 * across the antimeridian; they are wrapped back (west then lies east of east), and a view
 * wider than the world becomes the whole world. Edges move outward to four decimals (about
 * 11 m), so the box still covers the view and its URL stays short.
 */
export function normaliseBox(view: MapBox): MapBox {
  const outward = (value: number, round: (n: number) => number) => round(value * 10_000) / 10_000;
  const south = clampLatitude(outward(Math.min(view.south, view.north), Math.floor));
  const north = clampLatitude(outward(Math.max(view.south, view.north), Math.ceil));
  if (view.east - view.west >= 360) return { west: -180, south, east: 180, north };
  // Wrapped first, then rounded: the wrapping's arithmetic leaves long decimals.
  const west = outward(wrapLongitude(view.west), Math.floor);
  const east = Math.min(180, outward(wrapLongitude(view.east), Math.ceil));
  return { west: Math.max(-180, west), south, east, north };
}

/** `west,south,east,north`, as the `bbox` query parameter carries a box. */
export function formatBox({ west, south, east, north }: MapBox): string {
  return [west, south, east, north].join(",");
}

/** Web Mercator: longitude and latitude as fractions (0..1) of the world's width and height. */
function mercatorX(longitude: number): number {
  return longitude / 360 + 0.5;
}

function mercatorY(latitude: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
}

function worldPixels(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

/** Where a point lies on the world map at `zoom`, in pixels from its top-left corner (Leaflet's project()). */
export function worldPixel([latitude, longitude]: LatLng, zoom: number): { x: number; y: number } {
  const world = worldPixels(zoom);
  return { x: mercatorX(longitude) * world, y: mercatorY(latitude) * world };
}

/** How many screen pixels wide and high a box is at a zoom level (256-pixel tiles). */
export function boxPixelSize(box: MapBox, zoom: number): { width: number; height: number } {
  const spanDegrees = box.west <= box.east ? box.east - box.west : 360 - (box.west - box.east);
  const world = worldPixels(zoom);
  return {
    width: (spanDegrees / 360) * world,
    height: (mercatorY(box.south) - mercatorY(box.north)) * world,
  };
}

/** The box a map of `width` by `height` pixels shows around `center` at `zoom`. */
export function viewBox(
  [latitude, longitude]: LatLng,
  zoom: number,
  { width, height }: { width: number; height: number },
): MapBox {
  const world = worldPixels(zoom);
  const { x, y } = worldPixel([latitude, longitude], zoom);
  const longitudeAt = (px: number) => (px / world - 0.5) * 360;
  const latitudeAt = (py: number) => {
    const n = Math.PI - (2 * Math.PI * py) / world;
    return (180 / Math.PI) * Math.atan(Math.sinh(n));
  };
  return normaliseBox({
    west: longitudeAt(x - width / 2),
    east: longitudeAt(x + width / 2),
    north: latitudeAt(y - height / 2),
    south: latitudeAt(y + height / 2),
  });
}
