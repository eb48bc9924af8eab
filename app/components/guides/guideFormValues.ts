// What the guides' form holds (docs/product.md "Guide application"), as the browser posts it:
// text as typed and the lists as the ticked boxes' values. Shared by /guides/apply and
// /guides/manage; checked on the server with the schemas of core/guides.ts.

export type GuideFormValues = {
  name: string;
  business: string;
  email: string;
  phone: string;
  website: string;
  licenseNumber: string;
  state: string;
  regions: string[];
  locationIds: string[];
  fishTypes: string[];
  tripKinds: string[];
  about: string;
};

export type GuideFormField = keyof GuideFormValues;
export type GuideFormErrors = Partial<Record<GuideFormField, string>>;

/** One of our spots a guide may name as a water they guide. */
export type WaterChoice = { id: number; name: string; region: string };

export const EMPTY_GUIDE_FORM: GuideFormValues = {
  name: "",
  business: "",
  email: "",
  phone: "",
  website: "",
  licenseNumber: "",
  state: "",
  regions: [],
  locationIds: [],
  fishTypes: [],
  tripKinds: [],
  about: "",
};

const TEXT_FIELDS = [
  "name",
  "business",
  "email",
  "phone",
  "website",
  "licenseNumber",
  "state",
  "about",
] as const;
const LIST_FIELDS = ["regions", "locationIds", "fishTypes", "tripKinds"] as const;

export function guideFormFromData(form: FormData): GuideFormValues {
  const values = { ...EMPTY_GUIDE_FORM };
  for (const field of TEXT_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  for (const field of LIST_FIELDS)
    values[field] = form.getAll(field).filter((value): value is string => typeof value === "string");
  return values;
}

/** The fields of a message's path (`regions.0` is the regions' message). */
export function isGuideFormField(value: unknown): value is GuideFormField {
  return typeof value === "string" && value in EMPTY_GUIDE_FORM;
}
