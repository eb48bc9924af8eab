import { useId } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { FILTER_LABELS, type FilterKey } from "../../../core/filters";

// One group of the filter panel (spec 3 "Filter state"): a legend and a labelled checkbox per option.
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
            <Checkbox
              id={id}
              checked={values[key]}
              onCheckedChange={(checked) => onToggle(key, checked === true)}
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
