import type { APIRequestContext } from "@playwright/test";
import type { Location } from "../../server/services/locations";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectZoom, oregonLocations, pinOffsetFromCentre } from "./support/map";

// The map components on the location page (spec 2 "Map components": the inline preview and
// the full-screen map) and the rule that external map services lead to /map.
test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the map.
  await page.addInitScript(() => localStorage.setItem("pwaInstallBannerDismissed", "true"));
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
    const container = preview.locator(".leaflet-container");
    await expect(container).toBeVisible();
    // Spec 2: one marker, popup with the name and "Fishing Location", open by default.
    const popup = preview.locator(".leaflet-popup");
    await expect(popup).toContainText(location.name);
    await expect(popup).toContainText("Fishing Location");
    await expect(preview.locator(".leaflet-marker-icon")).toHaveCount(1);
    await expect(preview.locator(".leaflet-control-zoom")).toHaveCount(0);
    // Spec 9: zoom 10, centred on the location.
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
    await expect(
      page.getByRole("region", { name: `Map of ${location.name}` }).locator(".map-pin"),
    ).toBeVisible();
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
    // Spec 9: zoom 13, centred on the location (the same pin), after the 100 ms resize.
    await expectZoom(dialog, 13);
    await expect.poll(() => pinOffsetFromCentre(dialog)).toEqual({ x: 0, y: 0 });
    // Spec 2: up to 4xl wide (56rem) and 80% of the viewport high.
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
    await expect(
      page.getByRole("region", { name: `Map of ${location.name}` }).locator(".leaflet-popup"),
    ).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole("button", { name: "View Full Map" }).click();
    await expect(page.getByRole("dialog").locator(".leaflet-popup")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test("an unknown location shows Location Not Found", async ({ page, pageErrors }) => {
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

test.describe("external map services (spec 2: redirected to the internal /map page)", () => {
  test("a click on a link to an external map service lands on /map", async ({ page, request }) => {
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
      // The inline map is there once React has hydrated the page: the link is added after that.
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
