import { curatedState } from "./curatedStates";
import { stateAgency } from "./stateAgencies";
import { OREGON_LINKS, type StateLinks } from "./stateLinksOregon";
import { US_STATES, type UsState } from "./states";

export type { StateLinks } from "./stateLinksOregon";

/** The shared frame's links for a state (Oregon's for a name that is no state). */
export function stateLinks(state: string): StateLinks {
  if (!(US_STATES as readonly string[]).includes(state) || state === "Oregon") return OREGON_LINKS;
  const agency = stateAgency(state as UsState);
  return {
    state: state as UsState,
    agencyShort: agency.agencyShort,
    licenseUrl: agency.licenseUrl,
    regulationsUrl: agency.regulationsUrl,
    reportUrl: agency.reportUrl ?? agency.regulationsUrl,
    conservationUrl: agency.conservationUrl,
    regions: curatedState(state)?.regions ?? [],
  };
}
