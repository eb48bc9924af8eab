import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GUIDE_APPLIED_ANSWER,
  GUIDE_LINK_ANSWER,
  GUIDE_LINK_REFUSED,
  type GuideApplicationInput,
  NO_LINKS_OUTSIDE_WEBSITE,
} from "#core/guides";
import { REPORT_THANKS } from "#core/moderation";
import { guides } from "#server/db/schema";
import { guideWaters } from "#tests/support/guideWaters";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "#tests/support/smtpSink";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// docs/product.md "Local guides": application → confirmation mail → held for review → approved by
// an operator → shown on a named water and in its region → three reports hide it → the update
// link; a rejection's reason mailed; limits, holds, 400s and 404s.

const OPERATOR = "ops@fishspots.test";
let sink: SmtpSink;
let server: TestServer;
let ids: Record<string, number>;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    locations: guideWaters(),
    env: { OPERATOR_EMAILS: OPERATOR, SMTP_URL: sink.url, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
  });
  const { body } = await server.fetchJson("/api/locations");
  ids = Object.fromEntries(body.map((l: { name: string; id: number }) => [l.name, l.id]));
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const json = (method: string, body?: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers,
  body: body === undefined ? undefined : JSON.stringify(body),
});

let applications = 0;

function application(overrides: Partial<Record<keyof GuideApplicationInput, unknown>> = {}) {
  applications += 1;
  const base = {
    name: "Jo Riverside",
    business: `Riverside Drifters ${applications}`,
    email: `guide${applications}@example.com`,
    phone: "503-555-0100",
    website: "https://riverside.example.com",
    licenseNumber: `OSMB-${1000 + applications}`,
    state: "Oregon",
    regions: ["North Coast"],
    locationIds: [ids["Wilson River"] as number],
    fishTypes: ["steelhead", "chinook_salmon"],
    tripKinds: ["drift_boat", "bank"],
    about: `Winter steelhead on the Wilson, spring Chinook in the bay. Trip number ${applications}.`,
  };
  // Overrides may be of any shape: the refusals are what some tests are about.
  return { ...base, ...overrides } as typeof base;
}

const apply = (body: object, address = "198.51.100.10") =>
  server.fetchJson("/api/guides", json("POST", body, { "X-Forwarded-For": address }));

