import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tideAlerts } from "#server/db/schema";
import { alertSubscriptionFixture } from "../support/alertSubscriptionFixture";
import { markup, metaContent, textOf } from "../support/html";

// Leaving (docs/product.md "Alert link pages", decision 015): the unsubscribe page e-mails link to
// (nothing changes on a GET), RFC 8058 one-click unsubscribe, and the manage page's pause, resume
// and delete. Subscribing and confirming: alerts.subscribe.test.ts.

const alerts = alertSubscriptionFixture();

describe("/alerts/{id}/unsubscribe", () => {
  it("shows one Unsubscribe button on a GET, deletes the alert on its post, and is kind the second time", async () => {
    const alert = await alerts.createAlert("leaver@example.org");
    const path = `/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`;
    const page = await alerts.server.fetchText(path);
    expect(page.status).toBe(200);
    expect(metaContent(page.body, "robots")).toContain("noindex");
    const html = markup(page.body);
    expect(html.match(/<button[^>]*>Unsubscribe<\/button>/g)).toHaveLength(1);
    expect(textOf(html)).toContain("l•••@example.org");
    expect(await alerts.alertExists(alert.id)).toBe(true);

    const res = await alerts.postForm(path, { token: alert.emailToken });
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain("You are unsubscribed");
    expect(markup(res.body)).toContain(`href="/locations/${alerts.bayId}?tab=tide-alerts&amp;alerts=new"`);
    expect(await alerts.alertExists(alert.id)).toBe(false);

    const again = await alerts.postForm(path, { token: alert.emailToken });
    expect(again.status).toBe(200);
    expect(textOf(markup(again.body))).toContain("You are already unsubscribed");
    const reopened = await alerts.server.fetchText(path);
    expect(reopened.status).toBe(404);
    expect(textOf(markup(reopened.body))).toContain("You are already unsubscribed");
  });

  it("answers a wrong token with 403 and keeps the alert", async () => {
    const alert = await alerts.createAlert("kept@example.org");
    const other = await alerts.createAlert("kept@example.org");
    for (const token of [other.emailToken, alert.manageToken, ""]) {
      const path = `/alerts/${alert.id}/unsubscribe?token=${token}`;
      const page = await alerts.server.fetchText(path);
      expect(page.status).toBe(403);
      expect(textOf(markup(page.body))).toContain("This link does not match this alert");
      expect((await alerts.postForm(path, { token })).status).toBe(403);
    }
    expect(await alerts.alertExists(alert.id)).toBe(true);
  });
});

