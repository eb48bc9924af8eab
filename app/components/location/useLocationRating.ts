import { useQuery } from "@tanstack/react-query";
import { locationRatingUrl } from "#app/lib/apiPaths";

export type LocationRating = { locationId: number; averageRating: number | null; reviewCount: number };

/** GET /api/locations/{id}/rating, first from the page loader, refreshed after a review. */
export function useLocationRating(locationId: number, initialData: LocationRating | undefined) {
  return useQuery<LocationRating>({ queryKey: [locationRatingUrl(locationId)], initialData }).data;
}
