import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { guideApplicationSchema } from "#core/curatedGuides";
import { GUIDE_APPLIED_ANSWER, GUIDE_CONFIRMED_ANSWER, type GuideApplicationInput } from "#core/guides";
import type { Database } from "#server/db/client.server";
import { guides } from "#server/db/schema";
import { isUniqueViolation } from "#server/db/violations";
import { addressKey, textKey } from "../reviews";
import { confirmApplicationMessage, manageLinkMessage } from "./guideMail";
import {
  checkWaters,
  fieldColumns,
  type GuideDeps,
  guideHoldReason,
  replaceWaters,
  sendLater,
} from "./guideRows";
import { issueGuideLink, spendGuideLink } from "./guideTokens";

// Applying to the Local Guides directory (docs/product.md "Local guides", decision 041): the
// application is stored unconfirmed and its address is sent a confirmation link; nothing else
// happens before the link is used, and nothing of it is shown before an operator approves it.

/** The statuses that hold an address's one listing or application. */
export const LIVE_STATUSES = ["unconfirmed", "pending", "approved", "hidden"] as const;

const REPEAT_WINDOW = sql`now() - interval '24 hours'`;

type Applied = { guideId: number; email: string; business: string; listed: boolean };

/**
 * POST /api/guides and the /guides/apply form: answers GUIDE_APPLIED_ANSWER, the same for every
 * address. A new address is sent a confirmation link; an address whose earlier application is
 * still unconfirmed has it replaced (and a new link); an address that has a listing or an
 * application under review is sent the update link instead, so nothing is listed twice.
 */
export async function applyAsGuide(
  deps: GuideDeps,
  { input, clientAddress }: { input: GuideApplicationInput; clientAddress: string },
): Promise<{ message: string }> {
  const { db } = deps;
  const application = guideApplicationSchema.parse(input);
  await checkWaters(db, application);
  const email = application.email.toLowerCase();
  const authorKey = await addressKey(db, clientAddress);
  const keyOfText = await textKey(db, application.about);
  let applied: Applied;
  try {
    applied = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [earlier] = await t
        .select({ id: guides.id, status: guides.status, business: guides.business })
        .from(guides)
        .where(and(eq(guides.email, email), inArray(guides.status, [...LIVE_STATUSES])))
        .for("update");
      if (earlier && earlier.status !== "unconfirmed")
        return { guideId: earlier.id, email, business: earlier.business, listed: true };
      const [repeat] = await t
        .select({ id: guides.id })
        .from(guides)
        .where(
          and(
            eq(guides.authorKey, authorKey),
            eq(guides.textKey, keyOfText),
            gt(guides.createdAt, REPEAT_WINDOW),
          ),
        )
        .limit(1);
      const values = {
        ...fieldColumns(application),
        holdReason: guideHoldReason(application, repeat !== undefined),
        authorKey,
        textKey: keyOfText,
        updatedAt: sql`now()`,
      };
      // An unconfirmed application is replaced in its row, so its links still count to the address's limit.
      const [row] = earlier
        ? await t.update(guides).set(values).where(eq(guides.id, earlier.id)).returning({ id: guides.id })
        : await t
            .insert(guides)
            .values({ ...values, email, status: "unconfirmed" })
            .returning({ id: guides.id });
      if (!row) throw new Error("The application was not stored");
      await replaceWaters(t, row.id, application.locationIds);
      return { guideId: row.id, email, business: application.business, listed: false };
    });
  } catch (error) {
    // Two applications for one new address at once: the other one is stored and mailed.
    if (isUniqueViolation(error)) return { message: GUIDE_APPLIED_ANSWER };
    throw error;
  }
  await mailAfterApplying(deps, applied);
  return { message: GUIDE_APPLIED_ANSWER };
}

async function mailAfterApplying(deps: GuideDeps, applied: Applied) {
  const purpose = applied.listed ? "manage" : "confirm";
  const token = await issueGuideLink(deps.db, { guideId: applied.guideId, email: applied.email, purpose });
  if (!token) {
    deps.logger.info({ event: "guides.link_limited" }, "a guide's address had its share of links");
    return;
  }
  const { publicUrl } = deps;
  sendLater(
    deps,
    applied.listed
      ? manageLinkMessage({ publicUrl, email: applied.email, token })
      : confirmApplicationMessage({ publicUrl, email: applied.email, token, business: applied.business }),
    "guides.application_mail_failed",
  );
}

/**
 * The confirmation page's button: spends the link and sends the application to the operators'
 * review (`pending`). A link unknown, used or expired is a 404 with GUIDE_LINK_REFUSED.
 */
export async function confirmGuideApplication(
  db: Database,
  { token }: { token: unknown },
): Promise<{ message: string; status: "pending" }> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const guideId = await spendGuideLink(t, token, "confirm");
    await t
      .update(guides)
      .set({ status: "pending", confirmedAt: sql`now()` })
      .where(and(eq(guides.id, guideId), eq(guides.status, "unconfirmed")));
  });
  return { message: GUIDE_CONFIRMED_ANSWER, status: "pending" };
}
