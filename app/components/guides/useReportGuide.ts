import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReportChoice, reportFailure, reportPayload } from "#app/components/reviews/moderationAnswers";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest } from "#app/lib/api";
import { guideReportsUrl, locationGuidesUrl } from "#app/lib/apiPaths";
import { REPORT_THANKS } from "#core/moderation";

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
      toast({ title: "Report sent", description: REPORT_THANKS });
      options.onDone();
    },
    onError: (error) => {
      switch (reportFailure(error)) {
        case "not-shown":
          toast({ title: "Report not sent", description: LISTING_GONE });
          // Hidden or withdrawn since the tab loaded: the list drops it too.
          void queryClient.invalidateQueries({ queryKey: [locationGuidesUrl(guide.locationId)] });
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

export const LISTING_GONE = "This listing is no longer shown.";
