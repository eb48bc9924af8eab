import type { CuratedRegions } from "#core/curatedRegions";
import { guideSchemas } from "#core/guides";
import { type GuideFormErrors, type GuideFormValues, isGuideFormField } from "./guideFormValues";

// The guides' forms checked with the schemas the API uses (decision 013: one validation, two
// paths): by the page's action, and in the browser before it posts, where this module and zod
// load with the form (decision 023).

export type GuideFormKind = "apply" | "update";

// One set of schemas per list of curated states: a page sends the same list with every render.
const built = new WeakMap<CuratedRegions, ReturnType<typeof guideSchemas>>();
function schemasFor(curated: CuratedRegions) {
  let schemas = built.get(curated);
  if (!schemas) {
    schemas = guideSchemas(curated);
    built.set(curated, schemas);
  }
  return schemas;
}

/** The fields' messages, one each (the first the schema gives); empty when the form may be sent. */
export function guideFormErrors(
  kind: GuideFormKind,
  values: GuideFormValues,
  curated: CuratedRegions,
): GuideFormErrors {
  const schemas = schemasFor(curated);
  const parsed = (kind === "apply" ? schemas.application : schemas.update).safeParse(values);
  const errors: GuideFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isGuideFormField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
