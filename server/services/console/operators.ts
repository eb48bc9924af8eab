import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { SIGN_IN_LINK_MINUTES } from "#core/operators";
import type { Database } from "#server/db/client.server";
import { operatorSignInTokens } from "#server/db/schema";
import type { Mailer } from "#server/mail.server";
import { hashToken, newToken } from "../tokens";

// Operators sign in with a link sent by e-mail (docs/product.md "Operator sign-in", decision 032):
// no passwords to keep or leak. Links are stored as their tokens' hashes; a spent link starts a
// session (sessions.ts).

/** Links one address may be sent in SIGN_IN_LINK_MINUTES; more are quietly not sent. */
export const LINKS_PER_ADDRESS = 3;

export type OperatorDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Lower-case addresses; empty when the console is off. */
  operatorEmails: readonly string[];
};

export function isOperator(deps: Pick<OperatorDeps, "operatorEmails">, email: string): boolean {
  return deps.operatorEmails.includes(email.trim().toLowerCase());
}

/**
 * Sends a sign-in link when the address is an operator's and has not had too many lately.
 * Returns whether a link was sent, for the log only: the visitor always gets SIGN_IN_ANSWER.
 */
export async function requestSignIn(deps: OperatorDeps, { email }: { email: string }): Promise<boolean> {
  const address = email.trim().toLowerCase();
  if (!isOperator(deps, address)) return false;
  const since = sql`now() - make_interval(mins => ${SIGN_IN_LINK_MINUTES})`;
  const [recent] = await deps.db
    .select({ links: count() })
    .from(operatorSignInTokens)
    .where(and(eq(operatorSignInTokens.email, address), gt(operatorSignInTokens.createdAt, since)));
  if ((recent?.links ?? 0) >= LINKS_PER_ADDRESS) return false;
  const token = newToken();
  await deps.db.insert(operatorSignInTokens).values({
    tokenHash: hashToken(token),
    email: address,
    expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_LINK_MINUTES})`,
  });
  const link = `${deps.publicUrl}/admin/sign-in?token=${encodeURIComponent(token)}`;
  // Sent after the answer: a listed address must not answer slower than any other.
  void deps.mailer
    .send({
      to: address,
      subject: "Your Fish Spots sign-in link",
      text: [
        "Open this link to sign in to the Fish Spots console:",
        "",
        link,
        "",
        `It works once, within ${SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this message.`,
      ].join("\n"),
    })
    .catch((err: unknown) =>
      deps.logger.error({ err, event: "operator.sign_in_mail_failed" }, "sign-in link not sent"),
    );
  return true;
}

/**
 * Spends a sign-in link: the token is spent in the same statement that checks it, so a link
 * opened twice at once signs in once. Returns the address to start a session for, or null (a
 * link unknown, used or expired, or whose address is no longer listed).
 */
export async function spendSignInLink(
  deps: Pick<OperatorDeps, "db" | "operatorEmails">,
  { token }: { token: string },
): Promise<string | null> {
  const [spent] = await deps.db
    .update(operatorSignInTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(operatorSignInTokens.tokenHash, hashToken(token)),
        isNull(operatorSignInTokens.usedAt),
        gt(operatorSignInTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ email: operatorSignInTokens.email });
  return spent && isOperator(deps, spent.email) ? spent.email : null;
}
