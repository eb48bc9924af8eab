import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireOperator, requireOperatorPost } from "#app/lib/operator.server";
import { operatorSessions, operatorSignInTokens } from "#server/db/schema";
import { operatorSessionStorage } from "#server/services/console/sessions";
import { hashToken } from "#server/services/tokens";
import { startTestServer, type TestServer } from "#tests/support/testServer";

// The operators' one session and one guard (docs/product.md "Operator sign-in", decision 032):
// React Router's session storage on operator_sessions, the cookie read and written by the cookie
// package, and the guard that the API and the console's pages both ask.

const OPERATOR = "ops@fishspots.test";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { OPERATOR_EMAILS: OPERATOR, RATE_LIMIT_WRITES_PER_MINUTE: "1000" },
  });
});
afterAll(() => server.close());

let links = 0;
/** A session as a spent sign-in link starts it: its Set-Cookie, the Cookie header and the token. */
async function signIn() {
  const token = `test-link-${++links}-${Date.now()}`;
  await server.database.handle.db.insert(operatorSignInTokens).values({
    tokenHash: hashToken(token),
    email: OPERATOR,
    expiresAt: sql`now() + interval '15 minutes'`,
  });
  const started = await server.services.completeOperatorSignIn({ token });
  if (!started) throw new Error("the link was refused");
  return { ...started, cookie: started.setCookie.split(";")[0] as string };
}

const MALFORMED = [
  "fs_operator",
  "fs_operator=",
  "fs_operator=%",
  "fs_operator=%E0%A4%A",
  "=;;;==; fs_operator=;",
  `fs_operator=${"x".repeat(5000)}`,
  'fs_operator="unterminated',
  "fs_operator=a.b.c",
];

const statusOf = (error: unknown) => (error as { status?: number }).status;

