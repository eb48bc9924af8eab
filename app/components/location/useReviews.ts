import { useQuery } from "@tanstack/react-query";
import { locationReviewsUrl } from "~/lib/apiPaths";
import type { Review } from "~/lib/locationTypes";

/** A review as the loader (dates as Date) or the JSON API (dates as strings) hands it over. */
export type ReviewView = Omit<Review, "createdAt"> & { createdAt: Date | string | null };

/** Spec 7: GET /api/locations/{id}/reviews, first from the page loader. */
export function useReviews(locationId: number, initialData: ReviewView[] | undefined) {
  return useQuery<ReviewView[]>({ queryKey: [locationReviewsUrl(locationId)], initialData });
}
