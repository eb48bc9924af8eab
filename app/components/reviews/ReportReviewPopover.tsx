import { onDemand, useOnDemandPopup } from "#app/lib/onDemand";
import { useHydrated } from "#app/lib/useHydrated";
import { type ReportedReview, ReportReviewButton } from "./ReportReviewButton";
import { useReported } from "./reportedReviews";

const reportPanel = onDemand(() => import("./ReportReviewPanel"));

// docs/product.md "Moderation": a reader reports a review from a small popover. Reports go
// through the API only, so the button appears once the page has hydrated: without JavaScript
// there is no button rather than one that does nothing. The popover's code loads when the
// button is first pointed at, focused or pressed.
export function ReportReviewPopover({ review }: { review: ReportedReview }) {
  const hydrated = useHydrated();
  const reported = useReported(review.id);
  const { Loaded: Panel, open, setOpen, triggerProps } = useOnDemandPopup(reportPanel);
  if (!hydrated) return null;
  if (Panel) return <Panel review={review} reported={reported} open={open} onOpenChange={setOpen} />;
  if (reported) return <ReportReviewButton userName={review.userName} reported />;
  return <ReportReviewButton userName={review.userName} reported={false} {...triggerProps} />;
}
