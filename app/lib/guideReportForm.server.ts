import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { CHOOSE_A_REASON } from "#app/components/guides/GuideReport";
import { LISTING_GONE } from "#app/components/guides/useReportGuide";
import {
  CREATED_PARAM,
  type GuideReportValues,
  type LocationFormResult,
} from "#app/components/location/locationForms";
import { idSchema, reviewReportInputSchema } from "#core/schemas";
import { statusOf } from "./alertLinkPages.server";

// `Report this listing` posted without JavaScript (docs/product.md "Guide listings", decision
// 013): the API's checks through the same service; a report taken redirects to the tab with the
// thanks, a refusal answers the page again with the form open and what was chosen.

export async function handleGuideReport(
  form: FormData,
  page: string,
  { services, logger, clientAddress }: Pick<AppLoadContext, "services" | "logger" | "clientAddress">,
) {
  const values: GuideReportValues = { reason: text(form, "reason"), note: text(form, "note") };
  const guideId = idSchema.safeParse(form.get("guideId"));
  if (!guideId.success) throw data({ message: "Unknown listing" }, { status: 400 });
  const answer = (
    status: number,
    rest: Pick<Extract<LocationFormResult, { form: "guide-report" }>, "errors" | "failed">,
  ) => data<LocationFormResult>({ form: "guide-report", guideId: guideId.data, values, ...rest }, { status });

  const input = reviewReportInputSchema.safeParse({ reason: values.reason, note: values.note });
  if (!input.success) {
    const noteRefused = input.error.issues.find((issue) => issue.path[0] === "note");
    const reasonRefused = input.error.issues.some((issue) => issue.path[0] === "reason");
    return answer(400, {
      errors: {
        ...(reasonRefused ? { reason: CHOOSE_A_REASON } : {}),
        ...(noteRefused ? { note: noteRefused.message } : {}),
      },
    });
  }
  try {
    await services.reportGuide({ guideId: guideId.data, input: input.data, clientAddress });
  } catch (err) {
    if (statusOf(err) === 404) return answer(404, { errors: {}, failed: LISTING_GONE });
    logger.error({ err }, "form post could not report a guide");
    return answer(500, { errors: {}, failed: "Failed to send report. Please try again." });
  }
  return redirect(`${page}?tab=guides&${CREATED_PARAM}=guide-report`, 303);
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
