import { parseContent } from "./content";
import type { CuratedRegions } from "./curatedRegions";
import { STATE_PROFILE_FILES } from "./stateProfileFiles";
import { stateProfileFile, stateProfileSchema } from "./stateProfiles";
import { stateSlug } from "./stateSlugs";

// The states whose spots the team curates, one data file each (data/states/{file}.json), and what
// the dataset checker holds each file to (docs/product.md "Curated states"). A state is curated
// when its profile (data/state-profiles/{slug}.json) gives its bounds and its regions: nothing
// else names it. The profiles are the server's and the tools'; the browser's forms get the
// curated states' regions from their loaders (core/curatedRegions.ts).
// Oregon, Washington and California first, then the others alphabetically.
const FIRST = ["Oregon", "Washington", "California"];

export type CuratedState = {
  state: string;
  /** The data file's name under data/states/, without ".json": the state's slug. */
  file: string;
  /** The state's extent (a box a little larger than the state; the zone check does the rest). */
  bounds: { south: number; north: number; west: number; east: number };
  /** The state's fishing regions, named as its anglers name them. */
  regions: readonly string[];
  /** The IANA zones its spots may keep (the zone of a spot comes from its coordinates). */
  timeZones: readonly string[];
  /** Each record names where its coordinates come from (docs/product.md "Location record"). */
  coordinatesSourceRequired: boolean;
  /** The NOAA stations of its coast's "Today on the water"; none for a state without a coast. */
  coastStations: readonly string[];
};

const profiles = STATE_PROFILE_FILES.map((json) =>
  parseContent(stateProfileFile(json.state), json, stateProfileSchema),
);
const order = (state: string) => {
  const first = FIRST.indexOf(state);
  return first === -1 ? FIRST.length : first;
};

export const CURATED_STATES: readonly CuratedState[] = profiles
  .filter((profile) => profile.regions.length > 0)
  .sort((a, b) => order(a.state) - order(b.state) || a.state.localeCompare(b.state))
  .map((profile) => {
    if (!profile.bounds)
      throw new Error(`${stateProfileFile(profile.state)}: a curated state gives its bounds`);
    return {
      state: profile.state,
      file: stateSlug(profile.state),
      bounds: profile.bounds,
      regions: profile.regions.map((region) => region.name),
      timeZones: profile.timeZones,
      coordinatesSourceRequired: profile.coordinatesSourceRequired ?? false,
      coastStations: profile.coastStations,
    };
  });

/** The curated states' names, Oregon first. */
export const CURATED_STATE_NAMES = CURATED_STATES.map((s) => s.state) as [string, ...string[]];

export function curatedState(state: string): CuratedState | undefined {
  return CURATED_STATES.find((s) => s.state === state);
}

/** The curated states' regions, as the loaders send them to the forms. */
export const CURATED_REGIONS: CuratedRegions = CURATED_STATES.map(({ state, regions }) => ({
  state,
  regions,
}));
