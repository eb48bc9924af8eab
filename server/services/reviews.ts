import { desc, eq } from "drizzle-orm";
import { type ReviewInput, reviewInputSchema } from "../../core/schemas";
import type { Database } from "../db/client.server";
import { locationReviews, type ReviewRow } from "../db/schema";
import { getLocation } from "./locations";

export type Review = ReviewRow;

export async function findReviews(db: Database, { locationId }: { locationId: number }): Promise<Review[]> {
  await getLocation(db, { id: locationId });
  return db
    .select()
    .from(locationReviews)
    .where(eq(locationReviews.locationId, locationId))
    .orderBy(desc(locationReviews.createdAt), desc(locationReviews.id));
}

/**
 * Spec 7: a full review or a quick rating. A quick rating sends `comment` instead of
 * `reviewText`; its guest e-mail is not stored (we keep no visitor addresses we do not need).
 */
export async function createReview(
  db: Database,
  { locationId, input }: { locationId: number; input: ReviewInput },
): Promise<Review> {
  const review = reviewInputSchema.parse(input);
  await getLocation(db, { id: locationId });
  const fishCaught = review.fishCaught?.length ? review.fishCaught : null;
  const [row] = await db
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
  return row;
}
