import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CHOOSE_A_PROBLEM,
  DESCRIBE_THE_PROBLEM,
  PROBLEM_REPORT_ALREADY_TODAY,
  PROBLEM_REPORT_THANKS,
  PROBLEM_REPORT_THANKS_WITH_REPLY,
} from "#core/problemReports";
import { auditLog, locationProblemReports } from "#server/db/schema";
import { exportLocations, upsertLocations } from "#server/services/locations/locations";
import { type ConsoleSession, postForm, signInToConsole } from "#tests/support/consoleSession";
import { makeLocation } from "#tests/support/factories";
import { markup, textOf } from "#tests/support/html";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtpSink";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// "Report a problem with this spot" (docs/product.md "Problem reports", decision 050) from the spot
// page without JavaScript and from the API, to the console's queue, its decisions, the reporter's
// one e-mail and the audit log; the reviews' limits; and lastChecked, shown on the page and set by
// an edit in the console. On both databases (`npm run test:pg`).

const OPERATOR = "ops@fishspots.test";
// Each part speaks from its own address (X-Forwarded-For from a loopback proxy is believed), so
// the per-address limits of one do not reach another.
const CONSOLE_ADDRESS = "198.51.100.1";
const WRITES_PER_MINUTE = 12;

let sink: SmtpSink;
let server: TestServer;
let session: ConsoleSession;
const spots: Record<string, number> = {};

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    pages: true,
    locations: [
      makeLocation({ name: "Loon Lake", lastChecked: "2026-11-14" }),
      makeLocation({ name: "Eel Creek" }),
      makeLocation({ name: "Tenmile Lakes" }),
    ],
    env: {
      OPERATOR_EMAILS: OPERATOR,
      SMTP_URL: sink.url,
      RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE),
    },
  });
  for (const spot of await server.services.findLocations({})) spots[spot.name] = spot.id;
  session = await signInToConsole(server, sink, OPERATOR);
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const from = (address: string) => ({ "X-Forwarded-For": address });

function reportByForm(spotId: number, fields: Record<string, string>, address: string) {
  return postForm(server, `/locations/${spotId}`, { intent: "report-problem", ...fields }, from(address));
}

function reportByApi(spotId: number, body: unknown, address: string) {
  return server.fetchJson(`/api/locations/${spotId}/problem-reports`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...from(address) },
    body: JSON.stringify(body),
  });
}

const consolePage = async (path: string) =>
  (await server.fetchText(path, { headers: { cookie: session.cookie } })).body;

function decide(fields: Record<string, string>) {
  return postForm(
    server,
    "/admin/reports",
    { csrf: session.csrf, ...fields },
    { cookie: session.cookie, ...from(CONSOLE_ADDRESS) },
  );
}

async function reportsOf(spotId: number) {
  return server.database.handle.db
    .select()
    .from(locationProblemReports)
    .where(eq(locationProblemReports.locationId, spotId));
}

/** The first audit entry of `action` on report `id`. */
async function auditEntry(action: string, id: number) {
  const [entry] = await server.database.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
  return entry;
}

