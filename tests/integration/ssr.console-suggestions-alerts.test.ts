import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertNotifications, alertSubscribers, tideAlerts } from "#server/db/schema";
import { type ConsoleSession, postForm, signInToConsole } from "#tests/support/consoleSession";
import { makeLocation, makeTideAlert } from "#tests/support/factories";
import { markup, textOf } from "#tests/support/html";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtpSink";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// The console's suggestions and alerts screens as the server renders them
// (docs/product.md "Operator console"): plain form posts, so this is the console without JavaScript.

const OPERATOR = "ops@fishspots.test";
let sink: SmtpSink;
let server: TestServer;
let session: ConsoleSession;
let lakeId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    pages: true,
    locations: [makeLocation({ name: "Console Lake" })],
    env: { OPERATOR_EMAILS: OPERATOR, SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
  });
  const [lake] = await server.services.findLocations({});
  lakeId = lake?.id as number;
  session = await signInToConsole(server, sink, OPERATOR);
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const page = (path: string) => server.fetchText(path, { headers: { cookie: session.cookie } });
const decide = (fields: Record<string, string>, csrf: string | null = session.csrf) =>
  postForm(server, "/admin/suggestions", csrf === null ? fields : { ...fields, csrf }, {
    cookie: session.cookie,
  });

async function suggest(overrides: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  const { status, body } = await server.fetchJson("/api/location-suggestions", {
    method: "POST",
    body: JSON.stringify({
      name: "Quiet Cove Pond",
      description: "A small pond with stocked trout behind the fire station.",
      contactName: "Pat Angler",
      contactEmail: "pat.angler@example.com",
      fishTypes: ["trout", "bass"],
      facilities: "Parking, Restrooms",
      ...overrides,
    }),
  });
  expect(status).toBe(201);
  return body;
}

/** The input or textarea named `name` in the card of suggestion `id`. */
function fieldTag(html: string, id: number, field: string): string {
  return (
    html.match(new RegExp(`<(?:input|textarea|select)[^>]*id="suggestion-${id}-${field}"[^>]*>`))?.[0] ?? ""
  );
}

