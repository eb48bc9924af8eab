import { and, desc, eq, gt, sql } from "drizzle-orm";
import { HELD_REVIEW_MESSAGE } from "#core/moderation";
import { type ReviewInput, reviewInputSchema } from "#core/schemas";
import type { Database } from "#server/db/client.server";
import { locationReviews } from "#server/db/schema";
import { getLocation } from "../locations";
import { addressKey, textKey } from "./addressKeys";
import { addToRatingTotals } from "./ratings";
import { holdReason } from "./reviewHolds";

/** What anyone may read of a review: never its moderation state or its writer's key. */
export const publicReviewColumns = {
  id: locationReviews.id,
  locationId: locationReviews.locationId,
  userName: locationReviews.userName,
  rating: locationReviews.rating,
  reviewText: locationReviews.reviewText,
  fishCaught: locationReviews.fishCaught,
  visitDate: locationReviews.visitDate,
  timeSpent: locationReviews.timeSpent,
  createdAt: locationReviews.createdAt,
};

export type Review = {
  id: number;
  locationId: number;
  userName: string;
  rating: number;
  reviewText: string | null;
  fishCaught: string[] | null;
  visitDate: string | null;
  timeSpent: string | null;
  createdAt: Date;
};

export const isPublished = eq(locationReviews.status, "published");

/** A location's published reviews, newest first; `limit`/`offset` page them. */
export async function findReviews(
  db: Database,
  { locationId, limit, offset }: { locationId: number; limit?: number; offset?: number },
): Promise<Review[]> {
  await getLocation(db, { id: locationId });
  let query = db
    .select(publicReviewColumns)
    .from(locationReviews)
    .where(and(eq(locationReviews.locationId, locationId), isPublished))
    .orderBy(desc(locationReviews.createdAt), desc(locationReviews.id))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query;
}

export type CreatedReview =
  | { status: "published"; review: Review }
  | { status: "held"; message: typeof HELD_REVIEW_MESSAGE };

const REPEAT_WINDOW = sql`now() - interval '24 hours'`;

/**
 * docs/product.md "API: reviews": a full review or a quick rating. A quick rating sends `comment` instead of
 * `reviewText`; its guest e-mail is not stored (we keep no visitor addresses we do not need).
 * A written review may be held for a check (decision 032); a quick rating never is. A
 * published review and its location's rating totals are written in one transaction.
 */
export async function createReview(
  db: Database,
  { locationId, input, clientAddress }: { locationId: number; input: ReviewInput; clientAddress: string },
): Promise<CreatedReview> {
  const review = reviewInputSchema.parse(input);
  await getLocation(db, { id: locationId });
  const fishCaught = review.fishCaught?.length ? review.fishCaught : null;
  const authorKey = await addressKey(db, clientAddress);
  const writtenText = review.reviewText;
  const keyOfText = writtenText ? await textKey(db, writtenText) : null;
  return db.transaction(async (tx) => {
    let held: string | null = null;
    if (writtenText && keyOfText) {
      const earlier = await tx
        .select({ id: locationReviews.id })
        .from(locationReviews)
        .where(
          and(
            eq(locationReviews.authorKey, authorKey),
            eq(locationReviews.textKey, keyOfText),
            gt(locationReviews.createdAt, REPEAT_WINDOW),
          ),
        )
        .limit(1);
      held = holdReason({ text: writtenText, userName: review.userName, repeated: earlier.length > 0 });
    }
    const [row] = await tx
      .insert(locationReviews)
      .values({
        locationId,
        userName: review.userName,
        rating: review.rating,
        reviewText: review.reviewText ?? review.comment ?? null,
        fishCaught,
        visitDate: review.visitDate,
        timeSpent: review.timeSpent,
        status: held ? "held" : "published",
        moderationNote: held,
        authorKey,
        textKey: keyOfText,
      })
      .returning(publicReviewColumns);
    if (!row) throw new Error("Insert returned no row");
    if (held) return { status: "held", message: HELD_REVIEW_MESSAGE };
    await addToRatingTotals(tx as unknown as Database, { locationId, rating: row.rating });
    return { status: "published", review: row };
  });
}
