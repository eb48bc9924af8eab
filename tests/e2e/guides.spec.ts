import type { APIRequestContext } from "@playwright/test";
import { GUIDE_APPLIED_ANSWER, GUIDE_CONFIRMED_ANSWER } from "#core/guides";
import { REPORT_THANKS } from "#core/moderation";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test, waitForHydration } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";
import { newestMailTo } from "./support/outbox";

// Local guides in the browser (docs/product.md "Local guides"): a guide applies from a spot's
// Local Guides tab, confirms from the e-mail, is approved, and shows on that spot; the tab and
// the form pass axe at both widths.

const port = process.env.E2E_PORT ?? "3210";

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

/** The newest mail to `address` once it differs from `before`, as its text. */
async function mailAfter(address: string, before: string | undefined): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(async () => {
      mail = await newestMailTo(port, address);
      return mail !== undefined && mail !== before;
    })
    .toBe(true);
  return mail as string;
}

const pathOf = (mail: string, page: string) =>
  (mail.match(new RegExp(`https?://\\S+(/guides/${page}\\?token=\\S+)`))?.[1] ?? "").replace(/=3D/g, "=");

/**
 * Approves the pending application of `business` as an operator would, through the console's
 * API (the console's Guides screen is its own work). One operator address per project
 * (tests/e2e/support/server.mjs): each address gets three sign-in links in 15 minutes.
 */
async function approveAsOperator(request: APIRequestContext, business: string, project: string) {
  const operator = `guides-${project}@fishspots.test`;
  const before = await newestMailTo(port, operator);
  expect((await request.post("/api/admin/sign-in", { data: { email: operator } })).status()).toBe(202);
  const token = (await mailAfter(operator, before)).match(/\/admin\/sign-in\?token=(\S+)/)?.[1] ?? "";
  const session = await request.post("/api/admin/session", { data: { token: decodeURIComponent(token) } });
  expect(session.status()).toBe(201);
  const headers = {
    cookie: (session.headers()["set-cookie"] ?? "").split(";")[0] as string,
    "X-CSRF-Token": ((await session.json()) as { csrfToken: string }).csrfToken,
  };
  const pending = await request.get("/api/admin/guides?status=pending", { headers });
  const guide = ((await pending.json()) as { id: number; business: string }[]).find(
    (g) => g.business === business,
  );
  expect(guide).toBeDefined();
  expect((await request.post(`/api/admin/guides/${guide?.id}/approve`, { headers })).status()).toBe(200);
}

test("a guide applies from a spot's tab, confirms by e-mail and, approved, is listed on that water", async ({
  page,
  request,
}, info) => {
  const spot = await locationNamed(request, "Wilson River");
  const run = `${info.project.name}-${Date.now()}`;
  const business = `Wilson Drifters ${run}`;
  const email = `guide-${run}@example.com`;

  await page.goto(`/locations/${spot.id}?tab=guides`);
  await page.getByRole("link", { name: "Are you a guide? Apply to be listed" }).click();
  await expect(page).toHaveURL(new RegExp(`/guides/apply\\?state=oregon&location=${spot.id}$`));
  // A location page's links load the next page, which hydrates as a visitor's first press finds it.
  await waitForHydration(page);
  await expect(page.getByRole("checkbox", { name: "Wilson River" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "North Coast" })).toBeChecked();

  await page.getByLabel("Your name").fill("Jo Riverside");
  await page.getByLabel("Business name").fill(business);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Phone").fill("503-555-0100");
  await page.getByLabel("Website").fill("https://wilson-drifters.example.com");
  await page.getByLabel("Guide licence or registration number").fill("OSMB-4711");
  await page.getByRole("checkbox", { name: "Steelhead", exact: true }).check();
  await page.getByRole("checkbox", { name: "Drift boat" }).check();
  await page
    .getByLabel("About your trips")
    .fill("Winter steelhead from a drift boat, gear and lunch included.");
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(page.getByRole("status")).toContainText(GUIDE_APPLIED_ANSWER);

  // The e-mailed link opens a page that changes nothing until its button is pressed.
  await page.goto(pathOf(await mailAfter(email, undefined), "confirm"));
  await page.getByRole("button", { name: "Confirm my application" }).click();
  await expect(page.getByRole("status")).toHaveText(GUIDE_CONFIRMED_ANSWER);

  await approveAsOperator(request, business, info.project.name);
  await page.goto(`/locations/${spot.id}?tab=guides`);
  const onWater = page.getByRole("region", { name: "On this water" });
  const card = onWater.getByRole("article", { name: business });
  await expect(card).toContainText("OSMB-4711 (Oregon State Marine Board)");
  await expect(card).not.toContainText(email);

  await card.getByText("Report this listing").click();
  await card.getByRole("radio", { name: "Spam or advertising" }).check();
  await card.getByRole("button", { name: "Send report" }).click();
  // The toast itself: Radix also reads it out once in a live region of its own.
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText(REPORT_THANKS, { exact: true }),
  ).toBeVisible();
  await expect(card.getByText("Reported")).toBeVisible();
});

test(
  "the Local Guides tab and the application pass axe at both widths",
  {
    tag: "@layout",
  },
  async ({ page, request }, info) => {
    const spot = await locationNamed(request, "Tillamook Bay");
    const run = `${info.project.name}-${Date.now()}`;
    const business = `Bay Charters ${run}`;
    const email = `charter-${run}@example.com`;
    const applied = await request.post("/api/guides", {
      data: {
        name: "Sam Tidewater",
        business,
        email,
        phone: "(503) 555-0199",
        licenseNumber: "OSMB 2203",
        state: "Oregon",
        regions: ["North Coast"],
        locationIds: [],
        fishTypes: ["rockfish", "lingcod", "crab"],
        tripKinds: ["ocean_charter"],
        about: "Bottom fishing and crabbing out of Garibaldi, six anglers a boat.",
      },
    });
    expect(applied.status()).toBe(202);
    const token = new URL(pathOf(await mailAfter(email, undefined), "confirm"), "http://x").searchParams.get(
      "token",
    );
    expect((await request.post("/api/guides/confirm", { data: { token } })).status()).toBe(200);
    await approveAsOperator(request, business, info.project.name);

    // Opened from another tab: the tab's code and its list arrive then.
    await page.goto(`/locations/${spot.id}`);
    await page.getByRole("tab", { name: "Local Guides" }).click();
    const card = page
      .getByRole("region", { name: "In the North Coast region" })
      .getByRole("article", { name: business });
    await expect(card).toContainText("Ocean charter");
    await card.getByText("Report this listing").click();
    await expect(card.getByRole("button", { name: "Send report" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.getByRole("link", { name: "Are you a guide? Apply to be listed" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "List your guide service" })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Send my application" }).click();
    await expect(page.getByText("Please choose at least one kind of trip")).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  },
);
