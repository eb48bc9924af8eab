import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { MAP_PAGE_ZOOM } from "#core/maps";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";
import { expectZoom } from "./support/map";

// Decision 045: a page served as HTML with islands (here the tide guide) runs no React Router
// scripts, only its page script; its shell works as on a hydrated page: the theme button, the
// state selector (an island started on first use, by mouse or keyboard), local storage as the
// source of the chosen state, F8, the rule for external map links and the install banner.

const ISLANDS_PAGE = "/tide-info";

/** Holds the islands' code back until the function it gives back is called. */
async function holdIslandsCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/islands-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

async function gotoIslandsPage(page: Page, path = ISLANDS_PAGE) {
  await page.goto(path);
  // The fixtures' goto waits for <html data-hydrated>, which the page script sets.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

test.describe("a page served with islands", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("runs its page script and none of React Router's", async ({ page }) => {
    await gotoIslandsPage(page);
    const scripts = await page.evaluate(() => ({
      routerContext: "__reactRouterContext" in window,
      entries: performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
    }));
    expect(scripts.routerContext).toBe(false);
    expect(scripts.entries).toHaveLength(1);
    expect(scripts.entries[0]).toMatch(/^\/assets\/page-\w+\.js$/);
  });

  test("switches the theme and remembers it", async ({ page }) => {
    await gotoIslandsPage(page);
    const html = page.locator("html");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("opens the state list on the first click and keeps the choice", async ({ page }) => {
    await gotoIslandsPage(page);
    const trigger = page.getByRole("combobox", { name: "State" });
    await expect(trigger).toHaveText("Oregon");
    await trigger.click();
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole("option")).toHaveCount(50);
    // The page's address names no state: the same address loads again, for the new cookie.
    const reloaded = page.waitForEvent("load");
    await listbox.getByRole("option", { name: "Idaho" }).click();
    await reloaded;
    await expect(page).toHaveURL(new RegExp(`${ISLANDS_PAGE}$`));
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.getByRole("combobox", { name: "State" })).toHaveText("Idaho");
    // The page loaded again, and the selector has the focus back, as on a hydrated page.
    await expect(page.getByRole("combobox", { name: "State" })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("selectedState"))).toBe("Idaho");
    expect((await page.context().cookies()).find((c) => c.name === "selectedState")?.value).toBe("Idaho");
  });

  test("opens the state list from the keyboard the first time", async ({ page }) => {
    await gotoIslandsPage(page);
    const trigger = page.getByRole("combobox", { name: "State" });
    await trigger.focus();
    await page.keyboard.press("ArrowDown");
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(page.getByRole("combobox", { name: "State" })).toBeFocused();
  });

  test("shows the state kept in local storage, whatever the cookie said", async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem("selectedState")) localStorage.setItem("selectedState", "Washington");
    });
    await gotoIslandsPage(page);
    await expect(page.getByRole("combobox", { name: "State" })).toHaveText("Washington");
    expect((await page.context().cookies()).find((c) => c.name === "selectedState")?.value).toBe(
      "Washington",
    );
  });

  test("moves focus to the toast region on F8", async ({ page }) => {
    await gotoIslandsPage(page);
    const list = page.getByRole("region", { name: "Notifications (F8)" }).locator("ol");
    await page.keyboard.press("F8");
    await expect(list).toBeFocused();
  });

  test("sends a link to an external map service to /map", async ({ page }) => {
    const external: string[] = [];
    await page.route(/google\.com/, (route) => {
      external.push(route.request().url());
      return route.abort();
    });
    await gotoIslandsPage(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "https://www.google.com/maps/search/?api=1&query=45.54,-123.91";
      link.textContent = "Open in a map service";
      document.querySelector("main")?.prepend(link);
    });
    await page.getByRole("link", { name: "Open in a map service" }).click();
    await expect(page).toHaveURL(/\/map$/);
    expect(external).toEqual([]);
  });

  test("links lead on to hydrated pages, and a hydrated page's links back to it", async ({ page }) => {
    // From the home page's footer to a region's page, which hydrates.
    await gotoIslandsPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await page
      .getByRole("navigation", { name: "Oregon Regions" })
      .getByRole("link", { name: "Coast" })
      .click();
    await expect(page).toHaveURL(/\/states\/oregon\/coast$/);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    // Followed from a hydrated page, the guide is rendered by the router, its controls too.
    await nav.getByRole("link", { name: "Tide Info", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Oregon Tides and Fishing Guide" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test.describe("the install banner on a page served with islands", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
  });

  test("is offered on a phone, and Not now hides it for good", async ({ page }) => {
    await gotoIslandsPage(page);
    const banner = page.getByRole("region", { name: "Get the Mobile App" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Not now" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("pwaInstallBannerDismissed"))).toBe("true");
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(banner).toHaveCount(0);
  });
});

test.describe("the measuring tool, an island started on first use", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  // A 1×1 PNG: enough for the tool to show a photo and ask for the marks.
  const PIXEL = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const step = (page: Page) => page.getByRole("region", { name: "3. Mark the photo" }).getByRole("status");

  test("opens the file chooser on the very first press, and takes the photo chosen there", async ({
    page,
  }) => {
    await gotoIslandsPage(page, "/ar-tools");
    expect(await page.locator("[data-island=catchMeasure][data-island-live]").count()).toBe(0);
    const chooser = page.waitForEvent("filechooser");
    await page.getByText("Choose a photo", { exact: true }).click();
    await (await chooser).setFiles({ name: "catch.png", mimeType: "image/png", buffer: PIXEL });
    await expect(step(page)).not.toHaveText("Take or choose a photo to start.");
    await expect(page.locator("img[src^='blob:']")).toBeVisible();
  });

  test("takes the first click on a choice, given again once its code is there", async ({ page }) => {
    await gotoIslandsPage(page, "/ar-tools");
    await page.getByText("Something else", { exact: true }).click();
    await expect(page.getByLabel("Something else")).toBeChecked();
    await expect(page.getByLabel("Its length in inches")).toBeVisible();
  });
});

test.describe("the suggestion form, an island started on first use", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("keeps what was typed before its code came, and sends it with the first press", async ({ page }) => {
    // The islands' code is held back until the form has been filled and sent.
    const release = await holdIslandsCode(page);
    await gotoIslandsPage(page, "/contact");
    const send = page.getByRole("button", { name: "Send Suggestion" });
    await expect(send).toBeEnabled();
    await page.getByLabel("Location name").fill("Hidden Creek Pond");
    await page.getByLabel("Description").pressSequentially("Small pond with stocked trout.");
    await page.getByLabel("Your name").fill("Pat Angler");
    await page.getByLabel("Your e-mail").fill("pat@example.com");
    // A tick waits for the code, as a press does.
    await page.getByRole("checkbox", { name: "Trout", exact: true }).click();
    await send.click();
    expect(await page.locator("[data-island=suggestionForm][data-island-live]").count()).toBe(0);

    const sent = page.waitForResponse(
      (res) => res.url().endsWith("/api/location-suggestions") && res.request().method() === "POST",
    );
    release();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: "Hidden Creek Pond",
      description: "Small pond with stocked trout.",
      contactName: "Pat Angler",
      contactEmail: "pat@example.com",
      fishTypes: ["trout"],
      facilities: "",
    });
    await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toContainText(
      "Hidden Creek Pond",
    );
    // The toast brings Radix Toast's region in place of the quiet one.
    await expect(page.getByText("Suggestion sent", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Location name")).toHaveValue("");
  });

  test("holds Enter in a field until its code is there, then checks the form", async ({ page }) => {
    await gotoIslandsPage(page, "/contact");
    const name = page.getByLabel("Location name");
    await name.fill("X");
    await name.press("Enter");
    // No plain form submission left the page; the form's own check ran.
    await expect(page).toHaveURL(/\/contact$/);
    await expect(name).toHaveAccessibleDescription("Location name must be at least 2 characters");
    await expect(name).toBeFocused();
  });
});

