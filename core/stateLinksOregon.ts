import type { UsState } from "./states";

// What the shared frame links to for one state (docs/product.md "Global footer"): its agency's
// licence, regulations, report and conservation pages, and its regions. The server picks them for
// the page's state (./stateLinks.ts), so the browser never carries the whole 50-state table;
// Oregon's, the default, is written here for a page the root has not answered.

export type StateLinks = {
  state: UsState;
  agencyShort: string;
  licenseUrl: string;
  regulationsUrl: string;
  /** The agency's fishing report page, or its regulations where it keeps none. */
  reportUrl: string;
  conservationUrl: string;
  /** The footer's region links: each opens its region's page (/states/{state}/{region}). */
  regions: readonly string[];
};

export const OREGON_LINKS: StateLinks = {
  state: "Oregon",
  agencyShort: "ODFW",
  licenseUrl: "https://myodfw.com/fishing/licenses-tags",
  regulationsUrl: "https://myodfw.com/articles/oregon-fishing-hunting-regulations-and-updates",
  reportUrl: "https://myodfw.com/recreation-report/fishing-report",
  conservationUrl: "https://www.dfw.state.or.us/conservationstrategy/",
  // docs/product.md "Global footer": Oregon's column names the coast as one region.
  regions: ["Coast", "Willamette Valley", "Southern Oregon", "Central Oregon", "Eastern Oregon"],
};