describe("the suggestions screen", () => {
  let approvedId: number;

  it("lists a pending suggestion with its details and the contact address masked", async () => {
    const mailed = sink.messages.length;
    const suggestion = await suggest();
    approvedId = suggestion.id;
    // The team's e-mail points to this screen, the main way in now that there is a console.
    const [told] = await sink.waitFor(mailed + 1).then((all) => all.slice(mailed));
    expect(told?.text).toContain(
      "Approve or reject it in the console: https://fishspots.test/admin/suggestions",
    );
    const res = await page("/admin/suggestions");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const text = textOf(markup(res.body));
    expect(text).toContain(`#${suggestion.id} Quiet Cove Pond`);
    expect(text).toContain("A small pond with stocked trout behind the fire station.");
    expect(text).toContain("trout, bass");
    expect(text).toContain("Parking, Restrooms");
    expect(text).toContain("Pat Angler · p•••@example.com");
    expect(text).toContain("No suggestion has been approved or rejected yet.");
    // Not in the markup, nor in the data the page hands to its scripts.
    expect(res.body).not.toContain("pat.angler");
  });

  it("refuses an approval without region or coordinates with the messages, keeping what was typed", async () => {
    const first = await decide({
      intent: "approve",
      suggestionId: String(approvedId),
      region: "",
      latitude: "95",
      longitude: "",
    });
    expect(first.status).toBe(400);
    const firstText = textOf(markup(first.body));
    expect(firstText).toContain(`Suggestion #${approvedId} was not approved: check the fields below.`);
    expect(firstText).toContain("Please choose a region");
    expect(firstText).toContain("Must be a number from -90 to 90");
    expect(firstText).toContain("Longitude is required");
    expect(fieldTag(first.body, approvedId, "latitude")).toContain('value="95"');
    expect(fieldTag(first.body, approvedId, "latitude")).toContain('aria-invalid="true"');

    const second = await decide({
      intent: "approve",
      suggestionId: String(approvedId),
      region: "North Coast",
      latitude: "",
      longitude: "-123.95",
    });
    expect(second.status).toBe(400);
    const secondText = textOf(markup(second.body));
    expect(secondText).toContain("Latitude is required");
    expect(secondText).not.toContain("Please choose a region");
    expect(markup(second.body)).toMatch(/<option value="North Coast" selected="">/);
    // The state is chosen beside the region, Oregon first; the regions are grouped by state.
    expect(markup(second.body)).toMatch(
      /<select[^>]*name="state"[^>]*>\s*<option value="Oregon" selected="">/,
    );
    expect(markup(second.body)).toContain('<optgroup label="Washington"><option value="Puget Sound">');
    expect(fieldTag(second.body, approvedId, "longitude")).toContain('value="-123.95"');
    // Nothing was decided.
    expect((await server.services.listConsoleSuggestions()).pending.map((s) => s.id)).toContain(approvedId);
  });

  it("approves into a new location, shown on the site at once, and audits it", async () => {
    const listBefore = await server.fetchJson("/api/locations");
    expect(JSON.stringify(listBefore.body)).not.toContain("Quiet Cove Pond");

    const res = await decide({
      intent: "approve",
      suggestionId: String(approvedId),
      region: "North Coast",
      latitude: "45.5012",
      longitude: "-123.9401",
    });
    expect(res.status).toBe(200);
    const text = textOf(markup(res.body));
    const locationId = Number(text.match(/Approved: Quiet Cove Pond is now location #(\d+)\./)?.[1]);
    expect(locationId).toBeGreaterThan(0);
    expect(res.body).toContain(`href="/locations/${locationId}"`);
    expect(res.body).toContain(`href="/admin/locations/${locationId}"`);
    expect(text).toContain("No suggestion waits for a decision.");
    expect(text).toContain("Approved");

    const api = await server.fetchJson(`/api/locations/${locationId}`);
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({
      name: "Quiet Cove Pond",
      region: "North Coast",
      latitude: "45.5012",
      longitude: "-123.9401",
    });
    const listAfter = await server.fetchJson("/api/locations");
    expect(JSON.stringify(listAfter.body)).toContain("Quiet Cove Pond");
    const site = await server.fetchText(`/locations/${locationId}`);
    expect(site.status).toBe(200);
    expect(textOf(markup(site.body))).toContain("Quiet Cove Pond");

    const [entry] = await server.services.listAudit({ limit: 1 });
    expect(entry).toMatchObject({
      operator: OPERATOR,
      action: "suggestion.approve",
      targetType: "suggestion",
      targetId: String(approvedId),
      before: { status: "pending", contactEmail: "p•••@example.com" },
      after: { status: "approved", approvedLocationId: locationId, location: { id: locationId } },
    });
    const audit = textOf(markup((await page("/admin/audit")).body));
    expect(audit).toContain(`suggestion.approve suggestion #${approvedId}`);

    const again = await decide({
      intent: "approve",
      suggestionId: String(approvedId),
      region: "North Coast",
      latitude: "45.5",
      longitude: "-123.9",
    });
    expect(again.status).toBe(409);
    expect(textOf(markup(again.body))).toContain(`Suggestion #${approvedId} is already approved.`);
  });

  it("rejects with a note, shows it, and answers a second decision with 409", async () => {
    const { id } = await suggest({ name: "Console Lake Again", contactEmail: "dup@example.org" });
    const short = await decide({ intent: "reject", suggestionId: String(id), note: "x" });
    expect(short.status).toBe(400);
    expect(textOf(markup(short.body))).toContain("Please give a note");
    expect(fieldTag(short.body, id, "note")).toContain('aria-invalid="true"');
    expect(markup(short.body)).toMatch(new RegExp(`id="suggestion-${id}-note"[^>]*>x</textarea>`));

    const note = "Already listed as Console Lake.";
    const rejected = await decide({ intent: "reject", suggestionId: String(id), note });
    expect(rejected.status).toBe(200);
    const text = textOf(markup(rejected.body));
    expect(text).toContain(`Rejected suggestion #${id}.`);
    const decided = markup(rejected.body).split("Recently decided")[1] ?? "";
    expect(decided).toContain(`#${id} Console Lake Again</h2>`);
    expect(textOf(decided)).toContain("Rejected");
    expect(text).toContain(`Why: ${note}`);

    const [entry] = await server.services.listAudit({ limit: 1 });
    expect(entry).toMatchObject({
      operator: OPERATOR,
      action: "suggestion.reject",
      targetId: String(id),
      before: { status: "pending", rejectionNote: null },
      after: { status: "rejected", rejectionNote: note, contactEmail: "d•••@example.org" },
    });

    const again = await decide({ intent: "reject", suggestionId: String(id), note: "Twice" });
    expect(again.status).toBe(409);
    expect(textOf(markup(again.body))).toContain(`Suggestion #${id} is already rejected.`);
    const approve = await decide({
      intent: "approve",
      suggestionId: String(id),
      region: "North Coast",
      latitude: "45.5",
      longitude: "-123.9",
    });
    expect(approve.status).toBe(409);
  });

  it("refuses a post without the CSRF field, and sends a visitor without a session to sign in", async () => {
    const { id } = await suggest({ name: "Forged Creek" });
    expect(
      (await decide({ intent: "reject", suggestionId: String(id), note: "No thanks" }, null)).status,
    ).toBe(403);
    expect((await decide({ intent: "reject", suggestionId: String(id), note: "No" }, "wrong")).status).toBe(
      403,
    );
    const anonymous = await postForm(server, "/admin/suggestions", {
      intent: "reject",
      suggestionId: String(id),
      note: "No thanks",
      csrf: session.csrf,
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/login");
    const { pending } = await server.services.listConsoleSuggestions();
    expect(pending.map((s) => s.id)).toContain(id);
  });
});

/** The count shown beside `label` in the alerts screen's tables. */
function countFor(html: string, label: string): number {
  const m = html.match(new RegExp(`<dt>${label}(?:<span[^>]*>[^<]*</span>)?</dt><dd[^>]*>(\\d+)</dd>`));
  return Number(m?.[1] ?? Number.NaN);
}

describe("the alerts screen", () => {
  it("counts by state, lists failed notices and bounced addresses, and never shows an address whole", async () => {
    const create = async (email: string) => {
      const res = await server.fetchJson("/api/tide-alerts", {
        method: "POST",
        body: JSON.stringify(makeTideAlert({ locationId: lakeId, locationName: "Console Lake", email })),
      });
      expect(res.status).toBe(201);
      return res.body as { id: number; manageToken: string };
    };
    const bounced = await create("bounce.me@example.com");
    const quiet = await create("quiet.one@example.org");
    const paused = await server.fetchJson(`/api/tide-alerts/${quiet.id}`, {
      method: "PUT",
      body: JSON.stringify({ active: false }),
      headers: { "X-Alert-Token": quiet.manageToken },
    });
    expect(paused.status).toBe(200);
    const db = server.database.handle.db;
    await db
      .update(alertSubscribers)
      .set({ confirmedAt: new Date() })
      .where(eq(alertSubscribers.email, "bounce.me@example.com"));
    const refusal =
      "Can't send mail - all recipients were rejected: 550 5.1.1 <bounce.me@example.com>: Recipient address rejected";
    const notice = (
      alertId: number,
      key: string,
      values: Partial<typeof alertNotifications.$inferInsert>,
    ) => ({
      alertId,
      eventKey: key,
      eventType: "high",
      eventTime: new Date("2026-12-01T18:00:00Z"),
      ...values,
    });
    await db.insert(alertNotifications).values([
      notice(bounced.id, "high-1", { status: "dead", attempts: 5, lastError: refusal }),
      notice(bounced.id, "high-2", { status: "sent", attempts: 1, sentAt: new Date() }),
      notice(quiet.id, "high-1", { status: "dead", attempts: 5, lastError: "451 4.3.0 Try again later" }),
      notice(quiet.id, "low-1", {
        eventType: "low",
        status: "interrupted",
        attempts: 1,
        lastError: "The worker stopped while sending; not resent to avoid a duplicate",
      }),
    ]);

    const res = await page("/admin/alerts");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const html = markup(res.body);
    expect(countFor(html, "Active")).toBe(1);
    expect(countFor(html, "Paused")).toBe(1);
    expect(countFor(html, "Confirmed")).toBe(1);
    expect(countFor(html, "Unconfirmed")).toBe(1);
    expect(countFor(html, "dead")).toBe(2);
    expect(countFor(html, "interrupted")).toBe(1);
    expect(countFor(html, "sent")).toBe(1);
    for (const state of ["pending", "claimed", "sending", "cancelled", "expired"])
      expect(countFor(html, state), state).toBe(0);

    const [failedPart, bouncedPart] = html.split('id="bounced-heading"') as [string, string];
    const failedText = textOf(failedPart);
    expect(failedText).toContain("550 5.1.1 <b•••@example.com>: Recipient address rejected");
    expect(failedText).toContain(`#${bounced.id} · b•••@example.com`);
    expect(failedText).toContain("451 4.3.0 Try again later");
    expect(failedText).toContain("The worker stopped while sending; not resent to avoid a duplicate");
    expect(failedText).toContain("Low tide at Console Lake");
    const bouncedText = textOf(bouncedPart);
    expect(bouncedText).toContain("b•••@example.com");
    expect(bouncedText).toContain("1 dead notice");
    // A temporary refusal (4xx) is not a bounce.
    expect(bouncedText).not.toContain("q•••@example.org");

    // Neither in the markup nor in the data handed to the page's scripts.
    expect(res.body).not.toContain("bounce.me");
    expect(res.body).not.toContain("quiet.one");
  });

  it("lists the addresses that unsubscribed from an e-mail's link, masked", async () => {
    const res = await server.fetchJson("/api/tide-alerts", {
      method: "POST",
      body: JSON.stringify(
        makeTideAlert({ locationId: lakeId, locationName: "Console Lake", email: "gone.away@example.net" }),
      ),
    });
    const [alert] = await server.database.handle.db
      .select({ emailToken: tideAlerts.emailToken })
      .from(tideAlerts)
      .where(eq(tideAlerts.id, res.body.id));
    const oneClick = await server.fetchText(
      `/api/tide-alerts/${res.body.id}/unsubscribe?token=${alert?.emailToken}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(oneClick.status).toBe(200);
    const page = await server.fetchText("/admin/alerts", { headers: { cookie: session.cookie } });
    const unsubscribed = textOf(markup(page.body).split('id="unsubscribed-heading"')[1] ?? "");
    expect(unsubscribed).toContain("g•••@example.net");
    expect(unsubscribed).toContain("0 alerts left");
    expect(page.body).not.toContain("gone.away");
  });
});
