import { Check, Flag } from "lucide-react";
import { Button, type ButtonProps } from "#app/components/ui/button";
import type { ReviewView } from "./useReviews";

/** What the report control needs of a review. */
export type ReportedReview = Pick<ReviewView, "id" | "locationId" | "userName">;

/**
 * The button, drawn once: as the placeholder until the popover's code has loaded, then as its
 * trigger (decision 023). Once the review is reported it says so and does nothing more; it is
 * aria-disabled rather than disabled so that focus, which the closing popover hands back to it,
 * stays there.
 */
export function ReportReviewButton({
  userName,
  reported,
  ...props
}: Omit<ButtonProps, "children"> & { userName: string; reported: boolean }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-label={`${reported ? "Reported" : "Report"} review by ${userName}`}
      aria-haspopup={reported ? undefined : "dialog"}
      aria-disabled={reported || undefined}
      // As tall as the name beside it, so the header keeps its height when the button appears.
      className="-my-1.5 aria-disabled:cursor-default aria-disabled:opacity-60"
      {...props}
    >
      {reported ? <Check aria-hidden /> : <Flag aria-hidden />}
      {reported ? "Reported" : "Report"}
    </Button>
  );
}
