import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_ANSWER, SIGN_IN_LINK_REFUSED } from "#core/operators";
import { mailedSignInToken, postForm, signInToConsole } from "#tests/support/consoleSession";
import { makeLocation } from "#tests/support/factories";
import { markup, textOf } from "#tests/support/html";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtpSink";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// The operators' console as the server renders it (docs/product.md "Operator console"): every
// form is a plain post, so this is the console without JavaScript.

const OPERATOR = "ops@fishspots.test";
let sink: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    pages: true,
    locations: [makeLocation({ name: "Console Lake" })],
    env: { OPERATOR_EMAILS: OPERATOR, SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
  });
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(server, path, fields, headers);
const mailedToken = () => mailedSignInToken(server, sink, OPERATOR);
const signIn = () => signInToConsole(server, sink, OPERATOR);

describe("signing in to the console", () => {
  it("sends a visitor without a session to the sign-in page", async () => {
    const res = await server.fetchText("/admin", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login");
  });

  it("answers a listed and an unlisted address with the same page, and mails only the listed one", async () => {
    const mailed = sink.messages.length;
    const listed = await post("/admin/login", { email: OPERATOR });
    const unlisted = await post("/admin/login", { email: "someone@example.com" });
    expect(textOf(markup(listed.body))).toContain(SIGN_IN_ANSWER);
    expect(textOf(markup(unlisted.body))).toContain(SIGN_IN_ANSWER);
    await sink.waitFor(mailed + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.slice(mailed).map((m) => m.to)).toEqual([[OPERATOR]]);
    expect(listed.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("does not spend the link on opening it, only on the button; a second use is refused", async () => {
    const token = await mailedToken();
    const opened = await server.fetchText(`/admin/sign-in?token=${encodeURIComponent(token)}`);
    expect(opened.status).toBe(200);
    expect(textOf(markup(opened.body))).toContain("Press the button to start your session.");
    expect(opened.headers.get("referrer-policy")).toBe("same-origin");
    expect((await post("/admin/sign-in", { token })).status).toBe(302);
    const again = await post("/admin/sign-in", { token });
    expect(again.status).toBe(401);
    expect(textOf(markup(again.body))).toContain(SIGN_IN_LINK_REFUSED);
  });
});

describe("the moderation queue", () => {
  it("lists a held review; a post without the CSRF token is refused; publish shows it on the site", async () => {
    const [lake] = await server.services.findLocations({});
    const locationId = lake?.id as number;
    const held = await server.fetchJson(`/api/locations/${locationId}/reviews`, {
      method: "POST",
      body: JSON.stringify({
        userName: "Console Held",
        rating: 4,
        reviewText: "x.example.com y.example.com z.example.com",
      }),
    });
    expect(held.status).toBe(202);
    const { cookie, csrf } = await signIn();
    const page = await server.fetchText("/admin", { headers: { cookie } });
    expect(page.headers.get("cache-control")).toMatch(/no-store/);
    const text = textOf(markup(page.body));
    expect(text).toContain("Console Held");
    expect(text).toContain("Held for a check");
    expect(text).toContain("More than 2 links");
    const [queued] = await server.services.listModerationQueue();
    const id = String(queued?.id);

    const forged = await post("/admin?index", { intent: "publish", reviewId: id }, { cookie });
    expect(forged.status).toBe(403);
    const published = await post("/admin?index", { intent: "publish", reviewId: id, csrf }, { cookie });
    expect(published.status).toBe(200);
    expect(textOf(markup(published.body))).toContain(`Published review #${id}.`);
    expect(textOf(markup(published.body))).toContain("Nothing waits for a decision.");
    const site = await server.fetchText(`/locations/${locationId}?tab=reviews`);
    expect(textOf(markup(site.body))).toContain("Console Held");

    const hidden = await post(
      "/admin?index",
      { intent: "hide", reviewId: id, reason: "Link farm", csrf },
      { cookie },
    );
    expect(textOf(markup(hidden.body))).toContain(`Hidden review #${id}.`);
    expect(
      textOf(markup((await server.fetchText(`/locations/${locationId}?tab=reviews`)).body)),
    ).not.toContain("Console Held");

    const audit = textOf(markup((await server.fetchText("/admin/audit", { headers: { cookie } })).body));
    expect(audit).toContain(`review.hide review #${id}`);
    expect(audit).toContain(`review.publish review #${id}`);
  });

  it("signs out for good", async () => {
    const { cookie, csrf } = await signIn();
    const out = await post("/admin/sign-out", { csrf }, { cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    const after = await server.fetchText("/admin", { headers: { cookie }, redirect: "manual" });
    expect(after.status).toBe(302);
  });
});

describe("without operators", () => {
  it("answers 404 for every console page", async () => {
    const off = await startTestServer({ pages: true, seedFile: null });
    try {
      for (const path of ["/admin", "/admin/login", "/admin/sign-in?token=x", "/admin/audit"])
        expect((await off.fetchText(path, { redirect: "manual" })).status, path).toBe(404);
      expect(
        (
          await off.fetchText("/admin/login", {
            method: "POST",
            body: new URLSearchParams({ email: OPERATOR }),
          })
        ).status,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });
});
