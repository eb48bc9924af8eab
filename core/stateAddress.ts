import { stateFromSlug, stateSlug } from "./stateSlugs";
import { selectedStateFromCookie, type UsState } from "./states";

// The state in the address (docs/product.md "State addresses"): every page that shows one
// state's spots has an address that names the state, so a shared link shows what its sender saw
// whatever the visitor's own preference (the selectedState cookie) says.
//
// - a state's home:      /states/{slug}             (/states/new-york)
// - one of its regions:  /states/{slug}/{region}    (/states/washington/puget-sound)
// - the state-scoped pages, a query parameter: /map?state=, /search-results?…&state=,
//   /locations/search/{query}?state=, /fish/{species}?state=

export const STATE_PARAM = "state";

/** A state's home page. */
export function statePagePath(state: string): string {
  return `/states/${stateSlug(state)}`;
}

/** A region's address part: "North Sound & San Juan Islands" -> "north-sound-san-juan-islands". */
export function regionSlug(region: string): string {
  return stateSlug(region);
}

/** A region's page. */
export function regionPagePath(state: string, region: string): string {
  return `${statePagePath(state)}/${regionSlug(region)}`;
}

const STATE_PATH = /^\/states\/([^/]+)(?:\/[^/]+)?\/?$/i;

// A spot's page: about the spot's state, which its address does not name (its loader knows it).
const SPOT_PATH = /^\/locations\/\d+\/?$/;

/**
 * The `?state=` of the pages that can show every state's spots: search and the map
 * (docs/product.md "Search results page", "Map page"). It names no state, so the header keeps
 * the visitor's preference there.
 */
export const ALL_STATES = "all";

/** Whether an address asks for every state's spots (`?state=all`). */
export function asksAllStates(search: string): boolean {
  return new URLSearchParams(search).get(STATE_PARAM)?.trim().toLowerCase() === ALL_STATES;
}

// Pages whose content is one state's, with the state as a query parameter.
const STATE_PARAM_PAGES = [
  /^\/map\/?$/i,
  /^\/search-results\/?$/i,
  /^\/locations\/search\/[^/]+\/?$/i,
  /^\/fish\/[^/]+\/?$/i,
];

/** The state an address names (its path or its ?state=), or undefined when it names none. */
export function addressState(pathname: string, search: string): UsState | undefined {
  const path = STATE_PATH.exec(pathname);
  if (path) return stateFromSlug(decodeSafely(path[1] ?? "").toLowerCase());
  const asked = new URLSearchParams(search).get(STATE_PARAM);
  return asked ? stateFromSlug(stateSlug(asked)) : undefined;
}

function decodeSafely(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The address of the page at `pathname` + `search` for another state, or null when the page
 * shows no one state's spots (the contact page, the tide guide): choosing a state there changes
 * only the preference. A spot's page is about its own state, so choosing another one goes to that
 * state's home.
 */
export function addressForState(pathname: string, search: string, state: string): string | null {
  if (pathname === "/" || STATE_PATH.test(pathname) || SPOT_PATH.test(pathname)) return statePagePath(state);
  if (!STATE_PARAM_PAGES.some((page) => page.test(pathname))) return null;
  const params = new URLSearchParams(search);
  params.set(STATE_PARAM, stateSlug(state));
  return `${pathname}?${params}`;
}

/** A state-scoped page's address with the state named (canonical URLs, links, the sitemap). */
export function withStateParam(path: string, state: string): string {
  const [pathname, query = ""] = path.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(STATE_PARAM, stateSlug(state));
  return `${pathname}?${params}`;
}

/** The state a request's page shows: its address's, else the visitor's preference (the cookie). */
export function stateShownFor(request: Request): UsState {
  const url = new URL(request.url);
  return addressState(url.pathname, url.search) ?? selectedStateFromCookie(request.headers.get("cookie"));
}
