import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Location } from "#server/services/locations/locations";
import { expect } from "./fixtures";

// Reading Leaflet's state from the DOM for the map tests: the zoom from the tile URLs
// (/{z}/{x}/{y}.png), the centre from where the pin sits in its map.

export async function oregonLocations(request: APIRequestContext): Promise<Location[]> {
  const res = await request.get("/api/locations?state=Oregon");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Location[];
}

export function mapOf(page: Page): Locator {
  return page.getByRole("region", { name: "Map of fishing locations" });
}

/**
 * Waits until the map page's markers are the server's answer for where the map rests (the
 * map region is aria-busy while that answer is on its way; decision 021).
 */
export async function mapSettled(page: Page): Promise<void> {
  await expect(mapOf(page).locator(".leaflet-container")).toBeVisible();
  await expect(mapOf(page)).toHaveAttribute("aria-busy", "false");
}

/** Leaflet's markers on the map page: numbered clusters and pins. */
export function markersOf(page: Page): Locator {
  return mapOf(page).locator(".leaflet-marker-icon");
}

export function sidePanel(page: Page): Locator {
  return page.locator("aside[aria-live='polite']");
}

/**
 * The map's zoom, from its tiles: Leaflet draws each zoom level's tiles in their own container
 * and puts the current level on top (the highest z-index). On a high-density screen the tiles
 * are the next level's, drawn at half their 256 pixels (retinaTiles.ts): one level less (below
 * the last level, 18, where the deepest tiles are drawn scaled up).
 */
export async function tileZoom(scope: Locator): Promise<number> {
  return scope.locator(".leaflet-tile-pane").evaluate((pane) => {
    const levels = [...pane.querySelectorAll<HTMLElement>(".leaflet-tile-container")];
    const current = levels.sort((a, b) => Number(b.style.zIndex) - Number(a.style.zIndex))[0];
    const tile = current?.querySelector("img");
    const urlZoom = Number(tile?.getAttribute("src")?.match(/\/(\d+)\/\d+\/\d+\.png$/)?.[1] ?? Number.NaN);
    return urlZoom - Math.log2(256 / Number.parseFloat(tile?.style.width ?? ""));
  });
}

/** How many zoom levels deeper than the map the tiles are: 1 on a high-density screen, else 0. */
export async function retinaZoomOffset(page: Page): Promise<number> {
  return (await page.evaluate(() => window.devicePixelRatio)) > 1 ? 1 : 0;
}

export async function expectZoom(scope: Locator, zoom: number) {
  await expect.poll(() => tileZoom(scope)).toBe(zoom);
}

/** How far the pin's tip is from the centre of its map, in whole pixels, each way. */
export async function pinOffsetFromCentre(map: Locator): Promise<{ x: number; y: number }> {
  const container = await map.locator(".leaflet-container").boundingBox();
  const pin = await map.locator(".map-pin").boundingBox();
  if (!container || !pin) throw new Error("map or pin not rendered");
  // The pin is 28 pixels square with its tip 34 pixels below its top edge (leaflet/icons.ts).
  // Leaflet rounds the centre to whole pixels: an odd-sized map is half a pixel off.
  return {
    x: Math.abs(Math.trunc(pin.x + 14 - (container.x + container.width / 2))),
    y: Math.abs(Math.trunc(pin.y + 34 - (container.y + container.height / 2))),
  };
}

/** The Web Mercator tile (z/x/y) that holds a point. */
export function tileOf([latitude, longitude]: [number, number], zoom: number): string {
  const n = 2 ** zoom;
  const x = Math.floor(((longitude + 180) / 360) * n);
  const rad = (latitude * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `${zoom}/${x}/${y}`;
}

/** The markers of a kind ("map-pin" or "map-cluster") well inside the visible map, not under a control. */
export async function markersInside(page: Page, kind: "map-pin" | "map-cluster"): Promise<number[]> {
  return mapOf(page)
    .locator(".leaflet-container")
    .evaluate((container, className) => {
      const box = container.getBoundingClientRect();
      const top = Math.max(box.top, 0) + 80;
      const bottom = Math.min(box.bottom, window.innerHeight) - 40;
      return [...container.querySelectorAll(`.${className}`)].flatMap((el, index) => {
        const r = el.getBoundingClientRect();
        return r.left > box.left + 60 && r.right < box.right - 60 && r.top > top && r.bottom < bottom
          ? [index]
          : [];
      });
    }, kind);
}

/** A pin well inside the visible map, zooming into clusters until one shows. */
export async function visiblePin(page: Page): Promise<Locator> {
  const map = mapOf(page);
  await expect(map.locator(".map-pin, .map-cluster").first()).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  for (let attempt = 0; attempt < 8; attempt++) {
    await mapSettled(page);
    const [pin] = await markersInside(page, "map-pin");
    if (pin !== undefined) return map.locator(".map-pin").nth(pin);
    const [cluster] = await markersInside(page, "map-cluster");
    const before = await tileZoom(map);
    await map
      .locator(".map-cluster")
      .nth(cluster ?? 0)
      .click();
    await expect.poll(() => tileZoom(map)).toBeGreaterThan(before);
  }
  throw new Error("no pin reachable");
}

export async function pinName(pin: Locator): Promise<string> {
  return (await pin.locator(".sr-only").textContent()) ?? "";
}

/**
 * Opens the map page with its map started. Served with islands, the page shows the server's
 * picture of the first view until a visitor's first use (decision 046): a pointer coming over the
 * map is one, and Leaflet's map then comes.
 */
export async function openMap(page: Page, path = "/map"): Promise<void> {
  await page.goto(path);
  // The map's top-left corner: no marker or button lies under it.
  await mapOf(page).hover({ position: { x: 3, y: 3 } });
  await expect(mapOf(page).locator(".leaflet-container")).toBeAttached();
}
