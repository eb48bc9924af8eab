import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// Decision 023: the state menu, the card popovers, the dialogs and the toast region load their code on demand,
// behind a placeholder drawn the same. From the keyboard they work as before, the first time too.
// The location page's forms load their validation when shown, and it runs without eval.

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

function tillamookCard(page: Page) {
  return page
    .locator("#featured-locations")
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Tillamook Bay", exact: true }) });
}

test("the rate popover opens from the keyboard, focuses its stars and gives focus back on Escape", async ({
  page,
}) => {
  await page.goto("/");
  const rate = tillamookCard(page).getByRole("button", { name: "Rate Tillamook Bay" });
  await expect(rate).toHaveAttribute("aria-expanded", "false");
  for (const time of ["first", "second"]) {
    await rate.focus();
    await page.keyboard.press("Enter");
    const popover = page.getByRole("dialog", { name: "Rate Tillamook Bay" });
    await expect(popover, `${time} opening`).toBeVisible();
    await expect(popover.getByRole("button", { name: "Rate 1 star" })).toBeFocused();
    await expect(rate).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await expect(rate).toBeFocused();
    await expect(rate).toHaveAttribute("aria-expanded", "false");
  }
});

test("a location's map dialog opens from the keyboard the first time and gives focus back on Escape", async ({
  page,
  request,
}) => {
  const [location] = (await (await request.get("/api/locations/search/Tillamook%20Bay")).json()) as {
    id: number;
  }[];
  await page.goto(`/locations/${location?.id}`);
  // While the dialog is open Radix hides the rest of the page from assistive technology.
  const opener = page.getByRole("button", { name: "View Full Map", includeHidden: true });
  await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
  for (const time of ["first", "second"]) {
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Tillamook Bay - Map View" });
    await expect(dialog, `${time} opening`).toBeVisible();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
});

test("the info popover opens on a click and closes on a click outside it", async ({ page }) => {
  await page.goto("/");
  await tillamookCard(page).getByRole("button", { name: "Info about Tillamook Bay" }).click();
  const popover = page.getByRole("dialog", { name: "Tillamook Bay", exact: true });
  await expect(popover.getByRole("link", { name: "View Details" })).toBeVisible();
  await page.getByRole("heading", { level: 2, name: "Featured Fishing Locations" }).click();
  await expect(popover).toBeHidden();
});

test("the state selector opens with the arrow keys and keeps the keyboard's choice", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("button", { name: "Send Suggestion" })).toBeEnabled();
  const state = page.getByRole("combobox", { name: "State" });
  await expect(state).toHaveText("Oregon");
  await state.focus();
  await page.keyboard.press("ArrowDown");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option", { name: "Oregon" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  // Radix moves focus to the next option on a timer after the key: wait for it, as an eye would,
  // before choosing, or a busy machine lets Enter reach Oregon first.
  await expect(listbox.getByRole("option", { name: "Washington" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(state).toHaveText("Washington");
  await expect(state).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("selectedState"))).toBe("Washington");
});

// docs/product.md "Toasts"
test("F8 focuses the notification region once the page has loaded", async ({ page }) => {
  await page.goto("/tide-info");
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region).toBeAttached();
  // Radix listens for F8 from an effect, which runs just after the region is drawn: a press
  // in between is lost, as it would be for a person pressing that fast, so press until heard.
  const list = region.locator("ol");
  await expect
    .poll(async () => {
      await page.keyboard.press("F8");
      return list.evaluate((element) => element === document.activeElement);
    })
    .toBe(true);
  // Radix focuses the list of toasts inside the region.
  await expect(list).toBeFocused();
});

test("the review form validates without eval: no Content-Security-Policy violation", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const [location] = (await (await request.get("/api/locations/search/Tillamook%20Bay")).json()) as {
    id: number;
  }[];
  await page.goto(`/locations/${location?.id}?tab=reviews&reviews=write`);
  // The toast region mounts after hydration: from then on the form checks in the browser.
  await expect(page.getByRole("region", { name: /Notifications/ })).toBeAttached();
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByLabel("Your Name")).toHaveAccessibleDescription(
    "Name must be at least 2 characters",
  );
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
});
