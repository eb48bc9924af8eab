import type { APIRequestContext, Page } from "@playwright/test";
import type { Location } from "#server/services/locations/locations";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// The tide screens (docs/product.md "Tide predictions") against the curated dataset, on desktop and
// mobile: the Weather & Tides tab's chart, day choice and table, the home page's "Today on the
// water" and the live tides of /tide-info, with axe in the light and dark themes.

test.beforeEach(async ({ page }) => {
  // The mobile project is a phone: keep the install banner from covering the page.
  await dismissInstallBanner(page);
});

async function tillamookBay(request: APIRequestContext): Promise<Location> {
  const res = await request.get(`/api/locations/search/${encodeURIComponent("Tillamook Bay")}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as Location[]).find((l) => l.name === "Tillamook Bay");
  if (!found) throw new Error("Tillamook Bay is not in the curated dataset");
  return found;
}

const chart = (page: Page) => page.getByRole("img", { name: /^Water level at Garibaldi on / });
const dayLinks = (page: Page) =>
  page.getByRole("navigation", { name: "Day shown on the chart" }).getByRole("link");

test("the Weather & Tides tab shows a week of highs and lows and today's water level", {
  tag: "@layout",
}, async ({ page, request }) => {
  const location = await tillamookBay(request);
  await page.goto(`/locations/${location.id}?tab=tides`);

  const table = page.getByRole("table", { name: /High and low tides, next 7 days/ });
  await expect(table).toBeVisible();
  await expect(table.locator("tbody")).toHaveCount(7);
  await expect(table.getByRole("rowheader").first()).toContainText("Today");
  // Every minus tide is named in words, not only coloured.
  const minusRows = table.locator('tr[data-minus="true"]');
  for (const row of await minusRows.all()) await expect(row).toContainText("Minus tide");

  await expect(chart(page)).toBeVisible();
  await expect(page.getByTestId("now-marker")).toBeAttached();
  await expect(dayLinks(page)).toHaveCount(7);
  await expect(dayLinks(page).first()).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: "Sun and moon" })).toBeVisible();
  await expect(page.getByText("Garibaldi (NOAA 9437540)")).toBeVisible();
  await expect(
    page.getByText("Predicted from harmonic constants, not observed; not for navigation."),
  ).toBeVisible();
});

test("choosing another day redraws the chart for that day, and back returns to today", async ({
  page,
  request,
}) => {
  const location = await tillamookBay(request);
  await page.goto(`/locations/${location.id}?tab=tides`);
  const figure = page.getByTestId("tide-chart");
  const today = await figure.getAttribute("data-day");
  expect(today).toMatch(/^\d{4}-\d\d-\d\d$/);

  const third = dayLinks(page).nth(2);
  const label = (await third.textContent()) ?? "";
  await third.click();
  await expect(page).toHaveURL(/\?tab=tides&day=\d{4}-\d\d-\d\d$/);
  const chosen = new URL(page.url()).searchParams.get("day");
  expect(chosen).not.toBe(today);
  await expect(figure).toHaveAttribute("data-day", chosen ?? "");
  await expect(third).toHaveAttribute("aria-current", "true");
  await expect(dayLinks(page).first()).not.toHaveAttribute("aria-current", "true");
  // The link's name is the day the chart now shows (e.g. "Monday, November 23").
  const longDay = label.replace(/(Today, )?(\w+day, \w+ \d+).*/, "$2");
  await expect(chart(page)).toHaveAccessibleName(new RegExp(`on ${longDay},`));
  await expect(page.getByTestId("tide-chart-heading")).toContainText(longDay);
  // Only today carries the current-time marker; the week's table stays put.
  await expect(page.getByTestId("now-marker")).toHaveCount(0);
  await expect(page.getByRole("table", { name: /High and low tides/ }).locator("tbody")).toHaveCount(7);

  await page.goBack();
  await expect(figure).toHaveAttribute("data-day", today ?? "");
  await expect(page.getByTestId("now-marker")).toBeAttached();
});

test("the home page shows today on the water at the coast stations, with links to spots", async ({
  page,
}) => {
  await page.goto("/");
  const block = page.getByRole("region", { name: "Today on the water" });
  await expect(block).toBeVisible();
  await expect(block.locator("[data-station]")).toHaveCount(5);
  await expect(block.getByText(/^Sunrise \d{1,2}:\d\d AM$/)).toHaveCount(5);
  const spot = block.getByRole("link", { name: "Tillamook Bay - Garibaldi Pier" });
  await spot.scrollIntoViewIfNeeded();
  await spot.click();
  await expect(page).toHaveURL(/\/locations\/\d+\?tab=tides$/);
  await expect(page.getByRole("table", { name: /High and low tides/ })).toBeVisible();
});

test("/tide-info lists today's and tomorrow's tides per station", async ({ page }) => {
  await page.goto("/tide-info");
  const block = page.getByRole("region", { name: "Tides on the coast, today and tomorrow" });
  await expect(block.locator("[data-station]")).toHaveCount(5);
  await expect(block.getByText(/^Tomorrow/)).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "Optimal conditions" })).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`has no serious accessibility issues on the tide screens (${theme} theme)`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const location = await tillamookBay(request);
    await page.goto(`/locations/${location.id}?tab=tides`);
    await expect(chart(page)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Today on the water" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.goto("/tide-info");
    await expect(page.getByRole("region", { name: "Tides on the coast, today and tomorrow" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });
}
