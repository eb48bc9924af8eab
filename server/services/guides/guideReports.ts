import { and, count, eq, gt, isNull, or } from "drizzle-orm";
import { REPORT_THANKS, REPORTS_TO_HIDE } from "#core/moderation";
import { type ReviewReportInput, reviewReportInputSchema } from "#core/schemas";
import type { Database } from "#server/db/client.server";
import { guideReports, guides } from "#server/db/schema";
import { recordAudit } from "../audit";
import { NotFoundError } from "../errors";
import { addressKey } from "../reviews";
import { auditedGuide } from "./guideRows";

// `Report this listing` (docs/product.md "Local guides"), as a review's Report: the same reasons,
// each address once per guide, and the REPORTS_TO_HIDE-th open report hides the listing until an
// operator decides.

export const GUIDE_HIDDEN_BY_REPORTS = `Hidden after reports from ${REPORTS_TO_HIDE} readers`;
/** Who the audit log names for a listing the readers' reports hid. */
export const READERS_ACTOR = "readers (reports)";

/** A report of its guide made since the operators' last decision on it (earlier ones are settled). */
export const isOpenGuideReport = and(
  eq(guideReports.guideId, guides.id),
  or(isNull(guides.moderatedAt), gt(guideReports.createdAt, guides.moderatedAt)),
);

/** POST /api/guides/{id}/reports: with the guide row locked, so reports at once cannot all miss the count. */
export async function reportGuide(
  db: Database,
  { guideId, input, clientAddress }: { guideId: number; input: ReviewReportInput; clientAddress: string },
): Promise<{ message: string; hidden: boolean }> {
  const report = reviewReportInputSchema.parse(input);
  const reporterKey = await addressKey(db, clientAddress);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [guide] = await t.select().from(guides).where(eq(guides.id, guideId)).for("update");
    if (guide?.status !== "approved") throw new NotFoundError("Guide not found");
    await t
      .insert(guideReports)
      .values({ guideId, reporterKey, reason: report.reason, note: report.note })
      .onConflictDoNothing();
    const [open] = await t
      .select({ reports: count() })
      .from(guideReports)
      .innerJoin(guides, isOpenGuideReport)
      .where(eq(guides.id, guideId));
    const hidden = (open?.reports ?? 0) >= REPORTS_TO_HIDE;
    if (hidden) {
      const [after] = await t
        .update(guides)
        .set({ status: "hidden", moderationNote: GUIDE_HIDDEN_BY_REPORTS })
        .where(eq(guides.id, guideId))
        .returning();
      if (after)
        await recordAudit(t, {
          operator: READERS_ACTOR,
          action: "guide.hide",
          targetType: "guide",
          targetId: guideId,
          before: auditedGuide(guide),
          after: auditedGuide(after),
        });
    }
    return { message: REPORT_THANKS, hidden };
  });
}