describe("POST /api/tide-alerts/{id}/unsubscribe (RFC 8058 one-click)", () => {
  const oneClick = (id: number, token: string, body: BodyInit, headers: Record<string, string> = {}) =>
    alerts.server.fetchJson(`/api/tide-alerts/${id}/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body,
      headers,
    });

  it("unsubscribes with a URL-encoded body", async () => {
    const alert = await alerts.createAlert("oneclick@example.com");
    const res = await oneClick(alert.id, alert.emailToken, "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain("You are unsubscribed from tide alerts for Tillamook Bay");
    expect(await alerts.alertExists(alert.id)).toBe(false);
    // Again: gone either way, said kindly.
    const again = await oneClick(alert.id, alert.emailToken, "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toContain("no longer exists");
  });

  it("unsubscribes with a multipart body", async () => {
    const alert = await alerts.createAlert("oneclick@example.com");
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    // fetch sets multipart/form-data with its boundary.
    const res = await alerts.server.fetchText(
      `/api/tide-alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`,
      {
        method: "POST",
        body: form,
      },
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).message).toContain("You are unsubscribed");
    expect(await alerts.alertExists(alert.id)).toBe(false);
  });

  it("takes the token from X-Alert-Token too", async () => {
    const alert = await alerts.createAlert("oneclick@example.com");
    const res = await alerts.server.fetchJson(`/api/tide-alerts/${alert.id}/unsubscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Alert-Token": alert.emailToken },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await alerts.alertExists(alert.id)).toBe(false);
  });

  it("answers a wrong or missing token with 403 JSON and keeps the alert", async () => {
    const alert = await alerts.createAlert("oneclick@example.com");
    const wrong = await oneClick(alert.id, "x".repeat(43), "List-Unsubscribe=One-Click", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toEqual(expect.any(String));
    const missing = await alerts.server.fetchJson(`/api/tide-alerts/${alert.id}/unsubscribe`, {
      method: "POST",
    });
    expect(missing.status).toBe(403);
    expect(await alerts.alertExists(alert.id)).toBe(true);
  });

  it("bounds the body", async () => {
    const alert = await alerts.createAlert("oneclick@example.com");
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    form.append("padding", "x".repeat(200_000));
    const res = await alerts.server.fetchText(
      `/api/tide-alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`,
      {
        method: "POST",
        body: form,
      },
    );
    expect(res.status).toBe(413);
    expect(await alerts.alertExists(alert.id)).toBe(true);
  });

  it("sends a GET to the page with 303 and changes nothing", async () => {
    const alert = await alerts.createAlert("oneclick@example.com");
    const res = await alerts.server.fetchText(
      `/api/tide-alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`,
      {
        redirect: "manual",
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`);
    expect(await alerts.alertExists(alert.id)).toBe(true);
  });

  it("is in the OpenAPI document with both form body types", async () => {
    const { body } = await alerts.server.fetchJson("/api/openapi.json");
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
    const alert = await alerts.createAlert("manager@example.com", { lowTideAlert: true, maxTideHeight: 0 });
    const path = `/alerts/${alert.id}?token=${alert.emailToken}`;
    const page = await alerts.server.fetchText(path);
    expect(page.status).toBe(200);
    expect(metaContent(page.body, "robots")).toContain("noindex");
    let text = textOf(markup(page.body));
    expect(text).toContain("Your tide alert for Tillamook Bay");
    expect(text).toContain("Active");
    expect(text).toContain("Tide height at most 0 ft");
    expect(text).toContain("Hourly");
    expect(text).toContain("m•••@example.com");
    expect(markup(page.body)).toMatch(/<button[^>]*value="pause"[^>]*name="intent"/);

    let res = await alerts.postForm(path, { token: alert.emailToken, intent: "pause" });
    expect(res.status).toBe(200);
    text = textOf(markup(res.body));
    expect(text).toContain("Alert paused");
    expect(text).toContain("Paused");
    expect(markup(res.body)).toMatch(/value="resume"/);
    const [paused] = await alerts.db().select().from(tideAlerts).where(eq(tideAlerts.id, alert.id));
    expect(paused?.active).toBe(false);

    res = await alerts.postForm(path, { token: alert.emailToken, intent: "resume" });
    expect(textOf(markup(res.body))).toContain("Alert activated");
    const [resumed] = await alerts.db().select().from(tideAlerts).where(eq(tideAlerts.id, alert.id));
    expect(resumed?.active).toBe(true);

    // Delete asks once more, on a page of its own; that page changes nothing.
    const ask = await alerts.server.fetchText(`${path}&step=delete`);
    expect(ask.status).toBe(200);
    expect(textOf(markup(ask.body))).toContain("Delete this tide alert?");
    expect(markup(ask.body)).toMatch(/<button[^>]*value="delete"[^>]*>Delete Alert<\/button>/);
    expect(await alerts.alertExists(alert.id)).toBe(true);

    res = await alerts.postForm(path, { token: alert.emailToken, intent: "delete" });
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain("Tide alert has been deleted.");
    expect(await alerts.alertExists(alert.id)).toBe(false);

    const gone = await alerts.server.fetchText(path);
    expect(gone.status).toBe(404);
    expect(textOf(markup(gone.body))).toContain("This alert no longer exists");
  });

  it("refuses a wrong token with a 403 page and changes nothing", async () => {
    const alert = await alerts.createAlert("manager@example.com");
    const path = `/alerts/${alert.id}?token=${alert.manageToken.slice(0, 20)}`;
    const page = await alerts.server.fetchText(path);
    expect(page.status).toBe(403);
    expect(textOf(markup(page.body))).toContain("This link does not match this alert");
    const res = await alerts.postForm(path, { intent: "delete" });
    expect(res.status).toBe(403);
    expect(await alerts.alertExists(alert.id)).toBe(true);
  });

  it("answers an unknown or malformed id with a 404 page", async () => {
    expect((await alerts.server.fetchText("/alerts/999999?token=abcdefghijklmnopqrst")).status).toBe(404);
    expect((await alerts.server.fetchText("/alerts/not-a-number?token=abcdefghijklmnopqrst")).status).toBe(
      404,
    );
  });
});
