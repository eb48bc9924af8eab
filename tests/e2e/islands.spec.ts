import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { gotoIslandsPage, holdIslandsCode } from "./support/islands";
import { locationNamed } from "./support/locations";

// Decision 045: a page served as HTML with islands (here the tide guide) runs no React Router
// scripts, only its page script; its shell works as on a hydrated page: the theme button, the
// state selector (an island started on first use, by mouse or keyboard), local storage as the
// source of the chosen state, F8, the rule for external map links and the install banner.

const ISLANDS_PAGE = "/tide-info";

test.describe("a page served with islands", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("runs its page script and none of React Router's", async ({ page }) => {
    await gotoIslandsPage(page, ISLANDS_PAGE);
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
    await gotoIslandsPage(page, ISLANDS_PAGE);
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
    await gotoIslandsPage(page, ISLANDS_PAGE);
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
    await gotoIslandsPage(page, ISLANDS_PAGE);
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
    await gotoIslandsPage(page, ISLANDS_PAGE);
    await expect(page.getByRole("combobox", { name: "State" })).toHaveText("Washington");
    expect((await page.context().cookies()).find((c) => c.name === "selectedState")?.value).toBe(
      "Washington",
    );
  });

  test("moves focus to the toast region on F8", async ({ page }) => {
    await gotoIslandsPage(page, ISLANDS_PAGE);
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
    await gotoIslandsPage(page, ISLANDS_PAGE);
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
    // From the home page's search to its results, which hydrate.
    await gotoIslandsPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("searchbox", { name: "Search fishing locations" }).fill("Tillamook");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search-results\?q=Tillamook&state=oregon$/);
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
    await gotoIslandsPage(page, ISLANDS_PAGE);
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
    await expect(page).toHaveURL(/\/search-results\?q=tillamook&state=oregon$/);
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
