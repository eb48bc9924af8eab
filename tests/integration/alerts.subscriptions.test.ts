import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertSubscribers, tideAlerts } from "../../server/db/schema";
import { makeLocation, makeTideAlert } from "../support/factories";
import { markup, metaContent, textOf } from "../support/html";
import { type SmtpSink, startSmtpSink } from "../support/smtpSink";
import { startTestServer, type TestServer } from "../support/testServer";

// The subscription life cycle (product 4, decision 015): one confirmation per address, the
// pages e-mails link to (nothing changes on a GET), and RFC 8058 one-click unsubscribe.

const HOSTILE = 'Cove <script>alert("x")</script>';

let sink: SmtpSink;
let server: TestServer;
let bayId: number;
let coveId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    pages: true,
    env: { SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "10000" },
    locations: [makeLocation({ name: "Tillamook Bay" }), makeLocation({ name: HOSTILE })],
  });
  const all = await server.services.findLocations({});
  bayId = all.find((l) => l.name === "Tillamook Bay")?.id ?? 0;
  coveId = all.find((l) => l.name === HOSTILE)?.id ?? 0;
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const db = () => server.database.handle.db;

async function createAlert(email: string, overrides: Record<string, unknown> = {}) {
  const res = await server.fetchJson("/api/tide-alerts", {
    method: "POST",
    body: JSON.stringify(
      makeTideAlert({ email, locationId: bayId, locationName: "Tillamook Bay", ...overrides }),
    ),
  });
  expect(res.status).toBe(201);
  const [row] = await db().select().from(tideAlerts).where(eq(tideAlerts.id, res.body.id));
  return {
    id: res.body.id as number,
    manageToken: res.body.manageToken as string,
    emailToken: row?.emailToken ?? "",
    body: res.body,
  };
}

async function subscriber(email: string) {
  const [row] = await db().select().from(alertSubscribers).where(eq(alertSubscribers.email, email));
  return row;
}

async function alertExists(id: number) {
  return (await db().select().from(tideAlerts).where(eq(tideAlerts.id, id))).length === 1;
}

function formBody(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

/** A page's form posted as a browser without JavaScript posts it. */
function postForm(path: string, fields: Record<string, string>) {
  return server.fetchText(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody(fields),
    redirect: "manual",
  });
}

