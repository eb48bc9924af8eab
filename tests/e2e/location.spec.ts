import type { Page } from "@playwright/test";
import { formatAverage } from "#core/ratings";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// The location detail page (docs/product.md "Location page", "Location tabs", "Review form") against the
// curated dataset. Runs on desktop and mobile; each project
// writes its reviews to its own location so the two never race on an average.

test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the page.
  await dismissInstallBanner(page);
});

function tab(page: Page, name: string) {
  return page.getByRole("tablist", { name: "Location details" }).getByRole("tab", { name, exact: true });
}

async function expectSelected(page: Page, name: string) {
  await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
}

test("switches tabs by click and keyboard, keeps them in the URL, and the back button returns", {
  tag: "@layout",
}, async ({ page, request }) => {
  const tillamook = await locationNamed(request, "Tillamook Bay");
  await page.goto(`/locations/${tillamook.id}`);
  await expectSelected(page, "Overview");

  await tab(page, "Reviews").click();
  await expectSelected(page, "Reviews");
  await expect(page).toHaveURL(/\?tab=reviews$/);

  await tab(page, "Fishing Tips").click();
  await expectSelected(page, "Fishing Tips");
  await expect(page.getByRole("heading", { level: 2, name: "Fishing Tips" })).toBeVisible();

  // Radix tabs: arrow keys move to the next tab and select it.
  await tab(page, "Fishing Tips").press("ArrowRight");
  await expectSelected(page, "Local Guides");
  await expect(tab(page, "Local Guides")).toBeFocused();
  await expect(page).toHaveURL(/\?tab=guides$/);
  await expect(page.getByRole("heading", { level: 2, name: "Local Guides" })).toBeVisible();

  await page.goBack();
  await expectSelected(page, "Fishing Tips");
  await page.goBack();
  await expectSelected(page, "Reviews");
});

test("opens the tab of a deep link, and Tide Information switches to Weather & Tides", async ({
  page,
  request,
}) => {
  const tillamook = await locationNamed(request, "Tillamook Bay");
  await page.goto(`/locations/${tillamook.id}?tab=guides`);
  await expectSelected(page, "Local Guides");

  await page.getByRole("button", { name: "Tide Information" }).click();
  await expectSelected(page, "Weather & Tides");
  await expect(page).toHaveURL(/\?tab=tides$/);
  await expect(page.getByText("Updated hourly")).toBeVisible();
  await expect(page.getByRole("link", { name: /tide prediction chart/ })).toHaveAttribute(
    "href",
    "https://tidesandcurrents.noaa.gov/noaatidepredictions.html?id=9437540",
  );
});

test("writes a review: validation first, then a submit that lists it and updates the average", async ({
  page,
  request,
}, testInfo) => {
  const name =
    testInfo.project.name === "mobile" ? "Tillamook Bay - Barview Jetty" : "Tillamook Bay - Garibaldi Pier";
  const location = await locationNamed(request, name);
  const reviewer = `E2E ${testInfo.project.name} ${Date.now()}`;
  await page.goto(`/locations/${location.id}?tab=reviews`);
  await page.getByRole("tab", { name: "Write a Review" }).click();
  await expect(page).toHaveURL(/reviews=write/);

  // The name needs 2 characters; nothing is sent without it.
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByLabel("Your Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Your Name").fill(reviewer);
  // The rating starts at 5; arrow keys move through the radio group (5 wraps to 1).
  const rating = page.getByRole("radiogroup", { name: "Rating" });
  await expect(rating.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await rating.getByRole("radio", { name: "5 stars" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(rating.getByRole("radio", { name: "1 star" })).toBeChecked();
  await page.getByLabel("Your Review").fill("Windy <b>morning</b>, a few bites off the pier.");
  await page.getByRole("checkbox", { name: "Crab", exact: true }).click();
  await page.getByLabel(/Time Spent/).selectOption("Half day");
  await page.getByRole("button", { name: "Submit Review" }).click();

  await expect(page.getByText("Review submitted", { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for sharing your experience!", { exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Read Reviews" })).toHaveAttribute("aria-selected", "true");
  const review = page.getByRole("article", { name: `Review by ${reviewer}` });
  await expect(review).toBeVisible();
  await expect(review).toContainText("Windy <b>morning</b>, a few bites off the pier.");
  await expect(review).toContainText("Fish caught: Crab");
  await expect(review).toContainText("Half day");

  const after = (await (await request.get(`/api/locations/${location.id}/rating`)).json()) as {
    averageRating: number;
  };
  await expect(
    page.locator("header").getByRole("img", { name: `Rated ${formatAverage(after.averageRating)} out of 5` }),
  ).toBeVisible();

  // The form was reset.
  await page.getByRole("tab", { name: "Write a Review" }).click();
  await expect(page.getByLabel("Your Name")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Crab", exact: true })).not.toBeChecked();
});

test("has no serious accessibility issues with the Reviews tab open", async ({ page, request }) => {
  const tillamook = await locationNamed(request, "Tillamook Bay");
  await page.goto(`/locations/${tillamook.id}?tab=reviews`);
  await expectSelected(page, "Reviews");
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("tab", { name: "Write a Review" }).click();
  await expect(page.getByLabel("Your Name")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test("a review written from a direct link to Write a Review shows in the list it returns to", async ({
  page,
  request,
}, testInfo) => {
  const location = await locationNamed(
    request,
    testInfo.project.name === "mobile" ? "Netarts Bay" : "Nehalem Bay",
  );
  const reviewer = `Deep link ${testInfo.project.name} ${Date.now()}`;
  await page.goto(`/locations/${location.id}?tab=reviews&reviews=write`);
  await page.getByLabel("Your Name").fill(reviewer);
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("tab", { name: "Read Reviews" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("article", { name: `Review by ${reviewer}` })).toBeVisible();
});
