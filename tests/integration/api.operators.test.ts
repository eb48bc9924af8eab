import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "#tests/support/factories";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtpSink";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// docs/product.md "Operator sign-in" and "API: operators".

const OPERATOR = "ops@fishspots.test";
let sink: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    locations: [makeLocation({ name: "Moderated Lake" }), makeLocation({ name: "Reported Pond" })],
    env: {
      OPERATOR_EMAILS: ` ${OPERATOR.toUpperCase()} , second@fishspots.test`,
      SMTP_URL: sink.url,
      RATE_LIMIT_WRITES_PER_MINUTE: "1000",
    },
  });
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

const requestLink = (email: string, address = "198.51.100.50") =>
  server.fetchJson("/api/admin/sign-in", json("POST", { email }, { "X-Forwarded-For": address }));

/** The token of the newest sign-in link mailed to the address. */
async function linkTokenFor(email: string, count: number): Promise<string> {
  await sink.waitFor(count);
  const mail = sink.messagesTo(email).at(-1);
  const link = mail?.text.match(/https:\/\/fishspots\.test\/admin\/sign-in\?token=(\S+)/);
  if (!link?.[1]) throw new Error(`no sign-in link in ${mail?.text}`);
  return decodeURIComponent(link[1]);
}

/** Asks for a link and reads its token from the mail (sent after the answer). */
async function mailedLinkToken(email: string, address?: string): Promise<string> {
  const mailed = sink.messages.length;
  await requestLink(email, address);
  return linkTokenFor(email, mailed + 1);
}

let signIns = 0;

async function signIn(): Promise<{ cookie: string; csrfToken: string }> {
  // Earlier links count toward the address's limit of three in 15 minutes.
  // and each client address to ten requests.
  await server.database.handle.db.execute(sql`delete from operator_sign_in_tokens where email = ${OPERATOR}`);
  signIns += 1;
  const token = await mailedLinkToken(OPERATOR, `192.0.2.${signIns}`);
  const started = await server.fetchJson("/api/admin/session", json("POST", { token }));
  expect(started.status).toBe(201);
  const cookie = (started.headers.get("set-cookie") ?? "").split(";")[0] as string;
  return { cookie, csrfToken: started.body.csrfToken };
}

