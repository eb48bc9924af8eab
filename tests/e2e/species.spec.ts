import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// docs/product.md "Species pages" and "What's biting" in the browser. The e2e server is shared
// by every spec file: the review here goes to a spot no other spec reads the reviews of, under a
// name made unique per run, and the checks look for that name only.

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

test("a species page reads at this width, passes axe and leads to the map of its spots @layout", async ({
  page,
}) => {
  await page.goto("/fish/chinook-salmon");
  await expect(page.getByRole("heading", { level: 1, name: "Chinook Salmon in Oregon" })).toBeVisible();
  const chart = page.getByRole("list", { name: "Spots in season for chinook salmon, by month" });
  await expect(chart.getByRole("listitem")).toHaveCount(12);
  await expect(page.getByRole("link", { name: /ODFW fishing regulations/ })).toHaveAttribute(
    "href",
    "https://myodfw.com/articles/oregon-fishing-hunting-regulations-and-updates",
  );
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await expectNoSeriousA11yIssues(page);

  await page.getByRole("link", { name: "Show them on the map" }).click();
  await expect(page).toHaveURL(/\/map\?fish=chinook_salmon$/);
  await expect(page.getByText(/^\d+ Chinook Salmon locations? in Oregon$/)).toBeVisible();
});

test("a catch written in a review shows in the spot's recent catches, on the species page and at home", async ({
  page,
  request,
}) => {
  const place = await locationNamed(request, "Nestucca Bay");
  const reviewer = `Catcher ${Date.now()}`;
  await page.goto(`/locations/${place.id}?tab=reviews&reviews=write`);
  await page.getByLabel("Your Name").fill(reviewer);
  await page.getByRole("checkbox", { name: "Chinook Salmon", exact: true }).check();
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("article", { name: `Review by ${reviewer}` })).toBeVisible();

  // Refreshed with the list, without a reload.
  const catches = page.getByRole("region", { name: "Recent catches" });
  await expect(catches.getByText(`reported by ${reviewer}`)).toBeVisible();
  await expect(catches.getByRole("link", { name: /^Chinook Salmon \d+ reports?$/ })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // The header's fish badge opens the species page, which lists the catch.
  await page.getByRole("list", { name: "Fish types" }).getByRole("link", { name: "Chinook Salmon" }).click();
  await expect(page).toHaveURL(/\/fish\/chinook-salmon$/);
  await expect(page.getByText(`reported by ${reviewer}`)).toBeVisible();

  await page.goto("/");
  const biting = page.getByRole("region", { name: "What's biting now" });
  await biting.getByRole("link", { name: /^Chinook Salmon \d+ reports?$/ }).click();
  await expect(page).toHaveURL(/\/fish\/chinook-salmon$/);
});
