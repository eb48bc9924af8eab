import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import { ListLoading, ListMessage } from "~/components/locations/ListStatus";
import { LocationGrid } from "~/components/locations/LocationGrid";
import { ShowMoreLink, withSearchParams } from "~/components/locations/ShowMoreLink";
import { SuggestPrompt } from "~/components/locations/SuggestPrompt";
import { fishListUrl } from "~/lib/apiPaths";
import type { Location } from "~/lib/locationTypes";
import { useHydrated } from "~/lib/useHydrated";
import { usePagedList } from "~/lib/usePagedList";
import { type FilterState, hasActiveFilters, matchesFilters } from "../../../core/filters";
import { type FishTab, fishNameForMessage } from "./fishTabs";

/**
 * Cards in the server's HTML; the rest follow once the page runs. The panel shows about two
 * rows at first, and the page stays light even for long lists (the count line tells all).
 */
const SERVER_RENDERED_CARDS = 12;

/**
 * Locations a list shows before "Show More" loads the next ones (decision 020): more than any
 * list of the curated dataset holds (167 for "all"), so there the spec's do-nothing Show More
 * stays; with 100,000 locations a page stays bounded.
 */
export const DIRECTORY_PAGE_SIZE = 200;

// The list under the fish-type tabs (spec 2 "Fish Directory"): one fish type's locations in the
// selected state, narrowed by the filter panel, with the spec's loading, error and empty states.
export function DirectoryList({
  tab,
  state,
  filters,
  initialData,
  initialShown = DIRECTORY_PAGE_SIZE,
  expanded = false,
}: {
  tab: FishTab;
  state: string;
  filters: FilterState;
  /** The server-rendered list, when it is this tab's and this state's (one row past its pages). */
  initialData?: Location[];
  /** How many locations the page asked for (?shown=, a whole number of pages). */
  initialShown?: number;
  /** The visitor asked for more (?shown=): the server renders every card, not only the first. */
  expanded?: boolean;
}) {
  const [pages, setPages] = useState(Math.max(1, Math.round(initialShown / DIRECTORY_PAGE_SIZE)));
  const list = usePagedList<Location>({
    listUrl: fishListUrl(tab.value, state),
    pageSize: DIRECTORY_PAGE_SIZE,
    pages,
    initial: initialData,
  });
  const { items: data, isPending, isError } = list;
  const { search } = useLocation();
  const hydrated = useHydrated();
  const visible = useMemo(() => data.filter((l) => matchesFilters(l, filters)), [data, filters]);

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
            locations={hydrated || expanded ? visible : visible.slice(0, SERVER_RENDERED_CARDS)}
            label={`${tab.label} fishing locations`}
          />
        </div>
      )}
      <div className="flex justify-center pt-2">
        {list.hasMore ? (
          // Decision 020: a list longer than a page gets a Show More that loads the next page.
          <ShowMoreLink
            href={withSearchParams(
              search,
              { fish: tab.value, shown: String((pages + 1) * DIRECTORY_PAGE_SIZE) },
              "#fish-directory",
            )}
            onMore={() => setPages((n) => n + 1)}
            loading={list.isLoadingMore}
          >
            Show More
          </ShowMoreLink>
        ) : (
          <>
            {/* Spec 2: "A Show More link goes to a placeholder and does nothing." */}
            {/* biome-ignore lint/a11y/useValidAnchor: the spec asks for a link to a placeholder that does nothing; a button would change what it is */}
            <a
              href="#fish-directory"
              onClick={(event) => event.preventDefault()}
              className="rounded-md px-4 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Show More
            </a>
          </>
        )}
      </div>
    </div>
  );
}
