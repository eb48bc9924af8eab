// docs/product.md "External map services": any attempt to open an external map service goes to
// our own /map page. One place decides what counts as an external map service: links we
// render ask mapLinkFor, and the document-level guard (useExternalMapRedirect) asks
// isExternalMapUrl for any other link a visitor clicks.

export const MAP_PAGE_PATH = "/map";

export type MapPlace = { name: string; latitude: string; longitude: string };

/**
 * Where a "show this place on a map" link goes. The spec's detail page had an external maps
 * search here; the same spec sends every such attempt to /map, so the place does not change the
 * answer today. Call sites still pass it, so they say what they mean.
 */
export function mapLinkFor(_place?: MapPlace): string {
  return MAP_PAGE_PATH;
}

// Known map services: Google (any country domain), Apple, Bing and OpenStreetMap.
const GOOGLE_HOST = /^(?:www\.)?google\.[a-z]{2,3}(?:\.[a-z]{2})?$/;
const GOOGLE_MAPS_HOST = /^maps\.google\.[a-z]{2,3}(?:\.[a-z]{2})?$/;
const OSM_HOST = /^(?:www\.)?openstreetmap\.org$/;
// OpenStreetMap pages that are not a map: the attribution line must link to the licence.
const OSM_NON_MAP_PATHS = /^\/(?:copyright|about|fixthemap)(?:\/|$)/;

/** True when following `href` would open an external map service (a web map or a map app). */
export function isExternalMapUrl(href: string, base = "http://localhost/"): boolean {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return false;
  }
  // geo: opens the phone's map app; maps: is Apple Maps' own scheme.
  if (url.protocol === "geo:" || url.protocol === "maps:") return true;
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const host = url.hostname.toLowerCase();
  const path = url.pathname.toLowerCase();
  const underMaps = path === "/maps" || path.startsWith("/maps/");
  if (GOOGLE_HOST.test(host)) return underMaps;
  if (GOOGLE_MAPS_HOST.test(host) || host === "maps.app.goo.gl") return true;
  if (host === "goo.gl") return underMaps;
  if (host === "maps.apple.com") return true;
  if (host === "bing.com" || host === "www.bing.com") return underMaps;
  // Tile servers (tile.openstreetmap.org) are not matched: only the site's own map pages are.
  if (OSM_HOST.test(host)) return !OSM_NON_MAP_PATHS.test(path);
  return false;
}
