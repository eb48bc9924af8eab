import { describe, expect, it } from "vitest";
import { locationGuidesUrl } from "#app/lib/apiPaths";
import {
  cacheNames,
  isCacheable,
  isOutdatedCache,
  type Strategy,
  spotTabReads,
  strategyFor,
} from "./routing";

const ORIGIN = "https://fishspots.test";

describe("strategyFor", () => {
  it.each<[string, string, string, Strategy]>([
    // Writes are never cached or replayed.
    ["POST", "/api/locations/7/reviews", "cors", "network"],
    ["PUT", "/api/tide-alerts/3", "cors", "network"],
    ["DELETE", "/api/tide-alerts/3", "cors", "network"],
    ["POST", "/locations/7?tab=reviews", "navigate", "network"],
    // Hashed build files never change under their name.
    ["GET", "/assets/entry.client-BUKjrrAQ.js", "cors", "cacheFirst"],
    ["GET", "/assets/app-Bwhq-sXR.css", "no-cors", "cacheFirst"],
    // Pages: network first, then the saved copy, then the offline page.
    ["GET", "/", "navigate", "page"],
    ["GET", "/locations/7?tab=tides", "navigate", "page"],
    ["GET", "/some/unknown/page", "navigate", "page"],
    // Reads: network first, then the saved answer.
    ["GET", "/api/locations/7/tides?days=7", "cors", "networkFirst"],
    ["GET", "/api/locations/featured", "cors", "networkFirst"],
    ["GET", "/locations/7.data", "cors", "networkFirst"],
    ["GET", "/manifest.webmanifest", "cors", "networkFirst"],
    ["GET", "/icons/icon-192.png", "no-cors", "networkFirst"],
    // Never handled: the worker itself and the health checks.
    ["GET", "/sw.js", "same-origin", "network"],
    ["GET", "/healthz", "cors", "network"],
    ["GET", "/readyz", "cors", "network"],
    // The map's views: one per move, never worth a place in the bounded cache.
    ["GET", "/api/map?bbox=-125,41,-116,47&zoom=7&state=Oregon", "cors", "network"],
  ])("%s %s (%s) is %s", (method, path, mode, strategy) => {
    expect(strategyFor({ method, url: `${ORIGIN}${path}`, mode }, ORIGIN)).toBe(strategy);
  });

  it("leaves other sites (map tiles, outside links) to the browser", () => {
    const tile = { method: "GET", url: "https://tile.openstreetmap.org/7/20/46.png", mode: "no-cors" };
    expect(strategyFor(tile, ORIGIN)).toBe("network");
    const page = { method: "GET", url: "https://tidesandcurrents.noaa.gov/", mode: "navigate" };
    expect(strategyFor(page, ORIGIN)).toBe("network");
  });
});

describe("isCacheable", () => {
  const answer = (init: ResponseInit, extra: Partial<{ type: string; redirected: boolean }> = {}) => ({
    status: init.status ?? 200,
    type: extra.type ?? "basic",
    redirected: extra.redirected ?? false,
    headers: new Headers(init.headers),
  });

  it("keeps a complete same-origin answer", () => {
    expect(isCacheable(answer({ status: 200 }))).toBe(true);
    expect(isCacheable(answer({ headers: { "Cache-Control": "public, max-age=3600" } }))).toBe(true);
  });

  it.each([
    ["a server error", answer({ status: 500 })],
    ["a 404", answer({ status: 404 })],
    ["a partial answer", answer({ status: 206 })],
    ["an opaque answer from another site", answer({ status: 0 }, { type: "opaque" })],
    ["a redirected answer", answer({ status: 200 }, { redirected: true })],
    ["an answer marked no-store", answer({ headers: { "Cache-Control": "private, no-store" } })],
  ])("refuses %s", (_what, response) => {
    expect(isCacheable(response)).toBe(false);
  });
});

describe("cache names", () => {
  it("are per build", () => {
    expect(cacheNames("abc")).toEqual({
      shell: "fish-spots-shell-abc",
      pages: "fish-spots-pages-abc",
      data: "fish-spots-data-abc",
    });
  });

  it("mark only our other builds' caches as outdated", () => {
    expect(isOutdatedCache("fish-spots-shell-old", "new")).toBe(true);
    expect(isOutdatedCache("fish-spots-pages-old", "new")).toBe(true);
    expect(isOutdatedCache("fish-spots-data-new", "new")).toBe(false);
    expect(isOutdatedCache("fish-spots-shell-new", "new")).toBe(false);
    expect(isOutdatedCache("someone-elses-cache", "new")).toBe(false);
  });
});

describe("spotTabReads", () => {
  it("saves a spot page's tab answers beside it, whichever tab the page opened on", () => {
    const reads = ["/api/locations/7/tips", "/api/locations/7/guides"];
    expect(spotTabReads(`${ORIGIN}/locations/7`)).toEqual(reads);
    expect(spotTabReads(`${ORIGIN}/locations/7?tab=reviews`)).toEqual(reads);
    // The very addresses the tabs read, so the saved copies answer them offline.
    expect(reads).toContain(locationGuidesUrl(7));
  });

  it.each(["/", "/locations/7/extra", "/locations/search/tillamook", "/map?state=oregon"])(
    "reads nothing more beside %s",
    (path) => {
      expect(spotTabReads(`${ORIGIN}${path}`)).toEqual([]);
    },
  );
});