describe("the session cookie", () => {
  it("holds the id and its signature; the table holds only the id's hash", async () => {
    const { setCookie, cookie } = await signIn();
    expect(setCookie).toMatch(
      /^fs_operator=[\w-]{86}; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const value = cookie.slice("fs_operator=".length);
    const id = value.slice(0, 43);
    const hashes = await server.database.handle.db
      .select({ idHash: operatorSessions.idHash })
      .from(operatorSessions);
    expect(hashes.map((r) => r.idHash)).toContain(createHash("sha256").update(id).digest("hex"));
    expect(JSON.stringify(hashes)).not.toContain(id);
  });

  it("is Secure only when PUBLIC_URL is https", async () => {
    const db = server.database.handle.db;
    for (const [publicUrl, secure] of [
      ["http://fishspots.test", false],
      ["https://fishspots.test", true],
    ] as const) {
      const storage = operatorSessionStorage({ db, publicUrl, isOperator: () => true });
      const session = await storage.getSession();
      session.set("email", OPERATOR);
      session.set("csrfToken", "t");
      const header = await storage.commitSession(session, { maxAge: 60 });
      expect(header.endsWith("; HttpOnly; Secure; SameSite=Lax")).toBe(secure);
      expect(header).toMatch(/; Max-Age=60; Path=\/; HttpOnly; /);
    }
  });
});

describe("services.requireOperator, the one guard", () => {
  it("answers the session's operator, and for a write asks for its CSRF token", async () => {
    const { cookie, csrfToken } = await signIn();
    const guard = server.services.requireOperator;
    expect(await guard({ cookie, write: false })).toEqual({ email: OPERATOR, csrfToken });
    expect(await guard({ cookie, write: true, csrfToken })).toEqual({ email: OPERATOR, csrfToken });
    for (const wrong of [undefined, "", "nope", `${csrfToken}x`, csrfToken.slice(1), 42, null])
      expect(statusOf(await guard({ cookie, write: true, csrfToken: wrong }).catch((e) => e))).toBe(403);
  });

  it("refuses (401) no cookie, a malformed one, a forged signature and an unsigned id", async () => {
    const { cookie } = await signIn();
    const value = cookie.slice("fs_operator=".length);
    const last = value.at(-1) === "A" ? "B" : "A";
    const refused = [undefined, null, "", ...MALFORMED, `fs_operator=${value.slice(0, -1)}${last}`];
    refused.push(`fs_operator=${value.slice(0, 43)}`, `other=1; fs_operator=${value.slice(43)}`);
    for (const header of refused)
      expect(
        statusOf(await server.services.requireOperator({ cookie: header, write: false }).catch((e) => e)),
      ).toBe(401);
  });

  it("ends a session whose address has left the operators, and one that expired", async () => {
    const { cookie } = await signIn();
    const db = server.database.handle.db;
    const delisted = operatorSessionStorage({
      db,
      publicUrl: "https://fishspots.test",
      isOperator: () => false,
    });
    expect((await delisted.getSession(cookie)).get("email")).toBeUndefined();
    await db.execute(sql`update operator_sessions set expires_at = now() - interval '1 second'`);
    expect(statusOf(await server.services.requireOperator({ cookie, write: false }).catch((e) => e))).toBe(
      401,
    );
  });

  it("signs out: the row goes and the cookie is cleared", async () => {
    const { cookie, csrfToken } = await signIn();
    const cleared = await server.services.signOutOperator({ cookie });
    expect(cleared).toBe("fs_operator=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(
      statusOf(await server.services.requireOperator({ cookie, write: true, csrfToken }).catch((e) => e)),
    ).toBe(401);
    // A visitor without a session signing out is no error either.
    expect(await server.services.signOutOperator({ cookie: "fs_operator=%" })).toMatch(
      /^fs_operator=; Max-Age=0/,
    );
  });
});

describe("the console's pages ask the same guard", () => {
  const context = () => ({ services: server.services });
  const page = (cookie?: string, form?: Record<string, string>) =>
    new Request("https://fishspots.test/admin", {
      method: form ? "POST" : "GET",
      headers: cookie ? { cookie } : {},
      body: form ? new URLSearchParams(form) : undefined,
    });
  const thrown = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );

  it("sends a visitor without a session, or with a malformed cookie, to the sign-in page", async () => {
    for (const cookie of [undefined, ...MALFORMED]) {
      const answer = await thrown(requireOperator(page(cookie), context()));
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(302);
      expect((answer as Response).headers.get("location")).toBe("/admin/login");
      expect((answer as Response).headers.get("cache-control")).toMatch(/no-store/);
    }
    const post = await thrown(requireOperatorPost(page(undefined, { csrf: "x" }), context()));
    expect((post as Response).status).toBe(302);
  });

  it("refuses a form post without the session's token (403) and accepts one with it", async () => {
    const { cookie, csrfToken } = await signIn();
    for (const form of [{}, { csrf: "" }, { csrf: "wrong" }] as Record<string, string>[]) {
      const refused = await thrown(requireOperatorPost(page(cookie, form), context()));
      expect((refused as { init: { status: number } }).init.status).toBe(403);
      expect((refused as { data: unknown }).data).toEqual({ message: "Missing or wrong CSRF token" });
    }
    const accepted = await requireOperatorPost(page(cookie, { csrf: csrfToken, note: "kept" }), context());
    expect(accepted.operator).toEqual({ email: OPERATOR, csrfToken });
    expect(accepted.form.get("note")).toBe("kept");
  });
});

describe("the API asks the same guard", () => {
  it("answers 401 to a malformed cookie, never a 500", async () => {
    for (const cookie of MALFORMED) {
      const answer = await server.fetchJson("/api/admin/session", { headers: { cookie } });
      expect(answer).toMatchObject({ status: 401, body: { message: "Sign in first" } });
    }
  });

  it("answers 403 to a write without the session's token", async () => {
    const { cookie, csrfToken } = await signIn();
    const out = await server.fetchJson("/api/admin/session", { method: "DELETE", headers: { cookie } });
    expect(out).toMatchObject({ status: 403, body: { message: "Missing or wrong CSRF token" } });
    const signedOut = await server.fetchJson("/api/admin/session", {
      method: "DELETE",
      headers: { cookie, "X-CSRF-Token": csrfToken },
    });
    expect(signedOut.status).toBe(200);
  });
});
