import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { ListLoading, ListMessage } from "~/components/locations/ListStatus";
import { LocationGrid } from "~/components/locations/LocationGrid";
import { SuggestPrompt } from "~/components/locations/SuggestPrompt";
import { fishListUrl } from "~/lib/apiPaths";
import type { Location } from "~/lib/locationTypes";
import { useHydrated } from "~/lib/useHydrated";
import { type FilterState, hasActiveFilters, matchesFilters } from "../../../core/filters";
import { type FishTab, fishNameForMessage } from "./fishTabs";

/**
 * Cards in the server's HTML; the rest follow once the page runs. The panel shows about two
 * rows at first, and the page stays light even for long lists (the count line tells all).
 */
const SERVER_RENDERED_CARDS = 12;

// The list under the fish-type tabs (spec 2 "Fish Directory"): one fish type's locations in the
// selected state, narrowed by the filter panel, with the spec's loading, error and empty states.
export function DirectoryList({
  tab,
  state,
  filters,
  initialData,
}: {
  tab: FishTab;
  state: string;
  filters: FilterState;
  /** The server-rendered list, when it is this tab's and this state's. */
  initialData?: Location[];
}) {
  const { data, isPending, isError } = useQuery<Location[]>({
    queryKey: [fishListUrl(tab.value, state)],
    initialData,
  });
  const hydrated = useHydrated();
  const visible = useMemo(() => (data ?? []).filter((l) => matchesFilters(l, filters)), [data, filters]);

  if (isPending) return <ListLoading />;
  // Spec 8 "Fish directory list failed".
  if (isError) return <ListMessage tone="error" title="Failed to load locations. Please try again later." />;
  if (data.length === 0) {
    return (
      // Spec 8 "Empty fish list".
      <ListMessage title={`No fishing locations found for ${fishNameForMessage(tab)}.`}>
        <SuggestPrompt state={state} />
      </ListMessage>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {`Showing ${visible.length} location(s)`}
      </p>
      {visible.length === 0 && hasActiveFilters(filters) ? (
        // Spec 8 "Empty filtered list".
        <ListMessage title="No locations match your current filters.">
          Untick a filter above, or clear them all.
        </ListMessage>
      ) : (
        // A panel of its own height: the directory can list dozens of spots, and the sections
        // after it (spec 2 order) stay within reach. Positioned, so that the cards' visually
        // hidden texts are clipped by it instead of stretching the page.
        <div className="relative max-h-[min(58rem,80vh)] overflow-y-auto overscroll-contain rounded-xl border bg-muted/40 p-3 sm:p-4">
          <LocationGrid
            locations={hydrated ? visible : visible.slice(0, SERVER_RENDERED_CARDS)}
            label={`${tab.label} fishing locations`}
          />
        </div>
      )}
      <div className="flex justify-center pt-2">
        {/* Spec 2: "A Show More link goes to a placeholder and does nothing." */}
        {/* biome-ignore lint/a11y/useValidAnchor: the spec asks for a link to a placeholder that does nothing; a button would change what it is */}
        <a
          href="#fish-directory"
          onClick={(event) => event.preventDefault()}
          className="rounded-md px-4 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Show More
        </a>
      </div>
    </div>
  );
}