/** Mail that would have come has had time to: the send starts after the decision's answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe("a problem report from the spot page without JavaScript", () => {
  it("offers the form in the page's HTML: a plain post with the six kinds, a note and an address", async () => {
    const page = await server.fetchText(`/locations/${spots["Eel Creek"]}?tab=reviews`);
    const html = markup(page.body);
    expect(textOf(html)).toContain("Report a problem with this spot");
    const form = html.match(
      /<form[^>]*>(?:(?!<\/form>).)*name="intent" value="report-problem".*?<\/form>/s,
    )?.[0];
    expect(form).toBeDefined();
    expect(form).toMatch(/^<form[^>]*method="post"/);
    for (const label of [
      "The place is closed",
      "The pin is in the wrong place",
      "Wrong facilities",
      "Wrong fish",
      "Wrong gauge",
      "Something else",
    ])
      expect(textOf(form as string)).toContain(label);
    expect(form).toMatch(/<textarea[^>]*name="note"[^>]*maxlength="500"/i);
    expect(form).toMatch(/<input[^>]*type="email"[^>]*name="email"/);
    // Without scripts nothing would make a disabled button live.
    const button = form?.match(/<button[^>]*>Send report<\/button>/)?.[0];
    expect(button).toContain('type="submit"');
    expect(button).not.toMatch(/\sdisabled(=|\s|>)/);
  });

  it("goes to the console's queue, is resolved with a note, mails the reporter once and is audited", async () => {
    const spot = spots["Eel Creek"] as number;
    const posted = await reportByForm(
      spot,
      { kind: "wrong-pin", note: "The ramp is on the north shore, not here.", email: "Reader@Example.com" },
      "203.0.113.10",
    );
    expect(posted.status).toBe(303);
    const answerPage = posted.headers.get("location") as string;
    expect(answerPage).toBe(`/locations/${spot}?created=problem-report-reply#report-a-problem`);
    const thanked = await server.fetchText(answerPage.replace(/#.*/, ""));
    expect(textOf(markup(thanked.body))).toContain(PROBLEM_REPORT_THANKS_WITH_REPLY);

    const queue = await consolePage("/admin/reports");
    const queueText = textOf(markup(queue));
    expect(queueText).toContain("Eel Creek");
    expect(queueText).toContain("The pin is in the wrong place");
    expect(queueText).toContain("The ramp is on the north shore, not here.");
    expect(queueText).toContain("reply to R•••@Example.com");
    expect(queue).toContain(`href="/admin/locations/${spot}"`);
    // The address is in neither the markup nor the data the page hands its scripts.
    expect(queue.toLowerCase()).not.toContain("reader@example.com");

    const [report] = await reportsOf(spot);
    const id = report?.id as number;
    const refused = await decide({ intent: "resolve", reportId: String(id), note: " " });
    expect(refused.status).toBe(400);
    expect(textOf(markup(refused.body))).toContain("Please give a note");

    const mailed = sink.messages.length;
    const resolved = await decide({
      intent: "resolve",
      reportId: String(id),
      note: "Moved the pin to the ramp.",
    });
    expect(resolved.status).toBe(200);
    expect(textOf(markup(resolved.body))).toContain(`Resolved report #${id}.`);
    const [mail] = (await sink.waitFor(mailed + 1)).slice(mailed);
    expect(mail?.to.map((to) => to.toLowerCase())).toEqual(["reader@example.com"]);
    expect(mail?.subject).toBe("Your report about Eel Creek on Fish Spots");
    expect(mail?.text).toContain("The pin is in the wrong place");
    expect(mail?.text).toContain("Moved the pin to the ramp.");
    expect(mail?.text).toContain(`https://fishspots.test/locations/${spot}`);

    const entry = await auditEntry("problem-report.resolve", id);
    expect(entry).toMatchObject({ operator: OPERATOR, targetType: "problem-report" });
    expect(entry?.before).toMatchObject({ status: "open", replyEmail: "R•••@Example.com" });
    expect(entry?.after).toMatchObject({ status: "resolved", decisionNote: "Moved the pin to the ramp." });
    expect(JSON.stringify(entry)).not.toContain("Reader@");
    expect(JSON.stringify(entry)).not.toContain("reporterKey");
    expect(textOf(markup(await consolePage("/admin/audit")))).toContain("problem-report.resolve");

    // Decided once: the address went with the decision, and a second decision is refused.
    expect((await reportsOf(spot))[0]).toMatchObject({ status: "resolved", replyEmail: null });
    const again = await decide({ intent: "resolve", reportId: String(id), note: "Once more." });
    expect(again.status).toBe(409);
    expect(textOf(markup(again.body))).toContain(`Report #${id} is already resolved.`);
    await settle();
    expect(sink.messages.length).toBe(mailed + 1);
    const after = textOf(markup(await consolePage("/admin/reports")));
    expect(after).toContain("No report waits for a decision.");
    expect(after).toContain("Moved the pin to the ramp.");
  });

  it("answers a refused post with the page again: the messages beside the fields, what was typed kept", async () => {
    const spot = spots["Eel Creek"] as number;
    const refused = await reportByForm(
      spot,
      { kind: "", note: "Gone & closed", email: "nope" },
      "203.0.113.11",
    );
    expect(refused.status).toBe(400);
    const html = markup(refused.body);
    expect(textOf(html)).toContain(CHOOSE_A_PROBLEM);
    expect(textOf(html)).toContain("Please enter a valid email address, or leave it empty");
    expect(html).toMatch(/<details open=""/);
    expect(html).toMatch(/<textarea[^>]*name="note"[^>]*>Gone &amp; closed<\/textarea>/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="nope"/);
    const other = await reportByForm(spot, { kind: "other", note: "" }, "203.0.113.11");
    expect(other.status).toBe(400);
    expect(textOf(markup(other.body))).toContain(DESCRIBE_THE_PROBLEM);
    expect(await reportsOf(spot)).toHaveLength(1);
  });

  it("is dismissed with a note: audited, and no e-mail goes", async () => {
    const spot = spots["Tenmile Lakes"] as number;
    const taken = await reportByApi(
      spot,
      { kind: "wrong-fish", note: "No bass here.", email: "angler@example.com" },
      "203.0.113.12",
    );
    expect(taken.status).toBe(202);
    const [report] = await reportsOf(spot);
    const mailed = sink.messages.length;
    const dismissed = await decide({
      intent: "dismiss",
      reportId: String(report?.id),
      note: "Bass are stocked each May.",
    });
    expect(dismissed.status).toBe(200);
    expect(textOf(markup(dismissed.body))).toContain(`Dismissed report #${report?.id}.`);
    expect(await auditEntry("problem-report.dismiss", report?.id as number)).toMatchObject({
      operator: OPERATOR,
      after: { status: "dismissed", decisionNote: "Bass are stocked each May." },
    });
    expect((await reportsOf(spot))[0]).toMatchObject({ status: "dismissed", replyEmail: null });
    await settle();
    expect(sink.messages.length).toBe(mailed);
    expect(sink.messagesTo("angler@example.com")).toEqual([]);
  });
});

