import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuideApplicationInput } from "#core/guides";
import { type ConsoleSession, postForm, signInToConsole } from "#tests/support/consoleSession";
import { guideWaters } from "#tests/support/guideWaters";
import { markup, textOf } from "#tests/support/html";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "#tests/support/smtpSink";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// The console's Guides section as the server renders it (docs/product.md "Guide review"): plain
// form posts, so this is the console without JavaScript. The whole path on the API, on both
// databases, is api.guides.

const OPERATOR = "ops@fishspots.test";
let sink: SmtpSink;
let server: TestServer;
let session: ConsoleSession;
let ids: Record<string, number>;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    pages: true,
    locations: guideWaters(),
    env: { OPERATOR_EMAILS: OPERATOR, SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
  });
  const { body } = await server.fetchJson("/api/locations");
  ids = Object.fromEntries(body.map((l: { name: string; id: number }) => [l.name, l.id]));
  session = await signInToConsole(server, sink, OPERATOR);
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

/** Waits for the `count`-th mail to `email` (mail goes out after the answer). */
async function mailTo(email: string, count: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  while (sink.messagesTo(email).length < count) {
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return sink.messagesTo(email)[count - 1] as ReceivedMail;
}

let applications = 0;

/** Applies through the API and follows the mailed confirmation link: the guide waits for review. */
async function confirmedGuide(
  overrides: Partial<Pick<GuideApplicationInput, "business" | "about">> = {},
  clientAddress = `198.51.100.${applications + 1}`,
) {
  applications += 1;
  const body = {
    name: "Jo Riverside",
    business: `Riverside Drifters ${applications}`,
    email: `jo.riverside${applications}@example.com`,
    phone: "503-555-0100",
    website: "https://riverside.example.com",
    licenseNumber: `OSMB-${1000 + applications}`,
    state: "Oregon",
    regions: ["North Coast"],
    locationIds: [ids["Wilson River"] as number],
    fishTypes: ["steelhead", "chinook_salmon"],
    tripKinds: ["drift_boat", "bank"],
    about: `Winter steelhead on the Wilson, spring Chinook in the bay. Trip number ${applications}.`,
    ...overrides,
  };
  const applied = await server.fetchJson("/api/guides", {
    method: "POST",
    headers: { "X-Forwarded-For": clientAddress },
    body: JSON.stringify(body),
  });
  expect(applied.status).toBe(202);
  const mail = await mailTo(body.email, 1);
  const token = decodeURIComponent(mail.text.match(/\/guides\/confirm\?token=(\S+)/)?.[1] ?? "");
  const confirmed = await server.fetchJson("/api/guides/confirm", {
    method: "POST",
    body: JSON.stringify({ token }),
  });
  expect(confirmed.status).toBe(200);
  const listed = await server.services.listConsoleGuides({ status: "pending" });
  const guide = listed.find((g) => g.business === body.business);
  if (!guide) throw new Error(`${body.business} is not pending`);
  return { ...body, id: guide.id };
}

const page = (path: string) => server.fetchText(path, { headers: { cookie: session.cookie } });

/** A console form post; lists as one field per value. `csrf: null` leaves the token out. */
function post(path: string, fields: Record<string, string | string[]>, csrf: string | null = session.csrf) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(csrf === null ? fields : { csrf, ...fields }))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return server.fetchText(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: session.cookie },
    body,
    redirect: "manual",
  });
}

const decide = (guideId: number, intent: string, reason?: string) =>
  post("/admin/guides", { guideId: String(guideId), intent, ...(reason === undefined ? {} : { reason }) });

const listingsOf = async (spot: string) =>
  ((await server.fetchJson(`/api/locations/${ids[spot]}/guides`)).body as { id: number }[]).map((g) => g.id);

const latestAudit = async () => (await server.services.listAudit({ limit: 1 }))[0];

/** The markup of guide `id`'s card in a list. */
const cardOf = (html: string, id: number) =>
  html.split(`id="guide-${id}-title"`)[1]?.split("</article>")[0] ?? "";

/** What a card's details say beside `term`. */
const detail = (html: string, term: string) =>
  textOf(html.match(new RegExp(`<dt[^>]*>${term}</dt><dd[^>]*>(.*?)</dd>`, "s"))?.[1] ?? "");

/** The links to `href` in the page. */
const linksTo = (html: string, href: string) =>
  html.match(new RegExp(`<a[^>]*href="${href.replace(/[?]/g, "\\?")}"[^>]*>`, "g")) ?? [];

/** The box of a list field's value. */
const boxTag = (html: string, name: string, value: string) =>
  html.match(new RegExp(`<input type="checkbox"[^>]*name="${name}"[^>]*value="${value}"[^>]*>`))?.[0] ?? "";

