import { type FormEvent, useId, useMemo, useState } from "react";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Textarea } from "#app/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "#app/components/ui/popover";
import { oneAtATime } from "#app/lib/oneAtATime";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "#core/moderation";
import { type ReportedReview, ReportReviewButton } from "./ReportReviewButton";
import { useReportReview } from "./useReportReview";

/**
 * The report popover itself, loaded on demand by ReportReviewPopover
 * (docs/product.md "Moderation"): a reason as native radios (one tab stop, arrow keys
 * choose), an optional note, and Send report, which waits for a reason. Radix moves focus
 * into it on open, and Escape closes it and returns focus to the button.
 */
export default function ReportReviewPanel({
  review,
  reported,
  open,
  onOpenChange,
}: {
  review: ReportedReview;
  reported: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const report = useReportReview(review, { onDone: () => onOpenChange(false) });
  // A second press before React has re-rendered as pending sends nothing.
  const send = useMemo(() => oneAtATime(report.mutate), [report.mutate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason || report.isPending) return;
    send({ reason, note });
  }

  return (
    // A reported review's button opens nothing.
    <Popover open={open && !reported} onOpenChange={(next) => onOpenChange(next && !reported)}>
      <PopoverTrigger asChild>
        <ReportReviewButton userName={review.userName} reported={reported} />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} align="end" className="w-80">
        <h2 id={titleId} className="font-semibold">
          Report this review
        </h2>
        <form onSubmit={onSubmit} className="mt-3 grid gap-4" aria-busy={report.isPending}>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Why are you reporting it?</legend>
            {REPORT_REASONS.map((option) => (
              <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={option.value}
                  checked={reason === option.value}
                  onChange={() => setReason(option.value)}
                  className="size-4 accent-primary"
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <FormField id={`${id}-note`} label="Anything to add?" optional>
            {(control) => (
              <Textarea
                {...control}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={REPORT_NOTE_MAX}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" size="sm" disabled={!reason || report.isPending}>
              {report.isPending ? "Sending..." : "Send report"}
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
