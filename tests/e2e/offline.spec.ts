import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// Installable and offline (docs/product.md "Offline use", decision 014): the manifest, the service worker,
// pages and tide tables that open without a network, the offline page, writes that are never
// lost silently, and the install banner with the browser's own install offer ("Install banner").

test.use({ serviceWorkers: "allow" });

const isMobile = (testInfo: TestInfo) => testInfo.project.name === "mobile";

// Offline, the browser reports each request that found no network and nothing saved, and the
// worker's update check (one pattern: a longer array would read as a fixture's [value, options]).
const OFFLINE_CONSOLE = [/ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent|fetching the script/];

/** Waits until the worker is active, then reloads so the page is certainly under its control. */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
    /\/sw\.js$/,
  );
}

test.describe("installable", () => {
  test("the pages link a valid manifest whose icons load", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      "/icons/apple-touch-icon.png",
    );
    const res = await page.request.get("/manifest.webmanifest");
    expect(res.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await res.json()) as {
      name: string;
      display: string;
      start_url: string;
      scope: string;
      icons: { src: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: "Fish Spots", display: "standalone", start_url: "/", scope: "/" });
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe(icon.type);
    }
  });

  test("the service worker installs and controls the page", async ({ page }) => {
    await dismissInstallBanner(page);
    await page.goto("/");
    await underServiceWorker(page);
    const caches = await page.evaluate(() => window.caches.keys());
    expect(caches.some((name) => name.startsWith("fish-spots-shell-"))).toBe(true);
  });
});

