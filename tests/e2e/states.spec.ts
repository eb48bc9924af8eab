import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { locationNamed } from "./support/locations";

// docs/product.md "State addresses": the header's choice goes to the state's address, a shared
// address shows its state to a visitor with another preference, and a California spot's tabs
// read and pass axe at both widths.

test("choosing Washington on the home page goes to its address, saves the choice, and its regions follow", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const state = page.getByRole("combobox", { name: "State" });
  await state.click();
  await page.getByRole("listbox").getByRole("option", { name: "Washington" }).click();

  await expect(page).toHaveURL(/\/states\/washington$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next Washington fishing spot");
  await expect(state).toHaveText("Washington");
  expect(await page.evaluate(() => localStorage.getItem("selectedState"))).toBe("Washington");
  await expect(page.getByRole("heading", { level: 2, name: "Washington Regions" })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Washington Regions" })
    .getByRole("link", { name: "Puget Sound" })
    .click();
  await expect(page).toHaveURL(/\/states\/washington\/puget-sound$/);
  await expect(page.getByRole("heading", { level: 1, name: "Puget Sound fishing spots" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Elliott Bay - Seattle Waterfront", exact: true }),
  ).toBeVisible();
});

test("choosing a state on the map names it in the map's address", async ({ page }) => {
  await page.goto("/map");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("combobox", { name: "State" }).click();
  await page.getByRole("listbox").getByRole("option", { name: "California" }).click();
  await expect(page).toHaveURL(/\/map\?state=california$/);
  await expect(page.getByText(/^\d+ locations in California$/)).toBeVisible();
});

test("a shared state address shows its state to a visitor who chose another, without changing the choice", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("selectedState", "Oregon"));
  await page.goto("/states/california");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next California fishing spot");
  await expect(page.getByRole("combobox", { name: "State" })).toHaveText("California");
  expect(await page.evaluate(() => localStorage.getItem("selectedState"))).toBe("Oregon");
  // Home, by the header's link, is the visitor's own state again.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next Oregon fishing spot");
});

test("a state's page leads to a region's page, and the region's page to its spots", async ({ page }) => {
  // Every state has spots now; the page of a state without them is rendered in ssr.inland-states
  // and ssr.states, on databases that hold none of its spots.
  await page.goto("/states/new-york");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next New York fishing spot");
  // The region's address as the state's page links it; opened directly, so a click racing the
  // page's own loading cannot lose the navigation.
  const href = (await page.locator('a[href^="/states/new-york/"]').first().getAttribute("href")) as string;
  expect(href).toMatch(/^\/states\/new-york\/[a-z0-9-]+$/);
  const response = await page.goto(href);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main a[href^="/locations/"]').first()).toBeVisible();
  // The cards are an island (decision 045): their rate button starts it and opens its dialog.
  await page
    .getByRole("button", { name: /^Rate / })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: /^Rate / })).toBeVisible();
});

test("a long region's page lists its first spots, then every one as the visitor scrolls to the end", async ({
  page,
}) => {
  await page.goto("/states/oregon/coast");
  const lead = await page.getByText(/^\d+ spots in Coast, Oregon/).textContent();
  const total = Number(lead?.match(/^(\d+)/)?.[1]);
  const cards = page.getByRole("list", { name: "Fishing spots in Coast" }).locator(":scope > li");
  expect(await cards.count()).toBeLessThan(total);
  // Scrolling alone starts the list's island near its end, and its batches follow to the last spot.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return cards.count();
      },
      { timeout: 15_000 },
    )
    .toBe(total);
  await expect(page.getByRole("link", { name: /^Show all/ })).toHaveCount(0);
});

test("a California spot's tabs read and pass axe @layout", async ({ page, request }) => {
  const spot = await locationNamed(request, "Humboldt Bay - Eureka Waterfront");
  for (const tab of ["overview", "tides", "reviews", "tide-alerts"]) {
    await page.goto(`/locations/${spot.id}?tab=${tab}`);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.getByRole("heading", { level: 1, name: spot.name })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  }
});
