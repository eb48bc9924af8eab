import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Textarea } from "#app/components/ui/input";
import { DECISION_NOTE_LENGTH } from "#core/schemas";
import { CsrfField } from "./CsrfField";

// An operator's decision on a reader's problem report (docs/product.md "Operator console"): one
// plain form post with the note, then Resolve or Dismiss. The note is audited; on Resolve it is
// also mailed to a reporter who left an address. A refused post comes back with what was typed.

export type ProblemReportFailure = { reportId: number; note: string; error: string };

export function ProblemReportDecisions({
  reportId,
  hasReplyAddress,
  failed,
}: {
  reportId: number;
  hasReplyAddress: boolean;
  failed: ProblemReportFailure | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("reportId") === String(reportId);
  return (
    <Form method="post" className="grid gap-3">
      <CsrfField />
      <input type="hidden" name="reportId" value={reportId} />
      <FormField
        id={`problem-report-${reportId}-note`}
        label="Note"
        hint={
          hasReplyAddress
            ? `What was done (${DECISION_NOTE_LENGTH.min} to ${DECISION_NOTE_LENGTH.max} characters). Audited; on Resolve, mailed to the reporter.`
            : `What was done (${DECISION_NOTE_LENGTH.min} to ${DECISION_NOTE_LENGTH.max} characters). Audited.`
        }
        error={failed?.error}
      >
        {(control) => (
          <Textarea
            {...control}
            name="note"
            required
            minLength={DECISION_NOTE_LENGTH.min}
            maxLength={DECISION_NOTE_LENGTH.max}
            rows={2}
            className="min-h-0"
            defaultValue={failed?.note ?? ""}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="resolve" size="sm" disabled={busy}>
          Resolve
        </Button>
        <Button type="submit" name="intent" value="dismiss" size="sm" variant="secondary" disabled={busy}>
          Dismiss
        </Button>
      </div>
    </Form>
  );
}
