import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM } from "#core/maps";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import {
  expectZoom,
  mapOf,
  mapSettled,
  openMap,
  pinName,
  retinaZoomOffset,
  sidePanel,
  tileOf,
  visiblePin,
} from "./support/map";

// The map page's frame and tiles (docs/product.md "Map page", "Map constants") against the curated
// dataset, with tiles from the local fake tile server (tests/e2e/support/tile-server.mjs), on
// desktop and mobile: size, centre, zoom, attribution, sharp tiles on any screen, and a map
// that still works when no tile comes. Its markers are in map-markers.spec.ts; what choosing
// one shows is in map-details.spec.ts.
test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the map.
  await dismissInstallBanner(page);
});

test.describe("the map page (/map)", () => {
  test("a 600px map centred on central Oregon at zoom 7, tiles and attribution from the configured service", {
    tag: "@layout",
  }, async ({ page }) => {
    await openMap(page);
    await expect(page).toHaveTitle("Fishing Locations Map - Fish Spots");
    await expect(page.getByRole("heading", { level: 1, name: "Fishing Locations Map" })).toBeVisible();
    const map = mapOf(page);
    await expect(map.locator(".leaflet-container")).toBeVisible();
    // 600px high; the frame had that height before the map arrived (no jump).
    expect((await map.boundingBox())?.height).toBe(600);
    await expectZoom(map, 7);
    // On a high-density screen (the phone) the tiles are the next level's (retinaTiles.ts).
    const tileLevel = MAP_PAGE_ZOOM + (await retinaZoomOffset(page));
    await expect(map.locator("img.leaflet-tile").first()).toHaveAttribute(
      "src",
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${tileLevel}/\\d+/\\d+\\.png$`),
    );
    await expect(map.locator(".leaflet-control-attribution")).toContainText("Test tiles");
    // Centre latitude 44, longitude -120.5: the tile under the map's centre holds it.
    const centreTile = await map.locator(".leaflet-container").evaluate((container) => {
      const box = container.getBoundingClientRect();
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const tile = [...container.querySelectorAll("img.leaflet-tile")].find((img) => {
        const r = img.getBoundingClientRect();
        return r.left <= cx && cx < r.right && r.top <= cy && cy < r.bottom;
      });
      return tile?.getAttribute("src")?.match(/\/(\d+\/\d+\/\d+)\.png$/)?.[1];
    });
    expect(centreTile).toBe(tileOf(MAP_PAGE_CENTER, tileLevel));
  });

  test("the page's head preconnects to the tile server, and only to it", async ({ page }) => {
    await openMap(page);
    const tile = mapOf(page).locator("img.leaflet-tile").first();
    await expect(tile).toHaveAttribute("src", /^http:/);
    const tileOrigin = new URL((await tile.getAttribute("src")) ?? "").origin;
    // The fake tile server listens on another port than the site: another origin.
    expect(tileOrigin).not.toBe(new URL(page.url()).origin);
    const preconnect = page.locator('head link[rel="preconnect"]');
    await expect(preconnect).toHaveCount(1);
    await expect(preconnect).toHaveAttribute("href", tileOrigin);
  });

  for (const { screen, deviceScaleFactor, tilePixels, tileLevel } of [
    { screen: "a standard screen", deviceScaleFactor: 1, tilePixels: 256, tileLevel: MAP_PAGE_ZOOM },
    // 256-pixel tiles drawn 256 CSS pixels wide would be blurred on a phone's screen.
    { screen: "a high-density screen", deviceScaleFactor: 2, tilePixels: 128, tileLevel: MAP_PAGE_ZOOM + 1 },
  ]) {
    test.describe(`on ${screen}`, () => {
      test.use({ deviceScaleFactor });

      test(`tiles of zoom ${tileLevel} drawn ${tilePixels} CSS pixels wide: at least one image pixel a screen pixel`, async ({
        page,
      }) => {
        await openMap(page);
        const map = mapOf(page);
        await expectZoom(map, MAP_PAGE_ZOOM);
        const tiles = map.locator("img.leaflet-tile-loaded");
        await expect(tiles.first()).toBeVisible();
        const drawn = await tiles.evaluateAll((images) =>
          images.map((img) => ({
            src: img.getAttribute("src") ?? "",
            width: img.getBoundingClientRect().width,
            naturalWidth: (img as HTMLImageElement).naturalWidth,
          })),
        );
        for (const tile of drawn) {
          expect(tile.src).toMatch(new RegExp(`/${tileLevel}/\\d+/\\d+\\.png$`));
          expect(tile.width).toBe(tilePixels);
          expect(tile.naturalWidth).toBeGreaterThanOrEqual(tile.width * deviceScaleFactor);
        }
      });
    });
  }
});

test.describe("the map's start", () => {
  test("comes in steps: Leaflet's map, then its layers, then its tiles, then its markers", async ({
    page,
  }) => {
    // For each step, the number of the observer call (one per task at most) that first saw it.
    await page.addInitScript(() => {
      const steps: Record<string, number> = {};
      let call = 0;
      Object.assign(window, { mapSteps: steps });
      new MutationObserver(() => {
        call += 1;
        const first = (step: string, seen: boolean) => {
          if (seen && steps[step] === undefined) steps[step] = call;
        };
        first("map", document.querySelector(".leaflet-container") !== null);
        first(
          "layers",
          document.querySelector(".leaflet-control-attribution")?.textContent?.includes("Test tiles") ??
            false,
        );
        first("tiles", document.querySelector("img.leaflet-tile") !== null);
        first("markers", document.querySelector(".leaflet-marker-icon") !== null);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await openMap(page);
    await expect(mapOf(page).locator(".leaflet-marker-icon").first()).toBeVisible();
    const steps = await page.evaluate(
      () => (window as unknown as { mapSteps: Record<string, number> }).mapSteps,
    );
    expect(steps.map).toBeLessThan(steps.layers ?? 0);
    expect(steps.layers).toBeLessThan(steps.tiles ?? 0);
    expect(steps.tiles).toBeLessThan(steps.markers ?? 0);
    // Tiles appear without Leaflet's fade, which restyles every tile on each frame while one fades.
    await expect(mapOf(page).locator(".leaflet-container")).not.toHaveClass(/leaflet-fade-anim/);
  });
});

test.describe("when the tile server cannot be reached", () => {
  // Tiles are images: the browser itself reports each one that fails on the console, and
  // nothing else may (no error of ours, no uncaught exception: the fixture fails on those).
  test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/] });

  test("the map still shows its markers, and a marker still opens", async ({ page }) => {
    const refused: string[] = [];
    await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => {
      refused.push(route.request().url());
      return route.abort("connectionrefused");
    });
    await openMap(page);
    const map = mapOf(page);
    await expect(map.locator(".map-cluster").first()).toBeVisible();
    await mapSettled(page);
    expect(refused.length).toBeGreaterThan(0);
    await expect(map.locator("img.leaflet-tile-loaded")).toHaveCount(0);
    await expect(map.getByText("The map could not be loaded", { exact: false })).toHaveCount(0);
    const pin = await visiblePin(page);
    const name = await pinName(pin);
    await pin.click();
    await expect(sidePanel(page).getByRole("heading", { level: 2, name })).toBeVisible();
  });
});