describe("the limits", () => {
  it("counts one address once per spot per day on the spot's clock, and says so", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:30 on 4 December at the spot (Pacific time), already the 5th in UTC.
    vi.setSystemTime(new Date("2026-12-05T07:30:00Z"));
    const spot = spots["Loon Lake"] as number;
    const first = await reportByApi(spot, { kind: "closed" }, "203.0.113.20");
    expect(first).toMatchObject({ status: 202, body: { message: PROBLEM_REPORT_THANKS, counted: true } });
    const second = await reportByApi(spot, { kind: "wrong-gauge", note: "Another thing." }, "203.0.113.20");
    expect(second).toMatchObject({
      status: 202,
      body: { message: PROBLEM_REPORT_ALREADY_TODAY, counted: false },
    });
    // Without JavaScript the page says the same.
    const third = await reportByForm(spot, { kind: "closed" }, "203.0.113.20");
    expect(third.headers.get("location")).toBe(
      `/locations/${spot}?created=problem-report-repeat#report-a-problem`,
    );
    const repeatPage = await server.fetchText(`/locations/${spot}?created=problem-report-repeat`);
    expect(textOf(markup(repeatPage.body))).toContain(PROBLEM_REPORT_ALREADY_TODAY);
    // Another address, and another spot, count.
    expect((await reportByApi(spot, { kind: "closed" }, "203.0.113.21")).body.counted).toBe(true);
    expect(
      (await reportByApi(spots["Eel Creek"] as number, { kind: "closed" }, "203.0.113.20")).body.counted,
    ).toBe(true);
    // Past midnight at the spot, though the same day in UTC: a new day counts again.
    vi.setSystemTime(new Date("2026-12-05T08:30:00Z"));
    expect((await reportByApi(spot, { kind: "closed" }, "203.0.113.20")).body.counted).toBe(true);
    const days = (await reportsOf(spot)).map((r) => r.reportedOn).sort();
    expect(days).toEqual(["2026-12-04", "2026-12-04", "2026-12-05"]);
  });

  it("holds a report that trips the reviews' spam checks: thanked the same, shown apart in the queue", async () => {
    const spot = spots["Tenmile Lakes"] as number;
    const spam = await reportByApi(
      spot,
      { kind: "other", note: "Cheap rods at rods.example.com, reels.example.com and www.lines.example.com" },
      "203.0.113.30",
    );
    expect(spam).toMatchObject({ status: 202, body: { message: PROBLEM_REPORT_THANKS, counted: true } });
    const held = (await reportsOf(spot)).find((r) => r.status === "held");
    expect(held?.holdReason).toBe("More than 2 links");
    const queue = textOf(markup(await consolePage("/admin/reports")));
    expect(queue).toContain(`Report #${held?.id}: Something elseHeld: More than 2 links`);
    // The same note from the same address on another spot within a day is held too.
    const repeated = await reportByApi(
      spots["Loon Lake"] as number,
      { kind: "wrong-fish", note: "No fish." },
      "203.0.113.31",
    );
    expect(repeated.body.counted).toBe(true);
    await reportByApi(
      spots["Eel Creek"] as number,
      { kind: "wrong-fish", note: "no  FISH." },
      "203.0.113.31",
    );
    const [again] = (await reportsOf(spots["Eel Creek"] as number)).filter((r) => r.note === "no  FISH.");
    expect(again).toMatchObject({
      status: "held",
      holdReason: "The same text from the same address within 24 hours",
    });
  });

  it("shares the reviews' write limit per address, through the API and the page's form alike", async () => {
    const address = "203.0.113.40";
    for (let i = 0; i < WRITES_PER_MINUTE - 1; i++)
      expect((await reportByApi(spots["Loon Lake"] as number, { kind: "closed" }, address)).status).toBe(202);
    const review = await server.fetchJson(`/api/locations/${spots["Loon Lake"]}/reviews`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...from(address) },
      body: JSON.stringify({ userName: "Pat", rating: 4 }),
    });
    expect(review.status).toBe(201);
    const limited = await reportByApi(spots["Loon Lake"] as number, { kind: "closed" }, address);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    const byForm = await reportByForm(spots["Loon Lake"] as number, { kind: "closed" }, address);
    expect(byForm.status).toBe(429);
    expect(JSON.parse(byForm.body).message).toMatch(/^Too many requests/);
  });
});

