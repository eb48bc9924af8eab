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
 * A quick rating from a card (spec 2 "Location card", spec 3 "Quick-rating review payload"):
 * POST /api/locations/{id}/reviews with the card's locationId and the fixed guest identity.
 */
export function useQuickRating(locationId: number, options: { onRated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) =>
      apiRequest("POST", locationReviewsUrl(locationId), { locationId, rating, ...QUICK_RATING }),
    onSuccess: (_response, rating) => {
      // Spec 8 "Rating success", word for word (including "stars" for one star).
      toast({ title: "Rating submitted", description: `You rated this location ${rating} stars` });
      // Spec 4: "After a rating on a card, the featured list or that location's rating is
      // refetched"; spec 7 adds the ratings list and the location's reviews.
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
      // Spec 8 "Rating failure".
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to submit rating. Please try again.",
      });
    },
  });
}
