import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { useSelectedState } from "#app/lib/selectedState";
import { STORAGE_KEYS, writeStorage } from "#app/lib/storage";
import { STATE_PARAM } from "#core/stateAddress";
import { stateSlug } from "#core/stateSlugs";

// docs/product.md "Search": an empty or whitespace-only query does nothing; otherwise the query
// is remembered under lastSearchQuery and /search-results shows it. Without JavaScript the form
// asks for /search-results?q=…&state=…, the search's shareable address ("State addresses").
export function SearchBar({ initialQuery = "" }: { initialQuery?: string }) {
  const [query, setQuery] = useState(initialQuery);
  const navigate = useNavigate();
  const inputId = useId();
  const { selectedState } = useSelectedState();

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
    navigate("/search-results");
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
        <input type="hidden" name={STATE_PARAM} value={stateSlug(selectedState)} />
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
