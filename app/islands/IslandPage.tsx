import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { createPath, type Navigator, Router, type To } from "react-router";
import { createQueryClient } from "#app/lib/api";
import { SelectedStateContext } from "#app/lib/selectedStateContext";
import { showStateByPageLoad } from "./stateChoice";

/**
 * What an island that reads the router, queries or the chosen state needs of its page (decision
 * 045), given as props so that the server's render and the browser's hydration read the same.
 */
export type IslandPageProps = {
  pathname: string;
  search: string;
  /** The state the page shows: its address's, else the visitor's preference. */
  selectedState: string;
};

function href(to: To): string {
  return typeof to === "string" ? to : createPath(to);
}

// On a page served with islands every navigation is a page load: there is no router in the
// browser to render the next page, and the server renders every address whole.
const PAGE_LOADS: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/**
 * The page as an island's components read it: the address (React Router's `<Router>`, so links
 * and `useLocation` work and a followed link loads its page), a query client of the island's own
 * (each island seeds it from its props) and the chosen state.
 */
export function IslandPage({ page, children }: { page: IslandPageProps; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { pathname, search, selectedState } = page;
  const chosenState = useMemo(
    () => ({
      selectedState,
      setSelectedState: (state: string) => showStateByPageLoad({ pathname, search }, state),
    }),
    [pathname, search, selectedState],
  );
  return (
    <Router location={{ pathname, search }} navigator={PAGE_LOADS} static={typeof document === "undefined"}>
      <QueryClientProvider client={queryClient}>
        <SelectedStateContext.Provider value={chosenState}>{children}</SelectedStateContext.Provider>
      </QueryClientProvider>
    </Router>
  );
}
