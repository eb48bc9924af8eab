import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// The home page lays out its first screen at once and the sections below it as they come near
// (content-visibility: auto, decision 023): a long page's first frames cost what its first
// screen costs. Nothing a visitor can reach may be lost on the way.

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

/** Whether the browser is skipping the element's rendering until it nears the viewport. */
function renderingSkipped(element: Locator): Promise<boolean> {
  return element.evaluate((node) => !node.checkVisibility({ contentVisibilityAuto: true }));
}

test("sections below the first screen are laid out only when scrolled near", async ({ page }) => {
  await page.goto("/");
  const heroHeading = page.getByRole("heading", { level: 1 });
  const suggestHeading = page.getByRole("heading", { name: "Suggest a Fishing Location" });
  await expect(heroHeading).toBeInViewport();
  expect(await renderingSkipped(heroHeading)).toBe(false);
  expect(await renderingSkipped(suggestHeading)).toBe(true);

  await suggestHeading.scrollIntoViewIfNeeded();
  await expect(suggestHeading).toBeInViewport();
  await expect.poll(() => renderingSkipped(suggestHeading)).toBe(false);
});

test("a link to a section further down lands on that section", async ({ page }) => {
  await page.goto("/#tide-info");
  await expect(page.getByRole("heading", { name: "Tide Information", level: 2 })).toBeInViewport();
});

test("find in page and assistive technology still see the skipped sections", async ({ page }) => {
  await page.goto("/");
  const featured = page.getByRole("list", { name: "Featured fishing locations" });
  // Present in the accessibility tree before any scrolling.
  await expect(featured.getByRole("listitem").first()).toBeAttached();
  expect(await renderingSkipped(featured)).toBe(true);
  // The browser's find-in-page reaches text inside a skipped section and renders it.
  const found = await page.evaluate(() =>
    (window as unknown as { find: (text: string) => boolean }).find("Suggest a Fishing Location"),
  );
  expect(found).toBe(true);
});
