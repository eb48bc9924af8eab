import { LiveConditionsSlot } from "#app/components/conditions/LiveConditionsSection";
import { LocationPageContent, type LocationPageData } from "#app/components/location/LocationPageContent";
import type { LocationFormResult } from "#app/components/location/locationForms";
import { StartsOnUseContext } from "#app/lib/startsOnUse";
import { IslandPage, type IslandPageProps } from "./IslandPage";

/**
 * A location page's body served with islands (decision 045): its header and its tabs, started
 * on first use. The tabs change ?tab= in place, so they switch offline as on a hydrated page
 * (decision 014); the live conditions arrive after the island, into a slot it keeps for them.
 */
export function LocationPageIsland({
  page,
  data,
  posted,
}: {
  page: IslandPageProps;
  data: LocationPageData;
  posted?: LocationFormResult;
}) {
  return (
    <IslandPage page={page} queryInPlace>
      <StartsOnUseContext.Provider value>
        <LocationPageContent data={data} posted={posted} live={<LiveConditionsSlot />} />
      </StartsOnUseContext.Provider>
    </IslandPage>
  );
}
