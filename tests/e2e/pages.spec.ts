import type { Page, TestInfo } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// The shell (header, state selector, theme, install banner) and the static pages: tide guide,
// contact with the suggestion form and FAQ, and the 404 page. Runs on desktop and mobile.

const isMobile = (testInfo: TestInfo) => testInfo.project.name === "mobile";

/** The suggestion form's button is enabled once React has hydrated the page. */
async function gotoContact(page: Page) {
  await page.goto("/contact");
  await expect(page.getByRole("button", { name: "Send Suggestion" })).toBeEnabled();
}

/** The browser reports every non-2xx answer on the console; drop the ones a test expects. */
function allowConsoleStatus(pageErrors: string[], status: number) {
  const kept = pageErrors.filter((e) => !e.includes(`the server responded with a status of ${status}`));
  pageErrors.splice(0, pageErrors.length, ...kept);
}

test.describe("header", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("links to Home, Map, Tide Info and Contact and marks the current page", async ({ page }) => {
    await page.goto("/tide-info");
    const nav = page.getByRole("navigation", { name: "Main" });
    const link = (name: string) => nav.getByRole("link", { name, exact: true });
    await expect(link("Home")).toHaveAttribute("href", "/");
    await expect(link("Map")).toHaveAttribute("href", "/map");
    await expect(link("Tide Info")).toHaveAttribute("aria-current", "page");
    await expect(link("Contact")).not.toHaveAttribute("aria-current", "page");

    await link("Contact").click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(link("Contact")).toHaveAttribute("aria-current", "page");
    await expect(link("Tide Info")).not.toHaveAttribute("aria-current", "page");

    await link("Tide Info").click();
    await expect(page).toHaveURL(/\/tide-info$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oregon Tides and Fishing Guide" }),
    ).toBeVisible();
    await expect(link("Tide Info")).toHaveAttribute("aria-current", "page");
  });

  test("state selector lists 50 states, Oregon, Washington and California first, and keeps the choice", async ({
    page,
  }) => {
    await gotoContact(page);
    const trigger = page.getByRole("combobox", { name: "State" });
    await expect(trigger).toHaveText("Oregon");

    await trigger.click();
    const listbox = page.getByRole("listbox");
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole("option");
    await expect(options).toHaveCount(50);
    await expect(options.nth(0)).toHaveText("Oregon");
    await expect(options.nth(1)).toHaveText("Washington");
    await expect(options.nth(2)).toHaveText("California");
    // The list is at most 15rem high (a hair over on high-density screens' rounding).
    expect((await listbox.boundingBox())?.height).toBeLessThanOrEqual(240.5);

    await listbox.getByRole("option", { name: "Idaho" }).click();
    await expect(listbox).toBeHidden();
    await expect(trigger).toHaveText("Idaho");
    expect(await page.evaluate(() => localStorage.getItem("selectedState"))).toBe("Idaho");

    await page.reload();
    await expect(page.getByRole("button", { name: "Send Suggestion" })).toBeEnabled();
    await expect(trigger).toHaveText("Idaho");
    expect(await page.evaluate(() => localStorage.getItem("selectedState"))).toBe("Idaho");
  });

  test("theme toggle turns dark, is remembered, and applies before the first paint", async ({ page }) => {
    // Records the <html> class at the moment <body> appears, before any module script runs.
    await page.addInitScript(() => {
      const record = window as unknown as { darkAtBody?: boolean };
      new MutationObserver((_changes, observer) => {
        if (!document.body) return;
        record.darkAtBody = document.documentElement.classList.contains("dark");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoContact(page);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { darkAtBody?: boolean }).darkAtBody)).toBe(true);
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

    // The boot script is inline in <head>, a classic script that runs before <body> is parsed,
    // so nothing paints light first. The stylesheet comes ahead of it (decision 023): the script
    // then waits for the stylesheet, which the first paint needs anyway.
    const source = await (await page.request.get("/contact")).text();
    const boot = source.indexOf('localStorage.getItem("theme")');
    expect(boot).toBeGreaterThan(0);
    expect(source.indexOf('rel="stylesheet"')).toBeLessThan(boot);
    expect(boot).toBeLessThan(source.indexOf("</head>"));
    expect(source.lastIndexOf("<script", boot)).toBeGreaterThan(source.indexOf("<head>"));

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });
});

