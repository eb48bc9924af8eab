import type { APIRequestContext } from "@playwright/test";
import type { Location } from "#server/services/locations/locations";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// The Fishing Tips tab (docs/product.md "Fishing tips tab") at a curated tidal spot, on desktop
// and phone: opened by its address and from another tab, with axe.

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

function tillamookBay(request: APIRequestContext): Promise<Location> {
  return locationNamed(request, "Tillamook Bay");
}

test("the Fishing Tips tab tells how, where and when to fish each of the spot's fish", {
  tag: "@layout",
}, async ({ page, request }) => {
  const location = await tillamookBay(request);
  await page.goto(`/locations/${location.id}?tab=fishing-tips`);

  const panel = page.getByRole("tabpanel", { name: "Fishing Tips" });
  await expect(panel.getByRole("heading", { name: "Fishing Tips", level: 2 })).toBeVisible();
  await expect(
    panel.getByRole("heading", { level: 3, name: /^(In|Out of) season in [A-Z][a-z]+$/ }).first(),
  ).toBeVisible();
  const cards = panel.getByRole("article");
  expect(await cards.count()).toBeGreaterThanOrEqual(location.fishTypes.length > 1 ? 2 : 1);
  const first = cards.first();
  await expect(first.getByText("How to fish it")).toBeVisible();
  await expect(first.getByText("Where they hold")).toBeVisible();
  await expect(first.getByText("Time of day")).toBeVisible();
  await expect(panel.getByText(/Next (high|low)( tomorrow)? at \d{1,2}:\d{2} [AP]M/).first()).toBeVisible();
  await expect(
    first.getByRole("link", { name: /ODFW fishing regulations and in-season updates/ }),
  ).toHaveAttribute("href", /myodfw\.com/);
  await expectNoSeriousA11yIssues(page);

  // From another tab: the tab's code and its tips arrive when it is opened.
  await page.goto(`/locations/${location.id}`);
  await page.getByRole("tab", { name: "Fishing Tips" }).click();
  await expect(page).toHaveURL(/\?tab=fishing-tips$/);
  await expect(
    page.getByRole("tabpanel", { name: "Fishing Tips" }).getByRole("article").first(),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
