import { desc, eq } from "drizzle-orm";
import { type ReviewInput, reviewInputSchema } from "#core/schemas";
import type { Database } from "../db/client.server";
import { locationReviews, type ReviewRow } from "../db/schema";
import { getLocation } from "./locations";
import { addToRatingTotals } from "./ratings";

export type Review = ReviewRow;

/** A location's reviews, newest first; `limit`/`offset` page them. */
export async function findReviews(
  db: Database,
  { locationId, limit, offset }: { locationId: number; limit?: number; offset?: number },
): Promise<Review[]> {
  await getLocation(db, { id: locationId });
  let query = db
    .select()
    .from(locationReviews)
    .where(eq(locationReviews.locationId, locationId))
    .orderBy(desc(locationReviews.createdAt), desc(locationReviews.id))
    .$dynamic();
  if (limit !== undefined) query = query.limit(limit);
  if (offset) query = query.offset(offset);
  return query;
}

/**
 * docs/product.md "API: reviews": a full review or a quick rating. A quick rating sends `comment` instead of
 * `reviewText`; its guest e-mail is not stored (we keep no visitor addresses we do not need).
 * The review and its location's rating totals are written in one transaction.
 */
export async function createReview(
  db: Database,
  { locationId, input }: { locationId: number; input: ReviewInput },
): Promise<Review> {
  const review = reviewInputSchema.parse(input);
  await getLocation(db, { id: locationId });
  const fishCaught = review.fishCaught?.length ? review.fishCaught : null;
  return db.transaction(async (tx) => {
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
      })
      .returning();
    if (!row) throw new Error("Insert returned no row");
    await addToRatingTotals(tx as unknown as Database, { locationId, rating: row.rating });
    return row;
  });
}
