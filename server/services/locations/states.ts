import { stateAgency } from "#core/stateAgencies";
import { stateSlug } from "#core/stateSlugs";
import { US_STATES, type UsState } from "#core/states";
import type { Database } from "#server/db/client.server";
import { countLocationsByState } from "./locations";

// docs/product.md "API: states": every state of the header's list, in its order, with how many
// spots it has and its fish and wildlife agency's pages.

export type StateSummary = {
  name: UsState;
  slug: string;
  abbreviation: string;
  spotCount: number;
  agency: {
    name: string;
    shortName: string;
    licenseUrl: string;
    regulationsUrl: string;
    reportUrl: string | null;
    conservationUrl: string;
  };
};

export async function listStates(db: Database): Promise<StateSummary[]> {
  const counts = await countLocationsByState(db);
  return US_STATES.map((name) => {
    const agency = stateAgency(name);
    return {
      name,
      slug: stateSlug(name),
      abbreviation: agency.abbreviation,
      spotCount: counts.get(name.toLowerCase()) ?? 0,
      agency: {
        name: agency.agency,
        shortName: agency.agencyShort,
        licenseUrl: agency.licenseUrl,
        regulationsUrl: agency.regulationsUrl,
        reportUrl: agency.reportUrl ?? null,
        conservationUrl: agency.conservationUrl,
      },
    };
  });
}
