import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInToConsole } from "#tests/support/consoleSession";
import { makeLocation } from "#tests/support/factories";
import { markup, textOf } from "#tests/support/html";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtpSink";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// docs/product.md "Fishing tips tab" and "Operator console": the team's note on a spot, added,
// changed and removed on the console's location page, each audited; the API's `note` and the
// tab, which shows it first marked From our team, change at once. On both databases: the note's
// writes lock the spot's row and upsert, which is not markup.

const OPERATOR = "ops@fishspots.test";
let sink: SmtpSink;
let server: TestServer;
let session: { cookie: string; csrf: string };
let id: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({
        name: "Siltcoos Lake",
        region: "Central Coast",
        fishTypes: ["rainbow_trout"],
        bestSeasons: "Year-round",
      }),
    ],
    env: { OPERATOR_EMAILS: OPERATOR, SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
  });
  session = await signInToConsole(server, sink, OPERATOR);
  const [siltcoos] = await server.services.searchConsoleLocations({ query: "Siltcoos" });
  id = siltcoos?.id as number;
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

function post(fields: Record<string, string>, csrf = session.csrf) {
  return server.fetchText(`/admin/locations/${id}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: session.cookie },
    body: new URLSearchParams({ csrf, ...fields }),
    redirect: "manual",
  });
}

const consolePage = async (query = "") =>
  markup(
    (await server.fetchText(`/admin/locations/${id}${query}`, { headers: { cookie: session.cookie } })).body,
  );

/** The tab as a visitor's browser gets it, from the response cache when it holds it. */
async function tipsTab(): Promise<string> {
  const { status, body } = await server.fetchText(`/locations/${id}?tab=fishing-tips`);
  expect(status).toBe(200);
  return markup(body);
}

async function tipsNote(): Promise<unknown> {
  const { status, body } = await server.fetchJson(`/api/locations/${id}/tips`);
  expect(status).toBe(200);
  return body.note;
}

const latestAudit = async () => (await server.services.listAudit({}))[0];

describe("a spot's team note", () => {
  it("is added in the console, audited, and shown first on the tab and in the API at once", async () => {
    // Both answers rendered and kept in the response cache before the note exists.
    expect(await tipsNote()).toBeUndefined();
    expect(textOf(await tipsTab())).not.toContain("From our team");
    expect(await tipsNote()).toBeUndefined();
    expect(server.responseCache.stats().hits).toBeGreaterThan(0);
    expect(textOf(await consolePage())).toContain("Add note");

    const saved = await post({
      intent: "save-note",
      note: "  The north ramp is closed for repairs until June.\r\nLaunch from the county park instead. ",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/locations/${id}?saved=note#team-note`);

    const text = "The north ramp is closed for repairs until June.\nLaunch from the county park instead.";
    const note = (await tipsNote()) as { text: string; updatedAt: string };
    expect(note).toEqual({ text, updatedAt: expect.any(String) });
    expect(Math.abs(Date.parse(note.updatedAt) - Date.now())).toBeLessThan(60_000);

    const tab = await tipsTab();
    const panel = tab.slice(tab.indexOf('id="fishing-tips-heading"'));
    expect(textOf(panel)).toContain(`From our team${text.replace("\n", " ")}Updated `);
    // First: before the fish and their tips.
    expect(panel.indexOf("From our team")).toBeGreaterThan(0);
    expect(panel.indexOf("From our team")).toBeLessThan(panel.indexOf('id="tips-in-season"'));

    expect(await latestAudit()).toMatchObject({
      operator: OPERATOR,
      action: "team_note.create",
      targetType: "location",
      targetId: String(id),
      before: null,
      after: { locationId: id, text, updatedBy: OPERATOR },
    });

    const after = textOf(await consolePage("?saved=note"));
    expect(after).toContain("Note saved. The Fishing Tips tab shows it now.");
    expect(after).toContain(`Last written by ${OPERATOR}`);
    expect(after).toContain("Save note");
    expect(after).toContain("Remove note");
  });

  it("is changed, with the note before and after in the audit log", async () => {
    await tipsTab();
    const saved = await post({ intent: "save-note", note: "The north ramp is open again." });
    expect(saved.status).toBe(302);
    expect(await tipsNote()).toMatchObject({ text: "The north ramp is open again." });
    expect(textOf(await tipsTab())).toContain("From our teamThe north ramp is open again.");
    expect(await latestAudit()).toMatchObject({
      action: "team_note.update",
      before: { text: expect.stringContaining("closed for repairs") },
      after: { text: "The north ramp is open again.", updatedBy: OPERATOR },
    });
  });

  it("refuses a blank note, a long one and one with a link with the console's message, and keeps the note", async () => {
    const entries = (await server.services.listAudit({})).length;
    for (const [note, message] of [
      ["   ", "Please write the note"],
      ["a".repeat(601), "Must be at most 600 characters"],
      ["Tackle and bait at https://bait.example/shop", "Links are not allowed in the note"],
    ]) {
      const refused = await post({ intent: "save-note", note: note as string });
      expect(refused.status).toBe(400);
      const page = textOf(markup(refused.body));
      expect(page).toContain("The note needs another look. Nothing was saved.");
      expect(page).toContain(message);
      // What was typed stays in the field.
      if (note?.trim()) expect(markup(refused.body)).toContain(note);
    }
    expect(await tipsNote()).toMatchObject({ text: "The north ramp is open again." });
    expect(await server.services.listAudit({})).toHaveLength(entries);
  });

  it("refuses a post without the session's CSRF token", async () => {
    const forged = await post({ intent: "remove-note" }, "");
    expect(forged.status).toBe(403);
    expect(await tipsNote()).toMatchObject({ text: "The north ramp is open again." });
  });

  it("is removed: the tab and the API show it no more, and the removal is audited once", async () => {
    await tipsTab();
    const removed = await post({ intent: "remove-note", note: "" });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe(`/admin/locations/${id}?saved=note-removed#team-note`);
    expect(await tipsNote()).toBeUndefined();
    const tab = textOf(await tipsTab());
    expect(tab).not.toContain("From our team");
    expect(tab).toContain("In season in");
    expect(await latestAudit()).toMatchObject({
      action: "team_note.delete",
      targetId: String(id),
      before: { text: "The north ramp is open again." },
      after: null,
    });
    const page = textOf(await consolePage("?saved=note-removed"));
    expect(page).toContain("Note removed. The Fishing Tips tab no longer shows it.");
    expect(page).not.toContain("Remove note");

    // A second press (a reload of the post): nothing left to remove, nothing audited.
    const entries = (await server.services.listAudit({})).length;
    expect((await post({ intent: "remove-note" })).status).toBe(302);
    expect(await server.services.listAudit({})).toHaveLength(entries);
  });

  it("answers 404 for a spot that does not exist", async () => {
    const missing = await server.fetchText("/admin/locations/999999", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: session.cookie },
      body: new URLSearchParams({ csrf: session.csrf, intent: "save-note", note: "A note for nowhere." }),
      redirect: "manual",
    });
    expect(missing.status).toBe(404);
  });
});
