import { type GuideFields, guideUpdateSchema } from "#core/guides";

// The console's guide form (docs/product.md "Guide review"): every field a guide may change but
// the address, checked by the schema the application and the API use, so an operator's edit
// can store nothing a guide's own form would refuse. Pure, so it is tested without a browser.

export const GUIDE_TEXT_FIELDS = [
  "name",
  "business",
  "phone",
  "website",
  "licenseNumber",
  "state",
  "about",
] as const;
export const GUIDE_LIST_FIELDS = ["regions", "locationIds", "fishTypes", "tripKinds"] as const;

type TextField = (typeof GUIDE_TEXT_FIELDS)[number];
type ListField = (typeof GUIDE_LIST_FIELDS)[number];
export type GuideField = TextField | ListField;

/** What the form shows: text as typed, each list as the values ticked. */
export type GuideFormValues = Record<TextField, string> & Record<ListField, string[]>;
export type GuideFormErrors = Partial<Record<GuideField, string>>;

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
  const text = (name: TextField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const list = (name: ListField) => form.getAll(name).filter((v): v is string => typeof v === "string");
  return {
    ...(Object.fromEntries(GUIDE_TEXT_FIELDS.map((name) => [name, text(name)])) as Record<TextField, string>),
    ...(Object.fromEntries(GUIDE_LIST_FIELDS.map((name) => [name, list(name)])) as Record<
      ListField,
      string[]
    >),
  };
}

const isField = (name: unknown): name is GuideField =>
  (GUIDE_TEXT_FIELDS as readonly unknown[]).includes(name) ||
  (GUIDE_LIST_FIELDS as readonly unknown[]).includes(name);

/** The fields as the schema takes them, or each field's first message. */
export function validateGuideForm(
  values: GuideFormValues,
): { input: GuideFields } | { errors: GuideFormErrors } {
  const parsed = guideUpdateSchema.safeParse(values);
  if (parsed.success) return { input: parsed.data };
  const errors: GuideFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return { errors };
}
