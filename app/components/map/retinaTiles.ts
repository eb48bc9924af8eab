import { MAX_ZOOM } from "#core/maps";

export type RetinaTileOptions = {
  detectRetina: boolean;
  maxZoom: number;
  maxNativeZoom?: number;
};

/**
 * Sharp tiles on high-density screens (a phone's 2-3 device pixels per CSS pixel), where a
 * 256-pixel tile drawn 256 CSS pixels wide is blurred.
 *
 * - A template with {r} names the provider's own high-resolution tiles: Leaflet puts "@2x" there
 *   on such a screen, and the tiles keep their size and labels.
 * - Any other template gets Leaflet's detectRetina: on such a screen it draws tiles of the next
 *   zoom level at half size, four in place of one. Leaflet then lowers the layer's maximum zoom
 *   by one; the map's last level (18) would be left without tiles, so the layer is given
 *   one level more and draws the last native level scaled up there.
 */
export function retinaTileOptions(template: string, highDensity: boolean): RetinaTileOptions {
  if (template.includes("{r}") || !highDensity) return { detectRetina: false, maxZoom: MAX_ZOOM };
  return { detectRetina: true, maxZoom: MAX_ZOOM + 1, maxNativeZoom: MAX_ZOOM - 1 };
}
