import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { MAP_PAGE_ZOOM } from "#core/maps";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { gotoIslandsPage, holdIslandsCode } from "./support/islands";
import { expectZoom, mapOf, sidePanel } from "./support/map";

// Decision 046: the map page is served with its first view drawn by the server (tiles, pins,
// clusters, zoom buttons), and Leaflet, started on first use, takes over where the picture was.

test.describe("the map served with islands", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("shows the server's picture of the first view until a first use; Leaflet then draws it where the picture had it", async ({
    page,
  }) => {
    await gotoIslandsPage(page, "/map");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const map = mapOf(page);
    await expect(map.locator("[data-map-picture]")).toBeVisible();
    const pictured = await markersIn(map, "[data-map-picture] [data-picture-marker=map-pin]");
    expect(pictured.length).toBeGreaterThan(0);
    const pictureTile = await tileAtCentre(map, "[data-map-picture] [style*=background-image]");
    // No use yet: none of the islands' code has come, and no Leaflet.
    expect(
      await page.evaluate(() => performance.getEntriesByType("resource").map((e) => e.name)),
    ).not.toContainEqual(expect.stringMatching(/\/assets\/islands-/));
    await expect(map.locator(".leaflet-container")).toHaveCount(0);

    // A pointer coming over the map is a use.
    await map.hover({ position: { x: 3, y: 3 } });
    await expect(page.locator("[data-island=mapPage][data-island-live]")).toBeAttached();
    // Leaflet's own stylesheet came with its code: its panes are placed, not in the page's flow.
    await expect(map.locator(".leaflet-pane").first()).toHaveCSS("position", "absolute");
    // The same pins at the same places, and the same tile under the centre.
    await expect
      .poll(async () => {
        const drawn = await markersIn(map, ".leaflet-marker-icon.map-pin");
        const both = drawn.filter((pin) => pictured.some((p) => p.name === pin.name));
        const moved = both.filter((pin) => {
          const before = pictured.find((p) => p.name === pin.name);
          return !before || Math.abs(before.x - pin.x) > 1 || Math.abs(before.y - pin.y) > 1;
        });
        return both.length > 0 && moved.length === 0;
      })
      .toBe(true);
    const leafletTile = await tileAtCentre(map, "img.leaflet-tile");
    expect(leafletTile.url).toBe(pictureTile.url);
    expect(Math.abs(leafletTile.x - pictureTile.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(leafletTile.y - pictureTile.y)).toBeLessThanOrEqual(1);
    // Once Leaflet has drawn its view the picture goes.
    await expect(map.locator("[data-map-picture]")).toHaveCount(0);
  });

  test("a pin pressed on the picture before the map's code came opens in Leaflet and fills the panel", async ({
    page,
  }) => {
    const { map, name, pin, release } = await pictureWithCodeHeld(page);
    await pin.click();
    release();
    await expect(map.locator(".leaflet-popup").getByRole("heading", { name })).toBeVisible();
    await expect(sidePanel(page).getByRole("heading", { level: 2, name })).toBeVisible();
  });

  test("from the keyboard, a picture's pin opens its popup with focus inside it", async ({ page }) => {
    const { map, name, pin, release } = await pictureWithCodeHeld(page);
    await pin.focus();
    await page.keyboard.press("Enter");
    release();
    await expect(map.locator(".leaflet-popup").getByRole("heading", { name })).toBeFocused();
  });

  test("the picture's zoom button opens Leaflet one level closer", async ({ page }) => {
    const release = await holdIslandsCode(page);
    await gotoIslandsPage(page, "/map");
    const map = mapOf(page);
    await map.locator("[data-map-picture]").getByRole("button", { name: "Zoom in", exact: true }).click();
    release();
    await expect(map.locator(".leaflet-container")).toBeVisible();
    await expectZoom(map, MAP_PAGE_ZOOM + 1);
  });
});

test.describe("the map served with islands, its code slow to come and then refused", () => {
  // The browser reports the refused module; React reports the error its boundary caught.
  test.use({
    // One pattern: test.use reads a list of two as a value and its options.
    expectedConsoleErrors: [
      /^Failed to load resource: net::ERR_CONNECTION_REFUSED$|Failed to fetch dynamically imported module/,
    ],
  });
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("says Loading map... over the picture while the map's code comes, and when it cannot come", async ({
    page,
  }) => {
    await page.route(leafletMapModule(), (route) => route.abort("connectionrefused"));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(leafletMapModule(), async (route) => {
      await held;
      await route.fallback();
    });
    await gotoIslandsPage(page, "/map");
    const map = mapOf(page);
    await map.hover({ position: { x: 3, y: 3 } });
    await expect(map.getByText("Loading map...")).toBeVisible();
    release();
    await expect(
      map.getByText("The map could not be loaded. Check your connection and reload the page."),
    ).toBeVisible();
    // The picture stays beneath the message.
    await expect(map.locator("[data-map-picture] [data-picture-marker]").first()).toBeVisible();
  });
});

/** The address of the map's Leaflet module, as the islands' build wrote it. */
function leafletMapModule(): string {
  const built = JSON.parse(readFileSync(path.join("build", "page-script.json"), "utf8")) as {
    modules: Record<string, string>;
  };
  const module = built.modules["app/components/map/leaflet/LocationsLeafletMap.tsx"];
  if (!module) throw new Error("The build names no module for the map");
  return `**${module}`;
}

/** The map page with the islands' code held back: a pin of its picture, by name, and the release. */
async function pictureWithCodeHeld(page: Page) {
  const release = await holdIslandsCode(page);
  await gotoIslandsPage(page, "/map");
  const map = mapOf(page);
  const [first] = await markersIn(map, "[data-map-picture] [data-picture-marker=map-pin]");
  const name = first?.name ?? "";
  const pin = map.locator("[data-map-picture]").getByRole("button", { name, exact: true });
  return { map, name, pin, release };
}

type PlacedMarker = { name: string; x: number; y: number };

/** The markers matching `selector` wholly inside the map and clear of its controls, placed from its corner. */
function markersIn(map: Locator, selector: string): Promise<PlacedMarker[]> {
  return map.evaluate((region, markers) => {
    const box = region.getBoundingClientRect();
    return [...region.querySelectorAll(markers)]
      .map((marker) => ({ name: marker.textContent ?? "", rect: marker.getBoundingClientRect() }))
      .filter(
        ({ rect }) =>
          rect.width > 0 &&
          rect.left >= box.left + 50 &&
          rect.right <= box.right - 10 &&
          rect.top >= box.top + 90 &&
          rect.bottom <= box.bottom - 30,
      )
      .map(({ name, rect }) => ({ name, x: rect.left - box.left, y: rect.top - box.top }));
  }, selector);
}

/** The tile drawn under the map's centre: its address and where it sits from the map's corner. */
function tileAtCentre(map: Locator, selector: string): Promise<{ url: string; x: number; y: number }> {
  return map.evaluate((region, tiles) => {
    const box = region.getBoundingClientRect();
    const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
    const tile = [...region.querySelectorAll<HTMLElement>(tiles)].find((t) => {
      const r = t.getBoundingClientRect();
      return r.width > 0 && r.left <= cx && r.right > cx && r.top <= cy && r.bottom > cy;
    });
    const rect = tile?.getBoundingClientRect();
    const url =
      tile instanceof HTMLImageElement
        ? tile.src
        : (tile?.style.backgroundImage.match(/url\("(.*)"\)/)?.[1] ?? "");
    return { url, x: (rect?.left ?? 0) - box.left, y: (rect?.top ?? 0) - box.top };
  }, selector);
}
