import { displayName } from "#core/fishTypes";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import {
  mapOf,
  mapSettled,
  markersInside,
  openMap,
  oregonLocations,
  pinName,
  sidePanel,
  tileZoom,
  visiblePin,
} from "./support/map";

// Choosing a location on the map page (docs/product.md "Map page", and the toast after a rating): a
// marker's popup, the side panel, the list of locations in view, the same by keyboard, and no
// serious accessibility finding with a popup open. Against the curated dataset, on desktop and
// mobile.
test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the map.
  await dismissInstallBanner(page);
});

test.describe("the map page (/map)", () => {
  test("a marker's popup: name, region, quick rating and both links to the location", async ({
    page,
    request,
  }) => {
    const locations = await oregonLocations(request);
    await openMap(page);
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

    // The quick-rating stars, and the toast after a rating.
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
    await openMap(page);
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

  test("markers work from the keyboard, with visible focus", { tag: "@anyWidth" }, async ({ page }) => {
    await openMap(page);
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
    await openMap(page);
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
    await openMap(page);
    const pin = await visiblePin(page);
    await pin.click();
    await expect(mapOf(page).locator(".leaflet-popup")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
});