/** Waits for the `count`-th mail to `email` (mail goes out after the answer). */
async function mailTo(email: string, count: number): Promise<ReceivedMail> {
  const deadline = Date.now() + 10_000;
  while (sink.messagesTo(email).length < count) {
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return sink.messagesTo(email)[count - 1] as ReceivedMail;
}

function linkToken(mail: ReceivedMail, page: "confirm" | "manage"): string {
  const link = mail.text.match(new RegExp(`https://fishspots\\.test/guides/${page}\\?token=(\\S+)`));
  if (!link?.[1]) throw new Error(`no ${page} link in ${mail.text}`);
  return decodeURIComponent(link[1]);
}

const guidesOf = async (spot: string) => {
  const answer = await server.fetchJson(`/api/locations/${ids[spot]}/guides`);
  expect(answer.status).toBe(200);
  return answer.body as { id: number; business: string; match: string }[];
};

let signIns = 0;

async function signIn(): Promise<Record<string, string>> {
  // Earlier links count toward the address's three in 15 minutes.
  await server.database.handle.db.execute(sql`delete from operator_sign_in_tokens`);
  signIns += 1;
  const before = sink.messagesTo(OPERATOR).length;
  await server.fetchJson(
    "/api/admin/sign-in",
    json("POST", { email: OPERATOR }, { "X-Forwarded-For": `192.0.2.${signIns}` }),
  );
  const mail = await mailTo(OPERATOR, before + 1);
  const token = decodeURIComponent(mail.text.match(/\/admin\/sign-in\?token=(\S+)/)?.[1] ?? "");
  const started = await server.fetchJson("/api/admin/session", json("POST", { token }));
  expect(started.status).toBe(201);
  return {
    cookie: (started.headers.get("set-cookie") ?? "").split(";")[0] as string,
    "X-CSRF-Token": started.body.csrfToken,
  };
}

/** Applies and confirms; answers the guide's id and address. */
async function confirmedApplication(
  overrides: Partial<Record<keyof GuideApplicationInput, unknown>> = {},
  address?: string,
) {
  const body = application(overrides);
  expect((await apply(body, address)).status).toBe(202);
  const token = linkToken(await mailTo(body.email, 1), "confirm");
  const confirmed = await server.fetchJson("/api/guides/confirm", json("POST", { token }));
  expect(confirmed).toMatchObject({ status: 200, body: { status: "pending" } });
  const [row] = await guidesWithAddress(body.email);
  return { id: Number(row?.id), email: body.email, business: body.business };
}

const guidesWithAddress = (email: string) =>
  server.database.handle.db.select({ id: guides.id }).from(guides).where(eq(guides.email, email));

/** Moves the address's e-mailed links out of the 15-minute window that limits them. */
const ageLinks = (email: string) =>
  server.database.handle.db.execute(
    sql`update guide_tokens set created_at = now() - interval '1 hour' where email = ${email}`,
  );

describe("the whole guide path", () => {
  it("confirms, holds for review, lists once approved, hides at three reports, and takes the update link", async () => {
    const operator = await signIn();
    const body = application();
    const answered = await apply(body);
    expect(answered).toMatchObject({ status: 202, body: { message: GUIDE_APPLIED_ANSWER } });
    expect(answered.headers.get("cache-control")).toMatch(/no-store/);

    // The confirmation mail; nothing is shown, or sent to the operators' review, before it.
    const confirmMail = await mailTo(body.email, 1);
    expect(confirmMail.subject).toBe("Confirm your Fish Spots guide application");
    expect(await guidesOf("Wilson River")).toEqual([]);
    const waiting = await server.fetchJson("/api/admin/guides", { headers: operator });
    expect(waiting.body.map((g: { business: string }) => g.business)).not.toContain(body.business);

    const token = linkToken(confirmMail, "confirm");
    const confirmed = await server.fetchJson("/api/guides/confirm", json("POST", { token }));
    expect(confirmed).toMatchObject({ status: 200, body: { status: "pending" } });
    expect(await server.fetchJson("/api/guides/confirm", json("POST", { token }))).toMatchObject({
      status: 404,
      body: { message: GUIDE_LINK_REFUSED },
    });

    // Held for the operators: in their list with the address masked, still on no page.
    const pending = await server.fetchJson("/api/admin/guides?status=pending", { headers: operator });
    const queued = pending.body.find((g: { business: string }) => g.business === body.business);
    expect(queued).toMatchObject({
      status: "pending",
      email: "g•••@example.com",
      waters: [{ id: ids["Wilson River"], name: "Wilson River" }],
      holdReason: null,
    });
    expect(await guidesOf("Wilson River")).toEqual([]);

    // Approved: on the named water as "water", on the region's other spots as "region", nowhere else.
    const approved = await server.fetchJson(
      `/api/admin/guides/${queued.id}/approve`,
      json("POST", undefined, operator),
    );
    expect(approved).toMatchObject({ status: 200, body: { id: queued.id, status: "approved" } });
    expect((await mailTo(body.email, 2)).subject).toBe("Your Fish Spots guide listing is live");
    expect(sink.messagesTo(body.email)[1]?.text).toContain("https://fishspots.test/guides/manage");
    const onWater = await server.fetchJson(`/api/locations/${ids["Wilson River"]}/guides`);
    expect(onWater.body).toEqual([
      {
        id: queued.id,
        name: body.name,
        business: body.business,
        licenseNumber: body.licenseNumber,
        phone: body.phone,
        website: body.website,
        fishTypes: body.fishTypes,
        tripKinds: body.tripKinds,
        about: body.about,
        match: "water",
      },
    ]);
    expect(onWater.headers.get("cache-control")).toMatch(/public/);
    expect(JSON.stringify(onWater.body)).not.toContain("@");
    expect(await guidesOf("Nestucca River")).toMatchObject([{ id: queued.id, match: "region" }]);
    expect(await guidesOf("Detroit Lake")).toEqual([]);
    expect(await guidesOf("Elliott Bay")).toEqual([]);

    // Three different addresses hide it (one address counts once); it leaves every page.
    const report = (address: string) =>
      server.fetchJson(
        `/api/guides/${queued.id}/reports`,
        json("POST", { reason: "spam" }, { "X-Forwarded-For": address }),
      );
    expect(await report("203.0.113.1")).toMatchObject({ status: 202, body: { message: REPORT_THANKS } });
    expect((await report("203.0.113.1")).status).toBe(202);
    expect((await report("203.0.113.2")).status).toBe(202);
    expect(await guidesOf("Wilson River")).toHaveLength(1);
    expect((await report("203.0.113.3")).status).toBe(202);
    expect(await guidesOf("Wilson River")).toEqual([]);
    expect(await guidesOf("Nestucca River")).toEqual([]);
    expect((await report("203.0.113.4")).status).toBe(404);
    const hidden = await server.fetchJson("/api/admin/guides?status=hidden", { headers: operator });
    expect(hidden.body.find((g: { id: number }) => g.id === queued.id)).toMatchObject({
      moderationNote: "Hidden after reports from 3 readers",
      reports: [{ reason: "spam" }, { reason: "spam" }, { reason: "spam" }],
    });

    // An operator lists it again (the guide is told again); its reports are settled.
    await server.fetchJson(`/api/admin/guides/${queued.id}/approve`, json("POST", undefined, operator));
    expect(await guidesOf("Wilson River")).toMatchObject([{ id: queued.id }]);
    await mailTo(body.email, 3);

    // The update link: asked for by address, the same answer for any address.
    await ageLinks(body.email);
    const asked = await server.fetchJson("/api/guides/update-link", json("POST", { email: body.email }));
    const stranger = await server.fetchJson(
      "/api/guides/update-link",
      json("POST", { email: "who@example.com" }),
    );
    expect(asked).toMatchObject({ status: 202, body: { message: GUIDE_LINK_ANSWER } });
    expect(stranger.body).toEqual(asked.body);
    const manageToken = linkToken(await mailTo(body.email, 4), "manage");
    expect(sink.messagesTo("who@example.com")).toEqual([]);

    // Reading what it would change spends nothing.
    const manage = `/api/guides/manage?token=${encodeURIComponent(manageToken)}`;
    const shown = await server.fetchJson(manage);
    expect(shown).toMatchObject({
      status: 200,
      body: {
        id: queued.id,
        status: "approved",
        email: "g•••@example.com",
        locationIds: [ids["Wilson River"]],
      },
    });
    expect(shown.headers.get("cache-control")).toMatch(/no-store/);
    expect((await server.fetchJson(manage)).status).toBe(200);

    // An update goes back to review; the link then is spent.
    const { email: _email, ...fields } = body;
    const changed = {
      ...fields,
      about: "Now also fall Chinook on the Nestucca.",
      locationIds: [ids["Nestucca River"]],
    };
    const updated = await server.fetchJson(
      "/api/guides/manage",
      json("PUT", { ...changed, token: manageToken }),
    );
    expect(updated).toMatchObject({ status: 200, body: { status: "pending" } });
    expect(await guidesOf("Wilson River")).toEqual([]);
    expect(
      (await server.fetchJson("/api/guides/manage", json("PUT", { ...changed, token: manageToken }))).status,
    ).toBe(404);
    await server.fetchJson(`/api/admin/guides/${queued.id}/approve`, json("POST", undefined, operator));
    await mailTo(body.email, 5);
    expect(await guidesOf("Nestucca River")).toMatchObject([
      { id: queued.id, match: "water", about: changed.about },
    ]);
    expect(await guidesOf("Wilson River")).toMatchObject([{ id: queued.id, match: "region" }]);

    // Withdrawn through a new link: gone from every page, and the link works once.
    await ageLinks(body.email);
    await server.fetchJson("/api/guides/update-link", json("POST", { email: body.email.toUpperCase() }));
    const withdrawToken = linkToken(await mailTo(body.email, 6), "manage");
    const withdraw = `/api/guides/manage?token=${encodeURIComponent(withdrawToken)}`;
    expect(await server.fetchJson(withdraw, { method: "DELETE" })).toMatchObject({
      status: 200,
      body: { status: "withdrawn" },
    });
    expect(await guidesOf("Nestucca River")).toEqual([]);
    expect(await guidesOf("Wilson River")).toEqual([]);
    expect((await server.fetchJson(withdraw, { method: "DELETE" })).status).toBe(404);
    // A withdrawn listing is the guide's to bring back, not an operator's.
    const again = await server.fetchJson(
      `/api/admin/guides/${queued.id}/approve`,
      json("POST", undefined, operator),
    );
    expect(again.status).toBe(409);

    // Every step is in the audit log, the address masked.
    const audit = await server.fetchJson("/api/admin/audit", { headers: operator });
    const steps = audit.body
      .filter(
        (e: { targetType: string; targetId: string }) =>
          e.targetType === "guide" && e.targetId === String(queued.id),
      )
      .map((e: { action: string; operator: string }) => `${e.action} by ${e.operator}`)
      .reverse();
    expect(steps).toEqual([
      `guide.approve by ${OPERATOR}`,
      "guide.hide by readers (reports)",
      `guide.approve by ${OPERATOR}`,
      "guide.update by guide (e-mailed link)",
      `guide.approve by ${OPERATOR}`,
      "guide.withdraw by guide (e-mailed link)",
    ]);
    expect(JSON.stringify(audit.body)).not.toContain(body.email);
  });

  it("refuses an update link after 15 minutes", async () => {
    const guide = await confirmedApplication();
    await ageLinks(guide.email);
    await server.fetchJson("/api/guides/update-link", json("POST", { email: guide.email }));
    const token = linkToken(await mailTo(guide.email, 2), "manage");
    await server.database.handle.db.execute(
      sql`update guide_tokens set expires_at = now() - interval '1 second' where email = ${guide.email}`,
    );
    const manage = `/api/guides/manage?token=${encodeURIComponent(token)}`;
    expect(await server.fetchJson(manage)).toMatchObject({
      status: 404,
      body: { message: GUIDE_LINK_REFUSED },
    });
    expect((await server.fetchJson(manage, { method: "DELETE" })).status).toBe(404);
  });

  it("mails a rejection's reason; a reason is required and a decided application cannot be rejected twice", async () => {
    const operator = await signIn();
    const guide = await confirmedApplication();
    const reject = (reason?: string) =>
      server.fetchJson(
        `/api/admin/guides/${guide.id}/reject`,
        json("POST", reason === undefined ? {} : { reason }, operator),
      );
    expect(await reject()).toMatchObject({ status: 400, body: { message: "Please give a reason" } });
    const reason = "We could not find this licence number in the Marine Board's list.";
    expect(await reject(reason)).toMatchObject({ status: 200, body: { status: "rejected" } });
    const mail = await mailTo(guide.email, 2);
    expect(mail.subject).toBe("Your Fish Spots guide application");
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain("https://fishspots.test/guides/apply");
    expect((await reject(reason)).status).toBe(409);
    expect(await guidesOf("Wilson River")).not.toContainEqual(expect.objectContaining({ id: guide.id }));
  });

  it("lets an operator hide and edit a listing, with the CSRF token the console's writes need", async () => {
    const operator = await signIn();
    const guide = await confirmedApplication();
    const noToken = { cookie: operator.cookie as string };
    expect(
      (await server.fetchJson(`/api/admin/guides/${guide.id}/approve`, json("POST", undefined, noToken)))
        .status,
    ).toBe(403);
    expect((await server.fetchJson(`/api/admin/guides/${guide.id}/approve`, json("POST"))).status).toBe(401);
    await server.fetchJson(`/api/admin/guides/${guide.id}/approve`, json("POST", undefined, operator));
    const { email: _email, ...fields } = application({ business: "Corrected Business Name" });
    const edited = await server.fetchJson(`/api/admin/guides/${guide.id}`, json("PUT", fields, operator));
    expect(edited).toMatchObject({ status: 200, body: { id: guide.id, status: "approved" } });
    expect(await guidesOf("Wilson River")).toContainEqual(
      expect.objectContaining({ id: guide.id, business: "Corrected Business Name" }),
    );
    const hide = await server.fetchJson(
      `/api/admin/guides/${guide.id}/hide`,
      json("POST", { reason: "Complaints about no-shows" }, operator),
    );
    expect(hide).toMatchObject({ status: 200, body: { status: "hidden" } });
    expect(await guidesOf("Wilson River")).not.toContainEqual(expect.objectContaining({ id: guide.id }));
  });
});

describe("where a listing shows", () => {
  it("keeps a region to its own state: California's North Coast is not Oregon's", async () => {
    const operator = await signIn();
    const guide = await confirmedApplication({
      state: "California",
      regions: ["North Coast"],
      locationIds: [],
      licenseNumber: "CDFW-G-4411",
    });
    await server.fetchJson(`/api/admin/guides/${guide.id}/approve`, json("POST", undefined, operator));
    expect(await guidesOf("Wilson River")).not.toContainEqual(expect.objectContaining({ id: guide.id }));
    expect(await guidesOf("Nestucca River")).not.toContainEqual(expect.objectContaining({ id: guide.id }));
  });

  it("offers the apply form a state's spots as waters, by region then name", async () => {
    const oregon = await server.services.listGuideWaterChoices({ state: "Oregon" });
    expect(oregon.map((w) => w.name)).toEqual(["Nestucca River", "Wilson River", "Detroit Lake"]);
    expect(await server.services.listGuideWaterChoices({ state: "Washington" })).toEqual([
      { id: ids["Elliott Bay"], name: "Elliott Bay", region: "Puget Sound" },
    ]);
  });
});

describe("abuse limits", () => {
  it("answers every address the same, and sends one address at most three links in 15 minutes", async () => {
    const body = application();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await apply({ ...body, about: `${body.about} Take ${i}.` }));
    expect(answers.every((a) => a.status === 202 && a.body.message === GUIDE_APPLIED_ANSWER)).toBe(true);
    await mailTo(body.email, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messagesTo(body.email)).toHaveLength(3);
    // The application was replaced, not repeated: one row for the address.
    expect(await guidesWithAddress(body.email)).toHaveLength(1);
  });

  it("sends an address that already has a listing the update link instead of a second application", async () => {
    const guide = await confirmedApplication();
    await ageLinks(guide.email);
    expect(await apply(application({ email: guide.email }))).toMatchObject({
      status: 202,
      body: { message: GUIDE_APPLIED_ANSWER },
    });
    const mail = await mailTo(guide.email, 2);
    expect(linkToken(mail, "manage")).not.toBe("");
    expect(await guidesWithAddress(guide.email)).toHaveLength(1);
  });

  it("holds for a closer look the same text from one address, and words from the profanity list", async () => {
    const operator = await signIn();
    const first = application();
    await apply(first, "198.51.100.77");
    const repeated = await confirmedApplication({ about: first.about }, "198.51.100.77");
    const elsewhere = await confirmedApplication({ about: first.about }, "198.51.100.78");
    const rude = await confirmedApplication({ about: "Shitty weather never stops our drift boat trips." });
    const pending = (await server.fetchJson("/api/admin/guides?status=pending", { headers: operator })).body;
    const reasonOf = (id: number) => pending.find((g: { id: number }) => g.id === id)?.holdReason;
    expect(reasonOf(repeated.id)).toBe("The same text from the same address within 24 hours");
    expect(reasonOf(elsewhere.id)).toBeNull();
    expect(reasonOf(rude.id)).toBe("Words from the profanity list");
  });

  it("refuses writes over the per-address limit with 429", async () => {
    const limited = await startTestServer({ seedFile: null, env: { RATE_LIMIT_WRITES_PER_MINUTE: "2" } });
    try {
      const post = () => limited.fetchJson("/api/guides", json("POST", {}));
      expect((await post()).status).toBe(400);
      expect((await post()).status).toBe(400);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});

describe("bad input and unknown ids", () => {
  it.each([
    [
      "a link outside the website field",
      { about: "Book now at www.cheap-trips.com please" },
      "about",
      NO_LINKS_OUTSIDE_WEBSITE,
    ],
    ["a website that is not a web address", { website: "javascript:alert(1)" }, "website", undefined],
    [
      "a region of another state",
      { regions: ["Puget Sound"] },
      "regions.0",
      "Please choose a region of Oregon",
    ],
    ["an unknown trip kind", { tripKinds: ["submarine"] }, "tripKinds.0", undefined],
    ["a text over 600 characters", { about: "x".repeat(601) }, "about", undefined],
    ["no address", { email: "" }, "email", "Please enter a valid email address"],
  ])("refuses %s with 400", async (_what, overrides, path, message) => {
    const answer = await apply(application(overrides));
    expect(answer.status).toBe(400);
    const error = answer.body.errors.find((e: { path: string }) => e.path === path);
    expect(error).toBeDefined();
    if (message) expect(error.message).toBe(message);
  });

  it("refuses waters that are not spots of the guide's state", async () => {
    const other = await apply(application({ locationIds: [ids["Elliott Bay"]] }));
    expect(other).toMatchObject({ status: 400, body: { message: "Please choose waters of Oregon" } });
    const unknown = await apply(application({ locationIds: [999_999] }));
    expect(unknown).toMatchObject({
      status: 400,
      body: { errors: [{ path: "locationIds", message: "Please choose waters from our spots" }] },
    });
  });

  it("answers 400 for a body that is not JSON or not an object, never 500", async () => {
    const broken = await server.fetchJson("/api/guides", { method: "POST", body: "{not json" });
    expect(broken).toMatchObject({ status: 400, body: { message: "Request body is not valid JSON" } });
    for (const body of [
      "[]",
      '"text"',
      "null",
      JSON.stringify({ regions: "x".repeat(70), locationIds: "a" }),
    ])
      expect((await server.fetchJson("/api/guides", { method: "POST", body })).status).toBe(400);
    expect((await server.fetchJson("/api/guides/manage")).status).toBe(400);
    expect((await server.fetchJson("/api/guides/confirm", json("POST", {}))).status).toBe(400);
    expect((await server.fetchJson("/api/guides/update-link", json("POST", { email: "nope" }))).status).toBe(
      400,
    );
  });

  it("answers 404 for unknown spots, guides, listings not public and links", async () => {
    const operator = await signIn();
    expect(await server.fetchJson("/api/locations/999999/guides")).toMatchObject({
      status: 404,
      body: { message: "Location not found" },
    });
    expect((await server.fetchJson("/api/locations/abc/guides")).status).toBe(400);
    const report = (id: number) =>
      server.fetchJson(`/api/guides/${id}/reports`, json("POST", { reason: "spam" }));
    expect((await report(999_999)).status).toBe(404);
    const pending = await confirmedApplication();
    expect((await report(pending.id)).status).toBe(404);
    expect(
      (await server.fetchJson("/api/admin/guides/999999/approve", json("POST", undefined, operator))).status,
    ).toBe(404);
    expect((await server.fetchJson("/api/admin/guides?status=lost", { headers: operator })).status).toBe(400);
    expect(
      await server.fetchJson("/api/guides/confirm", json("POST", { token: "A".repeat(43) })),
    ).toMatchObject({ status: 404, body: { message: GUIDE_LINK_REFUSED } });
    expect((await server.fetchJson("/api/guides/manage?token=short")).status).toBe(404);
  });
});
