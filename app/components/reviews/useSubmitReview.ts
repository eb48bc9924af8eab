import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest } from "#app/lib/api";
import {
  invalidatePath,
  locationCatchesUrl,
  locationRatingUrl,
  locationReviewsUrl,
  RATINGS_ALL_URL,
} from "#app/lib/apiPaths";
import { isOfflineFailure } from "#app/lib/offline";
import { HELD_REVIEW_MESSAGE } from "#core/moderation";
import type { ReviewPayload } from "#core/reviewFormValues";
import { postedReviewStatus } from "./moderationAnswers";

/** POST /api/locations/{locationId}/reviews with the full review (docs/product.md "Review form"). */
export function useSubmitReview(locationId: number, options: { onSubmitted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ReviewPayload) => {
      const res = await apiRequest("POST", locationReviewsUrl(locationId), payload);
      return postedReviewStatus(res.status);
    },
    onSuccess: (posted) => {
      // docs/product.md "Moderation": a held review is saved but not shown until it is checked;
      // the form still empties and the page still returns to Read Reviews.
      if (posted === "held") toast({ title: "Review received", description: HELD_REVIEW_MESSAGE });
      else toast({ title: "Review submitted", description: "Thank you for sharing your experience!" });
      // docs/product.md "API: reviews": after a review the location's rating and reviews and the
      // ratings list load again.
      void queryClient.invalidateQueries({ queryKey: [locationRatingUrl(locationId)] });
      // Every page of the reviews list (decision 020), whatever its ?limit= and ?offset=.
      void invalidatePath(queryClient, locationReviewsUrl(locationId));
      void queryClient.invalidateQueries({ queryKey: [RATINGS_ALL_URL] });
      // The catches it may add to (docs/product.md "What's biting").
      void queryClient.invalidateQueries({ queryKey: [locationCatchesUrl(locationId)] });
      options.onSubmitted();
    },
    onError: (error) => {
      // The form keeps what was typed either way; offline, the visitor is told to send it later.
      if (isOfflineFailure(error)) {
        toast({
          title: "You are offline",
          description:
            "Your review was not sent. It is still in the form; send it again when you are back online.",
        });
        return;
      }
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to submit review. Please try again.",
      });
    },
  });
}
