import { Check } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import type { FormState } from "#app/components/location/locationForms";
import { Button } from "#app/components/ui/button";
import { FieldMessage, FormField } from "#app/components/ui/form-field";
import { Textarea } from "#app/components/ui/input";
import { oneAtATime } from "#app/lib/oneAtATime";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "#core/moderation";
import { useReportGuide } from "./useReportGuide";

export const CHOOSE_A_REASON = "Please choose a reason";

/**
 * `Report this listing` (docs/product.md "Guide listings"): the review report's reasons and
 * note, in a disclosure that opens without scripts. Without JavaScript the form posts to the
 * location page; with it, the report goes to the API and the page stays as it is.
 */
export function GuideReport({
  guide,
  locationId,
  posted,
}: {
  guide: { id: number; business: string };
  locationId: number;
  /** What a post without JavaScript left to say about this listing's report. */
  posted?: FormState<"guide-report">;
}) {
  const id = useId();
  const [open, setOpen] = useState(posted !== undefined);
  const [reason, setReason] = useState(posted?.values.reason ?? "");
  const [note, setNote] = useState(posted?.values.note ?? "");
  const [error, setError] = useState(posted?.errors.reason);
  const [reported, setReported] = useState(false);
  const report = useReportGuide(
    { id: guide.id, locationId },
    {
      onDone: () => {
        setReported(true);
        setOpen(false);
      },
    },
  );
  // A second press before React has re-rendered as pending sends nothing.
  const send = useMemo(() => oneAtATime(report.mutate), [report.mutate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (report.isPending) return;
    const chosen = REPORT_REASONS.find((option) => option.value === reason)?.value;
    if (!chosen) {
      setError(CHOOSE_A_REASON);
      return;
    }
    setError(undefined);
    send({ reason: chosen as ReportReason, note });
  }

  if (reported)
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Check className="size-4" aria-hidden />
        Reported
      </p>
    );

  const errorId = `${id}-reason-error`;
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-md text-sm [&[open]]:border [&[open]]:p-3"
    >
      <summary className="w-fit cursor-pointer rounded-md px-1 py-1 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
        Report this listing<span className="sr-only"> of {guide.business}</span>
      </summary>
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-3 grid gap-4"
        aria-busy={report.isPending}
      >
        <input type="hidden" name="intent" value="report-guide" />
        <input type="hidden" name="guideId" value={guide.id} />
        <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
          <legend className="mb-2 font-medium">Why are you reporting it?</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option.value} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name="reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                className="size-4 accent-primary"
              />
              {option.label}
            </label>
          ))}
          {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
        </fieldset>
        <FormField id={`${id}-note`} label="Anything to add?" optional error={posted?.errors.note}>
          {(control) => (
            <Textarea
              {...control}
              name="note"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={REPORT_NOTE_MAX}
              className="min-h-20"
            />
          )}
        </FormField>
        {posted?.failed && <FieldMessage>{posted.failed}</FieldMessage>}
        <div>
          <Button type="submit" size="sm" disabled={report.isPending}>
            {report.isPending ? "Sending..." : "Send report"}
          </Button>
        </div>
      </form>
    </details>
  );
}
