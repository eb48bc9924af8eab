// Kinds of water, and what an angler finds at each: which fish live there (fresh, salt, or both
// for the fish that run between), in which months, and what is built along the bank.

import { CORE_FISH_TYPE_VALUES, type CoreFishTypeValue } from "./coreFishTypes";

export type Water = "fresh" | "salt";

export type WaterKind = {
  /** The word in a water's name: "Elk Lake", "Yaquina Bay". */
  word: string;
  water: Water;
  /** Only on a coast (a jetty, a bay), or anywhere. */
  coastal: boolean;
  /** Fish found here, each with how common it is. */
  fish: readonly (readonly [CoreFishTypeValue, number])[];
  /** Facilities (the curated vocabulary) with the chance that a water of this kind has each. */
  facilities: readonly (readonly [string, number])[];
};

// Fish of salt water alone (crabs and shellfish); every other fish type lives in fresh water.
const SALTWATER_ONLY: readonly CoreFishTypeValue[] = ["crab", "shellfish", "razor_clams", "mussels"];

// Fish that live in fresh water, and those of salt water; salmon, steelhead, sturgeon and shad
// run between the two, so they belong to both.
export const FRESHWATER_FISH: ReadonlySet<CoreFishTypeValue> = new Set(
  CORE_FISH_TYPE_VALUES.filter((fish) => !SALTWATER_ONLY.includes(fish)),
);

export const SALTWATER_FISH: ReadonlySet<CoreFishTypeValue> = new Set<CoreFishTypeValue>([
  "salmon",
  "steelhead",
  "crab",
  "shellfish",
  "sturgeon",
  "perch",
  "razor_clams",
  "mussels",
  "shad",
  "cutthroat_trout",
  "coho_salmon",
  "chinook_salmon",
]);

const LAKE_FISH = [
  ["rainbow_trout", 8],
  ["trout", 6],
  ["kokanee", 3],
  ["largemouth_bass", 5],
  ["smallmouth_bass", 3],
  ["bass", 4],
  ["crappie", 4],
  ["bluegill", 4],
  ["perch", 4],
  ["brown_trout", 2],
  ["bullhead", 3],
  ["walleye", 1],
  ["catfish", 2],
  ["sunfish", 2],
] as const;

const RIVER_FISH = [
  ["steelhead", 7],
  ["salmon", 6],
  ["chinook_salmon", 6],
  ["coho_salmon", 3],
  ["trout", 6],
  ["rainbow_trout", 5],
  ["cutthroat_trout", 3],
  ["brown_trout", 2],
  ["smallmouth_bass", 3],
  ["sturgeon", 2],
  ["shad", 1],
  ["walleye", 1],
] as const;

const CREEK_FISH = [
  ["trout", 8],
  ["rainbow_trout", 6],
  ["cutthroat_trout", 5],
  ["brown_trout", 2],
  ["steelhead", 3],
  ["coho_salmon", 2],
] as const;

const POND_FISH = [
  ["largemouth_bass", 6],
  ["bass", 5],
  ["bluegill", 6],
  ["crappie", 4],
  ["bullhead", 3],
  ["sunfish", 4],
  ["catfish", 2],
  ["rainbow_trout", 4],
  ["trout", 3],
] as const;

const BAY_FISH = [
  ["crab", 8],
  ["salmon", 6],
  ["chinook_salmon", 5],
  ["coho_salmon", 3],
  ["perch", 5],
  ["shellfish", 4],
  ["sturgeon", 2],
  ["cutthroat_trout", 1],
] as const;

const JETTY_FISH = [
  ["perch", 7],
  ["crab", 6],
  ["salmon", 3],
  ["shellfish", 2],
  ["mussels", 2],
] as const;

const BEACH_FISH = [
  ["razor_clams", 6],
  ["perch", 6],
  ["shellfish", 4],
  ["mussels", 3],
  ["crab", 1],
] as const;

const COMMON = [
  ["Parking", 0.95],
  ["Restrooms", 0.55],
  ["Picnic Area", 0.25],
] as const;

