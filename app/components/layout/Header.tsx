import { Fish } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import StateSelectorIsland from "#app/islands/StateSelectorIsland";
import { cn } from "#app/lib/cn";
import { useDocumentMode } from "#app/lib/documentMode";
import { usePageStateLinks } from "#app/lib/pageStateLinks";
import { useRootData } from "#app/root";
import { DEFAULT_STATE } from "#core/states";
import { Island } from "./Island";
import { StateSelector } from "./StateSelector";
import { ThemeToggle } from "./ThemeToggle";

// docs/product.md "Global header": Home, Map, Tide Info, Contact; the active link is highlighted.
const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/map", label: "Map" },
  { to: "/tide-info", label: "Tide Info" },
  { to: "/contact", label: "Contact" },
] as const;

/** On a page served with islands the state selector is an island, started on first use (decision 045). */
function HeaderStateSelector({ islands }: { islands: boolean }) {
  const preference = useRootData()?.selectedState ?? DEFAULT_STATE;
  const { pathname, search } = useLocation();
  // A spot's page names its spot's state (docs/product.md "State selector").
  const pageState = usePageStateLinks()?.state;
  if (!islands) return <StateSelector />;
  return (
    <Island
      name="stateSelector"
      component={StateSelectorIsland}
      props={{ preference, pathname, search, ...(pageState && { pageState }) }}
    />
  );
}

export function Header() {
  // Without scripts (the offline page) the state and theme controls could not work.
  const mode = useDocumentMode();
  const controls = mode !== "plain";
  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-4">
        <NavLink
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-primary"
          aria-label="Fish Spots home"
        >
          <Fish className="size-6" aria-hidden />
          <span>Fish Spots</span>
        </NavLink>
        <nav aria-label="Main" className="order-3 w-full md:order-none md:w-auto">
          <ul className="flex items-center gap-1 overflow-x-auto">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
                      isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {controls && (
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <HeaderStateSelector islands={mode === "islands"} />
            <ThemeToggle />
          </div>
        )}
      </div>
    </header>
  );
}
