import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { tideAlerts } from "#server/db/schema";
import { makeLocation, makeTideAlert } from "../support/factories";
import { startTestServer, type TestServer } from "../support/testServer";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";
import { locationNamed } from "./support/locations";

// Decision 026: every page's Content-Security-Policy names the hashes of its own inline scripts.
// In a real browser, on every route: no violation at all, the theme's boot script ran before the
// page was parsed, and the scripts started after the first paint went on to hydrate the page.
// A page the response cache keeps is loaded twice (the second time the server answers from that
// cache, or the browser from its own copy after a 304); a no-store page (the alert pages, an
// error) is rendered afresh each time, so once is enough.

type Seen = { violations: string[]; darkWhenParsed: boolean | null };

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
  await page.addInitScript(() => {
    const seen: Seen = { violations: [], darkWhenParsed: null };
    (window as unknown as { cspSeen: Seen }).cspSeen = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
    // Before any script the page starts after its first paint: only the boot script sets it.
    document.addEventListener("DOMContentLoaded", () => {
      seen.darkWhenParsed = document.documentElement.classList.contains("dark");
    });
    localStorage.setItem("theme", "dark");
  });
});

/** Loads `url` (`loads` times) and checks each load: no violation, the boot script and the starter ran. */
async function expectEveryScriptAllowed(
  page: Page,
  url: string,
  { status = 200, loads = 2 }: { status?: number; loads?: 1 | 2 } = {},
) {
  for (const load of ["first", "second"].slice(0, loads)) {
    const response = await page.goto(url);
    expect(response?.status(), `${url} (${load} load)`).toBe(status);
    expect(response?.headers()["content-security-policy"], url).toContain("'strict-dynamic' 'sha256-");
    const seen = await page.evaluate(() => (window as unknown as { cspSeen: Seen }).cspSeen);
    expect(seen.violations, `${url} (${load} load)`).toEqual([]);
    expect(seen.darkWhenParsed, `${url}: the theme's boot script ran`).toBe(true);
    // The starter replaced the inert module script with a live one, which hydrated the page.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(await page.locator("script[data-module-after-paint]").count(), url).toBe(0);
  }
}

test("the site's pages run every script of their own and nothing is refused", async ({ page }) => {
  test.slow();
  for (const url of [
    "/",
    "/map",
    "/tide-info",
    "/contact",
    "/ar-tools",
    "/search-results",
    "/locations/search/salmon",
  ]) {
    await expectEveryScriptAllowed(page, url);
  }
});

test.describe("a page that is not there", () => {
  // The browser reports the document's own status.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });
  test("runs every script of its own too", async ({ page }) => {
    await expectEveryScriptAllowed(page, "/no-such-page", { status: 404, loads: 1 });
  });
});

test("a location page and each of its tabs run every script of their own", async ({ page, request }) => {
  test.slow();
  const { id } = await locationNamed(request, "Tillamook Bay");
  await expectEveryScriptAllowed(page, `/locations/${id}`);
  // Each tab is a page of its own, kept apart in the cache; the second load of a kept page is
  // checked above and on every route of the site.
  for (const tab of ["overview", "fishing-tips", "guides", "tides", "reviews", "tide-alerts"]) {
    await expectEveryScriptAllowed(page, `/locations/${id}?tab=${tab}`, { loads: 1 });
  }
});

test.describe("the pages alert e-mails link to", () => {
  // Their tokens are known only to the mail and the database: a server of their own, as in
  // alert-links.spec.ts, whose database this test reads.
  test.use({ expectedConsoleErrors: [/status of 40[34] \((Forbidden|Not Found)\)/] });
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startTestServer({
      pages: true,
      env: { RATE_LIMIT_WRITES_PER_MINUTE: "10000" },
      locations: [makeLocation({ name: "Netarts Bay", region: "North Coast" })],
    });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test("run every script of their own, for a good token and a wrong one", async ({ page }) => {
    test.slow();
    const [place] = await server.services.findLocations({});
    const created = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify(makeTideAlert({ locationId: place?.id, locationName: "Netarts Bay" })),
    });
    expect(created.status).toBe(201);
    const [row] = await server.database.handle.db
      .select()
      .from(tideAlerts)
      .where(eq(tideAlerts.id, created.body.id));
    const alert = `${server.url}/alerts/${created.body.id}`;
    const once = { loads: 1 } as const;
    await expectEveryScriptAllowed(page, `${alert}?token=${row?.emailToken}`, once);
    await expectEveryScriptAllowed(page, `${alert}/unsubscribe?token=${row?.emailToken}`, once);
    await expectEveryScriptAllowed(page, `${alert}?token=not-this-one`, { ...once, status: 403 });
    await expectEveryScriptAllowed(page, `${server.url}/alerts/confirm?token=unknown`, {
      ...once,
      status: 404,
    });
  });
});
