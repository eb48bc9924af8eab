import { OREGON_REGIONS } from "./regions";

// The states whose spots the team curates, one data file each (data/states/{file}.json), and what
// the dataset checker holds each file to (docs/product.md "Curated states").

export type CuratedState = {
  state: "Oregon" | "Washington" | "California";
  /** The data file's name under data/states/, without ".json". */
  file: string;
  /** The state's extent (a box a little larger than the state; the zone check does the rest). */
  bounds: { south: number; north: number; west: number; east: number };
  /** The state's fishing regions, named as its anglers name them. */
  regions: readonly string[];
  /** The IANA zones its spots may keep (the zone of a spot comes from its coordinates). */
  timeZones: readonly string[];
  /** Each record names where its coordinates come from (docs/product.md "Location record"). */
  coordinatesSourceRequired: boolean;
};

export const CURATED_STATES: readonly CuratedState[] = [
  {
    state: "Oregon",
    file: "oregon",
    // 41.99°N (California line) to 46.29°N (Columbia), 124.6°W to 116.46°W.
    bounds: { south: 41.99, north: 46.3, west: -124.7, east: -116.45 },
    regions: OREGON_REGIONS,
    // Most of Malheur County keeps Mountain time (America/Boise).
    timeZones: ["America/Los_Angeles", "America/Boise"],
    coordinatesSourceRequired: false,
  },
  {
    state: "Washington",
    file: "washington",
    // 45.54°N (Columbia) to 49.00°N (Canada), 124.85°W (Cape Flattery) to 116.91°W (Idaho line).
    bounds: { south: 45.54, north: 49.01, west: -124.85, east: -116.9 },
    regions: [
      "Puget Sound",
      "North Sound & San Juan Islands",
      "Olympic Peninsula",
      "Washington Coast",
      "Southwest Washington",
      "Central Washington",
      "Columbia Basin",
      "Eastern Washington",
    ],
    // Point Roberts, south of Vancouver, is in the Vancouver zone (Pacific time all the same).
    timeZones: ["America/Los_Angeles", "America/Vancouver"],
    coordinatesSourceRequired: true,
  },
  {
    state: "California",
    file: "california",
    // 32.53°N (Mexico) to 42.01°N (Oregon line), 124.42°W (Cape Mendocino) to 114.13°W (Colorado River).
    bounds: { south: 32.53, north: 42.01, west: -124.45, east: -114.13 },
    regions: [
      "North Coast",
      "Shasta-Cascade",
      "Bay Area & Delta",
      "Central Coast",
      "Central Valley",
      "Sierra Nevada",
      "Southern California",
      "Desert",
    ],
    timeZones: ["America/Los_Angeles"],
    coordinatesSourceRequired: true,
  },
];

/** The curated states' names, Oregon first. */
export const CURATED_STATE_NAMES = [
  "Oregon",
  "Washington",
  "California",
] as const satisfies readonly CuratedState["state"][];

export function curatedState(state: string): CuratedState | undefined {
  return CURATED_STATES.find((s) => s.state === state);
}
