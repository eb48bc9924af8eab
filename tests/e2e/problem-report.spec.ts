import { PROBLEM_REPORT_THANKS, PROBLEM_REPORT_THANKS_WITH_REPLY } from "#core/problemReports";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// docs/product.md "Problem reports" in the browser, at 1280 and 375 px: the disclosure below the
// tabs, with scripts (through the API, the answer in place of the form) and without (a plain post,
// the answer on the page it redirects to). The e2e server is shared by every spec file, so each
// project reports its own spots, which no other spec reads.

const SPOTS = {
  withScripts: { desktop: "Eckman Lake", mobile: "Cleawox Lake" },
  withoutScripts: { desktop: "Agate Beach", mobile: "Heceta Beach" },
} as const;

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

test("reports a problem from the spot page @layout", async ({ page, request }, info) => {
  const project = info.project.name as "desktop" | "mobile";
  const place = await locationNamed(request, SPOTS.withScripts[project]);
  await page.goto(`/locations/${place.id}`);
  const section = page.locator("#report-a-problem");
  await section.getByText("Report a problem with this spot").click();
  const form = section.locator("form");
  await expect(form.getByRole("group", { name: "What is wrong?" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Sent without a kind: the message beside the choices, nothing sent.
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form).toContainText("Please choose what is wrong");

  await form.getByRole("radio", { name: "The pin is in the wrong place" }).check();
  await expect(form).not.toContainText("Please choose what is wrong");
  await form.getByLabel("What should we know?").fill("The launch is on the north shore.");
  await form.getByLabel("Your e-mail, for a reply").fill("reader@example.com");
  await section.screenshot({ path: info.outputPath(`problem-report-form-${project}.png`) });
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(section.getByRole("status")).toHaveText(PROBLEM_REPORT_THANKS_WITH_REPLY);
  await expect(section.locator("form")).toHaveCount(0);
  await section.screenshot({ path: info.outputPath(`problem-report-sent-${project}.png`) });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form and answers with a page @layout", async ({ page, request }, info) => {
    const project = info.project.name as "desktop" | "mobile";
    const place = await locationNamed(request, SPOTS.withoutScripts[project]);
    await page.goto(`/locations/${place.id}?tab=reviews`);
    const section = page.locator("#report-a-problem");
    await section.getByText("Report a problem with this spot").click();
    await section.getByRole("radio", { name: "The place is closed" }).check();
    await section.getByRole("button", { name: "Send report" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/locations/${place.id}\\?created=problem-report#report-a-problem$`),
    );
    await expect(page.locator("#report-a-problem").getByRole("status")).toHaveText(PROBLEM_REPORT_THANKS);
  });
});
