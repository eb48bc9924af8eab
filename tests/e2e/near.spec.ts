import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// docs/product.md "Near me" in the browser: from a ZIP code on the home page, without JavaScript,
// to the spots nearest it across the state line, and on to one of them; with JavaScript, the
// "Use my position" button asks the browser, and a refusal leads to the form with a message.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("goes from a ZIP code in Washington to an Oregon spot across the river", async ({ page }) => {
    await page.goto("/");
    const near = page.getByRole("region", { name: "Spots near you" });
    // The button needs the browser's position, so a page without scripts never shows it.
    await expect(near.getByRole("button", { name: "Use my position" })).toBeHidden();
    await near.getByLabel("ZIP code, or town and state").fill("98660");
    await near.getByRole("button", { name: "Find spots" }).click();

    await expect(page).toHaveURL(/\/near\?place=98660$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Fishing spots near Vancouver, WA 98660",
    );
    const list = page
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: "Columbia River - Vancouver" }) });
    const items = list.getByRole("listitem");
    await expect(items.first()).toContainText("Columbia River - Vancouver");
    await expect(items.first()).toContainText("Washington");
    const oregon = items.filter({ hasText: "Columbia River - Kelley Point Park" });
    await expect(oregon).toContainText(/\d\.\d mi \(\d\.\d km\) · .*, Oregon/);

    await oregon.getByRole("link", { name: "Columbia River - Kelley Point Park" }).click();
    await expect(page).toHaveURL(/\/locations\/\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Columbia River - Kelley Point Park");
  });

  test("says so for a ZIP code it does not know, and keeps the form", async ({ page }) => {
    await page.goto("/near?zip=00000");
    await expect(page.getByRole("alert")).toContainText("We do not know the ZIP code 00000.");
    await expect(page.getByLabel("ZIP code, or town and state")).toHaveValue("00000");
  });
});

test.describe("with the browser's position", () => {
  test.use({ geolocation: { latitude: 45.6418, longitude: -122.6801 }, permissions: ["geolocation"] });

  test("lists the spots nearest the position once the visitor asks", async ({ page }) => {
    await dismissInstallBanner(page);
    await page.goto("/map");
    const near = page.getByRole("region", { name: "Spots near you" });
    await near.getByRole("button", { name: "Use my position" }).click();
    await expect(page).toHaveURL(/\/near\?lat=45\.6418&lon=-122\.6801$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fishing spots near your position");
    await expect(page.getByRole("link", { name: "Columbia River - Kelley Point Park" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
});

test.describe("when the visitor declines", () => {
  test.use({ permissions: [] });

  test("shows the form with a message", async ({ page, context }) => {
    await context.clearPermissions();
    await dismissInstallBanner(page);
    await page.goto("/");
    await page
      .getByRole("region", { name: "Spots near you" })
      .getByRole("button", { name: "Use my position" })
      .click();
    await expect(page).toHaveURL(/\/near\?position=declined$/);
    await expect(page.getByRole("alert")).toContainText("Your browser did not share your position.");
    await expect(page.getByLabel("ZIP code, or town and state")).toBeVisible();
  });
});
