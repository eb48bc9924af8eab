import { useState } from "react";
import { locationReviewsUrl } from "#app/lib/apiPaths";
import type { Review } from "#app/lib/locationTypes";
import { usePagedList } from "#app/lib/usePagedList";

/** A review as the loader (dates as Date) or the JSON API (dates as strings) hands it over. */
export type ReviewView = Omit<Review, "createdAt"> & { createdAt: Date | string | null };

/**
 * Reviews a location page shows before "Show more reviews" (decision 020): the newest first,
 * so a popular spot with thousands of reviews still sends a short page.
 */
export const REVIEWS_PAGE_SIZE = 20;

/** GET /api/locations/{id}/reviews a page at a time, the first from the page loader. */
export function useReviews(locationId: number, initialData: ReviewView[] | undefined, initialShown: number) {
  const [pages, setPages] = useState(Math.max(1, Math.round(initialShown / REVIEWS_PAGE_SIZE)));
  const list = usePagedList<ReviewView>({
    listUrl: locationReviewsUrl(locationId),
    pageSize: REVIEWS_PAGE_SIZE,
    pages,
    initial: initialData,
  });
  return { ...list, pages, showMore: () => setPages((n) => n + 1) };
}

export type ReviewsList = ReturnType<typeof useReviews>;
