import { MapPageContent, type MapPageData } from "#app/components/map/MapPageContent";
import { IslandPage, type IslandPageProps } from "./IslandPage";

/**
 * The map page's body served with islands (decision 045): started as soon as the page script
 * runs, since the map is what the page is for. Leaflet then loads as on a hydrated page, after
 * the island's first paint (ClientMap); its tiles come with the page's settings.
 */
export function MapPageIsland({ page, data }: { page: IslandPageProps; data: MapPageData }) {
  return (
    <IslandPage page={page}>
      <MapPageContent data={data} />
    </IslandPage>
  );
}
