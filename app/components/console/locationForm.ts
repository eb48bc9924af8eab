import { type LocationRecord, locationRecordSchema } from "#core/schemas";

// The console's location form (docs/product.md "Operator console"): every field of "Location
// record", checked by the importer's own schema, so the console can store nothing the importer
// would refuse. Pure, so it is tested without a browser.

export const LOCATION_TEXT_FIELDS = [
  "name",
  "description",
  "state",
  "region",
  "bestSeasons",
  "accessibility",
  "facilities",
  "permits",
  "latitude",
  "longitude",
  "tideInfo",
  "imageUrl",
  "usgsSite",
] as const;

type TextField = (typeof LOCATION_TEXT_FIELDS)[number];
export type LocationField = TextField | "fishTypes" | "featured";

/** What the form shows: text as typed, facilities one per line. */
export type LocationFormValues = Record<TextField, string> & { fishTypes: string[]; featured: boolean };
export type LocationFormErrors = Partial<Record<LocationField, string>>;

export const EMPTY_LOCATION_FORM: LocationFormValues = {
  name: "",
  description: "",
  state: "Oregon",
  region: "",
  bestSeasons: "",
  accessibility: "",
  facilities: "",
  permits: "",
  latitude: "",
  longitude: "",
  tideInfo: "",
  imageUrl: "",
  usgsSite: "",
  fishTypes: [],
  featured: false,
};

/** A stored location as the form shows it. */
export function locationFormValues(
  location: Omit<LocationRecord, "state"> & { state: string },
): LocationFormValues {
  return {
    name: location.name,
    description: location.description,
    state: location.state,
    region: location.region,
    bestSeasons: location.bestSeasons,
    accessibility: location.accessibility,
    facilities: (location.facilities ?? []).join("\n"),
    permits: location.permits,
    latitude: location.latitude,
    longitude: location.longitude,
    tideInfo: location.tideInfo ?? "",
    imageUrl: location.imageUrl ?? "",
    usgsSite: location.usgsSite ?? "",
    fishTypes: [...location.fishTypes],
    featured: location.featured,
  };
}

export function locationFormFromData(form: FormData): LocationFormValues {
  const text = (name: TextField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(LOCATION_TEXT_FIELDS.map((name) => [name, text(name)])) as Record<
    TextField,
    string
  >;
  return {
    ...values,
    fishTypes: form.getAll("fishTypes").filter((v): v is string => typeof v === "string"),
    featured: form.get("featured") === "on",
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value);

/** The record the importer would read, or each field's first message. */
export function validateLocationForm(
  values: LocationFormValues,
): { record: LocationRecord } | { errors: LocationFormErrors } {
  const parsed = locationRecordSchema.safeParse({
    ...values,
    facilities: values.facilities
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    tideInfo: orNull(values.tideInfo),
    imageUrl: orNull(values.imageUrl),
    usgsSite: orNull(values.usgsSite),
  });
  if (parsed.success) return { record: parsed.data };
  const errors: LocationFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as LocationField;
    errors[field] ??=
      field === "fishTypes" && issue.code === "too_small" ? "Choose at least one fish type" : issue.message;
  }
  return { errors };
}
