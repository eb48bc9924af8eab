// The kinds of water a spot is fished on, by name (./waterKinds.ts reads them from a record).

export const WATER_KINDS = ["river", "bay", "jetty_pier", "surf_beach", "lake_reservoir"] as const;
export type WaterKind = (typeof WATER_KINDS)[number];

export const WATER_KIND_NAMES: Record<WaterKind, string> = {
  river: "River",
  // Salt water fished from a boat or the shore: bays, estuaries, sounds, straits, harbors and the
  // open ocean reached from them. Jetties, piers and surf beaches have kinds of their own.
  bay: "Bay, sound or harbor",
  jetty_pier: "Jetty or pier",
  surf_beach: "Surf or beach",
  lake_reservoir: "Lake or reservoir",
};

/** The kinds on which the tide drives the fishing; a river is tidal where its spot has tideInfo. */
export const TIDAL_WATER_KINDS: readonly WaterKind[] = ["bay", "jetty_pier", "surf_beach"];
