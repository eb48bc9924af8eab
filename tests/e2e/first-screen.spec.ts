import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// The home page lays out its first screen at once and the sections below it as they come near
// (content-visibility: auto, decision 023), and hydrates them after it (HydrateLater): a long
// page's first frames cost what its first screen costs. Nothing a visitor can reach may be lost
// on the way.

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

test("the footer's placeholder holds about its real height, so the page does not change length", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  // The footer itself stays a box; what it holds is skipped.
  const about = footer.getByRole("heading", { name: "About Fish Spots" });
  expect(await renderingSkipped(about)).toBe(true);
  const placeholder = (await footer.boundingBox())?.height ?? 0;

  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => renderingSkipped(about)).toBe(false);
  const rendered = (await footer.boundingBox())?.height ?? 0;
  // Within a tenth either way, at this project's width (a phone's one or two columns, a desktop's four).
  expect(placeholder).toBeGreaterThan(rendered * 0.9);
  expect(placeholder).toBeLessThan(rendered * 1.1);
});

test("the sections below the first screen hydrate after it, each on its own", async ({ page }) => {
  // The moment the page's root has hydrated (<html data-hydrated>), which sections React has
  // taken over (it marks each element it hydrates with a __reactFiber$ property).
  await page.addInitScript(() => {
    const hydrated = (id: string) => {
      const section = document.getElementById(id);
      return section !== null && Object.keys(section).some((key) => key.startsWith("__reactFiber$"));
    };
    Object.assign(window, { sectionHydrated: hydrated });
    new MutationObserver((_records, observer) => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      Object.assign(window, {
        atRootHydration: {
          today: hydrated("today-on-the-water"),
          directory: hydrated("fish-directory"),
          featured: hydrated("featured-locations"),
        },
      });
      // The init script runs before <html> exists: watch the whole document.
    }).observe(document, { attributes: true, attributeFilter: ["data-hydrated"], subtree: true });
  });
  await page.goto("/");
  const atRoot = await page.evaluate(
    () => (window as unknown as { atRootHydration: unknown }).atRootHydration,
  );
  expect(atRoot).toEqual({ today: true, directory: false, featured: false });
  // They follow.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { sectionHydrated } = window as unknown as { sectionHydrated: (id: string) => boolean };
        return ["fish-directory", "featured-locations", "tide-info", "contact"].every(sectionHydrated);
      }),
    )
    .toBe(true);
});