// docs/product.md "Install banner"
test.describe("install banner (mobile user agents only)", { tag: "@layout" }, () => {
  test("is offered on mobile and never on desktop", async ({ page }, testInfo) => {
    await gotoContact(page);
    const banner = page.getByRole("region", { name: "Get the Mobile App" });
    if (isMobile(testInfo)) {
      await expect(banner).toBeVisible();
      await expect(banner).toContainText("Install for offline use");
      await expect(banner.getByRole("button", { name: "Not now" })).toBeVisible();
      await expect(banner.getByRole("button", { name: "Install" })).toBeVisible();
    } else {
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole("button", { name: "Send Suggestion" })).toBeEnabled();
      await expect(banner).toHaveCount(0);
    }
  });

  test("Install shows the steps; Not now hides it for good", async ({ page }, testInfo) => {
    await gotoContact(page);
    const banner = page.getByRole("region", { name: "Get the Mobile App" });
    if (isMobile(testInfo)) {
      await banner.getByRole("button", { name: "Install" }).click();
      const dialog = page.getByRole("dialog", { name: "Install Fish Spots" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Add to Home screen");
      await dialog.getByRole("button", { name: "Got it" }).click();
      await expect(dialog).toBeHidden();

      await banner.getByRole("button", { name: "Not now" }).click();
      await expect(banner).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem("pwaInstallBannerDismissed"))).toBe("true");
      await page.reload();
      await expect(page.getByRole("button", { name: "Send Suggestion" })).toBeEnabled();
      await expect(banner).toHaveCount(0);
    } else {
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Install" })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem("pwaInstallBannerDismissed"))).toBeNull();
    }
  });
});

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("an empty submit shows each field's message next to it", async ({ page }) => {
    await gotoContact(page);
    await page.getByRole("button", { name: "Send Suggestion" }).click();

    const name = page.getByLabel("Location name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Location name must be at least 2 characters");
    await expect(page.getByLabel("Description")).toHaveAccessibleDescription(
      /Description must be at least 10 characters/,
    );
    await expect(page.getByLabel("Your name")).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
    await expect(page.getByLabel("Your e-mail")).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    await expect(page.getByLabel("Facilities (optional)")).not.toHaveAttribute("aria-invalid", "true");

    // Messages follow the typing once shown.
    await name.fill("Hidden Creek Pond");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Location name must be at least 2 characters")).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
  });

  test("a valid suggestion is sent, confirmed, and the form resets", async ({ page }) => {
    await gotoContact(page);
    await page.getByLabel("Location name").fill("Hidden Creek Pond");
    await page.getByLabel("Description").fill("Small pond with stocked trout near the trailhead.");
    await page.getByRole("checkbox", { name: "Trout", exact: true }).check();
    await page.getByRole("checkbox", { name: "Largemouth Bass" }).check();
    await page.getByLabel("Facilities (optional)").fill("Parking, restrooms");
    await page.getByLabel("Your name").fill("Pat Angler");
    await page.getByLabel("Your e-mail").fill("pat@example.com");

    const sent = page.waitForResponse(
      (res) => res.url().endsWith("/api/location-suggestions") && res.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Send Suggestion" }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: "Hidden Creek Pond",
      description: "Small pond with stocked trout near the trailhead.",
      contactName: "Pat Angler",
      contactEmail: "pat@example.com",
      fishTypes: ["trout", "largemouth_bass"],
      facilities: "Parking, restrooms",
    });

    const status = page.getByRole("status").filter({ hasText: "Thank you! Your suggestion was sent." });
    await expect(status).toBeVisible();
    await expect(status).toContainText("Hidden Creek Pond");
    await expect(page.getByText("Suggestion sent", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Location name")).toHaveValue("");
    await expect(page.getByLabel("Description")).toHaveValue("");
    await expect(page.getByLabel("Your e-mail")).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: "Trout", exact: true })).not.toBeChecked();
  });

  test("a failed send says so and keeps what was typed", async ({ page, pageErrors }) => {
    await page.route("**/api/location-suggestions", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Server fault"}' }),
    );
    await gotoContact(page);
    await page.getByLabel("Location name").fill("Hidden Creek Pond");
    await page.getByLabel("Description").fill("Small pond with stocked trout near the trailhead.");
    await page.getByLabel("Your name").fill("Pat Angler");
    await page.getByLabel("Your e-mail").fill("pat@example.com");
    await page.getByRole("button", { name: "Send Suggestion" }).click();

    await expect(
      page.getByText("Failed to send your suggestion. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel("Location name")).toHaveValue("Hidden Creek Pond");
    await expect(page.getByLabel("Your e-mail")).toHaveValue("pat@example.com");
    await expect(page.getByText("Thank you! Your suggestion was sent.")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send Suggestion" })).toBeEnabled();
    allowConsoleStatus(pageErrors, 500);
  });

  test("shows the contact e-mail, the city and the e-mail suggestion link", async ({ page }) => {
    await gotoContact(page);
    await expect(page.getByText("Portland, Oregon")).toBeVisible();
    const mail = page.getByRole("link", { name: "E-mail a suggestion" });
    await expect(mail).toHaveAttribute(
      "href",
      /^mailto:[^?]+\?subject=New%20Fishing%20Spot%20Suggestion&body=/,
    );
  });

  test("FAQ answers open and close from mouse and keyboard", async ({ page }) => {
    await gotoContact(page);
    const license = page.locator("details").filter({ hasText: "Do I need a fishing license?" });
    const licenseAnswer = license.getByText("Yes, from age 12.");
    await expect(licenseAnswer).toBeHidden();
    await license.getByText("Do I need a fishing license?").click();
    await expect(licenseAnswer).toBeVisible();
    await license.getByText("Do I need a fishing license?").click();
    await expect(licenseAnswer).toBeHidden();

    const photos = page.locator("details").filter({ hasText: "How do I send photos of a fishing spot?" });
    await photos.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(photos.getByText(/^By e-mail\./)).toBeVisible();
  });

  test("the footer's Privacy Policy and Terms of Service links land on their sections", async ({ page }) => {
    await page.goto("/tide-info");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/contact#privacy$/);
    await expect(page.getByRole("heading", { name: "Privacy Policy" })).toBeInViewport();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/contact#terms$/);
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeInViewport();
  });
});

test.describe("404 page", () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  test("answers 404 and its buttons lead home and to the directory", async ({ page, pageErrors }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found - Fish Spots");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();

    await page.getByRole("link", { name: "Explore Fishing Spots" }).click();
    await expect(page).toHaveURL(/\/#directory$/);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    allowConsoleStatus(pageErrors, 404);
  });
});

test.describe("accessibility (axe: no serious or critical findings)", { tag: "@layout" }, () => {
  test.beforeEach(async ({ page }) => dismissInstallBanner(page));

  for (const theme of ["light", "dark"] as const) {
    test(`tide guide, ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
      await page.goto("/tide-info");
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yIssues(page);
    });

    test(`contact page, ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
      await gotoContact(page);
      await page.locator("details").first().locator("summary").click();
      await expectNoSeriousA11yIssues(page);
    });

    test(`404 page, ${theme} theme`, async ({ page, pageErrors }) => {
      await page.addInitScript((t) => window.localStorage.setItem("theme", t), theme);
      await page.goto("/missing-page");
      await page.waitForLoadState("networkidle");
      await expectNoSeriousA11yIssues(page);
      allowConsoleStatus(pageErrors, 404);
    });
  }
});
