import { MapPageContent, type MapPageData } from "#app/components/map/MapPageContent";
import { IslandPage, type IslandPageProps } from "./IslandPage";

/**
 * The map page's body served with islands (decisions 045 and 046): started on first use, while
 * the map's box shows the server's picture of the first view. Leaflet then loads as on a hydrated
 * page, after the island's first paint (ClientMap); its tiles come with the page's settings.
 */
export function MapPageIsland({ page, data }: { page: IslandPageProps; data: MapPageData }) {
  return (
    <IslandPage page={page}>
      <MapPageContent data={data} />
    </IslandPage>
  );
}
