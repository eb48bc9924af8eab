import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { useSelectedState } from "#app/lib/selectedState";
import { STORAGE_KEYS, writeStorage } from "#app/lib/storage";
import { ALL_STATES, STATE_PARAM } from "#core/stateAddress";
import { stateSlug } from "#core/stateSlugs";

// docs/product.md "Search": an empty or whitespace-only query does nothing; otherwise the query
// is remembered under lastSearchQuery and the browser goes to its address,
// /search-results?q=…&state=…, which the form also asks for without JavaScript ("State
// addresses"): the page's state first, or every state's spots from the all-states results.
export function SearchBar({
  initialQuery = "",
  allStates = false,
}: {
  initialQuery?: string;
  /** Searches every state (`state=all`), as the all-states results page does. */
  allStates?: boolean;
}) {
  const [query, setQuery] = useState(initialQuery);
  const navigate = useNavigate();
  const inputId = useId();
  const { selectedState } = useSelectedState();
  const scope = allStates ? ALL_STATES : stateSlug(selectedState);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === "") return;
    try {
      writeStorage(STORAGE_KEYS.lastSearchQuery, trimmed);
    } catch {
      window.alert("There was a problem with your search. Please try again.");
      return;
    }
    navigate(searchAddress(trimmed, scope));
  }

  return (
    // <search> is the search landmark (HTML's own element for role="search").
    <search>
      <form
        action="/search-results"
        method="get"
        onSubmit={submit}
        className="flex w-full flex-col gap-2 sm:flex-row"
      >
        <input type="hidden" name={STATE_PARAM} value={scope} />
        <label htmlFor={inputId} className="sr-only">
          Search fishing locations
        </label>
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={inputId}
            name="q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search for fishing locations, fish types, or features..."
            autoComplete="off"
            enterKeyHint="search"
            variant="search"
          />
        </div>
        <Button type="submit" size="xl">
          Search
        </Button>
      </form>
    </search>
  );
}

/** A search's address: its query and where it looks (a state's slug, or `all`). */
export function searchAddress(query: string, scope: string): string {
  return `/search-results?${new URLSearchParams({ q: query, [STATE_PARAM]: scope })}`;
}
