import { useId } from "react";
import { NativeCheckbox } from "#app/components/ui/native-controls";
import { FILTER_LABELS, type FilterKey } from "#core/filters";

// One group of docs/product.md "Filter panel": a legend and a labelled checkbox per option.
// Native checkboxes, as in the forms (decision 013): nothing to load for a panel hidden by default.
export function FilterGroup<K extends FilterKey>({
  legend,
  options,
  values,
  onToggle,
}: {
  legend: string;
  options: readonly K[];
  values: Record<K, boolean>;
  onToggle: (key: K, checked: boolean) => void;
}) {
  const idPrefix = useId();
  return (
    <fieldset className="space-y-2.5">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      {options.map((key) => {
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key} className="flex items-center gap-2.5">
            <NativeCheckbox
              id={id}
              checked={values[key]}
              onChange={(event) => onToggle(key, event.target.checked)}
            />
            <label htmlFor={id} className="cursor-pointer text-sm">
              {FILTER_LABELS[key]}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
