import { createContext, useContext } from "react";

/**
 * The operator's tile service (docs/product.md "Location maps": TILE_URL, TILE_ATTRIBUTION), as
 * the maps read it: the root provides it from its data on a hydrated page, the map's island from
 * its props on a page served with islands (decision 045).
 */
export type TileConfig = { tileUrl: string; tileAttribution: string };

export const TileConfigContext = createContext<TileConfig | null>(null);

export function useTileConfig(): TileConfig | null {
  return useContext(TileConfigContext);
}
