import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NEVER_STORED } from "#core/cachePolicy";
import { alertSubscribers } from "#server/db/schema";
import { alertSubscriptionFixture, confirmPath, HOSTILE } from "../support/alertSubscriptionFixture";
import { makeLocation } from "../support/factories";
import { markup, metaContent, textOf } from "../support/html";
import { startTestServer } from "../support/testServer";

// Subscribing (docs/product.md "Confirmed addresses only", decision 015): one confirmation e-mail
// per address, the confirmation page (nothing changes on a GET), names shown as text, and the New
// Alert form's weather note. Unsubscribing and the manage page: alerts.unsubscribe.test.ts.

const alerts = alertSubscriptionFixture();

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "");

describe("the confirmation e-mail", () => {
  it("is sent once per address, multipart, with absolute links under PUBLIC_URL", async () => {
    const first = await alerts.createAlert("river.rat@example.com");
    expect(first.body.emailConfirmed).toBe(false);
    const mails = alerts.sink.messagesTo("river.rat@example.com");
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
    await alerts.createAlert("River.Rat@Example.com", { highTideAlert: false, lowTideAlert: true });
    expect(alerts.sink.messagesTo("river.rat@example.com")).toHaveLength(1);
    const row = await alerts.subscriber("river.rat@example.com");
    expect(row?.confirmationSentAt).not.toBeNull();
    expect(row?.confirmedAt).toBeNull();
  });

  it("is sent once when two alerts for a new address arrive at the same moment", async () => {
    const both = await Promise.all([
      alerts.createAlert("twin.posts@example.com"),
      alerts.createAlert("twin.posts@example.com", { highTideAlert: false, lowTideAlert: true }),
    ]);
    expect(both.map((created) => created.body.emailConfirmed)).toEqual([false, false]);
    expect(alerts.sink.messagesTo("twin.posts@example.com")).toHaveLength(1);
    const link = confirmPath(alerts.sink.messagesTo("twin.posts@example.com")[0]?.text ?? "");
    expect((await alerts.server.fetchText(link)).status).toBe(200);
  });

  it("is tried again with the next alert when sending fails, and the alert is still created", async () => {
    alerts.sink.failNext(1);
    const first = await alerts.createAlert("flaky@example.net");
    expect(first.body.emailConfirmed).toBe(false);
    expect(await alerts.alertExists(first.id)).toBe(true);
    expect(alerts.sink.messagesTo("flaky@example.net")).toHaveLength(0);
    expect((await alerts.subscriber("flaky@example.net"))?.confirmationSentAt).toBeNull();

    await alerts.createAlert("flaky@example.net");
    const mails = alerts.sink.messagesTo("flaky@example.net");
    expect(mails).toHaveLength(1);
    // The mail names both alerts' place once, and its link works.
    expect(mails[0]?.text.match(/Tillamook Bay/g)).toHaveLength(1);
    const page = await alerts.server.fetchText(confirmPath(mails[0]?.text ?? ""));
    expect(page.status).toBe(200);
  });

  it("is sent again by a new alert a day after an unanswered one, whose link it replaces", async () => {
    await alerts.createAlert("lost-mail@example.org");
    const oldLink = confirmPath(alerts.sink.messagesTo("lost-mail@example.org")[0]?.text ?? "");
    // Within the day: nothing more.
    await alerts
      .db()
      .update(alertSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 23 * 3600_000) })
      .where(eq(alertSubscribers.email, "lost-mail@example.org"));
    await alerts.createAlert("lost-mail@example.org");
    expect(alerts.sink.messagesTo("lost-mail@example.org")).toHaveLength(1);
    // After it: a new confirmation, and only its link works.
    await alerts
      .db()
      .update(alertSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(alertSubscribers.email, "lost-mail@example.org"));
    await alerts.createAlert("lost-mail@example.org");
    const mails = alerts.sink.messagesTo("lost-mail@example.org");
    expect(mails).toHaveLength(2);
    const newLink = confirmPath(mails[1]?.text ?? "");
    expect(newLink).not.toBe(oldLink);
    expect((await alerts.server.fetchText(newLink)).status).toBe(200);
    expect((await alerts.server.fetchText(oldLink)).status).toBe(404);
  });
});

describe("/alerts/confirm", () => {
  it("shows what would be confirmed on a GET and changes nothing", async () => {
    const [mail] = alerts.sink.messagesTo("river.rat@example.com");
    const path = confirmPath(mail?.text ?? "");
    const page = await alerts.server.fetchText(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe(NEVER_STORED);
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
    expect((await alerts.subscriber("river.rat@example.com"))?.confirmedAt).toBeNull();
  });

  it("confirms the address, and so every alert of it, when its button posts", async () => {
    const [mail] = alerts.sink.messagesTo("river.rat@example.com");
    const path = confirmPath(mail?.text ?? "");
    const token = new URL(path, alerts.server.url).searchParams.get("token") ?? "";
    const res = await alerts.postForm(path, { token });
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain("Your address is confirmed");
    expect(markup(res.body)).toContain(`href="/locations/${alerts.bayId}?tab=tide-alerts"`);
    expect((await alerts.subscriber("river.rat@example.com"))?.confirmedAt).not.toBeNull();

    // Confirmed: both earlier alerts are now the address's confirmed alerts, and a new alert
    // sends no confirmation.
    const next = await alerts.createAlert("river.rat@example.com");
    expect(next.body.emailConfirmed).toBe(true);
    expect(alerts.sink.messagesTo("river.rat@example.com")).toHaveLength(1);

    // Twice is harmless.
    const again = await alerts.postForm(path, { token });
    expect(again.status).toBe(200);
    expect(textOf(markup(again.body))).toContain("Your address is already confirmed");
    const reopened = await alerts.server.fetchText(path);
    expect(textOf(markup(reopened.body))).toContain("Your address is already confirmed");
  });

  it("answers an unknown or missing token with a friendly 404 page", async () => {
    for (const path of [
      "/alerts/confirm?token=nope-nope-nope-nope-nope",
      "/alerts/confirm",
      "/alerts/confirm?token=%3Cx%3E",
    ]) {
      const page = await alerts.server.fetchText(path);
      expect(page.status).toBe(404);
      expect(textOf(markup(page.body))).toContain("This confirmation link does not work");
    }
    const posted = await alerts.postForm("/alerts/confirm?token=nope-nope-nope-nope-nope", {});
    expect(posted.status).toBe(404);
  });
});

describe("a location name with markup in it", () => {
  it("is escaped in the confirmation e-mail and on every page", async () => {
    const alert = await alerts.createAlert("xss@example.com", {
      locationId: alerts.coveId,
      locationName: HOSTILE,
    });
    const [mail] = alerts.sink.messagesTo("xss@example.com");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&lt;script&gt;");
    const pages = [
      confirmPath(mail?.text ?? ""),
      `/alerts/${alert.id}?token=${alert.emailToken}`,
      `/alerts/${alert.id}/unsubscribe?token=${alert.emailToken}`,
    ];
    for (const path of pages) {
      const page = await alerts.server.fetchText(path);
      expect(page.status).toBe(200);
      expect(page.body).not.toContain("<script>alert");
      expect(textOf(markup(page.body))).toContain(HOSTILE);
    }
  });
});

describe("the New Alert form and the weather source", () => {
  it("says weather limits are ignored when no weather source is configured", async () => {
    const page = await alerts.server.fetchText(`/locations/${alerts.bayId}?tab=tide-alerts&alerts=new`);
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
