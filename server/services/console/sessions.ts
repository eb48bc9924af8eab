import { createHmac } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { type Cookie, createSessionStorage, type SessionStorage } from "react-router";
import { cookieHeader, cookieValue } from "#core/cookies";
import { OPERATOR_COOKIE, operatorCookieAttributes } from "#core/operators";
import type { Database } from "#server/db/client.server";
import { operatorSessions } from "#server/db/schema";
import { ForbiddenError, UnauthorizedError } from "../errors";
import { siteKey } from "../siteKey";
import { hashToken, newToken, tokensEqual } from "../tokens";

// Operators' sessions (docs/product.md "Operator sign-in", decision 032) through React Router's
// session API, stored in operator_sessions. The cookie holds a random id and its signature; the
// table holds the id's hash, so a leaked table names no live cookie. Sign-out deletes the row,
// and a session whose address has left OPERATOR_EMAILS ends at once.

export const SESSION_HOURS = 12;
const SESSION_SECONDS = SESSION_HOURS * 3600;

export type OperatorSessionData = { email: string; csrfToken: string };
export type OperatorSession = OperatorSessionData;

export type SessionDeps = {
  db: Database;
  publicUrl: string;
  isOperator(email: string): boolean;
};

/** HMAC-SHA-256 in base64url: 43 characters. */
const SIGNATURE_LENGTH = 43;

async function signatureOf(db: Database, id: string): Promise<string> {
  return createHmac("sha256", await siteKey(db))
    .update(`operator-session:${id}`)
    .digest("base64url");
}

/**
 * The session cookie, read and written by the `cookie` package (core/cookies.ts): the id followed
 * by its signature, keyed with the database's own secret, checked in constant time. Its life is
 * always sent as Max-Age.
 */
function operatorCookie({ db, publicUrl }: Pick<SessionDeps, "db" | "publicUrl">): Cookie {
  return {
    name: OPERATOR_COOKIE,
    isSigned: true,
    expires: undefined,
    async parse(header) {
      const value = cookieValue(header, OPERATOR_COOKIE);
      if (!value || value.length <= SIGNATURE_LENGTH) return null;
      const id = value.slice(0, -SIGNATURE_LENGTH);
      return tokensEqual(value.slice(-SIGNATURE_LENGTH), await signatureOf(db, id)) ? id : null;
    },
    async serialize(id: string, options = {}) {
      const maxAge =
        options.maxAge ??
        (options.expires ? (options.expires.getTime() - Date.now()) / 1000 : SESSION_SECONDS);
      const value = id === "" ? "" : id + (await signatureOf(db, id));
      return cookieHeader(OPERATOR_COOKIE, value, operatorCookieAttributes(publicUrl, maxAge));
    },
  };
}

export function operatorSessionStorage(deps: SessionDeps): SessionStorage<OperatorSessionData> {
  const { db } = deps;
  const byId = (id: string) => eq(operatorSessions.idHash, hashToken(id));
  return createSessionStorage<OperatorSessionData>({
    cookie: operatorCookie(deps),
    // The session lasts SESSION_HOURS by the database's clock, the clock every read checks.
    async createData(data) {
      const { email, csrfToken } = data as Partial<OperatorSessionData>;
      if (!email || !csrfToken) throw new Error("An operator session needs an address and a CSRF token");
      const id = newToken();
      await db.insert(operatorSessions).values({
        idHash: hashToken(id),
        email,
        csrfToken,
        expiresAt: sql`now() + make_interval(hours => ${SESSION_HOURS})`,
      });
      return id;
    },
    async readData(id) {
      if (typeof id !== "string" || id === "") return null;
      const [row] = await db
        .select()
        .from(operatorSessions)
        .where(and(byId(id), gt(operatorSessions.expiresAt, sql`now()`)));
      if (!row || !deps.isOperator(row.email)) return null;
      return { email: row.email, csrfToken: row.csrfToken };
    },
    // A session's address and token never change; its expiry is the one set at sign-in.
    async updateData(id, data) {
      const { email, csrfToken } = data as Partial<OperatorSessionData>;
      if (email && csrfToken) await db.update(operatorSessions).set({ email, csrfToken }).where(byId(id));
    },
    async deleteData(id) {
      if (id) await db.delete(operatorSessions).where(byId(id));
    },
  });
}

/** A new session for an address whose sign-in link was just spent: its Set-Cookie and token. */
export async function startSession(
  storage: SessionStorage<OperatorSessionData>,
  email: string,
): Promise<OperatorSession & { setCookie: string }> {
  const session = await storage.getSession();
  const csrfToken = newToken();
  session.set("email", email);
  session.set("csrfToken", csrfToken);
  const setCookie = await storage.commitSession(session, { maxAge: SESSION_SECONDS });
  return { email, csrfToken, setCookie };
}

/** Whether a write carries its session's CSRF token, compared in constant time. */
export function csrfMatches(session: { csrfToken: string }, token: unknown): boolean {
  return typeof token === "string" && token !== "" && tokensEqual(token, session.csrfToken);
}

/**
 * The one guard of the console's API and pages: the live session a request's Cookie header names
 * (UnauthorizedError without one), and for a write its CSRF token (ForbiddenError when missing or
 * wrong). The API sends the token in X-CSRF-Token, the console's forms in a hidden field.
 */
export async function requireOperator(
  storage: SessionStorage<OperatorSessionData>,
  request: { cookie: string | null | undefined; write: boolean; csrfToken?: unknown },
): Promise<OperatorSession> {
  const session = await storage.getSession(request.cookie);
  const email = session.get("email");
  const csrfToken = session.get("csrfToken");
  if (!email || !csrfToken) throw new UnauthorizedError("Sign in first");
  if (request.write && !csrfMatches({ csrfToken }, request.csrfToken))
    throw new ForbiddenError("Missing or wrong CSRF token");
  return { email, csrfToken };
}

/** Sign-out: the row goes, so the cookie is worth nothing wherever it is; the Set-Cookie clears it. */
export async function endSession(
  storage: SessionStorage<OperatorSessionData>,
  cookie: string | null | undefined,
): Promise<string> {
  return storage.destroySession(await storage.getSession(cookie));
}
