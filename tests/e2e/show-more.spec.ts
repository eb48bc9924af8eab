import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// Decision 020: a location's reviews show the newest 20; "Show more reviews" loads the next page
// in place with JavaScript (the server-rendered link without it is covered by
// tests/integration/ssr.lists.test.ts). Each project writes to a location of its own.

const REVIEWS = 45;

test("Show more reviews loads the next pages in place, then goes away", async ({ page, request }, info) => {
  const place = await locationNamed(
    request,
    info.project.name === "mobile" ? "Siltcoos Lake" : "Wallowa Lake",
  );
  for (let i = 1; i <= REVIEWS; i++) {
    const res = await request.post(`/api/locations/${place.id}/reviews`, {
      data: { userName: `Show More ${String(i).padStart(2, "0")}`, rating: 4, reviewText: `Visit ${i}` },
    });
    expect(res.status()).toBe(201);
  }
  await dismissInstallBanner(page);
  await page.goto(`/locations/${place.id}?tab=reviews`);
  const reviews = page.getByRole("article", { name: /^Review by Show More / });
  await expect(reviews).toHaveCount(20);
  await expect(page.getByRole("article", { name: "Review by Show More 45" })).toBeVisible();

  // A page reload would lose this mark: the next page must arrive without one.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  const more = page.getByRole("link", { name: "Show more reviews" });
  await more.click();
  await expect(reviews).toHaveCount(40);
  await more.click();
  await expect(reviews).toHaveCount(REVIEWS);
  await expect(page.getByRole("article", { name: "Review by Show More 01" })).toBeVisible();
  await expect(more).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(
    true,
  );
  await expect(page).toHaveURL(new RegExp(`/locations/${place.id}\\?tab=reviews$`));
});
