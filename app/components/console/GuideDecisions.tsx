import { Pencil } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Input, Textarea } from "#app/components/ui/input";
import type { GuideStatus } from "#core/guides";
import { DECISION_NOTE_LENGTH } from "#core/schemas";
import { CsrfField } from "./CsrfField";

// An operator's decisions on a guide (docs/product.md "Guide review"), each a plain form post:
// approve, reject with a reason the guide is mailed, hide with a reason, or open the edit page.
// Only the moves the guide's status allows are offered; a refused reason comes back as typed.

export type GuideDecision = "approve" | "reject" | "hide";

/** A decision the server refused: which guide, what was typed, and the reason's message. */
export type GuideDecisionFailure = {
  guideId: number;
  intent: "reject" | "hide";
  reason: string;
  error: string;
};

/** The statuses each decision may come from (server/services/guides "consoleGuides"). */
export const DECISIONS_FROM: Record<GuideDecision, readonly GuideStatus[]> = {
  approve: ["pending", "hidden", "rejected"],
  reject: ["pending", "hidden"],
  hide: ["pending", "approved"],
};

const reasonLimits = {
  required: true,
  minLength: DECISION_NOTE_LENGTH.min,
  maxLength: DECISION_NOTE_LENGTH.max,
};

export function GuideDecisions({
  guideId,
  status,
  failed,
}: {
  guideId: number;
  status: GuideStatus;
  failed: GuideDecisionFailure | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("guideId") === String(guideId);
  if (status === "withdrawn")
    return (
      <p className="text-sm text-muted-foreground">
        Withdrawn by the guide: no decision of ours brings it back.
      </p>
    );
  const may = (decision: GuideDecision) => DECISIONS_FROM[decision].includes(status);
  const rejected = failed?.intent === "reject" ? failed : null;
  const hidden = failed?.intent === "hide" ? failed : null;
  const id = (field: string) => `guide-${guideId}-${field}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="flex flex-wrap items-center gap-2 md:col-span-2">
        {may("approve") && (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="guideId" value={guideId} />
            <Button type="submit" name="intent" value="approve" disabled={busy}>
              Approve
            </Button>
          </Form>
        )}
        <Link to={`/admin/guides/${guideId}`} className={buttonVariants({ variant: "outline" })}>
          <Pencil aria-hidden />
          Edit
        </Link>
        {may("approve") && (
          <p className="text-sm text-muted-foreground">
            Approving shows the listing on its spots and e-mails the guide that it is live.
          </p>
        )}
      </div>
      {may("reject") && (
        <Form method="post" className="grid content-start gap-3 rounded-lg border p-3 md:p-4">
          <CsrfField />
          <input type="hidden" name="guideId" value={guideId} />
          <FormField
            id={id("reject-reason")}
            label="Reason for rejecting"
            hint={`The guide is e-mailed this reason (${DECISION_NOTE_LENGTH.min} to ${DECISION_NOTE_LENGTH.max} characters).`}
            error={rejected?.error}
          >
            {(control) => (
              <Textarea
                {...control}
                {...reasonLimits}
                name="reason"
                rows={2}
                className="min-h-0"
                defaultValue={rejected?.reason ?? ""}
              />
            )}
          </FormField>
          <Button
            type="submit"
            name="intent"
            value="reject"
            variant="secondary"
            disabled={busy}
            className="justify-self-start"
          >
            Reject
          </Button>
        </Form>
      )}
      {may("hide") && (
        <Form method="post" className="grid content-start gap-3 rounded-lg border p-3 md:p-4">
          <CsrfField />
          <input type="hidden" name="guideId" value={guideId} />
          <FormField
            id={id("hide-reason")}
            label="Reason for hiding"
            hint="For the team and the audit log; the guide is not e-mailed. It leaves every page until approved again."
            error={hidden?.error}
          >
            {(control) => (
              <Input
                {...control}
                {...reasonLimits}
                name="reason"
                placeholder="e.g. Licence not confirmed"
                defaultValue={hidden?.reason ?? ""}
              />
            )}
          </FormField>
          <Button
            type="submit"
            name="intent"
            value="hide"
            variant="secondary"
            disabled={busy}
            className="justify-self-start"
          >
            Hide
          </Button>
        </Form>
      )}
    </div>
  );
}
