import type { Locator, Page } from "@playwright/test";
import { HELD_REVIEW_MESSAGE, REPORT_THANKS } from "#core/moderation";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// docs/product.md "Moderation" in the browser: a reader reports a review from the keyboard, and a
// review held for a check is thanked for but not listed. The e2e server is shared by every spec
// file, so these write to locations no other spec reads the reviews of, under names made unique
// per run, and assert only on their own reviews.

test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the page.
  await dismissInstallBanner(page);
});

function toasts(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/** Presses Tab, as a person would, until `target` has focus. */
async function tabTo(page: Page, target: Locator, limit = 12) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`);
}

test("reports a review from the keyboard: Report, a reason, Send report", async ({ page, request }, info) => {
  const place = await locationNamed(request, "Eel Lake");
  const reviewer = `Angler ${info.project.name} ${Date.now()}`;
  const posted = await request.post(`/api/locations/${place.id}/reviews`, {
    data: { userName: reviewer, rating: 2, reviewText: `Crowded dock on ${reviewer}'s visit.` },
  });
  expect(posted.status()).toBe(201);
  const { id: reviewId } = (await posted.json()) as { id: number };

  await page.goto(`/locations/${place.id}?tab=reviews`);
  const review = page.getByRole("article", { name: `Review by ${reviewer}` });
  await expect(review).toBeVisible();
  const report = review.getByRole("button", { name: `Report review by ${reviewer}` });
  await expect(report).toHaveText("Report");

  // Tab to it from the sub-tabs above the list.
  await page.getByRole("tab", { name: "Read Reviews" }).focus();
  await tabTo(page, report);

  // Enter opens the popover with focus on the first reason; Escape closes it and gives focus back.
  const popover = page.getByRole("dialog", { name: "Report this review" });
  const reasons = popover.getByRole("group", { name: "Why are you reporting it?" });
  await page.keyboard.press("Enter");
  await expect(popover).toBeVisible();
  await expect(reasons.getByRole("radio", { name: "Spam or advertising" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(report).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(popover).toBeVisible();
  const send = popover.getByRole("button", { name: "Send report" });
  // Nothing is sent without a reason.
  await expect(send).toBeDisabled();
  await expect(reasons.getByRole("radio")).toHaveCount(5);
  await expectNoSeriousA11yIssues(page);

  // Space chooses the focused reason; the arrow keys move through the group and choose as they go.
  await expect(reasons.getByRole("radio", { name: "Spam or advertising" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(reasons.getByRole("radio", { name: "Spam or advertising" })).toBeChecked();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(reasons.getByRole("radio", { name: "Not about fishing here" })).toBeChecked();
  await expect(reasons.getByRole("radio", { name: "Spam or advertising" })).not.toBeChecked();
  await expect(send).toBeEnabled();

  await page.keyboard.press("Tab");
  const note = popover.getByLabel("Anything to add? (optional)");
  await expect(note).toBeFocused();
  await expect(note).toHaveAttribute("maxlength", "500");
  await page.keyboard.type("Reads like a review of another lake.");

  const sent = page.waitForRequest(
    (req) => req.method() === "POST" && req.url().endsWith(`/api/reviews/${reviewId}/reports`),
  );
  await page.keyboard.press("Tab");
  await expect(send).toBeFocused();
  await page.keyboard.press("Enter");
  expect((await sent).postDataJSON()).toEqual({
    reason: "off-topic",
    note: "Reads like a review of another lake.",
  });

  await expect(toasts(page).getByText("Report sent", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(REPORT_THANKS, { exact: true })).toBeVisible();
  await expect(popover).toBeHidden();
  // One report does not hide a review; its button now says so and opens nothing more.
  await expect(review).toBeVisible();
  const reported = review.getByRole("button", { name: `Reported review by ${reviewer}` });
  await expect(reported).toHaveText("Reported");
  await expect(reported).toHaveAttribute("aria-disabled", "true");
  await expect(reported).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(popover).toBeHidden();
});

test("a review held for a check is thanked for and not listed", async ({ page, request }, info) => {
  const place = await locationNamed(request, "Loon Lake");
  const reviewer = `Held ${info.project.name} ${Date.now()}`;
  await page.goto(`/locations/${place.id}?tab=reviews&reviews=write`);
  await page.getByLabel("Your Name").fill(reviewer);
  // More than two links holds a review (decision 032); unique text, so only the links decide.
  await page.getByLabel("Your Review").fill(`Tackle deals ${Date.now()}: see a.com b.com c.com`);
  // The list loads again after a review, as after any other.
  const reloaded = page.waitForResponse(
    (res) =>
      res.request().method() === "GET" &&
      new URL(res.url()).pathname === `/api/locations/${place.id}/reviews`,
  );
  await page.getByRole("button", { name: "Submit Review" }).click();

  await expect(toasts(page).getByText("Review received", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(HELD_REVIEW_MESSAGE, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("Review submitted", { exact: true })).toHaveCount(0);
  // As after a published review: back to Read Reviews, the list loaded again, the form emptied.
  await expect(page.getByRole("tab", { name: "Read Reviews" })).toHaveAttribute("aria-selected", "true");
  expect((await reloaded).ok()).toBe(true);
  await expect(page.getByRole("article", { name: `Review by ${reviewer}` })).toHaveCount(0);
  await page.getByRole("tab", { name: "Write a Review" }).click();
  await expect(page.getByLabel("Your Name")).toHaveValue("");
  await expect(page.getByLabel("Your Review")).toHaveValue("");

  // Not shown through the API either, nor in the page's server render.
  const listed = (await (await request.get(`/api/locations/${place.id}/reviews`)).json()) as {
    userName: string;
  }[];
  expect(listed.map((r) => r.userName)).not.toContain(reviewer);
  await page.goto(`/locations/${place.id}?tab=reviews`);
  await expect(page.getByRole("tab", { name: "Read Reviews" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("article", { name: `Review by ${reviewer}` })).toHaveCount(0);
});
