import { and, count, eq, gt, isNull, or } from "drizzle-orm";
import { REPORT_THANKS, REPORTS_TO_HIDE } from "#core/moderation";
import { type ReviewReportInput, reviewReportInputSchema } from "#core/schemas";
import type { Database } from "#server/db/client.server";
import { locationReviews, reviewReports } from "#server/db/schema";
import { NotFoundError } from "../errors";
import { addressKey } from "./addressKeys";
import { removeFromRatingTotals } from "./ratings";

export const HIDDEN_BY_REPORTS = `Hidden after reports from ${REPORTS_TO_HIDE} readers`;

/**
 * A report of its review made since the operators' last decision on it (earlier ones are
 * settled), for a query that has both tables: the one rule the count and the queue share.
 */
export const isOpenReport = and(
  eq(reviewReports.reviewId, locationReviews.id),
  or(isNull(locationReviews.moderatedAt), gt(reviewReports.createdAt, locationReviews.moderatedAt)),
);

/**
 * docs/product.md "API: moderation": a reader reports a published review. Each address counts
 * once per review; the report that makes REPORTS_TO_HIDE open reports hides the review and
 * takes it out of its location's rating, in one transaction with the review row locked, so
 * two reports at once cannot both miss the count.
 */
export async function reportReview(
  db: Database,
  { reviewId, input, clientAddress }: { reviewId: number; input: ReviewReportInput; clientAddress: string },
): Promise<{ message: string; hidden: boolean }> {
  const report = reviewReportInputSchema.parse(input);
  const reporterKey = await addressKey(db, clientAddress);
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        status: locationReviews.status,
        locationId: locationReviews.locationId,
        rating: locationReviews.rating,
      })
      .from(locationReviews)
      .where(eq(locationReviews.id, reviewId))
      .for("update");
    if (review?.status !== "published") throw new NotFoundError("Review not found");
    await tx
      .insert(reviewReports)
      .values({ reviewId, reporterKey, reason: report.reason, note: report.note })
      .onConflictDoNothing();
    const [open] = await tx
      .select({ reports: count() })
      .from(reviewReports)
      .innerJoin(locationReviews, isOpenReport)
      .where(eq(locationReviews.id, reviewId));
    const hidden = (open?.reports ?? 0) >= REPORTS_TO_HIDE;
    if (hidden) {
      await tx
        .update(locationReviews)
        .set({ status: "hidden", moderationNote: HIDDEN_BY_REPORTS })
        .where(eq(locationReviews.id, reviewId));
      await removeFromRatingTotals(tx as unknown as Database, review);
    }
    return { message: REPORT_THANKS, hidden };
  });
}
