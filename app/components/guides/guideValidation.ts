import { guideApplicationSchema, guideUpdateSchema } from "#core/guides";
import { type GuideFormErrors, type GuideFormValues, isGuideFormField } from "./guideFormValues";

// The guides' forms checked with the schemas the API uses (decision 013: one validation, two
// paths): by the page's action, and in the browser before it posts, where this module and zod
// load with the form (decision 023).

const SCHEMAS = { apply: guideApplicationSchema, update: guideUpdateSchema } as const;
export type GuideFormKind = keyof typeof SCHEMAS;

/** The fields' messages, one each (the first the schema gives); empty when the form may be sent. */
export function guideFormErrors(kind: GuideFormKind, values: GuideFormValues): GuideFormErrors {
  const parsed = SCHEMAS[kind].safeParse(values);
  const errors: GuideFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isGuideFormField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
