import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { createPath, type Navigator, type Path, Router, type To } from "react-router";
import { createQueryClient } from "#app/lib/api";
import { type PageConfig, PageConfigContext } from "#app/lib/pageConfig";
import { SelectedStateContext } from "#app/lib/selectedStateContext";
import { showStateByPageLoad } from "./stateChoice";

/**
 * What an island that reads the router, queries, the chosen state or the operator's settings
 * needs of its page (decision 045), given as props so that the server's render and the browser's
 * hydration read the same.
 */
export type IslandPageProps = {
  pathname: string;
  search: string;
  /** The state the page shows: its address's, else the visitor's preference. */
  selectedState: string;
  config: PageConfig | null;
};

type Address = Pick<Path, "pathname" | "search">;

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

function currentAddress(): Address {
  return { pathname: window.location.pathname, search: window.location.search };
}

/**
 * Navigations that stay on the page's own path change its query in place, as a new history entry
 * (`replace`, or the address already shown: the same one), and Back and Forward move between them: a page whose query only says
 * what it shows (the location page's tabs, decision 014: they switch offline too). Any other
 * address is a page load.
 */
function useInPlaceQuery(initial: Address, enabled: boolean): { address: Address; navigator: Navigator } {
  const [address, setAddress] = useState(initial);
  useEffect(() => {
    if (!enabled) return;
    const follow = () => setAddress(currentAddress());
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [enabled]);
  const navigator = useMemo<Navigator>(() => {
    if (!enabled) return PAGE_LOADS;
    const move = (to: To, replace: boolean) => {
      const url = new URL(href(to), window.location.href);
      if (url.pathname !== window.location.pathname) {
        PAGE_LOADS[replace ? "replace" : "push"](to);
        return;
      }
      // As React Router's own router does: going to the address already shown adds no entry.
      const same = url.href === window.location.href;
      window.history[replace || same ? "replaceState" : "pushState"](null, "", url);
      setAddress(currentAddress());
    };
    return { ...PAGE_LOADS, push: (to) => move(to, false), replace: (to) => move(to, true) };
  }, [enabled]);
  return { address, navigator };
}

/**
 * The page as an island's components read it: the address (React Router's `<Router>`, so links
 * and `useLocation` work and a followed link loads its page; with `queryInPlace`, see
 * useInPlaceQuery), a query client of the island's own (each island seeds it from its props),
 * the chosen state and the operator's settings.
 */
export function IslandPage({
  page,
  queryInPlace = false,
  children,
}: {
  page: IslandPageProps;
  queryInPlace?: boolean;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  const { pathname, search, selectedState, config } = page;
  const { address, navigator } = useInPlaceQuery({ pathname, search }, queryInPlace);
  const chosenState = useMemo(
    () => ({
      selectedState,
      setSelectedState: (state: string) => showStateByPageLoad(currentAddress(), state),
    }),
    [selectedState],
  );
  return (
    <Router location={address} navigator={navigator} static={typeof document === "undefined"}>
      <QueryClientProvider client={queryClient}>
        <PageConfigContext.Provider value={config}>
          <SelectedStateContext.Provider value={chosenState}>{children}</SelectedStateContext.Provider>
        </PageConfigContext.Provider>
      </QueryClientProvider>
    </Router>
  );
}
