import { Browser, TileLayer } from "leaflet";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import { TILE_SIZE } from "#core/maps";
import { retinaTileOptions } from "../retinaTiles";
import { useTileConfig } from "../tileConfig";

// docs/product.md "Location maps": tiles from a street-map tile service with an attribution line;
// the operator picks the service (TILE_URL, TILE_ATTRIBUTION). Tile size 256,
// maximum zoom 18; on high-density screens sharper tiles (retinaTiles.ts). A tile that fails to
// load (no network) just stays blank: no handler here throws or logs.
//
// The attribution line is there from the map's first frame; the tiles may come a frame later
// (`showTiles`, see afterNextPaint.ts): the line then does not grow under the visitor's eyes.
//
// `onLoad`: the view's first tiles have come (or failed), or there are none to come.
export function ConfiguredTileLayer({
  showTiles = true,
  onLoad,
}: {
  showTiles?: boolean;
  onLoad?: () => void;
}) {
  const config = useTileConfig();
  useEffect(() => {
    if (!config) onLoad?.();
  }, [config, onLoad]);
  if (!config) return null;
  return (
    <>
      <TileAttribution text={config.tileAttribution} />
      {showTiles && <Tiles url={config.tileUrl} onLoad={onLoad} />}
    </>
  );
}

function Tiles({ url, onLoad }: { url: string; onLoad?: () => void }) {
  const map = useMap();
  // The latest callback, read when the tiles have come: a new one does not rebuild the layer.
  const loaded = useRef(onLoad);
  useEffect(() => {
    loaded.current = onLoad;
  });
  useEffect(() => {
    const layer = new TileLayer(url, {
      tileSize: TILE_SIZE,
      ...retinaTileOptions(url, Browser.retina),
    });
    // Leaflet's "load": every tile of the view has come or failed.
    layer.once("load", () => loaded.current?.());
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url]);
  return null;
}

function TileAttribution({ text }: { text: string }) {
  const map = useMap();
  useLayoutEffect(() => {
    const control = map.attributionControl;
    control?.addAttribution(text);
    return () => {
      control?.removeAttribution(text);
    };
  }, [map, text]);
  return null;
}
