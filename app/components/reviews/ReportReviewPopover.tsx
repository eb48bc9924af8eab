import { onDemand, useOnDemandPopup } from "#app/lib/onDemand";
import { useStartsOnUse } from "#app/lib/startsOnUse";
import { useHydrated } from "#app/lib/useHydrated";
import { type ReportedReview, ReportReviewButton } from "./ReportReviewButton";
import { useReported } from "./reportedReviews";

const reportPanel = onDemand(() => import("./ReportReviewPanel"));

// docs/product.md "Moderation": a reader reports a review from a small popover. Reports go
// through the API only, so the button appears once the page has hydrated: without JavaScript
// there is no button rather than one that does nothing. The popover's code loads when the
// button is first pointed at, focused or pressed. In an island started on first use the server
// draws it hidden and the page script shows it: a press on it waits for the island.
export function ReportReviewPopover({ review }: { review: ReportedReview }) {
  const hydrated = useHydrated();
  const startsOnUse = useStartsOnUse();
  const reported = useReported(review.id);
  const { Loaded: Panel, open, setOpen, triggerProps } = useOnDemandPopup(reportPanel);
  if (!hydrated)
    return startsOnUse ? (
      <ReportReviewButton userName={review.userName} reported={false} hidden data-live-with-page-script="" />
    ) : null;
  if (Panel) return <Panel review={review} reported={reported} open={open} onOpenChange={setOpen} />;
  if (reported) return <ReportReviewButton userName={review.userName} reported />;
  return <ReportReviewButton userName={review.userName} reported={false} {...triggerProps} />;
}
