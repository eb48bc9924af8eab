import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { FieldMessage, FormField } from "#app/components/ui/form-field";
import { Input, Textarea } from "#app/components/ui/input";
import { NativeCheckbox } from "#app/components/ui/native-controls";
import { toast } from "#app/components/ui/use-toast";
import { apiRequest } from "#app/lib/api";
import { useHydrated } from "#app/lib/useHydrated";
import { FISH_TYPE_VALUES } from "#core/fishTypeList";
import { displayName } from "#core/fishTypes";
import {
  checkSuggestion,
  EMPTY_SUGGESTION,
  firstInvalidField,
  SUGGESTION_MAX_LENGTH,
  type SuggestionErrors,
  type SuggestionField,
  type SuggestionFormValues,
} from "./suggestionForm";

// docs/product.md "Suggestion form": POST /api/location-suggestions ("Location suggestion"); the
// team is told by e-mail. Checked in the browser with the same schema the server applies.

const invalidClass = "aria-[invalid=true]:border-destructive";

/**
 * `startsOnUse`: the form is an island started on first use (decision 045). Its button is then
 * disabled in the server's HTML like a hydrated page's, and the page script makes it live: a
 * submit before the code is there waits for it (app/islands/firstUse.ts).
 */
export function SuggestionForm({ startsOnUse = false }: { startsOnUse?: boolean }) {
  const formId = useId();
  const hydrated = useHydrated();
  const [values, setValues] = useState<SuggestionFormValues>(EMPTY_SUGGESTION);
  const [errors, setErrors] = useState<SuggestionErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sentName, setSentName] = useState<string | null>(null);
  const ids = {
    name: `${formId}-name`,
    description: `${formId}-description`,
    contactName: `${formId}-contact-name`,
    contactEmail: `${formId}-contact-email`,
    fishTypes: `${formId}-fish-types`,
    facilities: `${formId}-facilities`,
  } satisfies Record<SuggestionField, string>;

  function update(next: SuggestionFormValues) {
    setValues(next);
    // Once a submit has shown messages, they follow the typing, so a fixed field clears at once.
    if (attempted) {
      const check = checkSuggestion(next);
      setErrors(check.ok ? {} : check.errors);
    }
  }

  function setField(field: Exclude<SuggestionField, "fishTypes">, value: string) {
    update({ ...values, [field]: value });
  }

  function toggleFishType(value: string, checked: boolean) {
    const fishTypes = checked ? [...values.fishTypes, value] : values.fishTypes.filter((v) => v !== value);
    update({ ...values, fishTypes: FISH_TYPE_VALUES.filter((v) => fishTypes.includes(v)) });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const check = checkSuggestion(values);
    if (!check.ok) {
      setErrors(check.errors);
      setSentName(null);
      const first = firstInvalidField(check.errors);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await apiRequest("POST", "/api/location-suggestions", check.input);
      setSentName(values.name.trim());
      setValues(EMPTY_SUGGESTION);
      setAttempted(false);
      toast({
        title: "Suggestion sent",
        description: "Thank you for helping other anglers find a great spot.",
      });
    } catch {
      // What was typed stays in the form, so trying again costs nothing.
      setSentName(null);
      toast({
        variant: "destructive",
        title: "Error",
        description: "Failed to send your suggestion. Please try again.",
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="space-y-5">
      <div role="status" aria-live="polite">
        {sentName && (
          <div className="flex gap-3 rounded-lg border border-primary/40 bg-secondary p-4 text-secondary-foreground">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <p className="font-semibold">Thank you! Your suggestion was sent.</p>
              <p className="mt-1 text-sm">
                We received “{sentName}”. The Fish Spots team reviews every suggestion and adds those that
                meet its criteria.
              </p>
            </div>
          </div>
        )}
      </div>

      <form noValidate onSubmit={onSubmit} aria-busy={submitting} className="grid gap-5">
        <FormField id={ids.name} label="Location name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="off"
              maxLength={SUGGESTION_MAX_LENGTH.name}
              value={values.name}
              onChange={(e) => setField("name", e.target.value)}
              className={invalidClass}
            />
          )}
        </FormField>

        <FormField
          id={ids.description}
          label="Description"
          hint="Where it is, how to get there, what you catch and when."
          error={errors.description}
        >
          {(control) => (
            <Textarea
              {...control}
              name="description"
              rows={4}
              maxLength={SUGGESTION_MAX_LENGTH.description}
              value={values.description}
              onChange={(e) => setField("description", e.target.value)}
              className={invalidClass}
            />
          )}
        </FormField>

        <fieldset
          id={ids.fishTypes}
          aria-describedby={errors.fishTypes ? `${ids.fishTypes}-error` : undefined}
          className="grid gap-2"
        >
          <legend className="mb-2 text-sm font-medium">
            Fish types <span className="font-normal text-muted-foreground">(optional)</span>
          </legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            {FISH_TYPE_VALUES.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
                <NativeCheckbox
                  name="fishTypes"
                  value={value}
                  checked={values.fishTypes.includes(value)}
                  onChange={(e) => toggleFishType(value, e.target.checked)}
                />
                {displayName(value)}
              </label>
            ))}
          </div>
          {errors.fishTypes && <FieldMessage id={`${ids.fishTypes}-error`}>{errors.fishTypes}</FieldMessage>}
        </fieldset>

        <FormField
          id={ids.facilities}
          label="Facilities"
          optional
          hint="For example: boat ramp, parking, restrooms, camping."
          error={errors.facilities}
        >
          {(control) => (
            <Input
              {...control}
              name="facilities"
              value={values.facilities}
              onChange={(e) => setField("facilities", e.target.value)}
              className={invalidClass}
            />
          )}
        </FormField>

        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={ids.contactName} label="Your name" error={errors.contactName}>
            {(control) => (
              <Input
                {...control}
                name="contactName"
                autoComplete="name"
                maxLength={SUGGESTION_MAX_LENGTH.contactName}
                value={values.contactName}
                onChange={(e) => setField("contactName", e.target.value)}
                className={invalidClass}
              />
            )}
          </FormField>
          <FormField
            id={ids.contactEmail}
            label="Your e-mail"
            hint="Only used to follow up on this suggestion."
            error={errors.contactEmail}
          >
            {(control) => (
              <Input
                {...control}
                name="contactEmail"
                type="email"
                autoComplete="email"
                maxLength={SUGGESTION_MAX_LENGTH.contactEmail}
                value={values.contactEmail}
                onChange={(e) => setField("contactEmail", e.target.value)}
                className={invalidClass}
              />
            )}
          </FormField>
        </div>

        <div>
          <noscript>
            <p className="mb-3 text-sm text-muted-foreground">
              Sending this form needs JavaScript. You can e-mail your suggestion instead.
            </p>
          </noscript>
          {/* Until the page is interactive the button waits, so no plain form post can happen. */}
          <Button
            type="submit"
            size="lg"
            disabled={!hydrated || submitting}
            data-live-with-page-script={startsOnUse && !hydrated ? "" : undefined}
            className="w-full sm:w-auto"
          >
            {submitting ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {submitting ? "Sending…" : "Send Suggestion"}
          </Button>
        </div>
      </form>
    </div>
  );
}
