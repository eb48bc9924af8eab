import type { ComponentType } from "react";

// The islands a page served as HTML may hold (decision 045), each loaded when first needed. The
// server renders the same components (app/components/layout/Island.tsx); the name and the
// props written beside them say which to hydrate, with what.
type IslandModule = { default: ComponentType<Record<string, unknown>> };

export const ISLANDS = {
  stateSelector: () => import("./StateSelectorIsland") as Promise<unknown> as Promise<IslandModule>,
  installBanner: () => import("./InstallBannerIsland") as Promise<unknown> as Promise<IslandModule>,
  catchMeasure: () =>
    import("#app/components/ar-tools/CatchMeasure").then((m) => ({
      default: m.CatchMeasure as unknown as IslandModule["default"],
    })),
} as const;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