/** The path of the confirmation link in a message, checked to be absolute under PUBLIC_URL. */
function confirmPath(text: string): string {
  const match = /https:\/\/fishspots\.test(\/alerts\/confirm\?token=[\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No confirmation link in:\n${text}`);
  return match[1];
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "");

describe("the confirmation e-mail", () => {
  it("is sent once per address, multipart, with absolute links under PUBLIC_URL", async () => {
    const first = await createAlert("river.rat@example.com");
    expect(first.body.emailConfirmed).toBe(false);
    const mails = sink.messagesTo("river.rat@example.com");
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    if (!mail) throw new Error("no mail");
    expect(mail.to).toEqual(["river.rat@example.com"]);
    expect(mail.subject).toBe("Confirm your Fish Spots tide alerts");
    expect(mail.headers.get("content-type")).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain("Tillamook Bay");
    expect(mail.text).toContain("Nothing is sent to this address until you confirm");
    expect(mail.html).toContain('lang="en"');
    expect(hrefs(mail.html).length).toBeGreaterThan(0);
    for (const href of hrefs(mail.html)) expect(href).toMatch(/^https:\/\/fishspots\.test\//);
    expect(confirmPath(mail.text)).toMatch(/^\/alerts\/confirm\?token=/);

    // A second alert for the same address (however it is typed) sends nothing more.
    await createAlert("River.Rat@Example.com", { highTideAlert: false, lowTideAlert: true });
    expect(sink.messagesTo("river.rat@example.com")).toHaveLength(1);
    const row = await subscriber("river.rat@example.com");
    expect(row?.confirmationSentAt).not.toBeNull();
    expect(row?.confirmedAt).toBeNull();
  });

  it("is tried again with the next alert when sending fails, and the alert is still created", async () => {
    sink.failNext(1);
    const first = await createAlert("flaky@example.net");
    expect(first.body.emailConfirmed).toBe(false);
    expect(await alertExists(first.id)).toBe(true);
    expect(sink.messagesTo("flaky@example.net")).toHaveLength(0);
    expect((await subscriber("flaky@example.net"))?.confirmationSentAt).toBeNull();

    await createAlert("flaky@example.net");
    const mails = sink.messagesTo("flaky@example.net");
    expect(mails).toHaveLength(1);
    // The mail names both alerts' place once, and its link works.
    const page = await server.fetchText(confirmPath(mails[0]?.text ?? ""));
    expect(page.status).toBe(200);
  });

  it("is sent again by a new alert a day after an unanswered one, whose link it replaces", async () => {
    await createAlert("lost-mail@example.org");
    const oldLink = confirmPath(sink.messagesTo("lost-mail@example.org")[0]?.text ?? "");
    // Within the day: nothing more.
    await db()
      .update(alertSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 23 * 3600_000) })
      .where(eq(alertSubscribers.email, "lost-mail@example.org"));
    await createAlert("lost-mail@example.org");
    expect(sink.messagesTo("lost-mail@example.org")).toHaveLength(1);
    // After it: a new confirmation, and only its link works.
    await db()
      .update(alertSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(alertSubscribers.email, "lost-mail@example.org"));
    await createAlert("lost-mail@example.org");
    const mails = sink.messagesTo("lost-mail@example.org");
    expect(mails).toHaveLength(2);
    const newLink = confirmPath(mails[1]?.text ?? "");
    expect(newLink).not.toBe(oldLink);
    expect((await server.fetchText(newLink)).status).toBe(200);
    expect((await server.fetchText(oldLink)).status).toBe(404);
  });
});

describe("/alerts/confirm", () => {
  it("shows what would be confirmed on a GET and changes nothing", async () => {
    const [mail] = sink.messagesTo("river.rat@example.com");
    const path = confirmPath(mail?.text ?? "");
    const page = await server.fetchText(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = markup(page.body);
    expect(metaContent(page.body, "robots")).toContain("noindex");
    expect(page.body).toMatch(/<title>Confirm your tide alerts - Fish Spots<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Confirm your tide alerts<\/h1>/);
    expect(textOf(html)).toContain("r•••@example.com");
    expect(textOf(html)).not.toContain("river.rat");
    expect(textOf(html)).toContain("Tillamook Bay");
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html.match(/<button/g)?.length).toBeGreaterThan(0);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Confirm my alerts<\/button>/);
    expect((await subscriber("river.rat@example.com"))?.confirmedAt).toBeNull();
  });

  it("confirms the address, and so every alert of it, when its button posts", async () => {
    const [mail] = sink.messagesTo("river.rat@example.com");
    const path = confirmPath(mail?.text ?? "");
    const token = new URL(path, server.url).searchParams.get("token") ?? "";
    const res = await postForm(path, { token });
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain("Your address is confirmed");
    expect(markup(res.body)).toContain(`href="/locations/${bayId}?tab=tide-alerts"`);
    expect((await subscriber("river.rat@example.com"))?.confirmedAt).not.toBeNull();

    // Confirmed: both earlier alerts are now the address's confirmed alerts, and a new alert
    // sends no confirmation.
    const next = await createAlert("river.rat@example.com");
    expect(next.body.emailConfirmed).toBe(true);
    expect(sink.messagesTo("river.rat@example.com")).toHaveLength(1);

    // Twice is harmless.
    const again = await postForm(path, { token });
    expect(again.status).toBe(200);
    expect(textOf(markup(again.body))).toContain("Your address is already confirmed");
    const reopened = await server.fetchText(path);
    expect(textOf(markup(reopened.body))).toContain("Your address is already confirmed");
  });

  it("answers an unknown or missing token with a friendly 404 page", async () => {
    for (const path of [
      "/alerts/confirm?token=nope-nope-nope-nope-nope",
      "/alerts/confirm",
      "/alerts/confirm?token=%3Cx%3E",
    ]) {
      const page = await server.fetchText(path);
      expect(page.status).toBe(404);
      expect(textOf(markup(page.body))).toContain("This confirmation link does not work");
    }
    const posted = await postForm("/alerts/confirm?token=nope-nope-nope-nope-nope", {});
    expect(posted.status).toBe(404);
  });
});

describe("/alerts/{id}/unsubscribe", () => {
  it("shows one Unsubscribe button on a GET, deletes the alert on its post, and is kind the second time", async () => {
    const alert = await createAlert("leaver@example.org");
    const path = `/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`;
    const page = await server.fetchText(path);
    expect(page.status).toBe(200);
    expect(metaContent(page.body, "robots")).toContain("noindex");
    const html = markup(page.body);
    expect(html.match(/<button[^>]*>Unsubscribe<\/button>/g)).toHaveLength(1);
    expect(textOf(html)).toContain("l•••@example.org");
    expect(await alertExists(alert.id)).toBe(true);

    const res = await postForm(path, { token: alert.emailToken });
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain("You are unsubscribed");
    expect(markup(res.body)).toContain(`href="/locations/${bayId}?tab=tide-alerts&amp;alerts=new"`);
    expect(await alertExists(alert.id)).toBe(false);

    const again = await postForm(path, { token: alert.emailToken });
    expect(again.status).toBe(200);
    expect(textOf(markup(again.body))).toContain("You are already unsubscribed");
    const reopened = await server.fetchText(path);
    expect(reopened.status).toBe(404);
    expect(textOf(markup(reopened.body))).toContain("You are already unsubscribed");
  });

  it("answers a wrong token with 403 and keeps the alert", async () => {
    const alert = await createAlert("kept@example.org");
    const other = await createAlert("kept@example.org");
    for (const token of [other.emailToken, alert.manageToken, ""]) {
      const path = `/alerts/${alert.id}/unsubscribe?token=${token}`;
      const page = await server.fetchText(path);
      expect(page.status).toBe(403);
      expect(textOf(markup(page.body))).toContain("This link does not match this alert");
      expect((await postForm(path, { token })).status).toBe(403);
    }
    expect(await alertExists(alert.id)).toBe(true);
  });
});

describe("POST /api/tide-alerts/{id}/unsubscribe (RFC 8058 one-click)", () => {
  const oneClick = (id: number, token: string, body: BodyInit, headers: Record<string, string> = {}) =>
    server.fetchJson(`/api/tide-alerts/${id}/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body,
      headers,
    });

  it("unsubscribes with a URL-encoded body", async () => {
    const alert = await createAlert("oneclick@example.com");
    const res = await oneClick(alert.id, alert.emailToken, "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain("You are unsubscribed from tide alerts for Tillamook Bay");
    expect(await alertExists(alert.id)).toBe(false);
    // Again: gone either way, said kindly.
    const again = await oneClick(alert.id, alert.emailToken, "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toContain("no longer exists");
  });

  it("unsubscribes with a multipart body", async () => {
    const alert = await createAlert("oneclick@example.com");
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    // fetch sets multipart/form-data with its boundary.
    const res = await server.fetchText(`/api/tide-alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`, {
      method: "POST",
      body: form,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).message).toContain("You are unsubscribed");
    expect(await alertExists(alert.id)).toBe(false);
  });

  it("takes the token from X-Alert-Token too", async () => {
    const alert = await createAlert("oneclick@example.com");
    const res = await server.fetchJson(`/api/tide-alerts/${alert.id}/unsubscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Alert-Token": alert.emailToken },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await alertExists(alert.id)).toBe(false);
  });

  it("answers a wrong or missing token with 403 JSON and keeps the alert", async () => {
    const alert = await createAlert("oneclick@example.com");
    const wrong = await oneClick(alert.id, "x".repeat(43), "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toEqual(expect.any(String));
    const missing = await server.fetchJson(`/api/tide-alerts/${alert.id}/unsubscribe`, { method: "POST" });
    expect(missing.status).toBe(403);
    expect(await alertExists(alert.id)).toBe(true);
  });

  it("bounds the body", async () => {
    const alert = await createAlert("oneclick@example.com");
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    form.append("padding", "x".repeat(200_000));
    const res = await server.fetchText(`/api/tide-alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`, {
      method: "POST",
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await alertExists(alert.id)).toBe(true);
  });

  it("sends a GET to the page with 303 and changes nothing", async () => {
    const alert = await createAlert("oneclick@example.com");
    const res = await server.fetchText(`/api/tide-alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`, {
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`);
    expect(await alertExists(alert.id)).toBe(true);
  });

  it("is in the OpenAPI document with both form body types", async () => {
    const { body } = await server.fetchJson("/api/openapi.json");
    const path = body.paths["/api/tide-alerts/{id}/unsubscribe"];
    expect(Object.keys(path.post.requestBody.content)).toEqual([
      "application/x-www-form-urlencoded",
      "multipart/form-data",
    ]);
    expect(path.get.responses["303"]).toBeDefined();
  });
});

describe("/alerts/{id}, the manage page", () => {
  it("pauses, resumes and, after a second step, deletes the alert with form posts", async () => {
    const alert = await createAlert("manager@example.com", { lowTideAlert: true, maxTideHeight: 0 });
    const path = `/alerts/${alert.id}?token=${alert.emailToken}`;
    const page = await server.fetchText(path);
    expect(page.status).toBe(200);
    expect(metaContent(page.body, "robots")).toContain("noindex");
    let text = textOf(markup(page.body));
    expect(text).toContain("Your tide alert for Tillamook Bay");
    expect(text).toContain("Active");
    expect(text).toContain("Tide height at most 0 ft");
    expect(text).toContain("Hourly");
    expect(text).toContain("m•••@example.com");
    expect(markup(page.body)).toMatch(/<button[^>]*value="pause"[^>]*name="intent"/);

    let res = await postForm(path, { token: alert.emailToken, intent: "pause" });
    expect(res.status).toBe(200);
    text = textOf(markup(res.body));
    expect(text).toContain("Alert paused");
    expect(text).toContain("Paused");
    expect(markup(res.body)).toMatch(/value="resume"/);
    const [paused] = await db().select().from(tideAlerts).where(eq(tideAlerts.id, alert.id));
    expect(paused?.active).toBe(false);

    res = await postForm(path, { token: alert.emailToken, intent: "resume" });
    expect(textOf(markup(res.body))).toContain("Alert activated");
    const [resumed] = await db().select().from(tideAlerts).where(eq(tideAlerts.id, alert.id));
    expect(resumed?.active).toBe(true);

    // Delete asks once more, on a page of its own; that page changes nothing.
    const ask = await server.fetchText(`${path}&step=delete`);
    expect(ask.status).toBe(200);
    expect(textOf(markup(ask.body))).toContain("Delete this tide alert?");
    expect(markup(ask.body)).toMatch(/<button[^>]*value="delete"[^>]*>Delete Alert<\/button>/);
    expect(await alertExists(alert.id)).toBe(true);

    res = await postForm(path, { token: alert.emailToken, intent: "delete" });
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain("Tide alert has been deleted.");
    expect(await alertExists(alert.id)).toBe(false);

    const gone = await server.fetchText(path);
    expect(gone.status).toBe(404);
    expect(textOf(markup(gone.body))).toContain("This alert no longer exists");
  });

  it("refuses a wrong token with a 403 page and changes nothing", async () => {
    const alert = await createAlert("manager@example.com");
    const path = `/alerts/${alert.id}?token=${alert.manageToken.slice(0, 20)}`;
    const page = await server.fetchText(path);
    expect(page.status).toBe(403);
    expect(textOf(markup(page.body))).toContain("This link does not match this alert");
    const res = await postForm(path, { intent: "delete" });
    expect(res.status).toBe(403);
    expect(await alertExists(alert.id)).toBe(true);
  });

  it("answers an unknown or malformed id with a 404 page", async () => {
    expect((await server.fetchText("/alerts/999999?token=abcdefghijklmnopqrst")).status).toBe(404);
    expect((await server.fetchText("/alerts/not-a-number?token=abcdefghijklmnopqrst")).status).toBe(404);
  });
});

describe("a location name with markup in it", () => {
  it("is escaped in the confirmation e-mail and on every page", async () => {
    const alert = await createAlert("xss@example.com", { locationId: coveId, locationName: HOSTILE });
    const [mail] = sink.messagesTo("xss@example.com");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&lt;script&gt;");
    const pages = [
      confirmPath(mail?.text ?? ""),
      `/alerts/${alert.id}?token=${alert.emailToken}`,
      `/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`,
    ];
    for (const path of pages) {
      const page = await server.fetchText(path);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain("<script>alert");
      expect(textOf(markup(page.body))).toContain(HOSTILE);
    }
  });
});

describe("the New Alert form and the weather source", () => {
  it("says weather limits are ignored when no weather source is configured", async () => {
    const page = await server.fetchText(`/locations/${bayId}?tab=tide-alerts&alerts=new`);
    expect(textOf(markup(page.body))).toContain(
      "Weather limits are saved, but no weather forecast source is configured, so alerts ignore them for now.",
    );
    expect(markup(page.body)).toMatch(/name="maxWindSpeed"/);
  });

  it("says nothing of the kind when one is", async () => {
    const withWeather = await startTestServer({
      pages: true,
      env: { WEATHER_URL: "http://127.0.0.1:9/weather" },
      locations: [makeLocation({ name: "Siletz Bay" })],
    });
    try {
      const [place] = await withWeather.services.findLocations({});
      const page = await withWeather.fetchText(`/locations/${place?.id}?tab=tide-alerts&alerts=new`);
      expect(page.status).toBe(200);
      expect(textOf(markup(page.body))).not.toContain("no weather forecast source is configured");
    } finally {
      await withWeather.close();
    }
  });
});
