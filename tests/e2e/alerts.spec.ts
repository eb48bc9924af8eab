import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// The Tide Alerts tab (docs/product.md "Tide Alerts tab", "Alert form", "Alert defaults"; "Alert tokens":
// only the browser holding an alert's token sees its controls). Each project uses its own location
// so desktop and mobile never count each other's alerts.

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

type AlertRow = { id: number; email: string; active: boolean; minAlertInterval: number };

async function alertsAt(request: APIRequestContext, locationId: number): Promise<AlertRow[]> {
  const res = await request.get(`/api/tide-alerts/location/${locationId}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as AlertRow[];
}

function placeFor(projectName: string) {
  return projectName === "mobile" ? "Alsea Bay" : "Siletz Bay";
}

/** A unique address per test run; the list shows it masked as its first letter, "•••", the domain. */
function uniqueAddress(tag: string) {
  const domain = `${tag}-${Date.now()}.example.com`;
  return { email: `q${tag}@${domain}`, masked: `q•••@${domain}` };
}

async function openNewAlert(page: Page, locationId: number) {
  await page.goto(`/locations/${locationId}?tab=tide-alerts`);
  await page.getByRole("tab", { name: "New Alert" }).click();
  await expect(page).toHaveURL(/alerts=new/);
}

test("validates the alert form with the spec's messages and sends nothing", async ({
  page,
  request,
}, testInfo) => {
  const place = await locationNamed(request, placeFor(testInfo.project.name));
  const before = (await alertsAt(request, place.id)).length;
  await openNewAlert(page, place.id);

  // Name and coordinates are prefilled and read-only.
  await expect(page.getByLabel("Location Name")).toHaveValue(place.name);
  await expect(page.getByLabel("Location Name")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Latitude")).toHaveValue(place.latitude);
  await expect(page.getByLabel("Longitude")).toHaveAttribute("readonly", "");

  await page.getByLabel("Email Address").fill("not an address");
  await page.getByLabel("Minimum Tide Height (ft)").fill("4");
  await page.getByLabel("Maximum Tide Height (ft)").fill("2");
  await page.getByLabel("Maximum Wind Speed (mph)").fill("250");
  await page.getByRole("button", { name: "Create Alert" }).click();

  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Maximum tide height must not be below the minimum")).toBeVisible();
  await expect(page.getByText("Must be a number from 0 to 200 mph")).toBeVisible();
  expect(await alertsAt(request, place.id)).toHaveLength(before);
});

test("creates, pauses, resumes and deletes an alert from the browser that holds its token", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const place = await locationNamed(request, placeFor(testInfo.project.name));
  const { email, masked } = uniqueAddress("life");
  await openNewAlert(page, place.id);

  // docs/product.md "Alert defaults".
  await expect(page.getByRole("switch", { name: "Optimal Fishing Conditions" })).toBeChecked();
  await expect(page.getByRole("switch", { name: "High Tide Alerts" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Email Notifications" })).toBeChecked();
  await expect(page.getByLabel("Alert Frequency")).toHaveValue("3600");

  await page.getByLabel("Email Address").fill(email);
  // Switches work from the keyboard: Space toggles the focused one.
  await page.getByRole("switch", { name: "Low Tide Alerts" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("switch", { name: "Low Tide Alerts" })).toBeChecked();
  await page.getByLabel("Maximum Tide Height (ft)").fill("0");
  await page.getByLabel("Alert Frequency").selectOption({ label: "Every 6 hours" });
  // Never twice: a double click sends one request.
  await page.getByRole("button", { name: "Create Alert" }).dblclick();

  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      "Your tide alert has been created. You will receive notifications based on your preferences.",
      { exact: true },
    ),
  ).toBeVisible();
  // A new address is asked to confirm before any alert is sent.
  await expect(page.getByRole("status").filter({ hasText: "Check your inbox." })).toBeVisible();
  // Back to Existing Alerts, the list refreshed.
  await expect(page.getByRole("tab", { name: "Existing Alerts" })).toHaveAttribute("aria-selected", "true");
  const item = page.getByRole("listitem").filter({ hasText: masked });
  await expect(item).toBeVisible();
  await expect(item).toContainText("Low tide");
  await expect(item).toContainText("Tide height at most 0 ft");
  await expect(item).toContainText("Every 6 hours");
  await expect(item).toContainText("Active");
  expect((await alertsAt(request, place.id)).filter((a) => a.email === masked)).toHaveLength(1);

  // Another browser sees the alert but cannot change it (docs/product.md "Alert tokens").
  const stranger = await browser.newPage();
  await stranger.goto(`${testInfo.project.use.baseURL ?? ""}/locations/${place.id}?tab=tide-alerts`);
  const strangersItem = stranger.getByRole("listitem").filter({ hasText: masked });
  await expect(strangersItem).toBeVisible();
  await expect(strangersItem.getByRole("button")).toHaveCount(0);
  await stranger.close();

  // The toggle sends the opposite and says so.
  await item.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Alert paused", { exact: true })).toBeVisible();
  await expect(item).toContainText("Paused");
  await item.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText("Alert activated", { exact: true })).toBeVisible();
  await expect(item).toContainText("Active");

  // Delete asks first; Cancel keeps the alert.
  await item.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this tide alert?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toBeVisible();
  // The dialog is keyboard operable: Escape closes it and focus returns to its button.
  await item.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(item.getByRole("button", { name: "Delete" })).toBeFocused();

  await item.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Alert" }).click();
  await expect(page.getByText("Tide alert has been deleted.", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: masked })).toHaveCount(0);
  expect((await alertsAt(request, place.id)).filter((a) => a.email === masked)).toHaveLength(0);
});

test("has no serious accessibility issues on either alerts sub-tab", async ({ page, request }, testInfo) => {
  const place = await locationNamed(request, placeFor(testInfo.project.name));
  await page.goto(`/locations/${place.id}?tab=tide-alerts`);
  await expect(page.getByRole("tab", { name: "Existing Alerts" })).toHaveAttribute("aria-selected", "true");
  await expectNoSeriousA11yIssues(page);
  // The sub-tabs are keyboard operable.
  await page.getByRole("tab", { name: "Existing Alerts" }).press("ArrowRight");
  await expect(page.getByRole("tab", { name: "New Alert" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Email Address")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test.describe("when the server fails", () => {
  test.use({ expectedConsoleErrors: [/status of 503 \(Service Unavailable\)/] });

  test("says so in the spec's words and keeps what was typed", async ({ page, request }, testInfo) => {
    const place = await locationNamed(request, placeFor(testInfo.project.name));
    await page.route("**/api/tide-alerts", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' })
        : route.continue(),
    );
    await openNewAlert(page, place.id);
    await page.getByLabel("Email Address").fill("kept@example.com");
    await page.getByRole("button", { name: "Create Alert" }).click();
    await expect(
      page.getByText("Failed to create tide alert. Please try again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("tab", { name: "New Alert" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Email Address")).toHaveValue("kept@example.com");
  });
});

test.describe("without JavaScript", () => {
  // A form with a mistake comes back as a 400 page, which the browser reports on its console.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test("the alert form posts and the page says the alert was created", async ({
    page,
    request,
  }, testInfo) => {
    const place = await locationNamed(request, placeFor(testInfo.project.name));
    const { email, masked } = uniqueAddress("nojs");
    await page.goto(`/locations/${place.id}?tab=tide-alerts&alerts=new`);
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("switch", { name: "High Tide Alerts" }).check();
    await page.getByRole("button", { name: "Create Alert" }).click();

    await expect(page.getByText("Your tide alert has been created.", { exact: false })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: masked })).toContainText("High tide");
    const created = (await alertsAt(request, place.id)).find((a) => a.email === masked);
    expect(created).toBeDefined();
  });

  test("the review form posts, and a mistake comes back with the message and the text kept", async ({
    page,
    request,
  }, testInfo) => {
    const place = await locationNamed(request, placeFor(testInfo.project.name));
    await page.goto(`/locations/${place.id}?tab=reviews&reviews=write`);
    await page.getByLabel("Your Review").fill("Typed without scripts.");
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByLabel("Your Review")).toHaveValue("Typed without scripts.");

    const reviewer = `No script ${testInfo.project.name} ${Date.now()}`;
    await page.getByLabel("Your Name").fill(reviewer);
    await page.getByRole("checkbox", { name: "Steelhead" }).check();
    await page.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Thank you for sharing your experience!")).toBeVisible();
    const review = page.getByRole("article", { name: `Review by ${reviewer}` });
    await expect(review).toContainText("Steelhead");
  });
});

test("an alert created from a direct link to New Alert shows in the list it returns to", async ({
  page,
  request,
}, testInfo) => {
  const place = await locationNamed(request, placeFor(testInfo.project.name));
  const { email, masked } = uniqueAddress("deep");
  await page.goto(`/locations/${place.id}?tab=tide-alerts&alerts=new`);
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("button", { name: "Create Alert" }).click();
  await expect(page.getByRole("tab", { name: "Existing Alerts" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("listitem").filter({ hasText: masked })).toBeVisible();
});
