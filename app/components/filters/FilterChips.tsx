import { X } from "lucide-react";
import { Button } from "#app/components/ui/button";
import type { FilterChip } from "#core/filters";

// docs/product.md "Filter panel": active filters as removable chips, one per ticked option, and
// "Clear all filters" beside them.
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Active filters:</span>
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={`Remove ${chip.label} filter`}
              onClick={() => onRemove(chip)}
              className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-secondary py-1 pr-2 pl-3 text-xs font-medium text-secondary-foreground hover:bg-secondary/70"
            >
              {chip.label}
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="inline" onClick={onClearAll}>
        Clear all filters
      </Button>
    </div>
  );
}