test.describe("without a network", () => {
  test.use({ expectedConsoleErrors: OFFLINE_CONSOLE });
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("a location page and its tide tab open again after one visit", async ({ page, context, request }) => {
    const tillamook = await locationNamed(request, "Tillamook Bay");
    const path = `/locations/${tillamook.id}`;
    await page.goto(path);
    await underServiceWorker(page);
    await page.goto(`${path}?tab=tides`);
    await expect(page.getByRole("heading", { name: "Tide Information" })).toBeVisible();
    const online = await page.evaluate(async (url) => (await fetch(url)).json(), `/api${path}/tides`);
    expect(online).toHaveProperty("station");

    await context.setOffline(true);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Tillamook Bay" })).toBeVisible();
    // The tabs still switch: the page has everything it needs.
    await page
      .getByRole("tablist", { name: "Location details" })
      .getByRole("tab", { name: "Weather & Tides" })
      .click();
    await expect(page.getByRole("heading", { name: "Tide Information" })).toBeVisible();

    await page.goto(`${path}?tab=tides`);
    await expect(
      page.getByRole("tablist", { name: "Location details" }).getByRole("tab", { name: "Weather & Tides" }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Tide Information" })).toBeVisible();
    // The tide table's answer was saved as it was read.
    const offline = await page.evaluate(async (url) => (await fetch(url)).json(), `/api${path}/tides`);
    expect(offline).toEqual(online);
  });

  test("a page served with islands opens again with its controls working (decision 045)", async ({
    page,
    context,
  }) => {
    await page.goto("/tide-info");
    await underServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Oregon Tides and Fishing Guide" }),
    ).toBeVisible();
    // The page script and the islands' code were saved with the build's files.
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.getByRole("combobox", { name: "State" }).click();
    await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(50);
  });

  test("a visited spot's Fishing Tips and Local Guides tabs open offline, though never opened online", async ({
    page,
    context,
    request,
  }) => {
    const tillamook = await locationNamed(request, "Tillamook Bay");
    const path = `/locations/${tillamook.id}`;
    await page.goto(path);
    await underServiceWorker(page);
    // The worker saves the tab's answer beside the page, after the page itself.
    for (const tab of ["tips", "guides"])
      await expect
        .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), `/api${path}/${tab}`))
        .toBe(true);

    await context.setOffline(true);
    await page.goto(path);
    await page
      .getByRole("tablist", { name: "Location details" })
      .getByRole("tab", { name: "Fishing Tips" })
      .click();
    const panel = page.getByRole("tabpanel", { name: "Fishing Tips" });
    await expect(panel.getByRole("article").first().getByText("How to fish it")).toBeVisible();
    await page
      .getByRole("tablist", { name: "Location details" })
      .getByRole("tab", { name: "Local Guides" })
      .click();
    const guides = page.getByRole("tabpanel", { name: "Local Guides" });
    // The saved list: empty or not, but neither loading nor failed.
    await expect(guides).toContainText(/No guides are listed for Tillamook Bay yet|Report this listing/);
  });

  test("a visited river spot shows the last conditions it saw, with their time", async ({
    page,
    context,
    request,
  }) => {
    const wilson = await locationNamed(request, "Wilson River");
    const path = `/locations/${wilson.id}?tab=tides`;
    await page.goto(path);
    await underServiceWorker(page);
    const river = page.getByRole("region", { name: "River now" });
    await expect(river).toContainText("ft³/s");
    const seenOnline = (await river.textContent())?.trim();
    const forecastOnline = await page.getByRole("region", { name: "7-day forecast" }).textContent();

    await context.setOffline(true);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Wilson River" })).toBeVisible();
    // The same readings and the time they were read, as the page was saved.
    await expect(river).toContainText(/read \w{3} \d+, \d+:\d{2} [AP]M/);
    expect((await river.textContent())?.trim()).toBe(seenOnline);
    expect(await page.getByRole("region", { name: "7-day forecast" }).textContent()).toBe(forecastOnline);
  });

  test("a page never opened shows the offline page, also when reached by a link", async ({
    page,
    context,
    request,
  }) => {
    const unvisited = await locationNamed(request, "Yaquina Bay");
    await page.goto("/");
    await underServiceWorker(page);

    await context.setOffline(true);
    await page.goto(`/locations/${unvisited.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page).toHaveTitle("You are offline - Fish Spots");
    await expect(page.getByText("Reload this page when you are back online.")).toBeVisible();

    // The home page was saved: from it, a link to a location never opened says the same.
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveTitle("Fish Spots - Oregon Fishing Locations Directory");
    await page
      .locator("#featured-locations")
      .getByRole("link", { name: "Tillamook Bay", exact: true })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();

    // Back online, the same address opens the real page. Chromium lifts its offline emulation
    // from the service worker's fetches a moment after the page's: a navigation in that moment
    // still meets the offline page, so it is tried again until the network answers.
    await context.setOffline(false);
    await expect(async () => {
      await page.goto(`/locations/${unvisited.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Yaquina Bay" })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
  });

  test("a review sent offline is kept in the form, and sent once back online", async ({
    page,
    context,
    request,
  }, testInfo) => {
    const place = await locationNamed(request, isMobile(testInfo) ? "Netarts Bay" : "Nestucca Bay");
    const reviewer = `Offline ${testInfo.project.name} ${Date.now()}`;
    await page.goto(`/locations/${place.id}?tab=reviews`);
    await page.getByRole("tab", { name: "Write a Review" }).click();
    await page.getByLabel("Your Name").fill(reviewer);
    await page.getByLabel("Your Review").fill("Slack tide at dawn, two perch.");

    await context.setOffline(true);
    await page.getByRole("button", { name: "Submit Review" }).click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("You are offline", { exact: true })).toBeVisible();
    await expect(
      toasts.getByText(
        "Your review was not sent. It is still in the form; send it again when you are back online.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Not sent: you are offline." })).toBeVisible();
    await expect(page.getByLabel("Your Name")).toHaveValue(reviewer);
    await expect(page.getByLabel("Your Review")).toHaveValue("Slack tide at dawn, two perch.");

    await context.setOffline(false);
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(toasts.getByText("Review submitted", { exact: true })).toBeVisible();
    await expect(page.getByRole("article", { name: `Review by ${reviewer}` })).toBeVisible();
  });

  test("a tide alert created offline is kept in the form", async ({ page, context, request }, testInfo) => {
    const place = await locationNamed(request, isMobile(testInfo) ? "Netarts Bay" : "Nestucca Bay");
    await page.goto(`/locations/${place.id}?tab=tide-alerts&alerts=new`);
    await page.getByLabel("Email Address").fill("offline@example.com");
    // The page's body is an island (decision 045): focus in its form fetched its code, which a
    // connection lost a moment later could cut short; a visitor's typing takes longer than that.
    await expect(page.locator("[data-island=locationPage][data-island-live]")).toBeAttached();

    await context.setOffline(true);
    await page.getByRole("button", { name: "Create Alert" }).click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("You are offline", { exact: true })).toBeVisible();
    await expect(
      toasts.getByText(
        "Your alert was not created. It is still in the form; send it again when you are back online.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Not sent: you are offline." })).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveValue("offline@example.com");
  });

  test("a quick rating sent offline says it was not sent and leaves the stars open", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const card = page
      .locator("#featured-locations")
      .getByRole("article")
      .filter({ has: page.getByRole("link", { name: "Tillamook Bay", exact: true }) });
    await card.getByRole("button", { name: "Rate Tillamook Bay" }).click();
    const popover = page.getByRole("dialog", { name: "Rate Tillamook Bay" });
    // Open with its stars before the network goes: the card's code comes on first use.
    await expect(popover.getByRole("button", { name: "Rate 4 stars" })).toBeVisible();

    await context.setOffline(true);
    await popover.getByRole("button", { name: "Rate 4 stars" }).click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("You are offline", { exact: true })).toBeVisible();
    await expect(
      toasts.getByText("Your rating was not sent. Rate again when you are back online.", { exact: true }),
    ).toBeVisible();
    await expect(popover.getByRole("status")).toHaveText("Not sent: you are offline.");
    await expect(popover.getByRole("button", { name: "Rate 4 stars" })).toBeEnabled();
  });
});

