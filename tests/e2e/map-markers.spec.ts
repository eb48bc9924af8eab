import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAP_ANSWER_MAX_ITEMS } from "#core/mapBox";
import { openDatabase } from "#server/db/client.server";
import { prepareDatabase } from "#server/db/setup";
import { generateLocations, insertLocations } from "../support/bulkLocations";
import { type ServerProcess, startServerProcess } from "../support/serverProcess";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import {
  expectZoom,
  mapOf,
  mapSettled,
  markersInside,
  markersOf,
  openMap,
  oregonLocations,
  tileZoom,
} from "./support/map";
import { startTileServer } from "./support/tile-server.mjs";

// The map page's markers (docs/product.md "Map page", decision 021): numbered clusters and pins, the
// server's answer for the view, with the curated dataset and, on a server of its own, 10,000
// generated locations; on desktop and mobile. Tiles come from the local fake tile server
// (tests/e2e/support/tile-server.mjs).
test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the map.
  await dismissInstallBanner(page);
});

test.describe("the map page (/map)", () => {
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
    await openMap(page);
    const map = mapOf(page);
    await expect(map.locator(".map-cluster").first()).toBeVisible();
    await asked;
    await expect(map).toHaveAttribute("aria-busy", "true");
    // They are drawn a few per frame: once their number holds still, all are there.
    let previous = -1;
    await expect
      .poll(
        async () => {
          const now = await markersOf(page).count();
          const still = now > 0 && now === previous;
          previous = now;
          return still;
        },
        { intervals: [250] },
      )
      .toBe(true);
    // The server's view is a desktop's width: on a phone only the markers in its map's own view
    // are built.
    const outside = await map.locator(".leaflet-container").evaluate((container) => {
      const box = container.getBoundingClientRect();
      return [...container.querySelectorAll(".leaflet-marker-icon")].filter((marker) => {
        const r = marker.getBoundingClientRect();
        return r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom;
      }).length;
    });
    expect(outside).toBe(0);
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
    await openMap(page);
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
});

test.describe("10,000 locations", () => {
  // Decision 021: the map stays light with many thousands of locations. A server
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

    await openMap(page, `${server.url}/map`);
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