// The home page's search, directory and featured spots are islands that read the page's address,
// their own queries and the chosen state (IslandPage).
test.describe("a state's home served with islands", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("chooses a fish on the first press, with no router in the page", async ({ page }) => {
    await gotoIslandsPage(page, "/");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const directory = page.locator("#fish-directory");
    const salmonCount = await directory.getByText(/^Showing \d+ location\(s\)$/).textContent();
    const steelhead = directory.getByRole("tab", { name: "Steelhead", exact: true });
    // Radix chooses a tab on its mousedown, which went by before the island listened.
    await steelhead.click();
    await expect(steelhead).toHaveAttribute("aria-selected", "true");
    await expect(
      directory.getByRole("link", { name: "Steelhead: where and when to catch it" }),
    ).toBeVisible();
    await expect(directory.getByText(/^Showing \d+ location\(s\)$/)).not.toHaveText(salmonCount ?? "");
  });

  test("searches with what was typed before its code came", async ({ page }) => {
    const release = await holdIslandsCode(page);
    await gotoIslandsPage(page, "/");
    const search = page.getByRole("searchbox", { name: "Search fishing locations" });
    await search.fill("tillamook");
    await search.press("Enter");
    // The plain form did not go: the press waits for the island.
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page).toHaveURL(/\/search-results$/);
    expect(await page.evaluate(() => localStorage.getItem("lastSearchQuery"))).toBe("tillamook");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("tillamook");
  });

  test("a card's link loads its spot's page", async ({ page }) => {
    await gotoIslandsPage(page, "/");
    const featured = page.locator("#featured-locations");
    const link = featured.getByRole("article").first().getByRole("link").first();
    const name = (await link.textContent()) ?? "";
    await link.click();
    await expect(page).toHaveURL(/\/locations\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("a state's own address is served so too, its directory for that state", async ({ page }) => {
    await gotoIslandsPage(page, "/states/washington");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const directory = page.locator("#fish-directory");
    await expect(directory).toContainText("Pick a fish to see where and when to catch it in Washington.");
    const request = page.waitForRequest((req) => req.url().includes("/api/locations/fish/trout"));
    await directory.getByRole("tab", { name: "Trout", exact: true }).click();
    await expect(directory.getByRole("tab", { name: "Trout", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(new URL((await request).url()).searchParams.get("state")).toBe("Washington");
  });

  test("loads only the code its islands use", async ({ page }) => {
    const bytes = new Map<string, number>();
    page.on("response", async (response) => {
      if (/\/assets\/islands?-[\w-]+\.js$/.test(response.url()))
        bytes.set(response.url(), (await response.body()).length);
    });
    await gotoIslandsPage(page, "/");
    const steelhead = page.getByRole("tab", { name: "Steelhead", exact: true });
    await steelhead.click();
    await expect(steelhead).toHaveAttribute("aria-selected", "true");
    await page.waitForLoadState("networkidle");
    const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
    // React DOM, the router, queries and the directory: about 360 kB. A package whose modules the
    // build kept whole (every icon of lucide-react is 760 kB) would go far past this.
    expect(total).toBeGreaterThan(200_000);
    expect(total).toBeLessThan(500_000);
  });
});

test.describe("the map served with islands", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("shows the server's picture of the first view until a first use; Leaflet then draws it where the picture had it", async ({
    page,
  }) => {
    await gotoIslandsPage(page, "/map");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const map = mapRegion(page);
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
    await expect(
      page.locator("aside[aria-live='polite']").getByRole("heading", { level: 2, name }),
    ).toBeVisible();
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
    const map = mapRegion(page);
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
    const map = mapRegion(page);
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
  const map = mapRegion(page);
  const [first] = await markersIn(map, "[data-map-picture] [data-picture-marker=map-pin]");
  const name = first?.name ?? "";
  const pin = map.locator("[data-map-picture]").getByRole("button", { name, exact: true });
  return { map, name, pin, release };
}

function mapRegion(page: Page) {
  return page.getByRole("region", { name: "Map of fishing locations" });
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

// A location page's body is one island started on first use; its tabs change ?tab= in place and
// its live parts arrive after it, into a slot it keeps for them.
test.describe("a location page served with islands", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("shows the live parts before any use, and switches tabs in place from the first press", async ({
    page,
    request,
  }) => {
    const wilson = await locationNamed(request, "Wilson River");
    await gotoIslandsPage(page, `/locations/${wilson.id}?tab=tides`);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const island = page.locator("[data-island=locationPage]");
    // The streamed parts are in place while the island waits for a use.
    await expect(page.getByRole("region", { name: "River now" })).toContainText(
      "Wilson River near Tillamook, OR",
    );
    await expect(island).not.toHaveAttribute("data-island-live");

    // A mark on the window: a page load would lose it.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const tabs = page.getByRole("tablist", { name: "Location details" });
    await tabs.getByRole("tab", { name: "Reviews", exact: true }).click();
    await expect(page).toHaveURL(/\?tab=reviews$/);
    await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
    await tabs.getByRole("tab", { name: "Weather & Tides" }).click();
    await expect(page).toHaveURL(/\?tab=tides$/);
    // Drawn anew, the tab takes the delivered parts again.
    await expect(page.getByRole("region", { name: "River now" })).toContainText(
      "Wilson River near Tillamook, OR",
    );

    // Back and Forward move between the tabs, each once.
    await page.goBack();
    await expect(tabs.getByRole("tab", { name: "Reviews", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.goBack();
    await expect(tabs.getByRole("tab", { name: "Weather & Tides" })).toHaveAttribute("aria-selected", "true");
    await page.goForward();
    await expect(tabs.getByRole("tab", { name: "Reviews", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });

  test("waits for its code on a first press of a tab, then switches", async ({ page, request }) => {
    const bay = await locationNamed(request, "Tillamook Bay");
    const release = await holdIslandsCode(page);
    await gotoIslandsPage(page, `/locations/${bay.id}`);
    const tips = page
      .getByRole("tablist", { name: "Location details" })
      .getByRole("tab", { name: "Fishing Tips" });
    await tips.click();
    // The link's own page load did not happen: the press waits for the island.
    await expect(page).toHaveURL(/\/locations\/\d+$/);
    release();
    await expect(tips).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=fishing-tips$/);
    await expect(
      page.getByRole("tabpanel", { name: "Fishing Tips" }).getByRole("article").first(),
    ).toBeVisible();
  });
});
