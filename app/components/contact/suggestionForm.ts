import { type LocationSuggestionInput, locationSuggestionInputSchema } from "#core/schemas";

// The suggestion form's state and its check, kept apart from the markup so the rules are
// tested without a browser. The check is the shared schema the server applies again
// (docs/architecture.md "One schema, both sides"), so the browser never accepts what the API refuses.

export type SuggestionFormValues = {
  name: string;
  description: string;
  contactName: string;
  contactEmail: string;
  /** Server fish type values (docs/product.md "Fish types": "salmon", "rainbow_trout"). */
  fishTypes: string[];
  facilities: string;
};

export type SuggestionField = keyof SuggestionFormValues;
export type SuggestionErrors = Partial<Record<SuggestionField, string>>;

export const EMPTY_SUGGESTION: SuggestionFormValues = {
  name: "",
  description: "",
  contactName: "",
  contactEmail: "",
  fishTypes: [],
  facilities: "",
};

/** Form order: the first field with a message is the one that gets focus. */
export const SUGGESTION_FIELDS: readonly SuggestionField[] = [
  "name",
  "description",
  "contactName",
  "contactEmail",
  "fishTypes",
  "facilities",
];

/** Length limits straight from the schema, for the inputs' maxLength. */
export const SUGGESTION_MAX_LENGTH = {
  name: locationSuggestionInputSchema.shape.name.maxLength ?? undefined,
  description: locationSuggestionInputSchema.shape.description.maxLength ?? undefined,
  contactName: locationSuggestionInputSchema.shape.contactName.maxLength ?? undefined,
  contactEmail: locationSuggestionInputSchema.shape.contactEmail.maxLength ?? undefined,
} as const;

/** The API payload: no fish types is "none given", not an empty list. */
export function toSuggestionInput(values: SuggestionFormValues): LocationSuggestionInput {
  return {
    name: values.name,
    description: values.description,
    contactName: values.contactName,
    contactEmail: values.contactEmail.trim(),
    fishTypes: values.fishTypes.length ? values.fishTypes : null,
    facilities: values.facilities,
  };
}

export type SuggestionCheck =
  | { ok: true; input: LocationSuggestionInput }
  | { ok: false; errors: SuggestionErrors };

/** One message per field (the schema's first), keyed by the form field it belongs to. */
export function checkSuggestion(values: SuggestionFormValues): SuggestionCheck {
  const input = toSuggestionInput(values);
  const result = locationSuggestionInputSchema.safeParse(input);
  if (result.success) return { ok: true, input };
  const errors: SuggestionErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && isSuggestionField(field) && !errors[field])
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}

function isSuggestionField(key: string): key is SuggestionField {
  return (SUGGESTION_FIELDS as readonly string[]).includes(key);
}

export function firstInvalidField(errors: SuggestionErrors): SuggestionField | undefined {
  return SUGGESTION_FIELDS.find((field) => errors[field]);
}