export const WATER_KINDS: readonly WaterKind[] = [
  {
    word: "Lake",
    water: "fresh",
    coastal: false,
    fish: LAKE_FISH,
    facilities: [
      ...COMMON,
      ["Boat Ramps", 0.5],
      ["Boat Launch", 0.2],
      ["Camping", 0.5],
      ["Dock", 0.2],
      ["Bait Shop", 0.1],
      ["Fishing Platform", 0.05],
    ],
  },
  {
    word: "Reservoir",
    water: "fresh",
    coastal: false,
    fish: LAKE_FISH,
    facilities: [
      ...COMMON,
      ["Boat Ramps", 0.7],
      ["Camping", 0.5],
      ["Marina", 0.15],
      ["Dock", 0.2],
      ["Fish Cleaning Station", 0.1],
    ],
  },
  {
    word: "River",
    water: "fresh",
    coastal: false,
    fish: RIVER_FISH,
    facilities: [...COMMON, ["Boat Ramps", 0.55], ["Boat Launch", 0.15], ["Guides", 0.35], ["Camping", 0.4]],
  },
  {
    word: "Creek",
    water: "fresh",
    coastal: false,
    fish: CREEK_FISH,
    facilities: [...COMMON, ["Camping", 0.35]],
  },
  {
    word: "Pond",
    water: "fresh",
    coastal: false,
    fish: POND_FISH,
    facilities: [...COMMON, ["Dock", 0.3], ["Fishing Platform", 0.15]],
  },
  {
    word: "Slough",
    water: "fresh",
    coastal: false,
    fish: POND_FISH,
    facilities: [...COMMON, ["Boat Launch", 0.3]],
  },
  {
    word: "Bay",
    water: "salt",
    coastal: true,
    fish: BAY_FISH,
    facilities: [
      ...COMMON,
      ["Boat Ramps", 0.6],
      ["Marina", 0.4],
      ["Crab Rental", 0.3],
      ["Guides", 0.3],
      ["Dock", 0.3],
      ["Fish Cleaning Station", 0.15],
      ["Bait Shop", 0.2],
    ],
  },
  {
    word: "Estuary",
    water: "salt",
    coastal: true,
    fish: BAY_FISH,
    facilities: [...COMMON, ["Boat Launch", 0.4], ["Guides", 0.2]],
  },
  {
    word: "Jetty",
    water: "salt",
    coastal: true,
    fish: JETTY_FISH,
    facilities: [...COMMON, ["Bait Shop", 0.2]],
  },
  {
    word: "Pier",
    water: "salt",
    coastal: true,
    fish: JETTY_FISH,
    facilities: [
      ["Pier", 1],
      ...COMMON,
      ["Crab Rental", 0.3],
      ["Bait Shop", 0.3],
      ["Fish Cleaning Station", 0.2],
    ],
  },
  {
    word: "Marina",
    water: "salt",
    coastal: true,
    fish: JETTY_FISH,
    facilities: [
      ["Marina", 1],
      ["Dock", 0.8],
      ...COMMON,
      ["Boat Ramps", 0.6],
      ["Crab Rental", 0.4],
      ["Fish Cleaning Station", 0.4],
      ["Bait Shop", 0.4],
    ],
  },
  {
    word: "Beach",
    water: "salt",
    coastal: true,
    fish: BEACH_FISH,
    facilities: [...COMMON, ["Camping", 0.2]],
  },
];

// The generic name comes with the specific one, as in the curated data ("salmon" with
// "chinook_salmon"): the Salmon tab then lists every salmon water.
export const PARENT_FISH: Partial<Record<CoreFishTypeValue, CoreFishTypeValue>> = {
  chinook_salmon: "salmon",
  coho_salmon: "salmon",
  rainbow_trout: "trout",
  brown_trout: "trout",
  cutthroat_trout: "trout",
  largemouth_bass: "bass",
  smallmouth_bass: "bass",
};

/** When each fish bites best, as month ranges an Oregon angler would name. */
export const FISH_SEASONS: Record<CoreFishTypeValue, readonly string[]> = {
  salmon: ["Aug-Nov", "Sep-Nov", "May-Jul", "Aug-Oct"],
  chinook_salmon: ["Aug-Oct", "Sep-Nov", "Apr-Jun"],
  coho_salmon: ["Sep-Nov", "Oct-Dec"],
  steelhead: ["Dec-Mar", "Nov-Mar", "Jun-Sep", "Jan-Apr"],
  trout: ["Apr-Jun", "Apr-Oct", "May-Sep", "Mar-May"],
  rainbow_trout: ["Apr-Jun", "Mar-Jun", "May-Oct"],
  brown_trout: ["Sep-Nov", "Apr-Jun"],
  cutthroat_trout: ["Jul-Oct", "Aug-Oct"],
  kokanee: ["May-Aug", "Jun-Aug"],
  bass: ["Jun-Sep", "May-Sep"],
  largemouth_bass: ["Jun-Sep", "May-Aug"],
  smallmouth_bass: ["Jun-Sep", "Jul-Sep"],
  crappie: ["Apr-Jun", "May-Jul"],
  bluegill: ["May-Aug", "Jun-Aug"],
  perch: ["Mar-Jun", "Apr-Aug", "Nov-Feb"],
  bullhead: ["May-Aug"],
  walleye: ["Mar-May", "Sep-Nov"],
  catfish: ["Jun-Sep"],
  sunfish: ["May-Aug"],
  sturgeon: ["Feb-Apr", "Jun-Aug", "Oct-Mar"],
  shad: ["May-Jul", "May-Jun"],
  crab: ["Oct-Dec", "Aug-Nov", "Sep-Dec"],
  shellfish: ["Apr-Oct", "May-Sep"],
  razor_clams: ["Oct-Apr", "Mar-Jun"],
  mussels: ["Nov-Mar", "Oct-Apr"],
};
