import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SearchResults } from "#app/components/search/SearchResults";
import { breadcrumbs, pageMeta } from "#app/lib/seo";
import { readStorage, STORAGE_KEYS } from "#app/lib/storage";
import type { Route } from "./+types/search-results";

// /search-results (docs/product.md "Search results page"): the query is the remembered last
// search (lastSearchQuery), which only the browser knows, so the server renders the shell.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Search Results - Fish Spots",
    description:
      "Search the Fish Spots directory of Oregon fishing locations by place, fish type or feature.",
    path: "/search-results",
    matches,
    noindex: true,
    jsonLd: [breadcrumbs(matches, [{ name: "Search Results", path: "/search-results" }])],
  });
}

export default function SearchResultsPage() {
  // A new search from this page stores a new query and navigates here again: a fresh reading
  // per navigation.
  const { key } = useLocation();
  return <RememberedSearch key={key} />;
}

function RememberedSearch() {
  const [query, setQuery] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setQuery(readStorage(STORAGE_KEYS.lastSearchQuery)?.trim() || null);
  }, []);
  return <SearchResults query={query} />;
}
