import type { FormEvent, ReactNode } from "react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button";
import { FieldMessage, FormField } from "#app/components/ui/form-field";
import { Input } from "#app/components/ui/input";
import { NativeCheckbox } from "#app/components/ui/native-controls";
import { type CuratedRegions, regionsOf } from "#core/curatedRegions";
import { FISH_TYPE_VALUES } from "#core/fishTypeList";
import { displayName } from "#core/fishTypes";
import { GUIDE_LICENSING_BODIES, GUIDE_LIMITS, TRIP_KINDS } from "#core/guideChoices";
import { AboutField } from "./AboutField";
import type { GuideFormErrors, GuideFormValues, WaterChoice } from "./guideFormValues";
import type { GuideFormKind } from "./guideValidation";
import { WatersField } from "./WatersField";

const invalidClass = "aria-[invalid=true]:border-destructive";

// zod and the schemas load with the form, not with the page (decision 023).
const loadValidation = () => import("./guideValidation");

type ListField = "regions" | "locationIds" | "fishTypes" | "tripKinds";
type TextField = "name" | "business" | "email" | "phone" | "website" | "licenseNumber";

/**
 * The guide's fields (docs/product.md "Guide application"), the same on /guides/apply and on the
 * update link's page: native controls in a form that posts to its page, with or without
 * JavaScript (decision 013). The server checks it; its messages come back beside the fields with
 * everything typed kept. The state is chosen above the form (StateChooser); a new state's regions
 * and waters replace the old ones' ticks.
 */
export function GuideForm({
  state,
  curated,
  waters,
  initial,
  errors: serverErrors = {},
  intent,
  email,
  submitLabel,
  pendingLabel,
  children,
}: {
  state: string;
  /** The curated states and their regions, from the page's loader. */
  curated: CuratedRegions;
  waters: WaterChoice[];
  initial: GuideFormValues;
  errors?: GuideFormErrors;
  intent: GuideFormKind;
  /** The address field on applying; on updating, the masked address to show instead. */
  email: { editable: true } | { editable: false; shown: string };
  submitLabel: string;
  pendingLabel: string;
  /** Hidden fields the page adds (the update link's token). */
  children?: ReactNode;
}) {
  const id = useId();
  const [values, setValues] = useState<GuideFormValues>({ ...initial, state });
  const [shownState, setShownState] = useState(state);
  const [browserErrors, setBrowserErrors] = useState<GuideFormErrors | null>(null);
  const checking = useRef(false);
  const submit = useSubmit();
  const pending = useNavigation().state === "submitting";
  const errors = browserErrors && Object.keys(browserErrors).length > 0 ? browserErrors : serverErrors;
  useEffect(() => {
    loadValidation().catch(() => {});
  }, []);
  // Another state chosen: the page loaded its waters, and the old state's ticks go.
  if (shownState !== state) {
    setShownState(state);
    setValues((previous) => ({ ...previous, state, regions: [], locationIds: [] }));
  }

  const text = (name: TextField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
    className: invalidClass,
  });
  const toggle = (field: ListField, value: string, checked: boolean) =>
    setValues((previous) => ({
      ...previous,
      [field]: checked ? [...previous[field], value] : previous[field].filter((v) => v !== value),
    }));
  /** Checked here first, so the page is asked only with a form it will take; never twice at once. */
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || checking.current) return;
    const form = event.currentTarget;
    checking.current = true;
    let found: GuideFormErrors = {};
    try {
      found = (await loadValidation()).guideFormErrors(intent, values, curated);
    } catch {
      // The check could not load (no network): the page checks it anyway.
    } finally {
      checking.current = false;
    }
    setBrowserErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[aria-describedby] input')?.focus(),
      );
      return;
    }
    submit(form);
  }

  const licensingBody = GUIDE_LICENSING_BODIES[state as keyof typeof GUIDE_LICENSING_BODIES];

  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="grid gap-6" aria-busy={pending}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="state" value={state} />
      {children}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Your name" error={errors.name}>
          {(control) => (
            <Input {...control} {...text("name")} autoComplete="name" maxLength={GUIDE_LIMITS.name.max} />
          )}
        </FormField>
        <FormField id={`${id}-business`} label="Business name" error={errors.business}>
          {(control) => (
            <Input
              {...control}
              {...text("business")}
              autoComplete="organization"
              maxLength={GUIDE_LIMITS.business.max}
            />
          )}
        </FormField>
        {email.editable ? (
          <FormField
            id={`${id}-email`}
            label="E-mail"
            hint="We send a confirmation link here. It is never shown on the site."
            error={errors.email}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                {...text("email")}
                type="email"
                autoComplete="email"
                maxLength={GUIDE_LIMITS.email}
              />
            )}
          </FormField>
        ) : (
          <p className="text-sm sm:col-span-2">
            <span className="font-medium">E-mail: </span>
            <span className="break-words text-muted-foreground">{email.shown}</span>
            <span className="block text-xs text-muted-foreground">
              The address cannot be changed; it is never shown.
            </span>
          </p>
        )}
        <FormField id={`${id}-phone`} label="Phone" optional error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              {...text("phone")}
              type="tel"
              autoComplete="tel"
              maxLength={GUIDE_LIMITS.phone}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-website`}
          label="Website"
          optional
          hint="An address starting with https:// or http://"
          error={errors.website}
        >
          {(control) => (
            <Input
              {...control}
              {...text("website")}
              type="url"
              autoComplete="url"
              maxLength={GUIDE_LIMITS.website}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-license`}
          label="Guide licence or registration number"
          hint={licensingBody ? `As issued by the ${licensingBody}.` : undefined}
          error={errors.licenseNumber}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input {...control} {...text("licenseNumber")} maxLength={GUIDE_LIMITS.licenseNumber.max} />
          )}
        </FormField>
      </div>

      <WatersField
        idPrefix={id}
        state={state}
        regions={regionsOf(curated, state)}
        waters={waters}
        chosenRegions={values.regions}
        chosenWaters={values.locationIds}
        onToggleRegion={(region, checked) => toggle("regions", region, checked)}
        onToggleWater={(water, checked) => toggle("locationIds", water, checked)}
        regionsError={errors.regions ?? errors.state}
        watersError={errors.locationIds}
      />

      <CheckboxGroup
        id={`${id}-fish`}
        legend="Species you guide for"
        name="fishTypes"
        options={FISH_TYPE_VALUES.map((value) => ({ value, label: displayName(value) }))}
        chosen={values.fishTypes}
        onToggle={(value, checked) => toggle("fishTypes", value, checked)}
        error={errors.fishTypes}
      />
      <CheckboxGroup
        id={`${id}-trips`}
        legend="Kinds of trip"
        name="tripKinds"
        options={TRIP_KINDS}
        chosen={values.tripKinds}
        onToggle={(value, checked) => toggle("tripKinds", value, checked)}
        error={errors.tripKinds}
      />
      <AboutField
        id={`${id}-about`}
        value={values.about}
        onChange={(about) => setValues((previous) => ({ ...previous, about }))}
        error={errors.about}
      />
      <div>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </Form>
  );
}

function CheckboxGroup({
  id,
  legend,
  name,
  options,
  chosen,
  onToggle,
  error,
}: {
  id: string;
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  chosen: string[];
  onToggle: (value: string, checked: boolean) => void;
  error?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm">
            <NativeCheckbox
              name={name}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
