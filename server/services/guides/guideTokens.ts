import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { GUIDE_CONFIRM_DAYS, GUIDE_LINK_MINUTES, GUIDE_LINK_REFUSED, guideTokenSchema } from "#core/guides";
import type { Database } from "#server/db/client.server";
import { guideTokens } from "#server/db/schema";
import { NotFoundError } from "../errors";
import { hashToken, newToken } from "../tokens";

// A guide's e-mailed links (docs/product.md "Local guides"), kept as their tokens' hashes as the
// operators' sign-in links are: each works once, until it expires. An address is sent at most
// LINKS_PER_ADDRESS of them in LINK_WINDOW_MINUTES; more are quietly not sent, so nobody can
// fill a stranger's mailbox through the form.

export type GuideLinkPurpose = "confirm" | "manage";

export const LINKS_PER_ADDRESS = 3;
export const LINK_WINDOW_MINUTES = 15;

/** A new link's token, or null when the address had its share of links lately. */
export async function issueGuideLink(
  db: Database,
  { guideId, email, purpose }: { guideId: number; email: string; purpose: GuideLinkPurpose },
): Promise<string | null> {
  const [recent] = await db
    .select({ links: count() })
    .from(guideTokens)
    .where(
      and(
        eq(guideTokens.email, email),
        gt(guideTokens.createdAt, sql`now() - make_interval(mins => ${LINK_WINDOW_MINUTES})`),
      ),
    );
  if ((recent?.links ?? 0) >= LINKS_PER_ADDRESS) return null;
  const token = newToken();
  await db.insert(guideTokens).values({
    tokenHash: hashToken(token),
    guideId,
    purpose,
    email,
    expiresAt:
      purpose === "confirm"
        ? sql`now() + make_interval(days => ${GUIDE_CONFIRM_DAYS})`
        : sql`now() + make_interval(mins => ${GUIDE_LINK_MINUTES})`,
  });
  return token;
}

const live = (token: string, purpose: GuideLinkPurpose) =>
  and(
    eq(guideTokens.tokenHash, hashToken(token)),
    eq(guideTokens.purpose, purpose),
    isNull(guideTokens.usedAt),
    gt(guideTokens.expiresAt, sql`now()`),
  );

function parsedToken(token: unknown): string {
  const parsed = guideTokenSchema.safeParse(token);
  if (!parsed.success) throw new NotFoundError(GUIDE_LINK_REFUSED);
  return parsed.data;
}

/** The guide a live link names, without spending it (a page that shows what the link would do). */
export async function peekGuideLink(
  db: Database,
  token: unknown,
  purpose: GuideLinkPurpose,
): Promise<number> {
  const [row] = await db
    .select({ guideId: guideTokens.guideId })
    .from(guideTokens)
    .where(live(parsedToken(token), purpose));
  if (!row) throw new NotFoundError(GUIDE_LINK_REFUSED);
  return row.guideId;
}

/**
 * Spends a link: checked and spent in one statement, so a link used twice at once works once.
 * Inside the action's transaction, an action that fails gives the link back.
 */
export async function spendGuideLink(
  db: Database,
  token: unknown,
  purpose: GuideLinkPurpose,
): Promise<number> {
  const [spent] = await db
    .update(guideTokens)
    .set({ usedAt: sql`now()` })
    .where(live(parsedToken(token), purpose))
    .returning({ guideId: guideTokens.guideId });
  if (!spent) throw new NotFoundError(GUIDE_LINK_REFUSED);
  return spent.guideId;
}
