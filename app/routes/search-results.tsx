import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAverageRatings } from "#app/components/locations/useAverageRatings";
import { searchAddress } from "#app/components/search/SearchBar";
import { SearchResults } from "#app/components/search/SearchResults";
import { loadSearchResults, searchScope } from "#app/components/search/searchResults.server";
import { useSelectedState } from "#app/lib/selectedState";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import { readStorage, STORAGE_KEYS, tryWriteStorage } from "#app/lib/storage";
import { ALL_STATES } from "#core/stateAddress";
import { stateSlug } from "#core/stateSlugs";
import type { Route } from "./+types/search-results";

// /search-results (docs/product.md "Search results page"): the query in the address (?q=, with
// ?state=: a shareable search; ?state=all searches every state), else the remembered last search
// (lastSearchQuery), which only the browser knows: the server then renders the shell, and the
// browser goes on to that search's address.

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
  const { state, allStates } = searchScope(request);
  if (!query) return { query, state, allStates, results: null, ratings: null, counts: null };
  const { results, ratings, counts } = await loadSearchResults(context, query, { state, allStates });
  return { query, state, allStates, results, ratings, counts };
}

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  // A new search from this page stores a new query and navigates here again: a fresh reading
  // per navigation.
  const { key } = useLocation();
  useAverageRatings(loaderData.ratings ?? undefined, { partial: true });
  if (loaderData.query) return <AddressSearch key={key} query={loaderData.query} data={loaderData} />;
  return <RememberedSearch key={key} allStates={loaderData.allStates} />;
}

function AddressSearch({ query, data }: { query: string; data: Route.ComponentProps["loaderData"] }) {
  // The address's query becomes the remembered last search, as a typed one does.
  useEffect(() => {
    tryWriteStorage(STORAGE_KEYS.lastSearchQuery, query);
  }, [query]);
  return (
    <SearchResults
      query={query}
      initialResults={data.results ?? undefined}
      loaderState={data.state}
      allStates={data.allStates}
      counts={data.counts ?? undefined}
    />
  );
}

/** The remembered search goes to its address, whose page the server renders with its counts. */
function RememberedSearch({ allStates }: { allStates: boolean }) {
  const navigate = useNavigate();
  const { selectedState } = useSelectedState();
  const [query, setQuery] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const remembered = readStorage(STORAGE_KEYS.lastSearchQuery)?.trim() || null;
    if (remembered)
      navigate(searchAddress(remembered, allStates ? ALL_STATES : stateSlug(selectedState)), {
        replace: true,
      });
    else setQuery(null);
  }, [navigate, selectedState, allStates]);
  return <SearchResults query={query} allStates={allStates} />;
}
