import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { FIVE_MINUTES } from "#app/lib/api";
import { RATINGS_ALL_URL } from "#app/lib/apiPaths";
import type { AverageRating } from "#app/lib/locationTypes";

/**
 * docs/product.md "API: ratings": GET /api/locations/ratings/all, kept 5 minutes, as a map from
 * location id to its average. A page passes its loader's list once (the server render then shows
 * the ratings); grids further down call this without it and read the same cached query. A loader
 * that sends only its own cards' ratings (`partial`, decision 020) marks them as old, so the
 * browser loads the whole list once the page runs.
 */
export function useAverageRatings(
  initialData?: AverageRating[],
  { partial = false }: { partial?: boolean } = {},
): ReadonlyMap<number, number> {
  const { data } = useQuery<AverageRating[]>({
    queryKey: [RATINGS_ALL_URL],
    staleTime: FIVE_MINUTES,
    initialData,
    initialDataUpdatedAt: partial ? 0 : undefined,
  });
  return useMemo(() => new Map((data ?? []).map((r) => [r.locationId, r.averageRating])), [data]);
}
