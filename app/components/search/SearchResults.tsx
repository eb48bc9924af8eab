import { useQuery } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { ListLoading, ListMessage } from "#app/components/locations/ListStatus";
import { LocationGrid } from "#app/components/locations/LocationGrid";
import { searchUrl } from "#app/lib/apiPaths";
import type { Location } from "#app/lib/locationTypes";
import { useSelectedState } from "#app/lib/selectedState";
import { SearchBar } from "./SearchBar";

// docs/product.md "Search results page": a heading with the query and a grid of location cards; states
// loading, error titled Search Error, No results found, and Enter a search term without a query.
export function SearchResults({
  query,
  initialResults,
  loaderState,
}: {
  /** undefined while the page does not know the query yet (it is read in the browser). */
  query: string | null | undefined;
  /** The server-rendered results for `query` in `loaderState`. */
  initialResults?: Location[];
  loaderState?: string;
}) {
  const { selectedState } = useSelectedState();
  const hasQuery = typeof query === "string" && query.length > 0;
  const { data, isPending, isError } = useQuery<Location[]>({
    queryKey: [searchUrl(query ?? "", selectedState)],
    enabled: hasQuery,
    initialData: hasQuery && selectedState === loaderState ? initialResults : undefined,
  });

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
        <SearchBar key={query ?? ""} initialQuery={query ?? ""} />
      </div>

      <div className="mt-8">
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
            {`Nothing in ${selectedState} matches "${query}". Try another place name, a fish type such as salmon, or a feature such as boat launch.`}
          </ListMessage>
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {`Found ${data.length} location(s)`}
            </p>
            <LocationGrid locations={data} label="Search results" headingLevel="h2" />
          </div>
        )}
      </div>
    </div>
  );
}
