import { TileLayer } from "react-leaflet";
import { useRootData } from "~/root";
import { MAX_ZOOM, TILE_SIZE } from "../../../../core/maps";

// Spec 2 "Map components": tiles from a street-map tile service with an attribution line; the
// operator picks the service (TILE_URL, TILE_ATTRIBUTION, product 1). Spec 9: tile size 256,
// maximum zoom 18. A tile that fails to load (no network) just stays blank: no handler here
// throws or logs.
export function ConfiguredTileLayer() {
  const config = useRootData()?.publicConfig;
  if (!config) return null;
  return (
    <TileLayer
      url={config.tileUrl}
      attribution={config.tileAttribution}
      tileSize={TILE_SIZE}
      maxZoom={MAX_ZOOM}
    />
  );
}
