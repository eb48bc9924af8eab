import { type FieldControlProps, FormField } from "#app/components/ui/form-field";
import { Input, Textarea } from "#app/components/ui/input";
import { NativeCheckbox, NativeSelect } from "#app/components/ui/native-controls";
import { type CuratedRegions, regionsOf } from "#core/curatedRegions";
import { FISH_TYPE_VALUES } from "#core/fishTypeList";
import { displayName } from "#core/fishTypes";
import { GUIDE_LICENSING_BODIES, GUIDE_LIMITS, TRIP_KINDS } from "#core/guides";
import type { GuideFormErrors, GuideFormValues } from "./guideForm";

// Every field of a guide but the address (docs/product.md "Guide application"), as plain controls
// that post without JavaScript. The values are the form's defaults: after a refused post they are
// what the operator typed. The regions and waters offered are the form's state's.

export type WaterChoice = { id: number; name: string; region: string };

type Props = {
  values: GuideFormValues;
  errors: GuideFormErrors;
  waterChoices: WaterChoice[];
  /** The curated states and their regions, from the page's loader. */
  curated: CuratedRegions;
};

type TextName = "name" | "business" | "phone" | "website" | "licenseNumber";

function TextInput({
  name,
  label,
  values,
  errors,
  hint,
  optional,
  ...input
}: Omit<Props, "waterChoices" | "curated"> & {
  name: TextName;
  label: string;
  hint?: string;
  optional?: boolean;
} & React.ComponentProps<"input">) {
  return (
    <FormField id={`guide-${name}`} label={label} hint={hint} error={errors[name]} optional={optional}>
      {(control: FieldControlProps) => (
        <Input {...control} {...input} name={name} defaultValue={values[name]} />
      )}
    </FormField>
  );
}

/** Boxes for one list field, with the field's message read with the group. */
function Choices({
  name,
  legend,
  hint,
  error,
  className,
  children,
}: {
  name: string;
  legend: string;
  hint?: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const describedBy = [hint && `guide-${name}-hint`, error && `guide-${name}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className={className} aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={`guide-${name}-hint`} className="mt-1 text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`guide-${name}-error`} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Box({
  name,
  value,
  label,
  checked,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <NativeCheckbox name={name} value={value} defaultChecked={checked} className="mt-0.5" />
      <span className="min-w-0 break-words">{label}</span>
    </label>
  );
}

/** Short labels: two columns from the phone's width. */
const BOXES = "mt-2 grid grid-cols-2 gap-2 lg:grid-cols-4";
/** Spots' names, some long: one column on a phone. */
const WATER_BOXES = "mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4";

export function GuideFields({ values, errors, waterChoices, curated }: Props) {
  const shared = { values, errors };
  const regions = regionsOf(curated, values.state);
  const body = GUIDE_LICENSING_BODIES[values.state as keyof typeof GUIDE_LICENSING_BODIES];
  const named = waterChoices.filter((water) => values.locationIds.includes(String(water.id)));
  const byRegion = new Map<string, WaterChoice[]>();
  for (const water of waterChoices)
    byRegion.set(water.region, [...(byRegion.get(water.region) ?? []), water]);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextInput {...shared} name="name" label="Name" required maxLength={GUIDE_LIMITS.name.max} />
      <TextInput
        {...shared}
        name="business"
        label="Business name"
        required
        maxLength={GUIDE_LIMITS.business.max}
      />
      <TextInput {...shared} name="phone" label="Phone" type="tel" optional maxLength={GUIDE_LIMITS.phone} />
      <TextInput
        {...shared}
        name="website"
        label="Website"
        type="url"
        optional
        maxLength={GUIDE_LIMITS.website}
      />
      <TextInput
        {...shared}
        name="licenseNumber"
        label="Licence or registration number"
        hint={body ? `Issued by the ${body}` : undefined}
        required
        maxLength={GUIDE_LIMITS.licenseNumber.max}
      />
      <FormField
        id="guide-state"
        label="State"
        hint="The regions and waters below are this state's. To move the guide to another state, choose it and save: the form then offers that state's."
        error={errors.state}
      >
        {(control) => (
          <NativeSelect {...control} name="state" required defaultValue={values.state}>
            {curated.map(({ state }) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Choices name="regions" legend="Regions" error={errors.regions} className="md:col-span-2">
        <div className={BOXES}>
          {regions.map((region) => (
            <Box
              key={region}
              name="regions"
              value={region}
              label={region}
              checked={values.regions.includes(region)}
            />
          ))}
        </div>
      </Choices>
      <Choices
        name="locationIds"
        legend="Waters"
        hint={`Spots of ${values.state} the guide names; the listing shows first on these (up to ${GUIDE_LIMITS.locationIds}).`}
        error={errors.locationIds}
        className="md:col-span-2"
      >
        <p className="mt-2 text-sm">
          <span className="font-medium">Ticked: </span>
          {named.length === 0 ? "none" : named.map((water) => water.name).join(", ")}
        </p>
        <div className="mt-2 max-h-96 overflow-y-auto rounded-md border p-3">
          {[...byRegion].map(([region, waters]) => (
            <div key={region} className="mt-3 first:mt-0">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{region}</p>
              <div className={WATER_BOXES}>
                {waters.map((water) => (
                  <Box
                    key={water.id}
                    name="locationIds"
                    value={String(water.id)}
                    label={water.name}
                    checked={values.locationIds.includes(String(water.id))}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      </Choices>
      <Choices name="fishTypes" legend="Species" error={errors.fishTypes} className="md:col-span-2">
        <div className={BOXES}>
          {FISH_TYPE_VALUES.map((value) => (
            <Box
              key={value}
              name="fishTypes"
              value={value}
              label={displayName(value)}
              checked={values.fishTypes.includes(value)}
            />
          ))}
        </div>
      </Choices>
      <Choices name="tripKinds" legend="Trips" error={errors.tripKinds} className="md:col-span-2">
        <div className={BOXES}>
          {TRIP_KINDS.map((kind) => (
            <Box
              key={kind.value}
              name="tripKinds"
              value={kind.value}
              label={kind.label}
              checked={values.tripKinds.includes(kind.value)}
            />
          ))}
        </div>
      </Choices>
      <FormField
        id="guide-about"
        label="About the trips"
        hint={`${GUIDE_LIMITS.about.min} to ${GUIDE_LIMITS.about.max} characters; no links.`}
        error={errors.about}
        className="md:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            name="about"
            required
            maxLength={GUIDE_LIMITS.about.max}
            className="min-h-28"
            defaultValue={values.about}
          />
        )}
      </FormField>
    </div>
  );
}
