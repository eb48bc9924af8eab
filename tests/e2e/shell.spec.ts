import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("the home page renders the shell with the spec's title", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Fish Spots - Oregon Fishing Locations Directory");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }),
  ).toHaveAttribute("aria-current", "page");
  await expectNoSeriousA11yIssues(page);
});
