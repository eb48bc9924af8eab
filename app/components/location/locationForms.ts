import type { AlertFormErrors, AlertFormValues } from "#core/alertFormValues";
import type { ProblemReportErrors, ProblemReportValues } from "#core/problemReportWords";
import type { ReviewFormErrors, ReviewFormValues } from "#core/reviewFormValues";

// What the page's action answers when a form posted without JavaScript fails: the form, what
// was typed, its messages, and a failure line when the server could not save it.
export type LocationFormResult =
  | { form: "alert"; values: AlertFormValues; errors: AlertFormErrors; failed?: string }
  | { form: "review"; values: ReviewFormValues; errors: ReviewFormErrors; failed?: string }
  | { form: "problem-report"; values: ProblemReportValues; errors: ProblemReportErrors; failed?: string }
  | {
      form: "guide-report";
      guideId: number;
      values: GuideReportValues;
      errors: Partial<Record<keyof GuideReportValues, string>>;
      failed?: string;
    };

/** A reader's report of a guide's listing, as the Local Guides tab's form posts it. */
export type GuideReportValues = { reason: string; note: string };

export type FormState<F extends LocationFormResult["form"]> = Omit<
  Extract<LocationFormResult, { form: F }>,
  "form"
>;

/** The query that shows a success notice in place of the toast a script would show. */
export const CREATED_PARAM = "created";
