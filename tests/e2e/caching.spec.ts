import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// Decision 026: anonymous reads may be kept by shared caches, but a browser asks again every
// time. With stale-while-revalidate in Cache-Control, Chromium answers a page's own fetch with
// its old copy and revalidates behind it: the visitor's next read after a write would miss
// what they just wrote.

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

test("a read after the visitor's own write is never the browser's old copy", async ({ page, request }) => {
  // A lake the home page does not show by default: its new rating cannot change a home page
  // another test is hydrating meanwhile.
  const { id } = await locationNamed(request, "Coffenbury Lake");
  await page.goto("/contact");
  const reviewer = `Cache ${Date.now()}`;
  const seen = await page.evaluate(
    async ({ id, reviewer }) => {
      const reviews = `/api/locations/${id}/reviews?limit=5`;
      const names = async () =>
        ((await (await fetch(reviews)).json()) as { userName: string }[]).map((r) => r.userName);
      const before = await names();
      const posted = await fetch(`/api/locations/${id}/reviews`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ userName: reviewer, rating: 4, reviewText: "Read back at once" }),
      });
      return { before, status: posted.status, after: await names() };
    },
    { id, reviewer },
  );
  expect(seen.status).toBe(201);
  expect(seen.before).not.toContain(reviewer);
  expect(seen.after).toContain(reviewer);
});
