import type { z } from "zod";
import {
  type GuideFormErrors,
  type GuideFormValues,
  isGuideFormField,
} from "#app/components/guides/guideFormValues";
import { statusOf } from "./alertLinkPages.server";

// The guides' forms posted to their pages (docs/product.md "Guide application", decision 013):
// the values are checked with the schema the API uses, and a refusal becomes the fields'
// messages so the page can answer 400 with everything typed kept.

/** The form's values, checked: as the schema's input (it coerces the posted strings), or the fields' messages. */
export function checkGuideForm<S extends z.ZodType>(
  schema: S,
  values: GuideFormValues,
): { input: z.input<S> } | { errors: GuideFormErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { input: values as z.input<S> };
  const errors: GuideFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isGuideFormField(field) && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** A service's refusal of one field (its InvalidInputError: 400 and a path) as that field's message. */
export function refusedGuideField(error: unknown): GuideFormErrors | null {
  if (statusOf(error) !== 400 || !(error instanceof Error) || !("path" in error)) return null;
  const field = String(error.path).split(".")[0];
  return isGuideFormField(field) ? { [field]: error.message } : null;
}
