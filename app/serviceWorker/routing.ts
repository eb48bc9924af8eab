// The service worker's rules (decision 014), pure so they are tested without a browser.

/**
 * - `network`: not ours to answer (writes, other sites, the worker script, health checks).
 * - `cacheFirst`: hashed build files; a name never changes its content.
 * - `page`: HTML navigations; the network first, then the saved page, then the offline page.
 * - `networkFirst`: JSON API reads, React Router's `.data` loads, icons and the manifest.
 */
export type Strategy = "network" | "cacheFirst" | "page" | "networkFirst";

export type RequestFacts = { method: string; url: string; mode: string };

/** The page shown for a navigation that fails with nothing saved for it. */
export const OFFLINE_PATH = "/offline";
/** The manifest's start_url: an installed app opens here, so it is saved at install. */
export const START_PATH = "/";

const NEVER_HANDLED = new Set(["/sw.js", "/healthz", "/readyz"]);
const MAP_VIEW_PATH = "/api/map";

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  // A write is never cached or replayed: offline it fails, and the form says so.
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  // Map tiles and outside links keep the browser's own rules.
  if (url.origin !== origin) return "network";
  if (NEVER_HANDLED.has(url.pathname)) return "network";
  // Every move of the map asks for a new view (decision 021): saving those answers would push
  // the saved pages' data out of the bounded cache, and offline the map has no tiles anyway.
  if (url.pathname === MAP_VIEW_PATH) return "network";
  if (url.pathname.startsWith("/assets/")) return "cacheFirst";
  if (request.mode === "navigate") return "page";
  return "networkFirst";
}

const SPOT_PAGE = /^\/locations\/(\d+)$/;

/**
 * The reads a spot page's tabs make when opened, saved beside the page when it is visited: the
 * offline copy of a spot then opens each tab, not only those opened while online
 * (docs/product.md "Offline use").
 */
export function spotTabReads(pageUrl: string): string[] {
  const id = SPOT_PAGE.exec(new URL(pageUrl).pathname)?.[1];
  return id ? [`/api/locations/${id}/tips`, `/api/locations/${id}/guides`] : [];
}

export type ResponseFacts = {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
};

/**
 * Only a complete, same-origin 200 is saved: errors and 404s would hide the real page later,
 * and a redirected answer cannot be replayed for a navigation.
 */
export function isCacheable(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== "basic" || response.redirected) return false;
  return !/no-store/i.test(response.headers.get("cache-control") ?? "");
}

const PREFIX = "fish-spots-";

/** One set of caches per build: an update never mixes one build's pages with another's files. */
export function cacheNames(version: string) {
  return {
    shell: `${PREFIX}shell-${version}`,
    pages: `${PREFIX}pages-${version}`,
    data: `${PREFIX}data-${version}`,
  };
}

/** Our caches of other builds, deleted when this build's worker takes over. */
export function isOutdatedCache(name: string, version: string): boolean {
  return name.startsWith(PREFIX) && !Object.values(cacheNames(version)).includes(name);
}

/** Saved pages and answers are bounded; the oldest go first. */
export const CACHE_LIMITS = { pages: 60, data: 200 } as const;