describe("the API", () => {
  it.each([
    ["no kind", {}, "kind", CHOOSE_A_PROBLEM],
    ["an unknown kind", { kind: "haunted" }, "kind", CHOOSE_A_PROBLEM],
    [
      "a note past 500 characters",
      { kind: "closed", note: "x".repeat(501) },
      "note",
      "Must be at most 500 characters",
    ],
    ["a note that is not text", { kind: "closed", note: 7 }, "note", "The note must be text"],
    ["Something else without a note", { kind: "other", note: "  " }, "note", DESCRIBE_THE_PROBLEM],
    [
      "a bad address",
      { kind: "closed", email: "me@" },
      "email",
      "Please enter a valid email address, or leave it empty",
    ],
  ])("refuses %s with 400 and the field's message", async (_label, body, path, message) => {
    const answer = await reportByApi(spots["Tenmile Lakes"] as number, body, "203.0.113.50");
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ path, message });
  });

  it("answers a bad id, an unknown spot and a body that is not JSON with 4xx and a JSON message", async () => {
    const badId = await reportByApi(Number.NaN, { kind: "closed" }, "203.0.113.51");
    expect(badId.status).toBe(400);
    const unknown = await reportByApi(999_999, { kind: "closed" }, "203.0.113.51");
    expect(unknown).toMatchObject({ status: 404, body: { message: "Location not found" } });
    const broken = await server.fetchJson(`/api/locations/${spots["Tenmile Lakes"]}/problem-reports`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...from("203.0.113.51") },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect(typeof broken.body.message).toBe("string");
  });

  it("is in the OpenAPI document", async () => {
    const { body } = await server.fetchJson("/api/openapi.json");
    const operation = body.paths["/api/locations/{id}/problem-reports"]?.post;
    expect(operation.tags).toEqual(["Problem reports"]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["202", "400", "404", "429"]));
  });
});

