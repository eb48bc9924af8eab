import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server";
import { locationRatings } from "#server/db/schema";
import { getLocation, LIST_PAGE_SIZE, type PagedList } from "../locations";

export type AverageRating = { locationId: number; averageRating: number };

// Averages come from each location's running totals of its published reviews (kept by the
// review writes and by moderation), so no request aggregates the reviews themselves, however
// many there are. Numeric division, as avg() of integers does, so every average is the very number avg() gave before (a float division
// differs in the last digit about one time in sixteen).
const average = sql<string>`${locationRatings.ratingSum}::numeric / ${locationRatings.reviewCount}`;

/** GET /api/locations/ratings/all, one entry per location that has a rating. */
export async function listAverageRatings(db: Database): Promise<AverageRating[]> {
  const rows = await db
    .select({ locationId: locationRatings.locationId, averageRating: average })
    .from(locationRatings)
    .where(gt(locationRatings.reviewCount, 0))
    .orderBy(asc(locationRatings.locationId));
  return rows.map((r) => ({ locationId: r.locationId, averageRating: Number(r.averageRating) }));
}

/** listAverageRatings page by page (decision 024): by location id, each page after the last. */
export function averageRatingPages(db: Database): PagedList<AverageRating> {
  const rated = gt(locationRatings.reviewCount, 0);
  return {
    async fitsOnePage() {
      const beyond = await db
        .select({ locationId: locationRatings.locationId })
        .from(locationRatings)
        .where(rated)
        .limit(1)
        .offset(LIST_PAGE_SIZE);
      return beyond.length === 0;
    },
    async *pages() {
      let after: number | undefined;
      for (;;) {
        const rows = await db
          .select({ locationId: locationRatings.locationId, averageRating: average })
          .from(locationRatings)
          .where(after === undefined ? rated : and(rated, gt(locationRatings.locationId, after)))
          .orderBy(asc(locationRatings.locationId))
          .limit(LIST_PAGE_SIZE);
        if (rows.length > 0)
          yield rows.map((r) => ({ locationId: r.locationId, averageRating: Number(r.averageRating) }));
        const last = rows.at(-1);
        if (!last || rows.length < LIST_PAGE_SIZE) return;
        after = last.locationId;
      }
    },
  };
}

/**
 * The entries of listAverageRatings for the given locations only: what a page that shows a few
 * cards needs, instead of every rated location.
 */
export async function listAverageRatingsFor(
  db: Database,
  { locationIds }: { locationIds: readonly number[] },
): Promise<AverageRating[]> {
  if (locationIds.length === 0) return [];
  const rows = await db
    .select({ locationId: locationRatings.locationId, averageRating: average })
    .from(locationRatings)
    .where(
      and(inArray(locationRatings.locationId, [...new Set(locationIds)]), gt(locationRatings.reviewCount, 0)),
    )
    .orderBy(asc(locationRatings.locationId));
  return rows.map((r) => ({ locationId: r.locationId, averageRating: Number(r.averageRating) }));
}

/** GET /api/locations/{id}/rating; averageRating is null until someone rates. */
export async function getLocationRating(
  db: Database,
  { locationId }: { locationId: number },
): Promise<{ locationId: number; averageRating: number | null; reviewCount: number }> {
  await getLocation(db, { id: locationId });
  const [row] = await db
    .select({ reviewCount: locationRatings.reviewCount, averageRating: average })
    .from(locationRatings)
    .where(and(eq(locationRatings.locationId, locationId), gt(locationRatings.reviewCount, 0)));
  return {
    locationId,
    averageRating: row ? Number(row.averageRating) : null,
    reviewCount: row?.reviewCount ?? 0,
  };
}

/** Adds one review's rating to its location's totals; call it in the review insert's transaction. */
export async function addToRatingTotals(
  db: Database,
  { locationId, rating }: { locationId: number; rating: number },
): Promise<void> {
  await db
    .insert(locationRatings)
    .values({ locationId, reviewCount: 1, ratingSum: rating })
    .onConflictDoUpdate({
      target: locationRatings.locationId,
      set: {
        reviewCount: sql`${locationRatings.reviewCount} + 1`,
        ratingSum: sql`${locationRatings.ratingSum} + excluded.rating_sum`,
      },
    });
}

/**
 * Takes one review's rating out of its location's totals, when a published review is hidden
 * or deleted; call it in that change's transaction.
 */
export async function removeFromRatingTotals(
  db: Database,
  { locationId, rating }: { locationId: number; rating: number },
): Promise<void> {
  await db
    .update(locationRatings)
    .set({
      reviewCount: sql`${locationRatings.reviewCount} - 1`,
      ratingSum: sql`${locationRatings.ratingSum} - ${rating}`,
    })
    .where(eq(locationRatings.locationId, locationId));
}
