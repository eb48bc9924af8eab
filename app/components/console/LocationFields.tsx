import { type FieldControlProps, FormField } from "#app/components/ui/form-field";
import { Input, Textarea } from "#app/components/ui/input";
import { NativeCheckbox } from "#app/components/ui/native-controls";
import { FISH_TYPE_VALUES } from "#core/fishTypeList";
import { displayName } from "#core/fishTypes";
import type { LocationFormErrors, LocationFormValues } from "./locationForm";

// Every field of "Location record", as plain controls that post without JavaScript. The values
// are the form's defaults: after a refused post they are what the operator typed.

type Props = {
  values: LocationFormValues;
  errors: LocationFormErrors;
  /** The curated states' regions, offered as suggestions (any other is allowed); from the loader. */
  knownRegions: readonly string[];
};

type FieldProps = Omit<Props, "knownRegions"> & {
  name: Exclude<keyof LocationFormValues, "fishTypes" | "featured">;
  label: string;
  hint?: string;
  optional?: boolean;
};

/** One text field of the record with its label, hint and message. */
function Labelled({
  name,
  label,
  values,
  errors,
  hint,
  optional,
  children,
}: FieldProps & { children: (control: FieldControlProps, value: string) => React.ReactNode }) {
  return (
    <FormField id={`location-${name}`} label={label} hint={hint} error={errors[name]} optional={optional}>
      {(control) => children(control, values[name])}
    </FormField>
  );
}

function TextInput({
  name,
  label,
  values,
  errors,
  hint,
  optional,
  ...input
}: FieldProps & React.ComponentProps<"input">) {
  return (
    <Labelled {...{ name, label, values, errors, hint, optional }}>
      {(control, value) => <Input {...control} {...input} name={name} defaultValue={value} />}
    </Labelled>
  );
}

function TextBox(props: FieldProps) {
  return (
    <Labelled {...props}>
      {(control, value) => (
        <Textarea {...control} name={props.name} defaultValue={value} className="min-h-24" />
      )}
    </Labelled>
  );
}

export function LocationFields({ values, errors, knownRegions }: Props) {
  const shared = { values, errors };
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextInput {...shared} name="name" label="Name" required />
      <TextInput {...shared} name="region" label="Region" list="known-regions" required />
      <datalist id="known-regions">
        {knownRegions.map((region) => (
          <option key={region} value={region} />
        ))}
      </datalist>
      <div className="md:col-span-2">
        <TextBox {...shared} name="description" label="Description" />
      </div>
      <TextInput {...shared} name="state" label="State" required />
      <TextInput
        {...shared}
        name="bestSeasons"
        label="Best seasons"
        hint="Months such as Jun-Sep, or Jan-Dec"
        required
      />
      <TextInput {...shared} name="latitude" label="Latitude" inputMode="decimal" required />
      <TextInput {...shared} name="longitude" label="Longitude" inputMode="decimal" required />
      <fieldset
        className="md:col-span-2"
        aria-describedby={errors.fishTypes ? "location-fishTypes-error" : undefined}
      >
        <legend className="text-sm font-medium">Fish types</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {FISH_TYPE_VALUES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <NativeCheckbox
                name="fishTypes"
                value={value}
                defaultChecked={values.fishTypes.includes(value)}
              />
              {displayName(value)}
            </label>
          ))}
        </div>
        {errors.fishTypes && (
          <p id="location-fishTypes-error" className="mt-1 text-sm font-medium text-destructive">
            {errors.fishTypes}
          </p>
        )}
      </fieldset>
      <TextBox {...shared} name="accessibility" label="Access" />
      <TextBox {...shared} name="permits" label="Permits" />
      <TextBox {...shared} name="facilities" label="Facilities" hint="One per line" optional />
      <TextBox {...shared} name="tideInfo" label="Tide information" optional />
      <TextInput {...shared} name="imageUrl" label="Image URL" type="url" optional />
      <TextInput {...shared} name="usgsSite" label="USGS gauge" hint='Such as "USGS-14301500"' optional />
      <label className="flex items-center gap-2 text-sm font-medium md:col-span-2">
        <NativeCheckbox name="featured" defaultChecked={values.featured} />
        Featured on the home page
      </label>
    </div>
  );
}
