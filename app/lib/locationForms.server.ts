import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { CREATED_PARAM, type LocationFormResult } from "#app/components/location/locationForms";
import {
  type AlertFormErrors,
  type AlertFormField,
  type AlertFormValues,
  alertFormFromData,
  validateAlertForm,
} from "#core/alertForm";
import { reviewFormFromData, validateReviewForm } from "#core/reviewForm";
import { handleGuideReport } from "./guideReportForm.server";
import type { Location } from "./locationTypes";
import { handleProblemReport } from "./problemReportForm.server";

// The location page's forms posted without JavaScript (decision 013): docs/product.md "Review form",
// docs/product.md "Alert form", docs/product.md "Guide listings", docs/product.md "Problem reports".
// Same validation as the browser; a success redirects (post, redirect, get) so reloading cannot post twice; a failure answers the
// page again with what was typed.

export async function handleLocationForm(
  request: Request,
  location: Location,
  { services, logger, clientAddress }: Pick<AppLoadContext, "services" | "logger" | "clientAddress">,
) {
  const form = await request.formData();
  const intent = form.get("intent");
  const page = `/locations/${location.id}`;

  if (intent === "create-alert") {
    // docs/product.md "Alert form": name and coordinates are the location's own, read-only in the form.
    const values: AlertFormValues = {
      ...alertFormFromData(form),
      locationName: location.name,
      latitude: location.latitude,
      longitude: location.longitude,
    };
    const outcome = validateAlertForm(values, location.id);
    if ("errors" in outcome) {
      return data<LocationFormResult>({ form: "alert", values, errors: outcome.errors }, { status: 400 });
    }
    let emailConfirmed: boolean;
    try {
      ({ emailConfirmed } = await services.createTideAlert({ input: outcome.payload }));
    } catch (err) {
      const refused = refusedField(err, values);
      if (refused) {
        return data<LocationFormResult>({ form: "alert", values, errors: refused }, { status: 400 });
      }
      logger.error({ err }, "form post could not create a tide alert");
      const failed = "Failed to create tide alert. Please try again.";
      return data<LocationFormResult>({ form: "alert", values, errors: {}, failed }, { status: 500 });
    }
    const createdParam = emailConfirmed ? "alert" : "alert-unconfirmed";
    return redirect(`${page}?tab=tide-alerts&${CREATED_PARAM}=${createdParam}`, 303);
  }

  if (intent === "create-review") {
    const values = reviewFormFromData(form);
    const outcome = validateReviewForm(values);
    if ("errors" in outcome) {
      return data<LocationFormResult>({ form: "review", values, errors: outcome.errors }, { status: 400 });
    }
    let held: boolean;
    try {
      const created = await services.createReview({
        locationId: location.id,
        input: outcome.payload,
        clientAddress,
      });
      held = created.status === "held";
    } catch (err) {
      logger.error({ err }, "form post could not create a review");
      const failed = "Failed to submit review. Please try again.";
      return data<LocationFormResult>({ form: "review", values, errors: {}, failed }, { status: 500 });
    }
    // docs/product.md "Moderation": a held review is thanked differently; it is not shown yet.
    return redirect(`${page}?tab=reviews&${CREATED_PARAM}=${held ? "review-held" : "review"}`, 303);
  }

  if (intent === "report-guide") return handleGuideReport(form, page, { services, logger, clientAddress });

  if (intent === "report-problem")
    return handleProblemReport(form, location, page, { services, logger, clientAddress });

  throw data({ message: "Unknown form" }, { status: 400 });
}

/**
 * A service's refusal of one field (its InvalidInputError: status 400 and the field's path) as
 * that field's message. Matched by shape: the services are handed over in the load context.
 */
function refusedField(err: unknown, values: AlertFormValues): AlertFormErrors | null {
  if (!(err instanceof Error) || !("status" in err) || err.status !== 400 || !("path" in err)) return null;
  const { path } = err;
  if (typeof path !== "string" || !(path in values)) return null;
  return { [path as AlertFormField]: err.message };
}
