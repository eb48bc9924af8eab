import type { APIRequestContext } from "@playwright/test";
import type { Location } from "#server/services/locations/locations";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { expectZoom, oregonLocations, pinOffsetFromCentre } from "./support/map";

// The maps of the location page (docs/product.md "Location maps": the inline preview and the full map) and
// the rule that external map services lead to /map ("External map services").
test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the map.
  await dismissInstallBanner(page);
});

test.describe("the location page (/locations/{id})", () => {
  async function firstLocation(request: APIRequestContext): Promise<Location> {
    const [location] = await oregonLocations(request);
    if (!location) throw new Error("no locations");
    return location;
  }

  test("shows the name, region, description, links to all locations and to the internal map", async ({
    page,
    request,
  }) => {
    const location = await firstLocation(request);
    await page.goto(`/locations/${location.id}`);
    await expect(page).toHaveTitle(`${location.name} - Fish Spots`);
    await expect(page.getByRole("heading", { level: 1, name: location.name })).toBeVisible();
    await expect(page.getByText(location.region, { exact: true })).toBeVisible();
    await expect(page.getByText(location.description)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to all locations" })).toHaveAttribute(
      "href",
      "/#fish-directory",
    );
    await page.getByRole("link", { name: "View on Map" }).click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test("the inline preview is read-only: drag, wheel, double click, keys and clicks change nothing", async ({
    page,
    request,
  }) => {
    const location = await firstLocation(request);
    await page.goto(`/locations/${location.id}`);
    const preview = page.getByRole("region", { name: `Map of ${location.name}` });
    // The preview starts when it comes near the viewport (below the first screen on a phone).
    await preview.scrollIntoViewIfNeeded();
    const container = preview.locator(".leaflet-container");
    await expect(container).toBeVisible();
    // One marker, popup with the name and "Fishing Location", open by default.
    const popup = preview.locator(".leaflet-popup");
    await expect(popup).toContainText(location.name);
    await expect(popup).toContainText("Fishing Location");
    await expect(preview.locator(".leaflet-marker-icon")).toHaveCount(1);
    await expect(preview.locator(".leaflet-control-zoom")).toHaveCount(0);
    // Zoom 10, centred on the location.
    await expectZoom(preview, 10);
    expect(await pinOffsetFromCentre(preview)).toEqual({ x: 0, y: 0 });
    // Not reachable with Tab (keyboard: false), the pin neither.
    expect(await container.getAttribute("tabindex")).toBeNull();
    expect(await preview.locator(".map-pin").getAttribute("tabindex")).toBeNull();

    const paneTransform = () =>
      preview.locator(".leaflet-map-pane").evaluate((pane) => (pane as HTMLElement).style.transform);
    const transformBefore = await paneTransform();
    await container.scrollIntoViewIfNeeded();
    const box = await container.boundingBox();
    if (!box) throw new Error("no preview");
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height * 0.75;

    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 120, cy - 40, { steps: 8 });
    await page.mouse.up();
    await page.mouse.dblclick(cx, cy);
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, -400);
    await container.click({ position: { x: 20, y: box.height - 30 } });
    await page.keyboard.press("+");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Minus");
    await preview.locator(".map-pin").click({ force: true });

    await expect(popup).toContainText("Fishing Location");
    await expect(page).toHaveURL(new RegExp(`/locations/${location.id}$`));
    await expectZoom(preview, 10);
    expect(await paneTransform()).toBe(transformBefore);
    expect(await pinOffsetFromCentre(preview)).toEqual({ x: 0, y: 0 });
  });

  test("the full map opens in a dialog: title, zoom, attribution, focus trapped and returned, torn down on close", async ({
    page,
    request,
  }) => {
    const location = await firstLocation(request);
    await page.goto(`/locations/${location.id}`);
    const preview = page.getByRole("region", { name: `Map of ${location.name}` });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.locator(".map-pin")).toBeVisible();
    const opener = page.getByRole("button", { name: "View Full Map" });
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await opener.click();
    const dialog = page.getByRole("dialog", { name: `${location.name} - Map View` });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close", exact: true });
    await expect(close).toBeVisible();
    await expect(dialog.locator(".leaflet-control-zoom")).toBeVisible();
    await expect(dialog.locator(".leaflet-control-attribution")).toContainText("Test tiles");
    await expect(dialog.locator(".leaflet-popup")).toContainText("Fishing Location");
    // Zoom 13, centred on the location (the same pin), after the 100 ms resize.
    await expectZoom(dialog, 13);
    await expect.poll(() => pinOffsetFromCentre(dialog)).toEqual({ x: 0, y: 0 });
    // Up to 4xl wide (56rem) and 80% of the viewport high.
    const viewport = page.viewportSize();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(56 * 16);
    expect(Math.round(box?.height ?? 0)).toBe(Math.round((viewport?.height ?? 0) * 0.8));

    // Fully interactive.
    await dialog.getByRole("button", { name: "Zoom in", exact: true }).click();
    await expectZoom(dialog, 14);

    // Focus stays in the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await close.click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    // Torn down: only the inline preview's map is left.
    await expect(page.locator(".leaflet-container")).toHaveCount(1);

    await opener.press("Enter");
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("has no serious accessibility findings, with the preview and with the dialog open", async ({
    page,
    request,
  }) => {
    const location = await firstLocation(request);
    await page.goto(`/locations/${location.id}`);
    const preview = page.getByRole("region", { name: `Map of ${location.name}` });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.locator(".leaflet-popup")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole("button", { name: "View Full Map" }).click();
    await expect(page.getByRole("dialog").locator(".leaflet-popup")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test.describe("on a screen where the preview is below the first screen", () => {
    test.use({ viewport: { width: 390, height: 700 } });

    test("Leaflet starts only when the preview is scrolled near, in a box that keeps its size", async ({
      page,
      request,
    }) => {
      const location = await firstLocation(request);
      const scripts: string[] = [];
      const tiles: string[] = [];
      page.on("request", (req) => {
        if (req.resourceType() === "script") scripts.push(req.url());
        if (/\/\d+\/\d+\/\d+\.png$/.test(req.url())) tiles.push(req.url());
      });
      await page.addInitScript(() => {
        // Every layout shift, as the CLS metric counts them.
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`/locations/${location.id}`);
      // Hydrated (the toast region mounts right after), the page's own requests done, a few frames on.
      await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
      await page.waitForLoadState("networkidle");
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );

      const preview = page.getByRole("region", { name: `Map of ${location.name}` });
      await expect(preview).not.toBeInViewport();
      await expect(preview.getByText("Loading map...")).toBeAttached();
      await expect(preview.locator(".leaflet-container")).toHaveCount(0);
      // Leaflet sets window.L when its code runs: it has not been loaded.
      expect(await page.evaluate(() => typeof (window as unknown as { L?: unknown }).L)).toBe("undefined");
      expect(tiles).toEqual([]);
      const scriptsBefore = scripts.length;
      const before = await preview.boundingBox();
      // From here on: the map's start. A busy machine may paint the page while it is still being
      // parsed, and a later chunk of text then moves what was painted: the first load's shift,
      // not the map's (0.00005 to 0.0002 seen, on the header's logo and a fish badge).
      await page.evaluate(() => {
        (window as unknown as { shifts: number }).shifts = 0;
      });

      await preview.scrollIntoViewIfNeeded();
      await expect(preview.locator(".leaflet-container")).toBeVisible();
      await expect(preview.locator(".leaflet-popup")).toContainText(location.name);
      expect(await page.evaluate(() => typeof (window as unknown as { L?: unknown }).L)).toBe("object");
      // The map's code was asked for only now, and the tiles with it.
      expect(scripts.length).toBeGreaterThan(scriptsBefore);
      expect(tiles.length).toBeGreaterThan(0);
      const after = await preview.boundingBox();
      expect(after?.width).toBe(before?.width);
      expect(after?.height).toBe(before?.height);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    });

    test("the preview's page opens a connection to the tile server when the preview comes near", async ({
      page,
      request,
    }) => {
      const location = await firstLocation(request);
      await page.goto(`/locations/${location.id}`);
      await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
      const preconnect = page.locator('head link[rel="preconnect"]');
      await expect(preconnect).toHaveCount(0);
      const preview = page.getByRole("region", { name: `Map of ${location.name}` });
      await preview.scrollIntoViewIfNeeded();
      const tile = preview.locator("img.leaflet-tile").first();
      await expect(tile).toHaveAttribute("src", /^http:/);
      await expect(preconnect).toHaveAttribute(
        "href",
        new URL((await tile.getAttribute("src")) ?? "").origin,
      );
    });
  });

  test("an unknown location shows Location Not Found", { tag: "@anyWidth" }, async ({ page, pageErrors }) => {
    const res = await page.goto("/locations/999999");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Location Not Found" })).toBeVisible();
    await expect(
      page.getByText("Sorry, we couldn't find the fishing location you're looking for."),
    ).toBeVisible();
    // The browser reports the page's own 404 status on the console.
    const kept = pageErrors.filter((e) => !e.includes("the server responded with a status of 404"));
    pageErrors.splice(0, pageErrors.length, ...kept);
  });
});

test.describe("external map services (redirected to the internal /map page)", () => {
  test("a click on a link to an external map service lands on /map", { tag: "@anyWidth" }, async ({
    page,
    request,
  }) => {
    const external: string[] = [];
    await page.route(/google\.com|apple\.com|bing\.com|openstreetmap\.org/, (route) => {
      external.push(route.request().url());
      return route.abort();
    });
    const [location] = await oregonLocations(request);
    for (const href of [
      "https://www.google.com/maps/search/?api=1&query=45.54,-123.91",
      "https://maps.apple.com/?ll=45.54,-123.91",
      "https://www.openstreetmap.org/#map=12/45.54/-123.91",
    ]) {
      await page.goto(`/locations/${location?.id}`);
      // The inline map is there once React has hydrated the page (and the map has been scrolled
      // near): the link is added after that.
      await page.locator("[data-map-frame]").scrollIntoViewIfNeeded();
      await expect(page.locator(".leaflet-container")).toBeVisible();
      await page.evaluate((url) => {
        const link = document.createElement("a");
        link.href = url;
        link.textContent = "Open in a map service";
        document.querySelector("main")?.prepend(link);
      }, href);
      await page.getByRole("link", { name: "Open in a map service" }).click();
      await expect(page).toHaveURL(/\/map$/);
      await expect(page.getByRole("heading", { level: 1, name: "Fishing Locations Map" })).toBeVisible();
    }
    expect(external).toEqual([]);
  });
});
