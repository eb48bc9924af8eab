import { and, desc, eq, sql } from "drizzle-orm";
import { HELD_REVIEW_MESSAGE } from "#core/moderation";
import { type ReviewInput, reviewInputSchema } from "#core/schemas";
import { type Database, selectRows } from "#server/db/client.server";
import { locationReviews } from "#server/db/schema";
import { NotFoundError } from "../errors";
import { getLocation } from "../locations";
import { addressKey, textKey } from "./addressKeys";
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

/**
 * docs/product.md "API: reviews": a full review or a quick rating. A quick rating sends `comment` instead of
 * `reviewText`; its guest e-mail is not stored (we keep no visitor addresses we do not need).
 * A written review may be held for a check (decision 032); a quick rating never is. A
 * published review and its location's rating totals are written together.
 *
 * One statement does it all (decision 018, "Writes that hold up under load"): the location's
 * existence, the repeated-text check, the insert and the totals, atomic without a transaction
 * of its own. Separate statements cost a round trip each, and on the embedded database every
 * statement waits for every other write.
 */
export async function createReview(
  db: Database,
  { locationId, input, clientAddress }: { locationId: number; input: ReviewInput; clientAddress: string },
): Promise<CreatedReview> {
  const review = reviewInputSchema.parse(input);
  const fishCaught = review.fishCaught?.length ? review.fishCaught : null;
  const authorKey = await addressKey(db, clientAddress);
  const writtenText = review.reviewText;
  const keyOfText = writtenText ? await textKey(db, writtenText) : null;
  // Whether the same text came from the same address within a day is known only in the
  // statement: the reason to hold is worked out here for both answers.
  const holdIf = (repeated: boolean) =>
    writtenText ? holdReason({ text: writtenText, userName: review.userName, repeated }) : null;
  const note = sql`case when repeated then ${holdIf(true)}::text else ${holdIf(false)}::text end`;
  const fish = fishCaught
    ? sql`array[${sql.join(
        fishCaught.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]`
    : sql`null`;
  const [row] = await selectRows<InsertedReview>(
    db,
    sql`
    with earlier as (
      select exists (
        select 1 from location_reviews
        where author_key = ${authorKey} and text_key = ${keyOfText} and created_at > now() - interval '24 hours'
      ) as repeated
    ),
    inserted as (
      insert into location_reviews (location_id, user_name, rating, review_text, fish_caught, visit_date,
        time_spent, status, moderation_note, author_key, text_key)
      select l.id, ${review.userName}, ${review.rating}, ${review.reviewText ?? review.comment ?? null},
        ${fish}, ${review.visitDate ?? null}::date, ${review.timeSpent ?? null},
        case when ${note} is null then 'published' else 'held' end, ${note}, ${authorKey}, ${keyOfText}
      from fishing_locations l, earlier
      where l.id = ${locationId}
      returning id, location_id, user_name, rating, review_text, fish_caught, visit_date::text as visit_date,
        time_spent, created_at, status
    ),
    totals as (
      insert into location_ratings (location_id, review_count, rating_sum)
      select location_id, 1, rating from inserted where status = 'published'
      on conflict (location_id) do update set
        review_count = location_ratings.review_count + 1,
        rating_sum = location_ratings.rating_sum + excluded.rating_sum
    )
    select * from inserted`,
  );
  if (!row) throw new NotFoundError("Location not found");
  if (row.status === "held") return { status: "held", message: HELD_REVIEW_MESSAGE };
  return {
    status: "published",
    review: {
      id: row.id,
      locationId: row.location_id,
      userName: row.user_name,
      rating: row.rating,
      reviewText: row.review_text,
      fishCaught: row.fish_caught,
      visitDate: row.visit_date,
      timeSpent: row.time_spent,
      createdAt: new Date(row.created_at),
    },
  };
}

/** A row of createReview's statement, as the drivers give it. */
type InsertedReview = {
  id: number;
  location_id: number;
  user_name: string;
  rating: number;
  review_text: string | null;
  fish_caught: string[] | null;
  visit_date: string | null;
  time_spent: string | null;
  created_at: Date | string;
  status: string;
};
