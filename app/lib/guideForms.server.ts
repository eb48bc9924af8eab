import { type GuideFormErrors, isGuideFormField } from "#app/components/guides/guideFormValues";
import { statusOf } from "./alertLinkPages.server";

// The guides' forms posted to their pages (docs/product.md "Guide application", decision 013):
// a service's refusal of one field becomes that field's message, so the page can answer 400
// with everything typed kept. The fields' own checks are app/components/guides/guideValidation.ts.

/** A service's refusal of one field (its InvalidInputError: 400 and a path) as that field's message. */
export function refusedGuideField(error: unknown): GuideFormErrors | null {
  if (statusOf(error) !== 400 || !(error instanceof Error) || !("path" in error)) return null;
  const field = String(error.path).split(".")[0];
  return isGuideFormField(field) ? { [field]: error.message } : null;
}
