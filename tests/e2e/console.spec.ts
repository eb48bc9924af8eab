import type { Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";
import { newestMailTo } from "./support/outbox";

// The operators' console in the browser (docs/product.md "Operator sign-in", "Operator console"):
// sign in through the e-mailed link, moderate a held review, and every console page passes axe.
// Tagged @layout: the console must work at 375 px too.

const port = process.env.E2E_PORT ?? "3210";

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

/** One operator per project (tests/e2e/support/server.mjs): each address gets 3 links in 15 minutes. */
async function signIn(page: Page, operator: string) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectNoSeriousA11yIssues(page);
  const before = await newestMailTo(port, operator);
  await page.getByLabel("Email").fill(operator);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("If that address belongs to an operator");
  let mail: string | undefined;
  await expect
    .poll(async () => {
      mail = await newestMailTo(port, operator);
      return mail !== undefined && mail !== before;
    })
    .toBe(true);
  const link = mail?.match(/https?:\/\/\S+\/admin\/sign-in\?token=\S+/)?.[0] ?? "";
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Moderation" })).toBeVisible();
}

test("an operator signs in by e-mail, publishes a held review, and every console page passes axe @layout", async ({
  page,
  request,
}, info) => {
  const place = await locationNamed(request, "Loon Lake");
  const writer = `Held ${info.project.name} ${Date.now()}`;
  const held = await request.post(`/api/locations/${place.id}/reviews`, {
    data: { userName: writer, rating: 4, reviewText: `${writer}: a.example.com b.example.com c.example.com` },
  });
  expect(held.status()).toBe(202);

  await signIn(page, `ops-${info.project.name}@fishspots.test`);
  const card = page.getByRole("article", { name: new RegExp(writer) });
  await expect(card).toContainText("Held for a check");
  await expect(card).toContainText("More than 2 links");
  await expectNoSeriousA11yIssues(page);
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText(/Published review #\d+\./);
  await expect(page.getByRole("article", { name: new RegExp(writer) })).toHaveCount(0);

  for (const [link, heading] of [
    ["Locations", "Locations"],
    ["Suggestions", "Suggestions"],
    ["Alerts", "Alerts"],
    ["Audit log", "Audit log"],
  ] as const) {
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  }
  await expect(page.getByText(/review\.publish review #\d+/).first()).toBeVisible();

  await page.goto(`/admin/locations/${place.id}`);
  await expect(page.getByLabel("Name")).toHaveValue("Loon Lake");
  await expectNoSeriousA11yIssues(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
