import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReportChoice, reportPayload } from "#app/components/reviews/moderationAnswers";
import { announceReportFailure, announceReportSent } from "#app/components/reviews/reportToasts";
import { apiRequest } from "#app/lib/api";
import { guideReportsUrl, locationGuidesUrl } from "#app/lib/apiPaths";

/**
 * POST /api/guides/{id}/reports, as a review's report (docs/product.md "Guide listings"):
 * `onDone` runs when there is nothing left to send (taken, or the listing is no longer shown);
 * after any other failure the form keeps the reader's choice, to send again.
 */
export function useReportGuide(guide: { id: number; locationId: number }, options: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportChoice) =>
      apiRequest("POST", guideReportsUrl(guide.id), reportPayload(report)),
    onSuccess: () => {
      announceReportSent();
      options.onDone();
    },
    onError: (error) =>
      announceReportFailure(error, {
        text: LISTING_GONE,
        // Hidden or withdrawn since the tab loaded: the list drops it too.
        whenGone: () => {
          void queryClient.invalidateQueries({ queryKey: [locationGuidesUrl(guide.locationId)] });
          options.onDone();
        },
      }),
  });
}

export const LISTING_GONE = "This listing is no longer shown.";
