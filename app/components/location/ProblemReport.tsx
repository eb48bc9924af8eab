import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, Flag } from "lucide-react";
import { type FormEvent, useId, useMemo, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Callout } from "#app/components/ui/callout";
import { FieldMessage, FormField } from "#app/components/ui/form-field";
import { Input, Textarea } from "#app/components/ui/input";
import { apiRequest, ResponseError } from "#app/lib/api";
import { problemReportsUrl } from "#app/lib/apiPaths";
import { isOfflineFailure } from "#app/lib/offline";
import { oneAtATime } from "#app/lib/oneAtATime";
import type { ProblemReport as ProblemReportPayload } from "#core/problemReports";
import {
  PROBLEM_KINDS,
  PROBLEM_NOTE_MAX,
  PROBLEM_REPORT_CREATED,
  type ProblemReportAnswer,
  type ProblemReportErrors,
  type ProblemReportValues,
  REPLY_EMAIL_MAX,
} from "#core/problemReportWords";
import type { FormState } from "./locationForms";

/** The section's id: a post without JavaScript comes back to it. */
export const PROBLEM_REPORT_SECTION = "report-a-problem";

const EMPTY: ProblemReportValues = { kind: "", note: "", email: "" };
const FAILED = "Failed to send report. Please try again.";
const OFFLINE = "You are offline. Your report was not sent: send it again when you are back online.";

/**
 * "Report a problem with this spot" (docs/product.md "Problem reports"): on every spot page, in
 * a disclosure that opens without scripts. Without JavaScript the form posts to the page and
 * the answer comes back as `?created=`; with it, the report goes to the API and the answer
 * shows in place of the form.
 */
export function ProblemReport({
  locationId,
  created,
  posted,
}: {
  locationId: number;
  /** The `?created=` of a post without JavaScript. */
  created: string | null;
  /** What a refused post without JavaScript left to say. */
  posted?: FormState<"problem-report">;
}) {
  const id = useId();
  const [values, setValues] = useState<ProblemReportValues>(posted?.values ?? EMPTY);
  const [errors, setErrors] = useState<ProblemReportErrors>(posted?.errors ?? {});
  const [failed, setFailed] = useState(posted?.failed);
  const [answer, setAnswer] = useState<string | null>(
    created && created in PROBLEM_REPORT_CREATED
      ? PROBLEM_REPORT_CREATED[created as keyof typeof PROBLEM_REPORT_CREATED]
      : null,
  );
  const report = useMutation({
    mutationFn: async (payload: ProblemReportPayload) =>
      (await (
        await apiRequest("POST", problemReportsUrl(locationId), payload)
      ).json()) as ProblemReportAnswer,
    onSuccess: (taken) => setAnswer(taken.message),
    onError: (error) => {
      const refused = refusedFields(error);
      if (refused) setErrors(refused);
      setFailed(isOfflineFailure(error) ? OFFLINE : refused ? undefined : (rateLimitText(error) ?? FAILED));
    },
  });
  // A second press before React has re-rendered as pending sends nothing.
  const send = useMemo(() => oneAtATime(report.mutate), [report.mutate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (report.isPending) return;
    // The schema comes with the first send, not with the page: the first load carries no zod.
    const { validateProblemReport } = await import("#core/problemReports");
    const outcome = validateProblemReport(values);
    setFailed(undefined);
    if ("errors" in outcome) {
      setErrors(outcome.errors);
      return;
    }
    setErrors({});
    send(outcome.payload);
  }

  // A field's message goes once the field is changed: it spoke of what was there before.
  const set = (field: keyof ProblemReportValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _answered, ...rest }) => rest);
  };
  const kindErrorId = `${id}-kind-error`;

  return (
    <section id={PROBLEM_REPORT_SECTION} aria-labelledby={`${id}-heading`} className="mt-10 border-t pt-6">
      <h2 id={`${id}-heading`} className="sr-only">
        Report a problem
      </h2>
      {answer ? (
        <Callout variant="success" role="status">
          <CheckCircle2 aria-hidden />
          <p>{answer}</p>
        </Callout>
      ) : (
        <details open={posted !== undefined} className="rounded-lg text-sm [&[open]]:border [&[open]]:p-4">
          <summary className="inline-flex w-fit cursor-pointer items-center gap-1.5 rounded-md px-1 py-1 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            <Flag className="size-4" aria-hidden />
            Report a problem with this spot
          </summary>
          <form
            method="post"
            action={`#${PROBLEM_REPORT_SECTION}`}
            noValidate
            onSubmit={onSubmit}
            aria-busy={report.isPending}
            className="mt-4 grid max-w-xl gap-4"
          >
            <input type="hidden" name="intent" value="report-problem" />
            <p className="text-muted-foreground">
              Something on this page is wrong? Tell our team; no account needed.
            </p>
            <fieldset className="grid gap-2" aria-describedby={errors.kind ? kindErrorId : undefined}>
              <legend className="mb-2 font-medium">What is wrong?</legend>
              {PROBLEM_KINDS.map((option) => (
                <label key={option.value} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name="kind"
                    value={option.value}
                    checked={values.kind === option.value}
                    onChange={() => set("kind")(option.value)}
                    aria-invalid={errors.kind ? true : undefined}
                    className="size-4 accent-primary"
                  />
                  {option.label}
                </label>
              ))}
              {errors.kind && <FieldMessage id={kindErrorId}>{errors.kind}</FieldMessage>}
            </fieldset>
            <FormField
              id={`${id}-note`}
              label="What should we know?"
              hint={`Up to ${PROBLEM_NOTE_MAX} characters; needed for “Something else”.`}
              optional
              error={errors.note}
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="note"
                  value={values.note}
                  onChange={(event) => set("note")(event.target.value)}
                  maxLength={PROBLEM_NOTE_MAX}
                  className="min-h-24"
                />
              )}
            </FormField>
            <FormField
              id={`${id}-email`}
              label="Your e-mail, for a reply"
              hint="Only to tell you once it is fixed; we do not keep it after that."
              optional
              error={errors.email}
            >
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={(event) => set("email")(event.target.value)}
                  maxLength={REPLY_EMAIL_MAX}
                />
              )}
            </FormField>
            {failed && <FieldMessage>{failed}</FieldMessage>}
            <div>
              <Button type="submit" size="sm" disabled={report.isPending}>
                {report.isPending ? "Sending..." : "Send report"}
              </Button>
            </div>
          </form>
        </details>
      )}
    </section>
  );
}

/** A 400's fields, as the API names them ({ errors: [{ path, message }] }); null for any other failure. */
function refusedFields(error: unknown): ProblemReportErrors | null {
  if (!(error instanceof ResponseError) || error.status !== 400) return null;
  try {
    const body = JSON.parse(error.message.slice(error.message.indexOf(":") + 1)) as {
      errors?: { path: string; message: string }[];
    };
    const fields: ProblemReportErrors = {};
    for (const { path, message } of body.errors ?? [])
      if (path === "kind" || path === "note" || path === "email") fields[path] ??= message;
    return Object.keys(fields).length > 0 ? fields : null;
  } catch {
    return null;
  }
}

/** A 429's own sentence ("Too many requests. Please try again in 42 seconds."). */
function rateLimitText(error: unknown): string | undefined {
  if (!(error instanceof ResponseError) || error.status !== 429) return undefined;
  try {
    return (JSON.parse(error.message.slice(error.message.indexOf(":") + 1)) as { message?: string }).message;
  } catch {
    return undefined;
  }
}