describe("operator sign-in", () => {
  it("answers a listed and an unlisted address the same way, and mails only the listed one", async () => {
    const before = sink.messages.length;
    const listed = await requestLink(OPERATOR);
    const unlisted = await requestLink("stranger@example.com");
    expect(listed.status).toBe(202);
    expect(unlisted).toEqual({ ...listed, headers: unlisted.headers });
    await sink.waitFor(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages.slice(before).map((m) => m.to)).toEqual([[OPERATOR]]);
    expect(sink.messagesTo("stranger@example.com")).toEqual([]);
  });

  it("starts a session from a link once; the cookie is HttpOnly, SameSite=Lax, Secure on https, 12 hours", async () => {
    const token = await mailedLinkToken(OPERATOR);
    const first = await server.fetchJson("/api/admin/session", json("POST", { token }));
    expect(first).toMatchObject({ status: 201, body: { email: OPERATOR } });
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      /^fs_operator=[\w-]{40,}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const reused = await server.fetchJson("/api/admin/session", json("POST", { token }));
    expect(reused.status).toBe(401);
    expect(reused.headers.get("set-cookie")).toBeNull();

    const session = await server.fetchJson("/api/admin/session", {
      headers: { cookie: cookie.split(";")[0] as string },
    });
    expect(session).toMatchObject({
      status: 200,
      body: { email: OPERATOR, csrfToken: first.body.csrfToken },
    });
    expect(session.headers.get("cache-control")).toMatch(/no-store/);
  });

  it("refuses a link older than 15 minutes", async () => {
    const token = await mailedLinkToken("second@fishspots.test");
    await server.database.handle.db.execute(
      sql`update operator_sign_in_tokens set expires_at = now() - interval '1 second' where email = 'second@fishspots.test'`,
    );
    expect((await server.fetchJson("/api/admin/session", json("POST", { token }))).status).toBe(401);
  });

  it("ends the session on sign-out and at expiry", async () => {
    const { cookie, csrfToken } = await signIn();
    const out = await server.fetchJson(
      "/api/admin/session",
      json("DELETE", undefined, { cookie, "X-CSRF-Token": csrfToken }),
    );
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^fs_operator=; .*Max-Age=0/);
    expect((await server.fetchJson("/api/admin/session", { headers: { cookie } })).status).toBe(401);

    const later = await signIn();
    await server.database.handle.db.execute(
      sql`update operator_sessions set expires_at = now() - interval '1 second'`,
    );
    expect((await server.fetchJson("/api/admin/session", { headers: { cookie: later.cookie } })).status).toBe(
      401,
    );
  });

  it("limits sign-in requests per address (quietly) and per client (429)", async () => {
    const before = sink.messagesTo("second@fishspots.test").length;
    for (let i = 0; i < 4; i++)
      expect((await requestLink("second@fishspots.test", `198.51.100.${60 + i}`)).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The expired link of the test above counts too: three in 15 minutes.
    expect(sink.messagesTo("second@fishspots.test").length - before).toBe(2);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await requestLink(`nobody${i}@example.com`, "198.51.100.99")).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("operator API guards", () => {
  it("answers 401 without a session and 403 for a write without the right CSRF token", async () => {
    expect((await server.fetchJson("/api/admin/reviews")).status).toBe(401);
    expect((await server.fetchJson("/api/admin/reviews/1/publish", json("POST"))).status).toBe(401);
    const { cookie, csrfToken } = await signIn();
    expect((await server.fetchJson("/api/admin/reviews", { headers: { cookie } })).status).toBe(200);
    const missing = await server.fetchJson(
      "/api/admin/reviews/1/publish",
      json("POST", undefined, { cookie }),
    );
    expect(missing).toMatchObject({ status: 403, body: { message: "Missing or wrong CSRF token" } });
    const wrong = await server.fetchJson(
      "/api/admin/reviews/1/publish",
      json("POST", undefined, { cookie, "X-CSRF-Token": `${csrfToken.slice(0, -1)}x` }),
    );
    expect(wrong.status).toBe(403);
    const unknown = await server.fetchJson(
      "/api/admin/reviews/999999/publish",
      json("POST", undefined, { cookie, "X-CSRF-Token": csrfToken }),
    );
    expect(unknown.status).toBe(404);
  });

  it("answers 404 everywhere under /api/admin when OPERATOR_EMAILS is unset", async () => {
    const off = await startTestServer({ seedFile: null });
    try {
      expect((await off.fetchJson("/api/admin/sign-in", json("POST", { email: OPERATOR }))).status).toBe(404);
      expect((await off.fetchJson("/api/admin/session")).status).toBe(404);
      expect((await off.fetchJson("/api/admin/reviews/1/publish", json("POST"))).status).toBe(404);
      const document = (await off.fetchJson("/api/openapi.json")).body;
      expect(Object.keys(document.paths).some((p) => p.startsWith("/api/admin"))).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe("moderation by an operator", () => {
  it("queues a reported review with its reports; keeping it published settles them", async () => {
    const { cookie, csrfToken } = await signIn();
    const pond = (await server.fetchJson("/api/locations")).body.find(
      (l: { name: string }) => l.name === "Reported Pond",
    );
    const review = await server.fetchJson(
      `/api/locations/${pond.id}/reviews`,
      json("POST", {
        userName: "Borderline",
        rating: 3,
        reviewText: "Bring your own bait, the shop is pricey.",
      }),
    );
    const queued = async () =>
      (await server.fetchJson("/api/admin/reviews", { headers: { cookie } })).body.find(
        (r: { id: number }) => r.id === review.body.id,
      );
    expect(await queued()).toBeUndefined();
    for (const [i, reason] of (["off-topic", "spam"] as const).entries())
      await server.fetchJson(
        `/api/reviews/${review.body.id}/reports`,
        json(
          "POST",
          { reason, note: i === 0 ? "Not about fishing" : undefined },
          { "X-Forwarded-For": `203.0.113.${40 + i}` },
        ),
      );
    expect(await queued()).toMatchObject({
      status: "published",
      reports: [
        { reason: "spam", note: null },
        { reason: "off-topic", note: "Not about fishing" },
      ],
    });
    const kept = await server.fetchJson(
      `/api/admin/reviews/${review.body.id}/publish`,
      json("POST", undefined, { cookie, "X-CSRF-Token": csrfToken }),
    );
    expect(kept.status).toBe(200);
    expect(await queued()).toBeUndefined();
    // A third report after the decision is the first that counts again: the review stays.
    await server.fetchJson(
      `/api/reviews/${review.body.id}/reports`,
      json("POST", { reason: "spam" }, { "X-Forwarded-For": "203.0.113.49" }),
    );
    expect(await queued()).toMatchObject({ status: "published", reports: [{ reason: "spam" }] });
  });

  it("publishes a held review and hides a published one, keeping the average right and auditing both", async () => {
    const { cookie, csrfToken } = await signIn();
    const write = { cookie, "X-CSRF-Token": csrfToken };
    const lake = (await server.fetchJson("/api/locations")).body.find(
      (l: { name: string }) => l.name === "Moderated Lake",
    );
    const post = (review: object) =>
      server.fetchJson(
        `/api/locations/${lake.id}/reviews`,
        json("POST", review, { "X-Forwarded-For": "192.0.2.77" }),
      );
    const good = await post({ userName: "Steady", rating: 2, reviewText: "Slow day, pretty water." });
    const held = await post({
      userName: "Linker",
      rating: 5,
      reviewText: "a.example.com b.example.com c.example.com",
    });
    expect([good.status, held.status]).toEqual([201, 202]);
    const rating = async () => (await server.fetchJson(`/api/locations/${lake.id}/rating`)).body;
    expect(await rating()).toMatchObject({ averageRating: 2, reviewCount: 1 });

    const queue = (await server.fetchJson("/api/admin/reviews", { headers: { cookie } })).body;
    const queued = queue.find((r: { userName: string }) => r.userName === "Linker");
    expect(queued).toMatchObject({
      status: "held",
      moderationNote: "More than 2 links",
      locationName: "Moderated Lake",
    });

    const published = await server.fetchJson(
      `/api/admin/reviews/${queued.id}/publish`,
      json("POST", undefined, write),
    );
    expect(published).toMatchObject({ status: 200, body: { id: queued.id, status: "published" } });
    expect(await rating()).toMatchObject({ averageRating: 3.5, reviewCount: 2 });

    const noReason = await server.fetchJson(
      `/api/admin/reviews/${good.body.id}/hide`,
      json("POST", {}, write),
    );
    expect(noReason.status).toBe(400);
    const hidden = await server.fetchJson(
      `/api/admin/reviews/${good.body.id}/hide`,
      json("POST", { reason: "Off topic" }, write),
    );
    expect(hidden.status).toBe(200);
    expect(await rating()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    const listed = (await server.fetchJson(`/api/locations/${lake.id}/reviews`)).body.map(
      (r: { id: number }) => r.id,
    );
    expect(listed).toEqual([queued.id]);

    const deleted = await server.fetchJson(
      `/api/admin/reviews/${queued.id}`,
      json("DELETE", undefined, write),
    );
    expect(deleted.status).toBe(200);
    expect(await rating()).toMatchObject({ averageRating: null, reviewCount: 0 });

    const audit = (await server.fetchJson("/api/admin/audit", { headers: { cookie } })).body;
    expect(audit.slice(0, 3).map((e: { action: string }) => e.action)).toEqual([
      "review.delete",
      "review.hide",
      "review.publish",
    ]);
    expect(audit[1]).toMatchObject({
      operator: OPERATOR,
      targetType: "review",
      targetId: String(good.body.id),
      before: { status: "published" },
      after: { status: "hidden", moderationNote: "Off topic" },
    });
    expect(audit[1].before).not.toHaveProperty("authorKey");

    const csv = await server.fetchText("/api/admin/audit.csv", { headers: { cookie } });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("id,at,operator,action,target_type,target_id,before,after");
    expect(lines[1]).toContain(`,${OPERATOR},review.delete,review,${queued.id},`);
    expect(lines).toHaveLength(audit.length + 1);
  });
});
