import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useAverageRatings } from "#app/components/locations/useAverageRatings";
import { SearchResults } from "#app/components/search/SearchResults";
import { loadSearchResults } from "#app/components/search/searchResults.server";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import { readStorage, STORAGE_KEYS, tryWriteStorage } from "#app/lib/storage";
import { stateShownFor } from "#core/stateAddress";
import type { Route } from "./+types/search-results";

// /search-results (docs/product.md "Search results page"): the query in the address (?q=, with
// ?state=: a shareable search), else the remembered last search (lastSearchQuery), which only the
// browser knows, so the server then renders the shell.

export const SEARCH_QUERY_PARAM = "q";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const state = loaderData?.state ?? "Oregon";
  return pageMeta({
    title: "Search Results - Fish Spots",
    description: `Search the Fish Spots directory of ${state} fishing locations by place, fish type or feature.`,
    path: "/search-results",
    matches,
    noindex: true,
    jsonLd: [breadcrumbs(matches, [{ name: "Search Results", path: "/search-results" }])],
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get(SEARCH_QUERY_PARAM)?.trim() || null;
  const state = stateShownFor(request);
  if (!query) return { query, state, results: null, ratings: null };
  const { results, ratings } = await loadSearchResults(context, query, state);
  return { query, state, results, ratings };
}

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  // A new search from this page stores a new query and navigates here again: a fresh reading
  // per navigation.
  const { key } = useLocation();
  useAverageRatings(loaderData.ratings ?? undefined, { partial: true });
  if (loaderData.query)
    return (
      <AddressSearch
        key={key}
        query={loaderData.query}
        results={loaderData.results ?? undefined}
        state={loaderData.state}
      />
    );
  return <RememberedSearch key={key} />;
}

function AddressSearch({
  query,
  results,
  state,
}: {
  query: string;
  results?: Route.ComponentProps["loaderData"]["results"];
  state: string;
}) {
  // The address's query becomes the remembered last search, as a typed one does.
  useEffect(() => {
    tryWriteStorage(STORAGE_KEYS.lastSearchQuery, query);
  }, [query]);
  return <SearchResults query={query} initialResults={results ?? undefined} loaderState={state} />;
}

function RememberedSearch() {
  const [query, setQuery] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setQuery(readStorage(STORAGE_KEYS.lastSearchQuery)?.trim() || null);
  }, []);
  return <SearchResults query={query} />;
}
