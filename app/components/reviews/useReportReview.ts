import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest } from "#app/lib/api";
import {
  invalidatePath,
  locationCatchesUrl,
  locationRatingUrl,
  locationReviewsUrl,
  reviewReportsUrl,
} from "#app/lib/apiPaths";
import { REPORT_THANKS } from "#core/moderation";
import { type ReportChoice, reportFailure, reportPayload } from "./moderationAnswers";
import { markReported } from "./reportedReviews";
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
      toast({ title: "Report sent", description: REPORT_THANKS });
      options.onDone();
    },
    onError: (error) => {
      switch (reportFailure(error)) {
        case "not-shown":
          toast({ title: "Report not sent", description: "This review is no longer shown." });
          // Hidden or removed since the page loaded: the list and the average drop it too.
          void invalidatePath(queryClient, locationReviewsUrl(review.locationId));
          void queryClient.invalidateQueries({ queryKey: [locationRatingUrl(review.locationId)] });
          void queryClient.invalidateQueries({ queryKey: [locationCatchesUrl(review.locationId)] });
          options.onDone();
          return;
        case "offline":
          toast({
            title: "You are offline",
            description: "Your report was not sent. Send it again when you are back online.",
          });
          return;
        default:
          toast({
            variant: "destructive",
            title: "Error",
            description: "Failed to send report. Please try again.",
          });
      }
    },
  });
}
