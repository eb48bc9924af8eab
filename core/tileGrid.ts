import { worldPixel } from "./mapBox";
import { type LatLng, TILE_SIZE } from "./maps";

// The map page's first picture (decision 046): the tiles and markers Leaflet would draw for a
// view, placed around the view's centre, so the server can draw them before the map's code has
// come. Offsets are whole pixels from the centre, as Leaflet rounds its pixel origin and markers.

/** One tile of the picture: its address and where its top-left corner lies from the centre. */
export type PictureTile = { z: number; x: number; y: number; left: number; top: number; size: number };

/**
 * The tiles covering `halfWidth` by `halfHeight` pixels either side of `center` at `zoom`. With
 * `dense` (a high-density screen, retinaTiles.ts) they are those Leaflet's detectRetina draws:
 * the next zoom level's, at half size.
 */
export function tilesAround(
  center: LatLng,
  zoom: number,
  { halfWidth, halfHeight, dense = false }: { halfWidth: number; halfHeight: number; dense?: boolean },
): PictureTile[] {
  const z = dense ? zoom + 1 : zoom;
  const size = dense ? TILE_SIZE / 2 : TILE_SIZE;
  const middle = rounded(worldPixel(center, zoom));
  const count = 2 ** z;
  const span = (from: number, to: number) => {
    const first = Math.floor(from / size);
    const last = Math.floor((to - 1) / size);
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  };
  const tiles: PictureTile[] = [];
  for (const row of span(middle.y - halfHeight, middle.y + halfHeight)) {
    // Above the top and below the bottom of the world there are no tiles.
    if (row < 0 || row >= count) continue;
    for (const column of span(middle.x - halfWidth, middle.x + halfWidth)) {
      tiles.push({
        z,
        // The world repeats sideways, as Leaflet's tiles do.
        x: ((column % count) + count) % count,
        y: row,
        left: column * size - middle.x,
        top: row * size - middle.y,
        size,
      });
    }
  }
  return tiles;
}

/** Where `point` lies from `center` on a map at `zoom`, in whole pixels. */
export function offsetFromCentre(point: LatLng, center: LatLng, zoom: number): { left: number; top: number } {
  const at = rounded(worldPixel(point, zoom));
  const middle = rounded(worldPixel(center, zoom));
  return { left: at.x - middle.x, top: at.y - middle.y };
}

function rounded({ x, y }: { x: number; y: number }) {
  return { x: Math.round(x), y: Math.round(y) };
}
