import type { APIRequestContext } from "@playwright/test";
import type { Location } from "#server/services/locations/locations";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// The Weather & Tides tab's live parts (docs/product.md "Live conditions") against the local USGS
// and NWS fakes the browser tests' server starts (tests/e2e/support/server.mjs): every curated
// gauge reports a river dropping after a rise, but the John Day's at Service Creek, which is down.

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

async function spot(request: APIRequestContext, name: string): Promise<Location> {
  const res = await request.get(`/api/locations/search/${encodeURIComponent(name)}`);
  const found = ((await res.json()) as Location[]).find((l) => l.name === name);
  if (!found) throw new Error(`${name} is not in the curated dataset`);
  return found;
}

test("a gauged river shows the river now, the 7-day forecast and the outlook, each with its source", {
  tag: "@layout",
}, async ({ page, request }) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const wilson = await spot(request, "Wilson River");
  await page.goto(`/locations/${wilson.id}?tab=tides`);

  const river = page.getByRole("region", { name: "River now" });
  await expect(river).toContainText("Wilson River near Tillamook, OR");
  await expect(river.getByText("Flow", { exact: true })).toBeVisible();
  await expect(river).toContainText(/\d[\d,]* ft³\/s/);
  await expect(river).toContainText("Gage height");
  await expect(river).toContainText(/Water temperature\s*47\.3 °F/);
  await expect(river).toContainText("Dropping after a rise");
  await expect(river.getByRole("img", { name: /Flow over the last seven days/ })).toBeVisible();
  await expect(river.getByRole("link", { name: "USGS Water Data" })).toBeVisible();

  const forecast = page.getByRole("region", { name: "7-day forecast" });
  await expect(forecast.getByRole("listitem")).toHaveCount(14);
  await expect(forecast.getByRole("listitem").first()).toContainText(/\d+°F/);
  await expect(forecast.getByRole("listitem").first()).toContainText(/Wind SW \d/);
  await expect(forecast.getByRole("listitem").first()).toContainText(/Rain \d+%/);
  await expect(forecast.getByRole("link", { name: "National Weather Service" })).toBeVisible();

  const outlook = page.getByRole("region", { name: "Fishing outlook" });
  await expect(outlook.locator(":scope > div > ol > li")).toHaveCount(7);
  await expect(outlook).toContainText(/Poor|Fair|Good|Excellent/);
  await expect(outlook).toContainText("River dropping after a rise");

  // Nothing overflows the page at either width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yIssues(page);
  expect(consoleErrors).toEqual([]);
});

test("a source that is down is a sentence in its place, and the rest of the page is whole", {
  tag: "@anyWidth",
}, async ({ page, request }) => {
  const failedRequests: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
  });
  const johnDay = await spot(request, "John Day River - Service Creek");
  await page.goto(`/locations/${johnDay.id}?tab=tides`);

  await expect(page.getByRole("region", { name: "River now" })).toContainText(
    "River readings are unavailable right now.",
  );
  await expect(
    page.getByRole("region", { name: "7-day forecast" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Fishing outlook" })).toContainText(
    /Poor|Fair|Good|Excellent/,
  );
  await expect(page.getByRole("heading", { name: "Sun and moon" })).toBeVisible();
  // The outage reached the page through its loader: the browser made no failing request.
  expect(failedRequests).toEqual([]);
});

test("a spot without a gauge shows no river part", { tag: "@anyWidth" }, async ({ page, request }) => {
  const bay = await spot(request, "Tillamook Bay");
  await page.goto(`/locations/${bay.id}?tab=tides`);
  await expect(page.getByRole("region", { name: "7-day forecast" })).toBeVisible();
  await expect(page.getByRole("region", { name: "River now" })).toHaveCount(0);
});

test("the alert form offers a river flow alert on a gauged spot only, and the list shows its range", {
  tag: "@anyWidth",
}, async ({ page, request }) => {
  const wilson = await spot(request, "Wilson River");
  await page.goto(`/locations/${wilson.id}?tab=tide-alerts&alerts=new`);
  const domain = `flow-${Date.now()}.example.com`;
  await page.getByLabel("Email Address").fill(`q@${domain}`);
  await page.getByRole("switch", { name: "River flow alert" }).click();
  await page.getByLabel("Minimum Flow (ft³/s)").fill("800");
  await page.getByLabel("Maximum Flow (ft³/s)").fill("2000");
  await page.getByRole("button", { name: "Create Alert" }).click();
  await expect(page.getByText("Success!", { exact: true })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: `q•••@${domain}` });
  await expect(item).toContainText("River flow: 800 to 2,000 ft³/s");

  const bay = await spot(request, "Tillamook Bay");
  await page.goto(`/locations/${bay.id}?tab=tide-alerts&alerts=new`);
  await expect(page.getByLabel("Email Address")).toBeVisible();
  await expect(page.getByRole("switch", { name: "River flow alert" })).toHaveCount(0);
});
