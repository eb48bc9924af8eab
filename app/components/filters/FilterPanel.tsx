import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import {
  ACCESSIBILITY_FILTERS,
  AMENITY_FILTERS,
  activeFilterChips,
  emptyFilters,
  type FilterGroup as FilterGroupName,
  type FilterKey,
  type FilterState,
  SEASON_FILTERS,
  withoutFilter,
} from "#core/filters";
import { FilterChips } from "./FilterChips";
import { FilterGroup } from "./FilterGroup";

/** A copy of the state with one option ticked or unticked (the rules live in core/filters). */
function withFilterValue(filters: FilterState, group: FilterGroupName, key: FilterKey, checked: boolean) {
  if (!checked) return withoutFilter(filters, group, key);
  const next = structuredClone(filters);
  (next[group] as Record<string, boolean>)[key] = true;
  return next;
}

// docs/product.md "Filter panel": hidden by default, toggled by Show Filters / Hide Filters; three groups
// of checkboxes; Clear Filters resets everything to false; active filters show as chips even
// while the panel is hidden, so a filtered list never looks mysteriously short.
export function FilterPanel({
  filters,
  onChange,
}: {
  filters: FilterState;
  onChange: (filters: FilterState) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = (group: FilterGroupName) => (key: FilterKey, checked: boolean) =>
    onChange(withFilterValue(filters, group, key, checked));
  const clear = () => onChange(emptyFilters());

  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal aria-hidden />
        {open ? "Hide Filters" : "Show Filters"}
      </Button>

      <div id={panelId} hidden={!open} className="rounded-xl border bg-card p-5 shadow-sm">
        <div className="grid gap-6 sm:grid-cols-3">
          <FilterGroup
            legend="Amenities"
            options={AMENITY_FILTERS}
            values={filters.amenities}
            onToggle={toggle("amenities")}
          />
          <FilterGroup
            legend="Accessibility"
            options={ACCESSIBILITY_FILTERS}
            values={filters.accessibility}
            onToggle={toggle("accessibility")}
          />
          <FilterGroup
            legend="Seasons"
            options={SEASON_FILTERS}
            values={filters.seasons}
            onToggle={toggle("seasons")}
          />
        </div>
        <div className="mt-5 flex justify-end border-t pt-4">
          <Button variant="secondary" size="sm" onClick={clear}>
            Clear Filters
          </Button>
        </div>
      </div>

      <FilterChips
        chips={activeFilterChips(filters)}
        onRemove={(chip) => onChange(withoutFilter(filters, chip.group, chip.key))}
        onClearAll={clear}
      />
    </div>
  );
}
