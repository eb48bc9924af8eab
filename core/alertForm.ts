import type { AlertFormErrors, AlertFormField, AlertFormValues } from "./alertFormValues";
import { type TideAlertInput, tideAlertInputSchema } from "./schemas";

// The tide alert form's validation (docs/product.md "Tide alert input"), with the schema the server uses.
export * from "./alertFormValues";

/**
 * Validation with the schema the server uses; the first message of each field. On success, the
 * payload of POST /api/tide-alerts: every alert field, active true, userId always null.
 */
export function validateAlertForm(
  values: AlertFormValues,
  locationId: number | null,
): { payload: TideAlertInput } | { errors: AlertFormErrors } {
  const result = tideAlertInputSchema.safeParse({ ...values, locationId, userId: null, active: true });
  if (!result.success) {
    const errors: AlertFormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string" && key in values && !errors[key as AlertFormField]) {
        errors[key as AlertFormField] = issue.message;
      }
    }
    return { errors };
  }
  const { lastAlertSent: _l, createdAt: _c, updatedAt: _u, ...payload } = result.data;
  return { payload: { ...payload, userId: null, active: true } };
}
