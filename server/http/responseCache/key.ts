import type { IncomingMessage } from "node:http";
import { selectedStateFromCookie } from "#core/states";

/** Hashed build files: express.static serves them with a year's lifetime; browsers keep them. */
export function isBuildAsset(url: string): boolean {
  return url.startsWith("/assets/");
}

/** Pages show the visitor's selected state; the API answers by its URL alone. */
export function variesByCookie(url: string): boolean {
  return !(url === "/api" || url.startsWith("/api/") || url.startsWith("/api?"));
}

/**
 * What makes one cached answer differ from another: the URL as sent (path and query) and, for
 * pages, the selected state from the Cookie header (not the whole header: other cookies do
 * not change the page, and one entry per state keeps the cache small).
 */
export function cacheKey(req: IncomingMessage): string {
  const url = req.url ?? "/";
  return variesByCookie(url) ? `${selectedStateFromCookie(req.headers.cookie)} ${url}` : url;
}