test.describe("install banner", { tag: "@layout" }, () => {
  /** Fires a stand-in for Chromium's beforeinstallprompt; answers whether the page kept it. */
  async function offerInstall(page: Page, outcome: "accepted" | "dismissed") {
    return page.evaluate((choice) => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted =
            ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: choice, platform: "web" }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    }, outcome);
  }

  const prompted = (page: Page) =>
    page.evaluate(() => (window as unknown as { prompted?: number }).prompted ?? 0);
  const dismissedFlag = (page: Page) =>
    page.evaluate(() => localStorage.getItem("pwaInstallBannerDismissed"));
  const banner = (page: Page) => page.getByRole("region", { name: "Get the Mobile App" });

  test("Install opens the browser's own dialog when offered; accepting hides the banner for good", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    if (!isMobile(testInfo)) {
      // Desktop: no banner, and the browser keeps its own way of offering the install.
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(await offerInstall(page, "accepted")).toBe(false);
      await expect(banner(page)).toHaveCount(0);
      return;
    }
    await expect(banner(page)).toBeVisible();
    // The banner listens once it is shown; a later offer replaces an earlier one.
    await expect.poll(() => offerInstall(page, "accepted")).toBe(true);
    await banner(page).getByRole("button", { name: "Install" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await prompted(page)).toBe(1);
    await expect(page.getByRole("dialog", { name: "Install Fish Spots" })).toHaveCount(0);
    expect(await dismissedFlag(page)).toBe("true");
    await page.reload();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test("a declined browser dialog keeps the banner, and Install then shows the steps", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    if (!isMobile(testInfo)) {
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      return;
    }
    await expect(banner(page)).toBeVisible();
    await expect.poll(() => offerInstall(page, "dismissed")).toBe(true);
    await banner(page).getByRole("button", { name: "Install" }).click();
    await expect.poll(() => prompted(page)).toBe(1);
    await expect(banner(page)).toBeVisible();
    expect(await dismissedFlag(page)).toBeNull();

    // The browser's offer is used up: the manual steps from now on.
    await banner(page).getByRole("button", { name: "Install" }).click();
    const steps = page.getByRole("dialog", { name: "Install Fish Spots" });
    await expect(steps).toContainText("Add to Home screen");
    await steps.getByRole("button", { name: "Got it" }).click();
    await expect(steps).toBeHidden();
    expect(await prompted(page)).toBe(1);
  });

  test("without an offer Install shows the steps; Not now and appinstalled hide it for good", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    if (!isMobile(testInfo)) {
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      expect(await dismissedFlag(page)).toBeNull();
      return;
    }
    await banner(page).getByRole("button", { name: "Install" }).click();
    const steps = page.getByRole("dialog", { name: "Install Fish Spots" });
    await expect(steps).toContainText("Add to Home screen");
    await steps.getByRole("button", { name: "Got it" }).click();
    await expect(steps).toBeHidden();

    await banner(page).getByRole("button", { name: "Not now" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await dismissedFlag(page)).toBe("true");
    await page.reload();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // Installed from the browser's menu: the banner is gone for good as well.
    await page.evaluate(() => localStorage.removeItem("pwaInstallBannerDismissed"));
    await page.reload();
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
    await expect(banner(page)).toHaveCount(0);
    expect(await dismissedFlag(page)).toBe("true");
  });
});
