import { useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { LocationCardData } from "#app/components/locations/cardData";
import { ListLoading, ListMessage } from "#app/components/locations/ListStatus";
import { ShowMoreLink, withSearchParams } from "#app/components/locations/ShowMoreLink";
import { SuggestPrompt } from "#app/components/locations/SuggestPrompt";
import { fishListUrl } from "#app/lib/apiPaths";
import { usePagedList } from "#app/lib/usePagedList";
import { type FilterState, hasActiveFilters, matchesFilters } from "#core/filters";
import { DirectoryCards } from "./DirectoryCards";
import { type FishTab, fishNameForMessage } from "./fishTabs";
import { FIRST_CARDS } from "./progressiveCards";

/**
 * Locations a list shows before "Show More" loads the next ones (decision 020): more than any
 * list of the curated dataset holds (167 for "all"), so there the spec's do-nothing Show More
 * stays; with 100,000 locations a page stays bounded.
 */
export const DIRECTORY_PAGE_SIZE = 200;

// The list under the fish-type tabs (docs/product.md "Fish directory"): one fish type's locations
// in the selected state, narrowed by the filter panel, with its loading, error and empty states.
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
  initialData?: LocationCardData[];
  /** How many locations the page asked for (?shown=, a whole number of pages). */
  initialShown?: number;
  /** The visitor asked for more (?shown=): the server renders every card, not only the first. */
  expanded?: boolean;
}) {
  const [pages, setPages] = useState(Math.max(1, Math.round(initialShown / DIRECTORY_PAGE_SIZE)));
  const list = usePagedList<LocationCardData>({
    listUrl: fishListUrl(tab.value, state),
    pageSize: DIRECTORY_PAGE_SIZE,
    pages,
    initial: initialData,
  });
  const { items: data, isPending, isError } = list;
  const { search } = useLocation();
  const visible = useMemo(() => data.filter((l) => matchesFilters(l, filters)), [data, filters]);
  // The server renders every card the URL asked for; once the visitor filters, batches again.
  const [firstFilters] = useState(filters);
  const serverRenderedAll = expanded && filters === firstFilters;

  if (isPending) return <ListLoading />;
  // docs/product.md "List and page states": fish directory list failed.
  if (isError) return <ListMessage tone="error" title="Failed to load locations. Please try again later." />;
  if (data.length === 0) {
    return (
      // docs/product.md "List and page states": directory list empty.
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
        // docs/product.md "List and page states": emptied by the filters.
        <ListMessage title="No locations match your current filters.">
          Untick a filter above, or clear them all.
        </ListMessage>
      ) : (
        // The first cards, then more as the visitor scrolls or tabs (the count line tells all).
        // New filters start again from the first batch.
        <DirectoryCards
          key={filterKey(filters)}
          locations={visible}
          label={`${tab.label} fishing locations`}
          initialCount={serverRenderedAll ? visible.length : FIRST_CARDS}
        />
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
            {/* docs/product.md "Fish directory": with everything loaded, Show More does nothing. */}
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

/** The same for equal filters, different for any change: a key for what depends on them. */
function filterKey(filters: FilterState): string {
  return JSON.stringify(filters);
}
