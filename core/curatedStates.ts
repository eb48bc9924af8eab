import alabama from "../data/state-profiles/alabama.json" with { type: "json" };
import alaska from "../data/state-profiles/alaska.json" with { type: "json" };
import arizona from "../data/state-profiles/arizona.json" with { type: "json" };
import arkansas from "../data/state-profiles/arkansas.json" with { type: "json" };
import california from "../data/state-profiles/california.json" with { type: "json" };
import colorado from "../data/state-profiles/colorado.json" with { type: "json" };
import connecticut from "../data/state-profiles/connecticut.json" with { type: "json" };
import georgia from "../data/state-profiles/georgia.json" with { type: "json" };
import hawaii from "../data/state-profiles/hawaii.json" with { type: "json" };
import idaho from "../data/state-profiles/idaho.json" with { type: "json" };
import iowa from "../data/state-profiles/iowa.json" with { type: "json" };
import kansas from "../data/state-profiles/kansas.json" with { type: "json" };
import kentucky from "../data/state-profiles/kentucky.json" with { type: "json" };
import louisiana from "../data/state-profiles/louisiana.json" with { type: "json" };
import maine from "../data/state-profiles/maine.json" with { type: "json" };
import massachusetts from "../data/state-profiles/massachusetts.json" with { type: "json" };
import mississippi from "../data/state-profiles/mississippi.json" with { type: "json" };
import missouri from "../data/state-profiles/missouri.json" with { type: "json" };
import montana from "../data/state-profiles/montana.json" with { type: "json" };
import nebraska from "../data/state-profiles/nebraska.json" with { type: "json" };
import nevada from "../data/state-profiles/nevada.json" with { type: "json" };
import newHampshire from "../data/state-profiles/new-hampshire.json" with { type: "json" };
import newMexico from "../data/state-profiles/new-mexico.json" with { type: "json" };
import northDakota from "../data/state-profiles/north-dakota.json" with { type: "json" };
import oklahoma from "../data/state-profiles/oklahoma.json" with { type: "json" };
import oregon from "../data/state-profiles/oregon.json" with { type: "json" };
import rhodeIsland from "../data/state-profiles/rhode-island.json" with { type: "json" };
import southCarolina from "../data/state-profiles/south-carolina.json" with { type: "json" };
import southDakota from "../data/state-profiles/south-dakota.json" with { type: "json" };
import tennessee from "../data/state-profiles/tennessee.json" with { type: "json" };
import utah from "../data/state-profiles/utah.json" with { type: "json" };
import vermont from "../data/state-profiles/vermont.json" with { type: "json" };
import washington from "../data/state-profiles/washington.json" with { type: "json" };
import westVirginia from "../data/state-profiles/west-virginia.json" with { type: "json" };
import wyoming from "../data/state-profiles/wyoming.json" with { type: "json" };
import { parseContent } from "./content";
import { stateProfileFile, stateProfileSchema } from "./stateProfiles";
import { stateSlug } from "./stateSlugs";

// The states whose spots the team curates, one data file each (data/states/{file}.json), and what
// the dataset checker holds each file to (docs/product.md "Curated states"). Their settings are
// their profiles' (data/state-profiles/{slug}.json: regions, zones, bounds); the profiles are
// imported here, one line each, because the guides' and the console's forms in the browser name
// the curated states' regions: the other states' profiles are read by the server only.
// Oregon, Washington and California first, then the others alphabetically.
const CURATED_PROFILES = [
  oregon,
  washington,
  california,
  alabama,
  alaska,
  arizona,
  arkansas,
  colorado,
  connecticut,
  georgia,
  hawaii,
  idaho,
  iowa,
  kansas,
  kentucky,
  louisiana,
  maine,
  massachusetts,
  mississippi,
  missouri,
  montana,
  nebraska,
  nevada,
  newHampshire,
  newMexico,
  northDakota,
  oklahoma,
  rhodeIsland,
  southCarolina,
  southDakota,
  tennessee,
  utah,
  vermont,
  westVirginia,
  wyoming,
];

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

export const CURATED_STATES: readonly CuratedState[] = CURATED_PROFILES.map((json) => {
  const profile = parseContent(stateProfileFile(json.state), json, stateProfileSchema);
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
