import type { ComponentType } from "react";

// The islands a page served as HTML may hold (decision 045), each loaded when first needed. The
// server renders the same components (app/components/layout/Island.tsx); the name and the
// props written beside them say which to hydrate, with what.
type IslandComponent = ComponentType<Record<string, unknown>>;

/** An island: its module, loaded by import(), and the component in it. */
function island<M>(load: () => Promise<M>, pick: (module: M) => unknown) {
  return () => load().then((module) => ({ default: pick(module) as IslandComponent }));
}

export const ISLANDS = {
  stateSelector: island(
    () => import("./StateSelectorIsland"),
    (m) => m.default,
  ),
  installBanner: island(
    () => import("#app/components/layout/InstallBanner"),
    (m) => m.InstallBanner,
  ),
  suggestionForm: island(
    () => import("#app/components/contact/SuggestionForm"),
    (m) => m.SuggestionForm,
  ),
  catchMeasure: island(
    () => import("#app/components/ar-tools/CatchMeasure"),
    (m) => m.CatchMeasure,
  ),
  searchBar: island(
    () => import("./StateHomeIslands"),
    (m) => m.SearchBarIsland,
  ),
  fishDirectory: island(
    () => import("./StateHomeIslands"),
    (m) => m.FishDirectoryIsland,
  ),
  featuredLocations: island(
    () => import("./StateHomeIslands"),
    (m) => m.FeaturedLocationsIsland,
  ),
  regionSpots: island(
    () => import("./StateHomeIslands"),
    (m) => m.RegionSpotsIsland,
  ),
  locationPage: island(
    () => import("./LocationPageIsland"),
    (m) => m.LocationPageIsland,
  ),
  mapPage: island(
    () => import("./MapPageIsland"),
    (m) => m.MapPageIsland,
  ),
} as const;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
