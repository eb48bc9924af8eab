import { createContext, useContext } from "react";

/**
 * The operator's settings that components read in the browser (docs/product.md "Location maps":
 * TILE_URL, TILE_ATTRIBUTION; "Weather limits": whether a weather source is set). The root
 * provides them from its data on a hydrated page; an island from its props on a page served with
 * islands (decision 045), since an island cannot read the root's data.
 */
export type PageConfig = { tileUrl: string; tileAttribution: string; weatherConfigured: boolean };

export const PageConfigContext = createContext<PageConfig | null>(null);

export function usePageConfig(): PageConfig | null {
  return useContext(PageConfigContext);
}

/** Only what the browser reads, out of the root's public settings: an island's props carry it. */
export function pageConfigOf(config: PageConfig | null | undefined): PageConfig | null {
  if (!config) return null;
  const { tileUrl, tileAttribution, weatherConfigured } = config;
  return { tileUrl, tileAttribution, weatherConfigured };
}
