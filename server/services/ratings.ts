import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { locationReviews } from "../db/schema";
import { getLocation } from "./locations";

export type AverageRating = { locationId: number; averageRating: number };

/** Spec 7: GET /api/locations/ratings/all, one entry per location that has a rating. */
export async function listAverageRatings(db: Database): Promise<AverageRating[]> {
  const rows = await db
    .select({
      locationId: locationReviews.locationId,
      averageRating: sql<string>`avg(${locationReviews.rating})`,
    })
    .from(locationReviews)
    .groupBy(locationReviews.locationId)
    .orderBy(locationReviews.locationId);
  return rows.map((r) => ({ locationId: r.locationId, averageRating: Number(r.averageRating) }));
}

/** Spec 7: GET /api/locations/{id}/rating; averageRating is null until someone rates. */
export async function getLocationRating(
  db: Database,
  { locationId }: { locationId: number },
): Promise<{ locationId: number; averageRating: number | null; reviewCount: number }> {
  await getLocation(db, { id: locationId });
  const [row] = await db
    .select({
      averageRating: sql<string | null>`avg(${locationReviews.rating})`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(locationReviews)
    .where(eq(locationReviews.locationId, locationId));
  return {
    locationId,
    averageRating: row?.averageRating == null ? null : Number(row.averageRating),
    reviewCount: Number(row?.reviewCount ?? 0),
  };
}
