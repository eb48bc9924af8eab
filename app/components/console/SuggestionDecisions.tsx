import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { FormField } from "#app/components/ui/form-field";
import { Input, Textarea } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-controls";
import type { CuratedRegions } from "#core/curatedRegions";
import { DECISION_NOTE_LENGTH } from "#core/schemas";
import { CsrfField } from "./CsrfField";

// An operator's two decisions on a pending suggestion (docs/product.md "Operator console"), each a
// plain form post: approve into a location, with the region and coordinates the visitor's form
// does not ask for, or reject with a note. A refused post comes back with what was typed.

export type SuggestionField = "state" | "region" | "latitude" | "longitude" | "note";

/** A decision the server refused: which suggestion, what was typed, and each field's message. */
export type SuggestionFormFailure = {
  suggestionId: number;
  intent: "approve" | "reject";
  values: Partial<Record<SuggestionField, string>>;
  errors: Partial<Record<SuggestionField, string>>;
};

export function SuggestionDecisions({
  suggestionId,
  failed,
  curated,
}: {
  suggestionId: number;
  failed: SuggestionFormFailure | null;
  /** The curated states and their regions, from the page's loader. */
  curated: CuratedRegions;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("suggestionId") === String(suggestionId);
  const approve = failed?.intent === "approve" ? failed : null;
  const reject = failed?.intent === "reject" ? failed : null;
  const id = (field: SuggestionField) => `suggestion-${suggestionId}-${field}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Form method="post" className="grid content-start gap-3 rounded-lg border p-3 md:p-4">
        <CsrfField />
        <input type="hidden" name="suggestionId" value={suggestionId} />
        <h3 className="font-semibold">Approve as a new location</h3>
        <p className="text-sm text-muted-foreground">
          Name, description, fish types and facilities come from the suggestion. Season, access and permits
          start as placeholders: edit them once the location exists.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={id("state")} label="State" error={approve?.errors.state}>
            {(control) => (
              <NativeSelect
                {...control}
                name="state"
                required
                defaultValue={approve?.values.state || "Oregon"}
              >
                {curated.map(({ state }) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id={id("region")}
            label="Region"
            hint="One of the state's"
            error={approve?.errors.region}
          >
            {(control) => (
              <NativeSelect {...control} name="region" required defaultValue={approve?.values.region ?? ""}>
                <option value="">Choose a region</option>
                {curated.map(({ state, regions }) => (
                  <optgroup key={state} label={state}>
                    {regions.map((region) => (
                      <option key={region} value={region}>
                        {region}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            id={id("latitude")}
            label="Latitude"
            hint="Decimal degrees, e.g. 45.54"
            error={approve?.errors.latitude}
          >
            {(control) => (
              <Input
                {...control}
                name="latitude"
                inputMode="decimal"
                autoComplete="off"
                required
                defaultValue={approve?.values.latitude ?? ""}
              />
            )}
          </FormField>
          <FormField
            id={id("longitude")}
            label="Longitude"
            hint="Decimal degrees, e.g. -123.91"
            error={approve?.errors.longitude}
          >
            {(control) => (
              <Input
                {...control}
                name="longitude"
                inputMode="decimal"
                autoComplete="off"
                required
                defaultValue={approve?.values.longitude ?? ""}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" name="intent" value="approve" disabled={busy} className="justify-self-start">
          Approve
        </Button>
      </Form>
      <Form method="post" className="grid content-start gap-3 rounded-lg border p-3 md:p-4">
        <CsrfField />
        <input type="hidden" name="suggestionId" value={suggestionId} />
        <h3 className="font-semibold">Reject</h3>
        <FormField
          id={id("note")}
          label="Note for the team"
          hint={`Why it was not added (${DECISION_NOTE_LENGTH.min} to ${DECISION_NOTE_LENGTH.max} characters).`}
          error={reject?.errors.note}
        >
          {(control) => (
            <Textarea
              {...control}
              name="note"
              required
              minLength={DECISION_NOTE_LENGTH.min}
              maxLength={DECISION_NOTE_LENGTH.max}
              rows={3}
              className="min-h-0"
              defaultValue={reject?.values.note ?? ""}
            />
          )}
        </FormField>
        <Button
          type="submit"
          name="intent"
          value="reject"
          variant="secondary"
          disabled={busy}
          className="justify-self-start"
        >
          Reject
        </Button>
      </Form>
    </div>
  );
}