/** The control with id `id` in the page. */
const fieldTag = (html: string, id: string) =>
  html.match(new RegExp(`<(?:input|textarea|select)[^>]*id="${id}"[^>]*>`))?.[0] ?? "";

describe("the console's Guides section", () => {
  let listed: Awaited<ReturnType<typeof confirmedGuide>>;
  let waiting: Awaited<ReturnType<typeof confirmedGuide>>;
  let repeated: Awaited<ReturnType<typeof confirmedGuide>>;

  beforeAll(async () => {
    // The oldest is approved already; the two after it wait, the second held as a repeat.
    listed = await confirmedGuide({ business: "Tillamook Bay Charters" });
    await server.services.approveGuide({ id: listed.id, operator: OPERATOR });
    waiting = await confirmedGuide(
      { about: "Drift boat trips for winter steelhead, all day." },
      "192.0.2.50",
    );
    repeated = await confirmedGuide(
      { about: "Drift boat trips for winter steelhead, all day." },
      "192.0.2.50",
    );
  });

  it("sends a visitor without a session to sign in", async () => {
    for (const path of ["/admin/guides", `/admin/guides/${waiting.id}`]) {
      const res = await server.fetchText(path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/admin/login");
    }
  });

  it("lists those waiting for review first, with every field, the address masked and why one is held", async () => {
    const res = await page("/admin/guides");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/no-store/);
    const html = markup(res.body);
    // The console's nav leads here, and the filter shows all, pending first, unless asked.
    expect(html).toMatch(/<a[^>]*href="\/admin\/guides"[^>]*>Guides<\/a>/);
    expect(linksTo(html, "/admin/guides").every((tag) => tag.includes('aria-current="page"'))).toBe(true);
    const text = textOf(html);
    const order = [waiting, repeated, listed].map((g) => text.indexOf(`#${g.id} ${g.business}`));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const card = cardOf(html, waiting.id);
    const shown = (term: string) => detail(card, term);
    expect(textOf(card)).toContain("Waits for review");
    expect(shown("Name")).toBe("Jo Riverside");
    expect(shown("Business")).toBe(waiting.business);
    expect(shown("E-mail")).toBe("j•••@example.com");
    expect(shown("Phone")).toBe("503-555-0100");
    expect(shown("Website")).toBe("https://riverside.example.com");
    expect(shown("Licence")).toBe(`${waiting.licenseNumber} · Oregon State Marine Board`);
    expect(shown("State")).toBe("Oregon");
    expect(shown("Regions")).toBe("North Coast");
    expect(shown("Waters")).toBe("Wilson River");
    expect(shown("Species")).toBe("Steelhead, Chinook Salmon");
    expect(shown("Trips")).toBe("Drift boat, Bank");
    expect(shown("Reports")).toBe("None since the last decision");
    expect(shown("Applied")).toMatch(/^\w{3} \d+, \d{4}/);
    expect(shown("Confirmed")).toMatch(/^\w{3} \d+, \d{4}/);
    expect(textOf(card)).toContain("Drift boat trips for winter steelhead, all day.");
    expect(textOf(card)).not.toContain("Held for a closer look");
    const held = textOf(cardOf(html, repeated.id));
    expect(held).toContain("Held for a closer look: The same text from the same address within 24 hours");
    // Not in the markup, nor in the data the page hands to its scripts.
    expect(res.body).not.toContain("jo.riverside");

    // The decisions each status allows: an approved listing may be hidden, not rejected.
    const approvedCard = cardOf(html, listed.id);
    expect(approvedCard).toContain('value="hide"');
    expect(approvedCard).not.toContain('value="reject"');
    expect(approvedCard).not.toContain('value="approve"');
    expect(approvedCard).toContain(`href="/admin/guides/${listed.id}"`);
  });

  it("filters by status, and refuses a status it does not know", async () => {
    const approved = await page("/admin/guides?status=approved");
    const text = textOf(markup(approved.body));
    expect(text).toContain(`#${listed.id} Tillamook Bay Charters`);
    expect(text).not.toContain(waiting.business);
    expect(linksTo(markup(approved.body), "/admin/guides?status=approved")).toEqual([
      expect.stringContaining('aria-current="page"'),
    ]);
    expect(textOf(markup((await page("/admin/guides?status=withdrawn")).body))).toContain(
      "No guide has withdrawn a listing.",
    );
    expect((await page("/admin/guides?status=unconfirmed")).status).toBe(400);
  });

  it("approves by a form post: the listing is on its spot, the guide mailed, the decision audited", async () => {
    expect(await listingsOf("Wilson River")).not.toContain(waiting.id);
    const res = await decide(waiting.id, "approve");
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain(
      `Approved guide #${waiting.id}, ${waiting.business}: the listing shows on its spots now, and the guide is e-mailed that it is live.`,
    );
    expect(await listingsOf("Wilson River")).toContain(waiting.id);
    expect((await mailTo(waiting.email, 2)).subject).toBe("Your Fish Spots guide listing is live");
    expect(await latestAudit()).toMatchObject({
      operator: OPERATOR,
      action: "guide.approve",
      targetType: "guide",
      targetId: String(waiting.id),
      before: { status: "pending", email: "j•••@example.com" },
      after: { status: "approved" },
    });
    const [guide] = await server.services
      .listConsoleGuides({ status: "approved" })
      .then((all) => all.filter((g) => g.id === waiting.id));
    expect(guide?.status).toBe("approved");
  });

  it("rejects only with a reason, kept as typed when refused, and mails the reason to the guide", async () => {
    const none = await decide(repeated.id, "reject", "");
    expect(none.status).toBe(400);
    const short = await decide(repeated.id, "reject", "x");
    expect(short.status).toBe(400);
    const text = textOf(markup(short.body));
    expect(text).toContain(
      `Guide #${repeated.id}, ${repeated.business}, was not rejected: check the reason on its card.`,
    );
    expect(text).toContain("Please give a reason");
    expect(text).toContain("The guide is e-mailed this reason (2 to 500 characters).");
    expect(fieldTag(short.body, `guide-${repeated.id}-reject-reason`)).toContain('aria-invalid="true"');
    expect(markup(short.body)).toMatch(
      new RegExp(`id="guide-${repeated.id}-reject-reason"[^>]*>x</textarea>`),
    );
    expect((await server.services.listConsoleGuides({ status: "pending" })).map((g) => g.id)).toContain(
      repeated.id,
    );

    const reason = "The licence number is not on the Marine Board's list.";
    const res = await decide(repeated.id, "reject", reason);
    expect(res.status).toBe(200);
    const after = textOf(markup(res.body));
    expect(after).toContain(
      `Rejected guide #${repeated.id}, ${repeated.business}. The guide is e-mailed the reason.`,
    );
    expect(after).toContain(`Why: ${reason}`);
    const mail = await mailTo(repeated.email, 2);
    expect(mail.text.replace(/\s+/g, " ")).toContain(reason);
    expect(await latestAudit()).toMatchObject({
      operator: OPERATOR,
      action: "guide.reject",
      targetId: String(repeated.id),
      before: { status: "pending" },
      after: { status: "rejected", moderationNote: reason },
    });

    const again = await decide(repeated.id, "reject", "Twice over");
    expect(again.status).toBe(409);
    expect(textOf(markup(again.body))).toContain(`Guide #${repeated.id} is rejected`);
  });

  it("hides a listing with a reason: it leaves its spot, audited", async () => {
    expect(await listingsOf("Wilson River")).toContain(listed.id);
    const refused = await decide(listed.id, "hide", " ");
    expect(refused.status).toBe(400);
    expect(textOf(markup(refused.body))).toContain("Please give a reason");
    expect(await listingsOf("Wilson River")).toContain(listed.id);

    const res = await decide(listed.id, "hide", "Licence under review");
    expect(res.status).toBe(200);
    expect(textOf(markup(res.body))).toContain(
      `Hidden guide #${listed.id}, Tillamook Bay Charters: the listing leaves every page until it is approved again.`,
    );
    expect(await listingsOf("Wilson River")).not.toContain(listed.id);
    expect(await latestAudit()).toMatchObject({
      action: "guide.hide",
      targetId: String(listed.id),
      after: { status: "hidden", moderationNote: "Licence under review" },
    });
    // Hidden, it may be approved again or rejected; no longer hidden twice.
    const card = cardOf(markup((await page("/admin/guides?status=hidden")).body), listed.id);
    expect(card).toContain('value="approve"');
    expect(card).toContain('value="reject"');
    expect(card).not.toContain('value="hide"');
  });

  it("edits the fields: refused ones shown with what was typed (400), a save audited, the status kept", async () => {
    const form = await page(`/admin/guides/${waiting.id}`);
    expect(form.status).toBe(200);
    const html = markup(form.body);
    expect(fieldTag(html, "guide-licenseNumber")).toContain(`value="${waiting.licenseNumber}"`);
    expect(boxTag(html, "locationIds", String(ids["Wilson River"]))).toContain('checked=""');
    expect(boxTag(html, "locationIds", String(ids["Nestucca River"]))).not.toContain('checked=""');
    expect(boxTag(html, "regions", "North Coast")).toContain('checked=""');
    expect(html).toContain("j•••@example.com");
    expect(form.body).not.toContain("jo.riverside");
    expect(textOf(html)).toContain("Ticked: Wilson River");
    // The waters offered are the guide's state's.
    expect(textOf(html)).toContain("Nestucca River");
    expect(textOf(html)).not.toContain("Elliott Bay");

    const fields = {
      name: waiting.name,
      business: waiting.business,
      phone: waiting.phone,
      website: waiting.website,
      licenseNumber: "OSMB-2024-77",
      state: "Oregon",
      regions: ["North Coast"],
      locationIds: [String(ids["Wilson River"]), String(ids["Nestucca River"])],
      fishTypes: ["steelhead"],
      tripKinds: ["drift_boat"],
      about: waiting.about,
    };
    const refused = await post(`/admin/guides/${waiting.id}`, {
      ...fields,
      name: "J",
      about: "Book at www.example.com today.",
      fishTypes: [],
    });
    expect(refused.status).toBe(400);
    const refusedText = textOf(markup(refused.body));
    expect(refusedText).toContain("Some fields need another look. Nothing was saved.");
    expect(refusedText).toContain("Name must be at least 2 characters");
    expect(refusedText).toContain("Links are allowed only in the website field");
    expect(refusedText).toContain("Please choose at least one fish");
    expect(fieldTag(refused.body, "guide-name")).toContain('value="J"');
    expect(fieldTag(refused.body, "guide-name")).toContain('aria-invalid="true"');
    expect(fieldTag(refused.body, "guide-licenseNumber")).toContain('value="OSMB-2024-77"');
    expect(markup(refused.body)).toContain(">Book at www.example.com today.</textarea>");

    // A water of another state is refused by the database's check, beside the waters.
    const elsewhere = await post(`/admin/guides/${waiting.id}`, {
      ...fields,
      locationIds: [String(ids["Elliott Bay"])],
    });
    expect(elsewhere.status).toBe(400);
    expect(textOf(markup(elsewhere.body))).toContain("Please choose waters of Oregon");

    const saved = await post(`/admin/guides/${waiting.id}`, fields);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/admin/guides/${waiting.id}?saved=1`);
    expect(textOf(markup((await page(`/admin/guides/${waiting.id}?saved=1`)).body))).toContain(
      "Saved. The listing shows the changes now.",
    );
    const onSpot = await server.fetchJson(`/api/locations/${ids["Nestucca River"]}/guides`);
    expect(onSpot.body).toMatchObject([{ id: waiting.id, licenseNumber: "OSMB-2024-77", match: "water" }]);
    expect(await latestAudit()).toMatchObject({
      operator: OPERATOR,
      action: "guide.edit",
      targetId: String(waiting.id),
      before: { status: "approved", licenseNumber: waiting.licenseNumber },
      after: {
        status: "approved",
        licenseNumber: "OSMB-2024-77",
        locationIds: [ids["Wilson River"], ids["Nestucca River"]],
      },
    });
  });

  it("refuses a post without the session's CSRF token, and sends one without a session to sign in", async () => {
    const { id } = await confirmedGuide();
    const fields = { guideId: String(id), intent: "approve" };
    expect((await post("/admin/guides", fields, null)).status).toBe(403);
    expect((await post("/admin/guides", fields, "wrong")).status).toBe(403);
    expect((await post(`/admin/guides/${id}`, { name: "Forged" }, null)).status).toBe(403);
    const anonymous = await postForm(server, "/admin/guides", { ...fields, csrf: session.csrf });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/login");
    expect((await server.services.listConsoleGuides({ status: "pending" })).map((g) => g.id)).toContain(id);
  });

  it("answers 404 for a guide it does not have", async () => {
    expect((await page("/admin/guides/999999")).status).toBe(404);
    expect((await page("/admin/guides/not-a-number")).status).toBe(404);
    const decided = await decide(999999, "approve");
    expect(decided.status).toBe(404);
    expect(textOf(markup(decided.body))).toContain("Guide #999999 was not found.");
    expect((await decide(999999, "reject", "No such guide")).status).toBe(404);
    const edited = await post("/admin/guides/999999", {
      name: "Jo Riverside",
      business: "Nobody's Drifters",
      licenseNumber: "OSMB-1",
      state: "Oregon",
      regions: ["North Coast"],
      fishTypes: ["steelhead"],
      tripKinds: ["bank"],
      about: "Trips that nobody offers at all.",
    });
    expect(edited.status).toBe(404);
  });
});
