import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";
import { mapSettled } from "./support/map";

// docs/product.md "State selector", "Search results page" and "Map page": a spot's page names its
// spot's state, search looks in the page's state first and offers all states, and the map shows
// the chosen state or every state's spots.

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
  await page.addInitScript(() => {
    if (!localStorage.getItem("selectedState")) localStorage.setItem("selectedState", "Oregon");
  });
});

test("a Texas spot's header names Texas for a visitor who chose Oregon, and choosing California there goes to its home", async ({
  page,
  request,
}) => {
  const spot = await locationNamed(request, "Colorado River - Bastrop");
  await page.goto(`/locations/${spot.id}`);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const state = page.getByRole("combobox", { name: "State" });
  await expect(state).toHaveText("Texas");
  await expect(page.getByRole("heading", { level: 2, name: "Texas Regions" })).toBeVisible();
  // Looking at the spot does not change the visitor's choice.
  expect(await page.evaluate(() => localStorage.getItem("selectedState"))).toBe("Oregon");

  await state.click();
  await page.getByRole("listbox").getByRole("option", { name: "California" }).click();
  await expect(page).toHaveURL(/\/states\/california$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next California fishing spot");
  await expect(page.getByRole("combobox", { name: "State" })).toHaveText("California");
  expect(await page.evaluate(() => localStorage.getItem("selectedState"))).toBe("California");
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "selectedState")?.value).toBe("California");
});

test("a search from Texas's page looks in Texas, names each spot's state, and offers all states", async ({
  page,
}) => {
  await page.goto("/states/texas");
  const box = page.getByRole("searchbox", { name: "Search fishing locations" });
  await box.fill("bass");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search-results\?q=bass&state=texas$/);
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByRole("article").first()).toContainText(", Texas");
  await expect(results.getByText(/, (?!Texas)[A-Z][a-z]+$/)).toHaveCount(0);

  const allStates = page.getByRole("link", { name: /^in all states \([\d,]+\)$/ });
  const count = Number(((await allStates.textContent()) ?? "").replace(/\D/g, ""));
  expect(count).toBeGreaterThan(await results.getByRole("article").count());
  await allStates.click();
  await expect(page).toHaveURL(/\/search-results\?q=bass&state=all$/);
  await expect(page.getByText(`Found ${count.toLocaleString("en-US")} location(s)`)).toBeVisible();
  await expect(page.getByRole("link", { name: "in Oregon only" })).toBeVisible();
  await expect(results.getByText(/, (?!Texas)[A-Z][a-z ]+$/).first()).toBeVisible();
});

test("the map opens on the chosen state and its All states link shows every state's spots", async ({
  page,
  request,
}) => {
  await page.goto("/map");
  await expect(page.getByText(/^[\d,]+ locations in Oregon$/)).toBeVisible();
  await page.getByRole("link", { name: "All states", exact: true }).click();
  await expect(page).toHaveURL(/\/map\?state=all$/);
  const answer = await request.get("/api/map?bbox=-180,-90,180,90&zoom=0");
  const { total } = (await answer.json()) as { total: number };
  await expect(page.getByText(`${total.toLocaleString("en-US")} locations in all states`)).toBeVisible();
  // The header keeps the visitor's choice: the map shows no one state.
  await expect(page.getByRole("combobox", { name: "State" })).toHaveText("Oregon");

  // Leaflet starts on first use; its clusters then cover the whole country.
  await page.getByRole("region", { name: "Map of fishing locations" }).hover();
  const map = page.getByRole("region", { name: "Map of fishing locations" });
  await expect(map.locator(".map-cluster").first()).toBeVisible();
  await mapSettled(page);
  const counts = await map
    .locator(".map-cluster [aria-hidden='true']")
    .evaluateAll((spans) => spans.map((span) => Number(span.textContent)));
  const pins = await map.locator(".map-pin").count();
  // The desktop map's first view holds every state's spots, Alaska's and Hawaii's too, but for
  // a few on the Aleutians and the Arctic coast.
  const shown = counts.reduce((sum, n) => sum + n, 0) + pins;
  expect(shown).toBeLessThanOrEqual(total);
  expect(shown).toBeGreaterThan(total * 0.99);
  await page.getByRole("link", { name: "Oregon only" }).click();
  await expect(page).toHaveURL(/\/map\?state=oregon$/);
});