describe("a report and the rendered pages", () => {
  it("leaves the kept pages alone: a report changes nothing the public sees", async () => {
    const path = `/locations/${spots["Tenmile Lakes"]}`;
    await server.fetchText(path);
    await server.fetchText(path);
    const hits = server.responseCache.stats().hits;
    expect(
      (await reportByApi(spots["Tenmile Lakes"] as number, { kind: "closed" }, "203.0.113.60")).status,
    ).toBe(202);
    await server.fetchText(path);
    expect(server.responseCache.stats().hits).toBe(hits + 1);
  });
});

describe("lastChecked", () => {
  it("shows the month of the team's last check on the spot's page, and nothing without one", async () => {
    const loon = textOf(markup((await server.fetchText(`/locations/${spots["Loon Lake"]}`)).body));
    expect(loon).toContain("Checked by our team in November 2026");
    const eel = textOf(markup((await server.fetchText(`/locations/${spots["Eel Creek"]}`)).body));
    expect(eel).not.toContain("Checked by our team");
    expect((await server.fetchJson(`/api/locations/${spots["Loon Lake"]}`)).body.lastChecked).toBe(
      "2026-11-14",
    );
  });

  it("is set to the spot's today by an edit in the console, shown at once", async () => {
    const spot = spots["Eel Creek"] as number;
    // Kept in the response cache before the edit.
    await server.fetchText(`/locations/${spot}`);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-20T18:00:00Z"));
    // The embedded database reads the same clock: a session of its own at that moment.
    const editor = await signInToConsole(server, sink, OPERATOR);
    const edited = await postForm(
      server,
      `/admin/locations/${spot}`,
      {
        csrf: editor.csrf,
        intent: "save",
        name: "Eel Creek",
        description: "A test fishing location with plenty of water.",
        state: "Oregon",
        region: "Willamette Valley",
        bestSeasons: "Apr-Jun",
        accessibility: "Reached by a paved road.",
        facilities: "Parking",
        permits: "Oregon angling license. Check current ODFW regulations.",
        latitude: "44.5000",
        longitude: "-122.5000",
        fishTypes: "trout",
      },
      { cookie: editor.cookie, ...from(CONSOLE_ADDRESS) },
    );
    expect(edited.status).toBe(302);
    expect(edited.headers.get("location")).toBe(`/admin/locations/${spot}?saved=updated`);
    const page = textOf(markup((await server.fetchText(`/locations/${spot}`)).body));
    expect(page).toContain("Checked by our team in December 2026");
    const editPage = await server.fetchText(`/admin/locations/${spot}`, {
      headers: { cookie: editor.cookie },
    });
    expect(textOf(markup(editPage.body))).toContain(
      "Last checked by the team on 2026-12-20. Saving marks it checked today.",
    );
    expect((await server.fetchJson(`/api/locations/${spot}`)).body.lastChecked).toBe("2026-12-20");
  });

  it("comes in and goes out with the data files; an import never sets an operator's later check back", async () => {
    const db = server.database.handle.db;
    await upsertLocations(db, {
      records: [
        makeLocation({ name: "Eel Creek", lastChecked: "2026-06-01" }),
        makeLocation({ name: "Tenmile Lakes", lastChecked: "2026-10-02" }),
      ],
    });
    const exported = new Map((await exportLocations(db)).map((r) => [r.name, r.lastChecked]));
    expect(exported.get("Eel Creek")).toBe("2026-12-20");
    expect(exported.get("Tenmile Lakes")).toBe("2026-10-02");
    expect(exported.get("Loon Lake")).toBe("2026-11-14");
  });
});
