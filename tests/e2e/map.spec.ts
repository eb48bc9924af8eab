import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { displayName } from "../../core/fishTypes";
import { MAP_ANSWER_MAX_ITEMS } from "../../core/mapBox";
import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM } from "../../core/maps";
import { openDatabase } from "../../server/db/client.server";
import { prepareDatabase } from "../../server/db/setup";
import { generateLocations, insertLocations } from "../support/bulkLocations";
import { type ServerProcess, startServerProcess } from "../support/serverProcess";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  expectZoom,
  mapOf,
  mapSettled,
  markersInside,
  markersOf,
  oregonLocations,
  pinName,
  retinaZoomOffset,
  sidePanel,
  tileOf,
  tileZoom,
  visiblePin,
} from "./support/map";
import { startTileServer } from "./support/tile-server.mjs";

// The map page (spec 2 "Map page", spec 9 "Maps") against the curated dataset, with tiles
// from the local fake tile server (tests/e2e/support/tile-server.mjs), on desktop and mobile.
test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the map.
  await page.addInitScript(() => localStorage.setItem("pwaInstallBannerDismissed", "true"));
});

test.describe("the map page (/map)", () => {
  test("a 600px map centred on central Oregon at zoom 7, tiles and attribution from the configured service", async ({
    page,
  }) => {
    await page.goto("/map");
    await expect(page).toHaveTitle("Fishing Locations Map - Fish Spots");
    await expect(page.getByRole("heading", { level: 1, name: "Fishing Locations Map" })).toBeVisible();
    const map = mapOf(page);
    await expect(map.locator(".leaflet-container")).toBeVisible();
    // Spec 9: 600px high; the frame had that height before the map arrived (no jump).
    expect((await map.boundingBox())?.height).toBe(600);
    await expectZoom(map, 7);
    // On a high-density screen (the phone) the tiles are the next level's (retinaTiles.ts).
    const tileLevel = MAP_PAGE_ZOOM + (await retinaZoomOffset(page));
    await expect(map.locator("img.leaflet-tile").first()).toHaveAttribute(
      "src",
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${tileLevel}/\\d+/\\d+\\.png$`),
    );
    await expect(map.locator(".leaflet-control-attribution")).toContainText("Test tiles");
    // Spec 9: centre latitude 44, longitude -120.5: the tile under the map's centre holds it.
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
    await page.goto("/map");
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
    // Spec 9's 256-pixel tiles drawn 256 CSS pixels wide would be blurred on a phone's screen.
    { screen: "a high-density screen", deviceScaleFactor: 2, tilePixels: 128, tileLevel: MAP_PAGE_ZOOM + 1 },
  ]) {
    test.describe(`on ${screen}`, () => {
      test.use({ deviceScaleFactor });

      test(`tiles of zoom ${tileLevel} drawn ${tilePixels} CSS pixels wide: at least one image pixel a screen pixel`, async ({
        page,
      }) => {
        await page.goto("/map");
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

  test("the server-rendered view stays drawn while the map asks for its own", async ({ page }) => {
    // The first answer for the map's own size is held back: until it comes, the markers and the
    // list of the server's view stay (they used to vanish for the length of a round trip).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/map\?/, async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest(/\/api\/map\?/);
    await page.goto("/map");
    const map = mapOf(page);
    await expect(map.locator(".map-cluster").first()).toBeVisible();
    await asked;
    await expect(map).toHaveAttribute("aria-busy", "true");
    expect(await markersOf(page).count()).toBeGreaterThan(0);
    const list = page.getByRole("region", { name: "Locations in view" });
    await expect(list).toContainText(/locations? in view/);
    await expect(list).not.toContainText("Loading locations...");
    release();
    await mapSettled(page);
    await expect(map.locator(".map-cluster").first()).toBeVisible();
  });

  test("markers and clusters: a cluster zooms in, every location is accounted for", async ({
    page,
    request,
  }, testInfo) => {
    const locations = await oregonLocations(request);
    await page.goto("/map");
    await expect(page.getByText(`${locations.length} locations in Oregon`)).toBeVisible();
    const map = mapOf(page);
    await expect(map.locator(".map-cluster").first()).toBeVisible();
    await mapSettled(page);
    // Clusters show how many locations they hold; with the pins they add up to the locations
    // in the view the server was asked for: all of Oregon on a desktop screen, part of it on a
    // phone.
    const counts = await map
      .locator(".map-cluster [aria-hidden='true']")
      .evaluateAll((spans) => spans.map((s) => Number(s.textContent)));
    const pins = await map.locator(".map-pin").count();
    const shown = counts.reduce((a, b) => a + b, 0) + pins;
    if (testInfo.project.name === "desktop") expect(shown).toBe(locations.length);
    else expect(shown).toBeLessThanOrEqual(locations.length);

    const [inside] = await markersInside(page, "map-cluster");
    await map
      .locator(".map-cluster")
      .nth(inside ?? 0)
      .click();
    await expect.poll(() => tileZoom(map)).toBeGreaterThan(7);
  });

  test("a marker's popup: name, region, quick rating and both links to the location", async ({
    page,
    request,
  }) => {
    const locations = await oregonLocations(request);
    await page.goto("/map");
    const pin = await visiblePin(page);
    const name = await pinName(pin);
    const location = locations.find((l) => l.name === name);
    if (!location) throw new Error(`no location named ${name}`);

    await pin.click();
    const popup = mapOf(page).locator(".leaflet-popup");
    await expect(popup.getByRole("heading", { name })).toBeVisible();
    await expect(popup).toContainText(location.region);
    for (const link of ["View Details", "View Location"]) {
      await expect(popup.getByRole("link", { name: link })).toHaveAttribute(
        "href",
        `/locations/${location.id}`,
      );
    }

    // Spec 2: "a quick-rate star control"; spec 8: the toast after a rating.
    const posted = page.waitForResponse(
      (res) =>
        res.url().endsWith(`/api/locations/${location.id}/reviews`) && res.request().method() === "POST",
    );
    await popup.getByRole("button", { name: "Rate 4 stars" }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText("Rating submitted", { exact: true })).toBeVisible();
    await expect(page.getByText("You rated this location 4 stars", { exact: true })).toBeVisible();

    await popup.getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(new RegExp(`/locations/${location.id}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("the side panel says Select a Location, then shows the clicked marker's details", async ({
    page,
    request,
  }) => {
    const locations = await oregonLocations(request);
    await page.goto("/map");
    const panel = sidePanel(page);
    await expect(panel.getByRole("heading", { name: "Select a Location" })).toBeVisible();

    const pin = await visiblePin(page);
    const name = await pinName(pin);
    const details = locations.find((l) => l.name === name);
    if (!details) throw new Error(`no location named ${name}`);
    await pin.click();

    await expect(panel.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(panel).toContainText(details.description);
    for (const fishType of details.fishTypes) {
      await expect(panel.getByText(displayName(fishType), { exact: true })).toBeVisible();
    }
    await expect(panel).toContainText(`Best seasons${details.bestSeasons}`);
    for (const facility of details.facilities ?? []) {
      await expect(panel.getByText(facility, { exact: true })).toBeVisible();
    }
    await expect(panel).toContainText(details.tideInfo ?? "No tide information for this location.");
    await expect(panel.getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      `/locations/${details.id}`,
    );
  });

  test("markers work from the keyboard, with visible focus", async ({ page }) => {
    await page.goto("/map");
    const map = mapOf(page);
    const container = map.locator(".leaflet-container");
    await expect(map.locator(".map-cluster").first()).toBeVisible();
    // The markers of the first answer for this very view (they replace the server-rendered view's).
    await mapSettled(page);

    // Tab from the map reaches the markers (Leaflet: keyboard: true makes them buttons).
    await container.focus();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveClass(/leaflet-marker-icon/);
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");

    // A cluster: Enter zooms in and hands focus to the map.
    const [inside] = await markersInside(page, "map-cluster");
    const cluster = map.locator(".map-cluster").nth(inside ?? 0);
    await cluster.focus();
    const before = await tileZoom(map);
    await page.keyboard.press("Enter");
    await expect.poll(() => tileZoom(map)).toBeGreaterThan(before);
    await expect(container).toBeFocused();

    // A pin: Enter opens the popup and selects it, focus moves into the popup, Escape closes
    // the popup and gives focus back to the pin.
    const pin = await visiblePin(page);
    const name = await pinName(pin);
    await pin.focus();
    await page.keyboard.press("Enter");
    const popup = map.locator(".leaflet-popup");
    await expect(popup.getByRole("heading", { name })).toBeFocused();
    await expect(sidePanel(page).getByRole("heading", { level: 2, name })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(popup.getByRole("button", { name: "Rate 1 star" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    const samePin = map.locator(".map-pin", { hasText: name });
    await expect(samePin).toBeFocused();

    // Space opens it too, as on any button.
    await page.keyboard.press(" ");
    await expect(map.locator(".leaflet-popup").getByRole("heading", { name })).toBeFocused();
  });

  test("choosing from the locations in view fills the panel and brings the pin into view", async ({
    page,
  }) => {
    await page.goto("/map");
    const list = page.getByRole("region", { name: "Locations in view" });
    await expect(mapOf(page).locator(".map-cluster").first()).toBeVisible();
    await mapSettled(page);
    // The list is the server's answer for the view: the pins that stand on their own.
    await expect(list).toContainText(/locations? in view/);
    const name = (await list.getByRole("button").first().locator("span").first().textContent()) ?? "";
    // The map moves to the pin and asks again; the chosen entry stays in the list.
    const chosen = list.getByRole("button").filter({ has: page.getByText(name, { exact: true }) });
    await chosen.click();
    await expect(chosen).toHaveAttribute("aria-pressed", "true");
    await expect(sidePanel(page).getByRole("heading", { level: 2, name })).toBeVisible();
    const pin = mapOf(page).locator(".map-pin-selected");
    await expect(pin).toHaveCount(1);
    expect(await pinName(pin)).toBe(name);
    await expect(pin).toBeInViewport();
  });

  test("has no serious accessibility findings, with a popup open", async ({ page }) => {
    await page.goto("/map");
    const pin = await visiblePin(page);
    await pin.click();
    await expect(mapOf(page).locator(".leaflet-popup")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
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
    await page.goto("/map");
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

test.describe("10,000 locations", () => {
  // Product 2 and decision 021: the map stays light with many thousands of locations. A server
  // of its own, its database holding 10,000 generated locations across Oregon.
  const COUNT = 10_000;
  let server: ServerProcess;
  let tiles: Awaited<ReturnType<typeof startTileServer>>;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    tiles = await startTileServer();
    dataDir = await mkdtemp(path.join(tmpdir(), "fishspots-e2e-map-"));
    const database = await openDatabase({ dataDir });
    await prepareDatabase(database, { seedFile: null });
    await insertLocations(database.db, generateLocations(COUNT));
    await database.close();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      TILE_URL: tiles.tileUrl,
      TILE_ATTRIBUTION: "Test tiles",
      ALERT_WORKER: "off",
      LOG_LEVEL: "warn",
    });
  });

  test.afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await tiles?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  test("sends and draws one capped answer per view at every zoom and after a pan", async ({ page }) => {
    // Every answer the page receives, as the number of markers it carries.
    const answers: number[] = [];
    page.on("response", async (res) => {
      if (!res.url().includes("/api/map?")) return;
      const body = (await res.json()) as { clusters: unknown[]; locations: unknown[] };
      answers.push(body.clusters.length + body.locations.length);
    });
    const html = await (await page.request.get(`${server.url}/map`)).text();
    // The server render carries one bounded view, not 10,000 locations.
    expect(html.match(/Generated Water \d+/g)?.length ?? 0).toBeLessThanOrEqual(MAP_ANSWER_MAX_ITEMS + 24);

    await page.goto(`${server.url}/map`);
    await expect(page.getByText("10,000 locations in Oregon")).toBeVisible();
    const map = mapOf(page);
    await expect(map.locator(".map-cluster").first()).toBeVisible();
    await mapSettled(page);
    const markers = markersOf(page);
    expect(await markers.count()).toBeLessThanOrEqual(MAP_ANSWER_MAX_ITEMS);
    // The list below the map stays short too.
    const list = page.getByRole("region", { name: "Locations in view" });
    // At zoom 7 every one of them is in a cluster: all of them in view on a desktop screen.
    await expect(list).toContainText(/\d+ locations in view, all in numbered clusters/);

    // Every zoom and pan asks for one view: the page never holds more than one answer's markers.
    await map.scrollIntoViewIfNeeded();
    const zoomIn = map.getByRole("button", { name: "Zoom in", exact: true });
    for (const zoom of [8, 9, 10, 11, 12]) {
      await zoomIn.click();
      await expectZoom(map, zoom);
      await mapSettled(page);
      await expect(markers.first()).toBeVisible();
      expect(await markers.count(), `markers at zoom ${zoom}`).toBeLessThanOrEqual(MAP_ANSWER_MAX_ITEMS);
    }
    await expect(list.getByRole("button").first()).toBeVisible();
    expect(await list.getByRole("button").count()).toBeLessThanOrEqual(24);

    const box = await map.locator(".leaflet-container").boundingBox();
    if (!box) throw new Error("no map");
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.7);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3, { steps: 10 });
    await page.mouse.up();
    await mapSettled(page);
    await expect(markers.first()).toBeVisible();
    expect(await markers.count(), "markers after a pan").toBeLessThanOrEqual(MAP_ANSWER_MAX_ITEMS);

    expect(answers.length).toBeGreaterThan(5);
    for (const size of answers) expect(size).toBeLessThanOrEqual(MAP_ANSWER_MAX_ITEMS);
  });
});
