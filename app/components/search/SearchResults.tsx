import { useQuery } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { ListLoading, ListMessage } from "#app/components/locations/ListStatus";
import { LocationGrid } from "#app/components/locations/LocationGrid";
import { searchUrl } from "#app/lib/apiPaths";
import type { Location } from "#app/lib/locationTypes";
import { useSelectedState } from "#app/lib/selectedState";
import { ALL_STATES, withStateParam } from "#core/stateAddress";
import { SearchBar } from "./SearchBar";

/** How many spots the server's search found in its scope, and in all states (null: unknown). */
export type SearchCounts = { found: number | null; inAllStates: number | null };

// docs/product.md "Search results page": a heading with the query and a grid of location cards; states
// loading, error titled Search Error, No results found, and Enter a search term without a query.
// The search looks in the page's state first and links to the same search in all states
// ("in all states (N)"); the all-states results name each spot's state and link back.
export function SearchResults({
  query,
  initialResults,
  loaderState,
  allStates = false,
  counts,
}: {
  /** undefined while the page does not know the query yet (it is read in the browser). */
  query: string | null | undefined;
  /** The server-rendered results for `query` in `loaderState` (or in all states). */
  initialResults?: Location[];
  loaderState?: string;
  /** The address asks for every state's spots (`?state=all`). */
  allStates?: boolean;
  counts?: SearchCounts;
}) {
  const { selectedState } = useSelectedState();
  const { pathname, search } = useLocation();
  const hasQuery = typeof query === "string" && query.length > 0;
  // The server's answer is for this page's scope unless the state has changed since.
  const fromLoader = allStates || selectedState === loaderState;
  const { data, isPending, isError } = useQuery<Location[]>({
    queryKey: [searchUrl(query ?? "", allStates ? null : selectedState)],
    enabled: hasQuery,
    initialData: hasQuery && fromLoader ? initialResults : undefined,
  });
  const found = fromLoader ? (counts?.found ?? null) : null;
  const inAllStates = fromLoader ? (counts?.inAllStates ?? null) : null;
  const here = `${pathname}${search}`;

  const heading = hasQuery ? `Search results for "${query}"` : "Search results";

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex items-center gap-1">
          <li>
            <Link to="/" className="hover:text-foreground hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="text-foreground">
            Search
          </li>
        </ol>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{heading}</h1>
      <div className="mt-6 max-w-3xl rounded-2xl border bg-card p-3 shadow-sm">
        <SearchBar key={`${allStates}:${query ?? ""}`} initialQuery={query ?? ""} allStates={allStates} />
      </div>
      {hasQuery && (
        <p className="mt-4 text-sm text-muted-foreground">
          {allStates ? "In all states · " : `In ${selectedState} · `}
          {allStates ? (
            <Link to={withStateParam(here, selectedState)} className="font-medium text-primary underline">
              {`in ${selectedState} only`}
            </Link>
          ) : (
            <Link to={withStateParam(here, ALL_STATES)} className="font-medium text-primary underline">
              {inAllStates === null
                ? "in all states"
                : `in all states (${inAllStates.toLocaleString("en-US")})`}
            </Link>
          )}
        </p>
      )}

      <div className={hasQuery ? "mt-4" : "mt-8"}>
        {query === undefined ? (
          <ListLoading label="Loading search results..." />
        ) : !hasQuery ? (
          <ListMessage title="Enter a search term">
            Search by place, fish type or feature, for example "Tillamook", "steelhead" or "boat launch".
          </ListMessage>
        ) : isPending ? (
          <ListLoading label="Searching..." />
        ) : isError ? (
          <ListMessage tone="error" title="Search Error">
            We could not run your search. Please try again in a moment.
          </ListMessage>
        ) : data.length === 0 ? (
          <ListMessage title="No results found">
            {`Nothing in ${allStates ? "any state" : selectedState} matches "${query}". Try another place name, a fish type such as salmon, or a feature such as boat launch.`}
          </ListMessage>
        ) : (
          <div className="space-y-4">
            <div className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
              <p aria-live="polite">
                {`Found ${Math.max(found ?? 0, data.length).toLocaleString("en-US")} location(s)`}
              </p>
              {found !== null && found > data.length && <p>{`(the best ${data.length} are shown)`}</p>}
            </div>
            <LocationGrid locations={data} label="Search results" headingLevel="h2" showState />
          </div>
        )}
      </div>
    </div>
  );
}
