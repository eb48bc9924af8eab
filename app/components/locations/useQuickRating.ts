import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest } from "#app/lib/api";
import {
  FEATURED_URL,
  invalidatePath,
  locationRatingUrl,
  locationReviewsUrl,
  RATINGS_ALL_URL,
} from "#app/lib/apiPaths";
import { isOfflineFailure } from "#app/lib/offline";
import { QUICK_RATING } from "#core/quickRating";

/**
 * A quick rating from a card (docs/product.md "Quick rating"):
 * POST /api/locations/{id}/reviews with the card's locationId and the fixed guest identity.
 */
export function useQuickRating(locationId: number, options: { onRated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) =>
      apiRequest("POST", locationReviewsUrl(locationId), { locationId, rating, ...QUICK_RATING }),
    onSuccess: (_response, rating) => {
      // Word for word, including "stars" for one star (docs/product.md "Messages after actions").
      toast({ title: "Rating submitted", description: `You rated this location ${rating} stars` });
      // docs/product.md "Quick rating": the ratings list, that location's rating and reviews, and
      // the featured list load again.
      void queryClient.invalidateQueries({ queryKey: [RATINGS_ALL_URL] });
      void queryClient.invalidateQueries({ queryKey: [locationRatingUrl(locationId)] });
      // Every page of the reviews list (decision 020), whatever its ?limit= and ?offset=.
      void invalidatePath(queryClient, locationReviewsUrl(locationId));
      void invalidatePath(queryClient, FEATURED_URL);
      options.onRated?.();
    },
    onError: (error) => {
      if (isOfflineFailure(error)) {
        toast({
          title: "You are offline",
          description: "Your rating was not sent. Rate again when you are back online.",
        });
        return;
      }
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to submit rating. Please try again.",
      });
    },
  });
}
