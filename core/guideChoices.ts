import { displayName } from "./fishTypes";

// The Local Guides directory's words and limits (docs/product.md "Local guides"), without zod: the
// location page's tab and the guides' forms show them, and core/guides.ts builds its schemas on
// them.

/** The kinds of trip a guide offers, with the label the listing shows. */
export const TRIP_KINDS = [
  { value: "drift_boat", label: "Drift boat" },
  { value: "jet_boat", label: "Jet boat" },
  { value: "bank", label: "Bank" },
  { value: "ocean_charter", label: "Ocean charter" },
  { value: "fly", label: "Fly" },
] as const;

export type TripKind = (typeof TRIP_KINDS)[number]["value"];

/** Who licenses or registers fishing guides in each curated state, for the form's hint. */
export const GUIDE_LICENSING_BODIES: Readonly<Record<string, string>> = {
  Oregon: "Oregon State Marine Board",
  Washington: "Washington Department of Fish and Wildlife (WDFW)",
  California: "California Department of Fish and Wildlife (CDFW)",
};

export const GUIDE_LIMITS = {
  name: { min: 2, max: 80 },
  business: { min: 2, max: 120 },
  email: 254,
  phone: 30,
  website: 300,
  licenseNumber: { min: 2, max: 40 },
  about: { min: 10, max: 600 },
  /** Named waters: spots of the guide's state. */
  locationIds: 50,
} as const;

/** How a listing relates to the spot it is shown on: a water the guide named, or their region. */
export type GuideMatch = "water" | "region";

/** One guide as GET /api/locations/{id}/guides lists them; never an e-mail address. */
export type GuideListing = {
  id: number;
  name: string;
  business: string;
  licenseNumber: string;
  phone?: string;
  website?: string;
  fishTypes: string[];
  tripKinds: TripKind[];
  about: string;
  match: GuideMatch;
};

/** A trip kind's label, as the listing shows it. */
export function tripKindLabel(value: string): string {
  return TRIP_KINDS.find((kind) => kind.value === value)?.label ?? value;
}

/** The listing's species line: display names, in the guide's order. */
export function guideSpecies(fishTypes: readonly string[]): string {
  return fishTypes.map(displayName).join(", ");
}
