import { MapPageContent, type MapPageData } from "#app/components/map/MapPageContent";
import { type TileConfig, TileConfigContext } from "#app/components/map/tileConfig";
import { IslandPage, type IslandPageProps } from "./IslandPage";

/**
 * The map page's body served with islands (decision 045): started as soon as the page script
 * runs, since the map is what the page is for. Leaflet then loads as on a hydrated page, after
 * the island's first paint (ClientMap).
 */
export function MapPageIsland({
  page,
  tiles,
  data,
}: {
  page: IslandPageProps;
  tiles: TileConfig | null;
  data: MapPageData;
}) {
  return (
    <IslandPage page={page}>
      <TileConfigContext.Provider value={tiles}>
        <MapPageContent data={data} />
      </TileConfigContext.Provider>
    </IslandPage>
  );
}
