import { eq } from "drizzle-orm";
import { alertSubscribers, tideAlerts } from "#server/db/schema";
import { makeLocation, makeTideAlert } from "../support/factories";
import { type SmtpSink, startSmtpSink } from "../support/smtpSink";
import { startTestServer, type TestServer } from "../support/testServer";
import { expectNoSeriousA11yIssues } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { dismissInstallBanner } from "./support/installBanner";

// The pages alert e-mails link to (docs/product.md "Alert link pages", decision 015), in a real
// browser at 1280 and 375 px. The links carry tokens only the mail and the database know, so this
// spec runs the same app (production build, real HTTP, its own embedded database) in its own
// process with a real SMTP sink: it reads the confirmation link from the mail it receives and an
// alert's e-mail token from the database, as the worker would put it in a notice.

let sink: SmtpSink;
let server: TestServer;
let placeId: number;
const PLACE = "Netarts Bay";

test.beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    pages: true,
    env: { SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "10000" },
    locations: [makeLocation({ name: PLACE, region: "North Coast" })],
  });
  const [place] = await server.services.findLocations({});
  placeId = place?.id ?? 0;
});
test.afterAll(async () => {
  await server?.close();
  await sink?.close();
});

test.beforeEach(async ({ page }) => {
  await dismissInstallBanner(page);
});

/** A new alert for an address of its own; its e-mail token read as the worker reads it. */
async function createAlert(tag: string) {
  const email = `${tag}-${Date.now()}@example.com`;
  const res = await server.fetchJson("/api/tide-alerts", {
    method: "POST",
    body: JSON.stringify(makeTideAlert({ email, locationId: placeId, locationName: PLACE })),
  });
  expect(res.status).toBe(201);
  const [row] = await server.database.handle.db
    .select()
    .from(tideAlerts)
    .where(eq(tideAlerts.id, res.body.id));
  return { id: res.body.id as number, email, emailToken: row?.emailToken ?? "" };
}

async function alertExists(id: number) {
  return (await server.database.handle.db.select().from(tideAlerts).where(eq(tideAlerts.id, id))).length > 0;
}

test("the confirmation link shows a page, and its one button confirms the address", async ({ page }) => {
  const { email } = await createAlert("confirm");
  const [mail] = sink.messagesTo(email);
  const link = /https:\/\/fishspots\.test(\/alerts\/confirm\?token=[\w-]+)/.exec(mail?.text ?? "")?.[1];
  expect(link).toBeDefined();

  await page.goto(server.url + link);
  await expect(page).toHaveTitle("Confirm your tide alerts - Fish Spots");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your tide alerts" })).toBeVisible();
  await expect(page.getByText(`${email[0]}•••@example.com`)).toBeVisible();
  await expect(page.getByRole("link", { name: PLACE })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  // Opening the page confirmed nothing.
  const subscriber = () =>
    server.database.handle.db.select().from(alertSubscribers).where(eq(alertSubscribers.email, email));
  expect((await subscriber())[0]?.confirmedAt).toBeNull();

  await page.getByRole("button", { name: "Confirm my alerts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your address is confirmed" })).toBeVisible();
  await expect(page.getByRole("link", { name: PLACE })).toHaveAttribute(
    "href",
    `/locations/${placeId}?tab=tide-alerts`,
  );
  expect((await subscriber())[0]?.confirmedAt).not.toBeNull();
  await expectNoSeriousA11yIssues(page);
});

test("a mail program's plain GET of the one-click address lands on the page, and Unsubscribe deletes the alert", async ({
  page,
}) => {
  const alert = await createAlert("leave");
  await page.goto(`${server.url}/api/tide-alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`);
  await expect(page).toHaveURL(`${server.url}/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unsubscribe from this tide alert?" }),
  ).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  expect(await alertExists(alert.id)).toBe(true);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
  expect(await alertExists(alert.id)).toBe(false);
  await expectNoSeriousA11yIssues(page);

  // The way back: the location's New Alert form.
  await page.getByRole("link", { name: `Set up a new alert for ${PLACE}` }).click();
  await expect(page).toHaveURL(/\/locations\/\d+\?tab=tide-alerts&alerts=new$/);
  await expect(page.getByRole("tab", { name: "New Alert" })).toHaveAttribute("aria-selected", "true");
});

test("the manage page pauses, resumes and deletes after asking once more", async ({ page }) => {
  const alert = await createAlert("manage");
  await page.goto(`${server.url}/alerts/${alert.id}?token=${alert.emailToken}`);
  await expect(page.getByRole("heading", { level: 1, name: `Your tide alert for ${PLACE}` })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("Alert paused", { exact: true })).toBeVisible();
  await expect(page.getByText("Paused", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByText("Alert activated", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { name: "Delete this tide alert?" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Delete this tide alert?" })).toBeHidden();
  expect(await alertExists(alert.id)).toBe(true);

  await page.getByRole("link", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete Alert" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tide alert has been deleted." })).toBeVisible();
  expect(await alertExists(alert.id)).toBe(false);
});

test("the pages read well in the dark theme too", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  const alert = await createAlert("dark");
  const [mail] = sink.messagesTo(alert.email);
  const link = /https:\/\/fishspots\.test(\/alerts\/confirm\?token=[\w-]+)/.exec(mail?.text ?? "")?.[1];
  for (const path of [
    link,
    `/alerts/${alert.id}?token=${alert.emailToken}`,
    `/alerts/${alert.id}?token=${alert.emailToken}&step=delete`,
    `/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`,
  ]) {
    await page.goto(server.url + path);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirm and unsubscribe buttons still work", async ({ page }) => {
    const alert = await createAlert("nojs");
    const [mail] = sink.messagesTo(alert.email);
    const link = /https:\/\/fishspots\.test(\/alerts\/confirm\?token=[\w-]+)/.exec(mail?.text ?? "")?.[1];
    await page.goto(server.url + link);
    await page.getByRole("button", { name: "Confirm my alerts" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your address is confirmed" })).toBeVisible();

    await page.goto(`${server.url}/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "You are unsubscribed" })).toBeVisible();
    expect(await alertExists(alert.id)).toBe(false);
  });
});

test.describe("a link that does not match its alert", () => {
  // The browser reports the page's 403 status on its console.
  test.use({ expectedConsoleErrors: [/status of 403 \(Forbidden\)/] });

  test("a link with a wrong token says so, with a 403", async ({ page }) => {
    const alert = await createAlert("wrong");
    const response = await page.goto(`${server.url}/alerts/${alert.id}/unsubscribe?token=${"x".repeat(43)}`);
    expect(response?.status()).toBe(403);
    await expect(
      page.getByRole("heading", { level: 1, name: "This link does not match this alert" }),
    ).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    expect(await alertExists(alert.id)).toBe(true);
  });
});
