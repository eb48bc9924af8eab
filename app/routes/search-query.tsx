import { useEffect } from "react";
import { useAverageRatings } from "#app/components/locations/useAverageRatings";
import { SearchResults } from "#app/components/search/SearchResults";
import { loadSearchResults, searchScope } from "#app/components/search/searchResults.server";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import { STORAGE_KEYS, tryWriteStorage } from "#app/lib/storage";
import type { Route } from "./+types/search-query";

// /locations/search/{query} (docs/product.md "Search results page"): the query comes from the route.

export function meta({ params, matches }: Route.MetaArgs) {
  const query = (params.query ?? "").trim();
  const path = `/locations/search/${encodeURIComponent(query)}`;
  return pageMeta({
    title: `Search: ${query} - Fish Spots`,
    description: `Oregon fishing locations matching "${query}": seasons, fish types, facilities, tides and angler ratings.`,
    path,
    matches,
    // Result pages are endless variations of the directory; the locations themselves are indexed.
    noindex: true,
    jsonLd: [breadcrumbs(matches, [{ name: `Search: ${query}`, path }])],
  });
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const query = (params.query ?? "").trim();
  const { state, allStates } = searchScope(request);
  const { results, ratings, counts } = query
    ? await loadSearchResults(context, query, { state, allStates })
    : { results: [], ratings: null, counts: null };
  return { query, state, allStates, results, ratings, counts };
}

export default function SearchQuery({ loaderData }: Route.ComponentProps) {
  const { query, state, allStates, results, ratings, counts } = loaderData;
  useAverageRatings(ratings ?? undefined, { partial: true });

  // The route's query is remembered as the last search (lastSearchQuery).
  useEffect(() => {
    if (query) tryWriteStorage(STORAGE_KEYS.lastSearchQuery, query);
  }, [query]);

  return (
    <SearchResults
      query={query}
      initialResults={results ?? undefined}
      loaderState={state}
      allStates={allStates}
      counts={counts ?? undefined}
    />
  );
}
