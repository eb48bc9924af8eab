import { type PageConfig, usePageConfig } from "#app/lib/pageConfig";

/** The operator's tile service (docs/product.md "Location maps": TILE_URL, TILE_ATTRIBUTION). */
export type TileConfig = Pick<PageConfig, "tileUrl" | "tileAttribution">;

export function useTileConfig(): TileConfig | null {
  return usePageConfig();
}
