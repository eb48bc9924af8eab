import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// docs/product.md "Search results page": /locations/search/{query} and /search-results, their states,
// and the remembered last search (lastSearchQuery).

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

test("/locations/search/{query} shows results and remembers the query", async ({ page }) => {
  await page.goto("/locations/search/tillamook");
  await expect(page).toHaveTitle("Search: tillamook - Fish Spots");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "tillamook"');
  const results = page.getByRole("list", { name: "Search results" });
  await expect(results.getByRole("link", { name: "Tillamook Bay", exact: true })).toHaveAttribute(
    "href",
    /^\/locations\/\d+$/,
  );
  await expect(page.getByText(/^Found \d+ location\(s\)$/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("lastSearchQuery"))).toBe("tillamook");
  await expectNoSeriousA11yIssues(page);

  // With no route query, the remembered one is reused.
  await page.goto("/search-results");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "tillamook"');
  await expect(results.getByRole("link", { name: "Tillamook Bay", exact: true })).toBeVisible();
});

test("a search term with several words and a typo still finds the spot", async ({ page }) => {
  await page.goto(`/locations/search/${encodeURIComponent("tillamok crab")}`);
  await expect(page.getByRole("link", { name: "Tillamook Bay", exact: true })).toBeVisible();
});

test("says No results found when nothing matches", async ({ page }) => {
  await page.goto("/locations/search/zzqxwv");
  await expect(page.getByText("No results found")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("/search-results without a remembered query asks for a search term", async ({ page }) => {
  await page.goto("/search-results");
  await expect(page.getByText("Enter a search term")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("searching again from the results page shows the new results", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("lastSearchQuery", "Detroit");
    }
  });
  await page.goto("/search-results");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "Detroit"');
  const input = page.getByRole("searchbox", { name: "Search fishing locations" });
  await expect(input).toHaveValue("Detroit");
  await input.fill("Yaquina");
  await input.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Search results for "Yaquina"');
  await expect(page.getByRole("link", { name: "Yaquina Bay", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("lastSearchQuery"))).toBe("Yaquina");
});

test("the search pages pass axe in the dark theme", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/locations/search/salmon");
  await expect(page.getByText(/^Found \d+ location\(s\)$/)).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
