import { expect, type Page } from "@playwright/test";
import { expectNoSeriousA11yIssues } from "./axe";
import { newestMailTo } from "./outbox";

// docs/product.md "Operator sign-in" in the browser: the address on /admin/login, the link from
// the mail in the outbox, the button on its page. Each address gets 3 links in 15 minutes, so
// each spec and project signs in with an operator of its own (tests/e2e/support/server.mjs).

const port = process.env.E2E_PORT ?? "3210";

/** Signs `operator` in through the e-mailed link; the sign-in pages pass axe on the way. */
export async function signInToConsole(page: Page, operator: string) {
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
