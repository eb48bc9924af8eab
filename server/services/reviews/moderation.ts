import { asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { ReviewStatus } from "#core/moderation";
import { hideReviewInputSchema } from "#core/schemas";
import type { Database } from "#server/db/client.server";
import { fishingLocations, locationReviews, reviewReports } from "#server/db/schema";
import { recordAudit } from "../audit";
import { NotFoundError } from "../errors";
import { addToRatingTotals, removeFromRatingTotals } from "./ratings";
import { isOpenReport } from "./reviewReports";

// The operators' decisions on reviews (docs/product.md "Moderation", decision 032). Each keeps the
// location's rating totals equal to its published reviews, and is audited in its transaction.

export type QueueReport = { reason: string; note: string | null; createdAt: Date };

export type QueuedReview = {
  id: number;
  locationId: number;
  locationName: string;
  userName: string;
  rating: number;
  reviewText: string | null;
  fishCaught: string[] | null;
  visitDate: string | null;
  createdAt: Date;
  status: ReviewStatus;
  moderationNote: string | null;
  reports: QueueReport[];
};

export const QUEUE_LIMIT = 100;

/**
 * What waits for a decision: held and hidden reviews, and published ones with reports made
 * since the last decision on them; oldest first, so nothing waits forever.
 */
export async function listModerationQueue(db: Database): Promise<QueuedReview[]> {
  const openReport = db.select({ id: reviewReports.id }).from(reviewReports).where(isOpenReport);
  const rows = await db
    .select({
      id: locationReviews.id,
      locationId: locationReviews.locationId,
      locationName: fishingLocations.name,
      userName: locationReviews.userName,
      rating: locationReviews.rating,
      reviewText: locationReviews.reviewText,
      fishCaught: locationReviews.fishCaught,
      visitDate: locationReviews.visitDate,
      createdAt: locationReviews.createdAt,
      status: locationReviews.status,
      moderationNote: locationReviews.moderationNote,
    })
    .from(locationReviews)
    .innerJoin(fishingLocations, eq(fishingLocations.id, locationReviews.locationId))
    .where(or(ne(locationReviews.status, "published"), sql`exists (${openReport})`))
    .orderBy(asc(locationReviews.createdAt), asc(locationReviews.id))
    .limit(QUEUE_LIMIT);
  if (rows.length === 0) return [];
  const reports = await db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      note: reviewReports.note,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .innerJoin(locationReviews, isOpenReport)
    .where(
      inArray(
        locationReviews.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(reviewReports.createdAt));
  return rows.map((row) => ({
    ...row,
    status: row.status as ReviewStatus,
    reports: reports
      .filter((r) => r.reviewId === row.id)
      .map(({ reason, note, createdAt }) => ({ reason, note, createdAt })),
  }));
}

type Decision = { reviewId: number; operator: string };

async function decide(
  db: Database,
  { reviewId, operator }: Decision,
  action: "review.publish" | "review.hide" | "review.delete",
  change: { status: ReviewStatus; moderationNote: string | null } | "delete",
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(locationReviews)
      .where(eq(locationReviews.id, reviewId))
      .for("update");
    if (!before) throw new NotFoundError("Review not found");
    const wasCounted = before.status === "published";
    const counts = change !== "delete" && change.status === "published";
    if (wasCounted && !counts) await removeFromRatingTotals(tx as unknown as Database, before);
    if (!wasCounted && counts) await addToRatingTotals(tx as unknown as Database, before);
    let after: unknown = null;
    if (change === "delete") await tx.delete(locationReviews).where(eq(locationReviews.id, reviewId));
    else {
      [after] = await tx
        .update(locationReviews)
        .set({ ...change, moderatedAt: sql`now()` })
        .where(eq(locationReviews.id, reviewId))
        .returning();
    }
    await recordAudit(tx as unknown as Database, {
      operator,
      action,
      targetType: "review",
      targetId: reviewId,
      before: auditedReview(before),
      after: after ? auditedReview(after as typeof before) : null,
    });
  });
}

/** A review as the audit log keeps it: what was shown and decided, not its writer's keys. */
function auditedReview(row: typeof locationReviews.$inferSelect) {
  const { authorKey: _author, textKey: _text, ...kept } = row;
  return kept;
}

/** Publishes a held or hidden review (or settles the reports on a published one). */
export function publishReview(db: Database, decision: Decision): Promise<void> {
  return decide(db, decision, "review.publish", { status: "published", moderationNote: null });
}

export function hideReview(db: Database, decision: Decision & { reason: string }): Promise<void> {
  const { reason } = hideReviewInputSchema.parse({ reason: decision.reason });
  return decide(db, decision, "review.hide", { status: "hidden", moderationNote: reason });
}

export function deleteReview(db: Database, decision: Decision): Promise<void> {
  return decide(db, decision, "review.delete", "delete");
}
