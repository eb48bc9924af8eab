import { useQuery } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { FilterPanel } from "#app/components/filters/FilterPanel";
import type { LocationCardData } from "#app/components/locations/cardData";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs";
import { ALL_FISH, fishTypesUrl } from "#app/lib/apiPaths";
import { useSelectedState } from "#app/lib/selectedState";
import { emptyFilters, type FilterState } from "#core/filters";
import { speciesPath } from "#core/speciesPaths";
import { DirectoryList } from "./DirectoryList";
import { DEFAULT_FISH, fishTabs, openingTab } from "./fishTabs";
import { HomeSection } from "./HomeSection";

// docs/product.md "Fish directory" (anchor fish-directory): fish-type tabs, the filter panel, and
// the list of the chosen type; the selected tab (default Salmon) decides which list loads.
export function FishDirectory({
  fishTypes,
  defaultList,
  loaderState,
  loaderFish = DEFAULT_FISH,
  shown,
  expanded = false,
}: {
  /** The loader's GET /api/fish-types?state= answer, for `loaderState`. */
  fishTypes?: string[];
  /** The loader's list for the tab `loaderFish` (default Salmon) in `loaderState`. */
  defaultList?: LocationCardData[];
  loaderState: string;
  /** The tab the page's URL chose (?fish=), Salmon without one. */
  loaderFish?: string;
  /** How many locations of that tab the URL asked for (?shown=). */
  shown?: number;
  /** The URL asked for more (?shown=): the server renders every card of the list. */
  expanded?: boolean;
}) {
  const { selectedState } = useSelectedState();
  const { data: serverFishTypes } = useQuery<string[]>({
    queryKey: [fishTypesUrl(selectedState)],
    initialData: selectedState === loaderState ? fishTypes : undefined,
  });
  const tabs = fishTabs(serverFishTypes);
  const [chosen, setSelected] = useState(loaderFish);
  // Another state's tabs may lack the chosen fish: its opening tab then.
  const selected = openingTab(tabs, chosen);
  const [filters, setFilters] = useState<FilterState>(emptyFilters);

  return (
    // The 404 page links to /#directory (docs/product.md "Route table"): the heading carries that anchor.
    <HomeSection
      id="fish-directory"
      headingId="directory"
      title="Fish Directory"
      lead={`Pick a fish to see where and when to catch it in ${selectedState}.`}
    >
      <Tabs value={selected} onValueChange={setSelected}>
        <TabsList aria-label="Fish type" layout="scroll">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>

        <div className="mt-6">
          <FilterPanel filters={filters} onChange={setFilters} />
        </div>

        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} spacing="loose">
            {/* Each fish's own page: its seasons, best spots and recent catches. */}
            {tab.value === selected && tab.value !== ALL_FISH && (
              <p className="mb-4">
                <Link
                  to={speciesPath(tab.value)}
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {`${tab.label}: where and when to catch it`}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </p>
            )}
            {tab.value === selected && (
              <DirectoryList
                key={selectedState}
                tab={tab}
                state={selectedState}
                filters={filters}
                initialData={
                  tab.value === loaderFish && selectedState === loaderState ? defaultList : undefined
                }
                initialShown={tab.value === loaderFish ? shown : undefined}
                expanded={expanded && tab.value === loaderFish}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </HomeSection>
  );
}
