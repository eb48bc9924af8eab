import { expectNoSeriousA11yIssues } from "./support/axe";
import { signInToConsole } from "./support/consoleSignIn";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";
import { newestMailTo } from "./support/outbox";

// A guide's way onto a spot (docs/product.md "Local guides", "Guide review"): an application
// through the public API, confirmed by the mailed link, approved by an operator in the console's
// Guides section, then listed on the water it named. The section passes axe at both widths.
// Tagged @layout: the console must work at 375 px too.

const port = process.env.E2E_PORT ?? "3210";

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

test("a confirmed guide application is approved in the console and listed on its spot @layout", async ({
  page,
  request,
}, info) => {
  const spot = await locationNamed(request, "Wilson River");
  const run = `${info.project.name} ${Date.now()}`;
  const email = `guide-${info.project.name}-${Date.now()}@example.com`;
  const business = `Wilson Drifters ${run}`;
  const applied = await request.post("/api/guides", {
    data: {
      name: "Jo Riverside",
      business,
      email,
      phone: "503-555-0100",
      website: "https://wilson-drifters.example.com",
      licenseNumber: "OSMB-4471",
      state: "Oregon",
      regions: [spot.region],
      locationIds: [spot.id],
      fishTypes: ["steelhead"],
      tripKinds: ["drift_boat"],
      about: `Winter steelhead from a drift boat on the Wilson. Run ${run}.`,
    },
  });
  expect(applied.status()).toBe(202);
  let mail: string | undefined;
  await expect.poll(async () => (mail = await newestMailTo(port, email))).toBeDefined();
  const token = decodeURIComponent(mail?.match(/\/guides\/confirm\?token=([\w%-]+)/)?.[1] ?? "");
  const confirmed = await request.post("/api/guides/confirm", { data: { token } });
  expect(confirmed.status()).toBe(200);
  const listed = async () =>
    ((await (await request.get(`/api/locations/${spot.id}/guides`)).json()) as { business: string }[]).map(
      (guide) => guide.business,
    );
  expect(await listed()).not.toContain(business);

  await signInToConsole(page, `guides-ops-${info.project.name}@fishspots.test`);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Guides" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Guides" })).toBeVisible();
  const card = page.getByRole("article", { name: new RegExp(business) });
  await expect(card).toContainText("Waits for review");
  await expect(card).toContainText("OSMB-4471 · Oregon State Marine Board");
  await expect(card).toContainText("Wilson River");
  await expectNoSeriousA11yIssues(page);

  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toContainText(`, ${business}: the listing shows on its spots now`);
  await expect(page.getByRole("article", { name: new RegExp(business) })).toContainText("Approved");
  await expectNoSeriousA11yIssues(page);
  expect(await listed()).toContain(business);

  // The edit page: the same fields as the application, at both widths.
  await page
    .getByRole("article", { name: new RegExp(business) })
    .getByRole("link", { name: "Edit" })
    .click();
  await expect(page.getByLabel("Licence or registration number")).toHaveValue("OSMB-4471");
  await expect(page.getByRole("checkbox", { name: "Wilson River" })).toBeChecked();
  await expectNoSeriousA11yIssues(page);
});
