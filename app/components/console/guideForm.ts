import {
  isGuideFormField,
  type GuideFormValues as PublicGuideFormValues,
  guideFormFromData as publicGuideFormFromData,
} from "#app/components/guides/guideFormValues";
import type { CuratedRegions } from "#core/curatedRegions";
import { type GuideFields, guideSchemas } from "#core/guides";

// The console's guide form (docs/product.md "Guide review"): every field a guide may change but
// the address, checked by the schema the application and the API use, so an operator's edit
// can store nothing a guide's own form would refuse. Pure, so it is tested without a browser.

/** What the form shows: the guides' own form but the address, which no operator changes. */
export type GuideFormValues = Omit<PublicGuideFormValues, "email">;
export type GuideFormErrors = Partial<Record<keyof GuideFormValues, string>>;

/** A stored guide as the form shows it. */
export function guideFormValues(guide: {
  name: string;
  business: string;
  phone: string | null;
  website: string | null;
  licenseNumber: string;
  state: string;
  about: string;
  regions: string[];
  waters: { id: number }[];
  fishTypes: string[];
  tripKinds: string[];
}): GuideFormValues {
  return {
    name: guide.name,
    business: guide.business,
    phone: guide.phone ?? "",
    website: guide.website ?? "",
    licenseNumber: guide.licenseNumber,
    state: guide.state,
    about: guide.about,
    regions: [...guide.regions],
    locationIds: guide.waters.map((water) => String(water.id)),
    fishTypes: [...guide.fishTypes],
    tripKinds: [...guide.tripKinds],
  };
}

export function guideFormFromData(form: FormData): GuideFormValues {
  const { email: _address, ...values } = publicGuideFormFromData(form);
  return values;
}

/** The fields as the schema takes them, or each field's first message. */
export function validateGuideForm(
  values: GuideFormValues,
  curated: CuratedRegions,
): { input: GuideFields } | { errors: GuideFormErrors } {
  const parsed = guideSchemas(curated).update.safeParse(values);
  if (parsed.success) return { input: parsed.data };
  const errors: GuideFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isGuideFormField(field) && field !== "email") errors[field] ??= issue.message;
  }
  return { errors };
}
