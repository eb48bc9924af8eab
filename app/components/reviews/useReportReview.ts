import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api";
import {
  invalidatePath,
  locationCatchesUrl,
  locationRatingUrl,
  locationReviewsUrl,
  reviewReportsUrl,
} from "#app/lib/apiPaths";
import { type ReportChoice, reportPayload } from "./moderationAnswers";
import { markReported } from "./reportedReviews";
import { announceReportFailure, announceReportSent } from "./reportToasts";
import type { ReviewView } from "./useReviews";

/**
 * POST /api/reviews/{id}/reports (docs/product.md "Moderation"). `onDone` runs when there is
 * nothing left to send: the report was taken, or the review is no longer shown. After any other
 * failure the popover stays open with the reader's choice, to send again.
 */
export function useReportReview(
  review: Pick<ReviewView, "id" | "locationId">,
  options: { onDone: () => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportChoice) =>
      apiRequest("POST", reviewReportsUrl(review.id), reportPayload(report)),
    onSuccess: () => {
      markReported(review.id);
      announceReportSent();
      options.onDone();
    },
    onError: (error) =>
      announceReportFailure(error, {
        text: "This review is no longer shown.",
        // Hidden or removed since the page loaded: the list and the average drop it too.
        whenGone: () => {
          void invalidatePath(queryClient, locationReviewsUrl(review.locationId));
          void queryClient.invalidateQueries({ queryKey: [locationRatingUrl(review.locationId)] });
          void queryClient.invalidateQueries({ queryKey: [locationCatchesUrl(review.locationId)] });
          options.onDone();
        },
      }),
  });
}
