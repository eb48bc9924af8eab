import { useId } from "react";
import { FormField } from "#app/components/ui/form-field";
import { Input } from "#app/components/ui/input";
import { REFERENCE_OBJECTS, type ReferenceObjectId } from "#core/catchLength";

export type ReferenceChoice = { id: ReferenceObjectId; customText: string };

const OPTIONS: { id: ReferenceObjectId; label: string }[] = [
  ...REFERENCE_OBJECTS.map((o) => ({ id: o.id, label: `${o.label} (${o.inches} in)` })),
  { id: "custom", label: "Something else" },
];

/** Which object of known size lies beside the fish; a custom length in inches otherwise. */
export function ReferencePicker({
  value,
  onChange,
  onCustomBlur,
  error,
  disabled,
}: {
  value: ReferenceChoice;
  onChange: (value: ReferenceChoice) => void;
  onCustomBlur: () => void;
  /** The custom length's message, once the visitor has typed or left the field. */
  error: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="sr-only">Reference object</legend>
      <div className="space-y-2">
        {OPTIONS.map((option) => (
          <label key={option.id} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-reference`}
              value={option.id}
              checked={value.id === option.id}
              onChange={() => onChange({ ...value, id: option.id })}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {value.id === "custom" && (
        <FormField
          id={`${id}-custom`}
          label="Its length in inches"
          hint="Measured along the side you mark, for example 8.5 for a letter-size sheet."
          error={error}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={value.customText}
              onChange={(event) => onChange({ ...value, customText: event.target.value })}
              onBlur={onCustomBlur}
              className="max-w-40 aria-[invalid=true]:border-destructive"
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
