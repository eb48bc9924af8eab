import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { CREATED_PARAM, type LocationFormResult } from "#app/components/location/locationForms";
import { PROBLEM_REPORT_SECTION } from "#app/components/location/ProblemReport";
import { type ProblemReportValues, problemReportCreated, validateProblemReport } from "#core/problemReports";

// "Report a problem with this spot" posted without JavaScript (docs/product.md "Problem reports",
// decision 013): the API's schema and service; a report taken redirects to the page with the
// answer (counted, or already counted today), a refusal answers the page again with the form
// open, the messages beside the fields and what was typed.

export async function handleProblemReport(
  form: FormData,
  location: { id: number },
  page: string,
  { services, logger, clientAddress }: Pick<AppLoadContext, "services" | "logger" | "clientAddress">,
) {
  const values: ProblemReportValues = {
    kind: text(form, "kind"),
    note: text(form, "note"),
    email: text(form, "email"),
  };
  const outcome = validateProblemReport(values);
  if ("errors" in outcome)
    return data<LocationFormResult>(
      { form: "problem-report", values, errors: outcome.errors },
      { status: 400 },
    );
  let created: string;
  try {
    const answer = await services.reportProblem({
      locationId: location.id,
      input: outcome.payload,
      clientAddress,
    });
    created = problemReportCreated(answer, outcome.payload.email !== null);
  } catch (err) {
    logger.error({ err }, "form post could not take a problem report");
    const failed = "Failed to send report. Please try again.";
    return data<LocationFormResult>({ form: "problem-report", values, errors: {}, failed }, { status: 500 });
  }
  return redirect(`${page}?${CREATED_PARAM}=${created}#${PROBLEM_REPORT_SECTION}`, 303);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
