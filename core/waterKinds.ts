// The kinds of water a spot is fished on, read from the curated record's own fields
// (docs/product.md "Fishing tips content"). The Fishing Tips tab shows each fish type's tip for
// the kinds of water the spot offers it on, so the reading must be deterministic and explainable:
// every rule below says which field it reads and why.
import { speciesEntry } from "./fishTypeList";
import type { LocationRecord } from "./schemas";

import { WATER_KINDS, type WaterKind } from "./waterKindNames";

export { TIDAL_WATER_KINDS, WATER_KIND_NAMES, WATER_KINDS, type WaterKind } from "./waterKindNames";

const FRESH: readonly WaterKind[] = ["river", "lake_reservoir"];
const SALT: readonly WaterKind[] = ["bay", "jetty_pier", "surf_beach"];

/** The fields of a curated record the reading uses. */
export type WaterKindFields = Pick<
  LocationRecord,
  "name" | "description" | "fishTypes" | "facilities" | "tideInfo" | "usgsSite"
>;

// Words of a spot's name that name a kind of water. The name reads "Water - Place" ("Rogue River
// - Agness") or is one water's name ("Agate Beach").
const LAKE_WORDS = /\b(lakes?|reservoir|forebay|ponds?)\b/i;
// "River" in the singular: "Twin Rivers" and "Three Rivers" are places, not the water fished.
const RIVER_WORDS = /\b(river|creek|fork|slough|cut)\b/i;
const BAY_WORDS = /\b(bay|harbou?r|inlet|sound|cove|canal|strait|passage|narrows|estuary|marina|lagoon)\b/i;
// Rock structures a spot is named for; fished from, whatever water lies around them.
const JETTY_WORDS = /\b(jett(y|ies)|breakwater|rock wall)\b/i;
const DOCK_WORDS = /\b(docks?)\b/i;
const BEACH_WORDS = /\b(beach(es)?|shores)\b/i;
// A spot named for its pier ("Goleta Beach Pier") is fished from the pier, whatever surf lies beside it.
const ENDS_AT_A_PIER = /\b(pier|wharf|docks?)(\s+\w+)?$/i;
// Ocean-beach fishing: a sentence of the description speaks of the surf itself (not the word
// surfperch) or an ocean beach, or of redtail surfperch (a fish of sandy surf) on a beach; redtail
// around a bay's pilings do not make a beach.
const SURF_TEXT = /\bsurf\b|\bocean beach\b/i;
const REDTAIL_ON_A_BEACH = /\bredtail\b.*\bbeach|\bbeach.*\bredtail\b/i;
const PIER_FACILITIES = ["Pier", "Fishing Platform"];

function nameParts(name: string): { water: string; place: string } {
  const [water, ...rest] = name.split(" - ");
  return { water: water ?? name, place: rest.length > 0 ? rest.join(" - ") : (water ?? name) };
}

/** The kind of water a name part names, by its last water word ("Eel River Estuary" is an estuary). */
function waterWordKind(part: string): "river" | "bay" | "lake_reservoir" | null {
  const words = part.split(/\s+/).reverse();
  for (const word of words) {
    if (LAKE_WORDS.test(word)) return "lake_reservoir";
    if (RIVER_WORDS.test(word)) return "river";
    if (BAY_WORDS.test(word)) return "bay";
  }
  return null;
}

// The waters each fish type is fished on (data/species.json `fishedOn`): a crab listed at a river
// mouth is crabbed in its estuary, not in the river above it; an unknown type is fished on none.
export const fishedOn = (fish: string): readonly WaterKind[] => speciesEntry(fish)?.fishedOn ?? [];

/**
 * The kinds of water of a curated spot, in WATER_KINDS order. Fresh water (no tideInfo) is one
 * kind: a lake or a river. Tidewater may be several: a jetty with its beach, a bay with its pier,
 * an estuary with the river above it. Every fish type the spot lists is fished on at least one of
 * them (core/waterKinds.test.ts holds every curated spot to that).
 */
export function waterKindsOf(spot: WaterKindFields): WaterKind[] {
  const kinds = spot.tideInfo ? tidalKinds(spot) : [freshKind(spot)];
  return WATER_KINDS.filter((kind) => kinds.includes(kind));
}

function freshKind(spot: WaterKindFields): WaterKind {
  const { water, place } = nameParts(spot.name);
  // On fresh water the name's first part names the lake or river; the places along it are parks,
  // creeks and towns ("Lake Chelan - Twenty-Five Mile Creek", "American River - William B. Pond Park").
  const named = waterWordKind(water) ?? waterWordKind(place);
  if (named === "lake_reservoir" || named === "river") return named;
  // A USGS stream gauge stands on a river.
  if (spot.usgsSite) return "river";
  // A park's stocked ponds ("Yakima Sportsman State Park") are still water.
  if (LAKE_WORDS.test(spot.description.split(".")[0] ?? "")) return "lake_reservoir";
  return "river";
}

function tidalKinds(spot: WaterKindFields): WaterKind[] {
  const kinds = new Set<WaterKind>();
  const facilities = spot.facilities ?? [];
  const { water, place } = nameParts(spot.name);

  // A jetty in the name, a public pier among the facilities, or a dock the spot is named for and
  // has: shore anglers fish from the structure.
  const jetty =
    JETTY_WORDS.test(spot.name) ||
    facilities.some((f) => PIER_FACILITIES.includes(f)) ||
    (DOCK_WORDS.test(spot.name) && facilities.includes("Dock"));
  if (jetty) kinds.add("jetty_pier");
  // Razor clams live only on surf-swept sand; otherwise the description speaks of the surf.
  const surf =
    (spot.fishTypes.includes("razor_clams") ||
      spot.description.split(". ").some((s) => SURF_TEXT.test(s) || REDTAIL_ON_A_BEACH.test(s))) &&
    !ENDS_AT_A_PIER.test(spot.name);
  if (surf) kinds.add("surf_beach");

  // A spot named for its jetty, pier or beach is that structure or beach, not the water around it.
  const namedForStructure =
    (jetty && (JETTY_WORDS.test(place) || ENDS_AT_A_PIER.test(spot.name))) ||
    (surf && BEACH_WORDS.test(place));
  if (!namedForStructure) {
    // In tidewater the place part, when it names a water, is the one fished ("Umpqua River -
    // Winchester Bay", "Discovery Bay - Indian Slough"); else the first part names it.
    const named = waterWordKind(place) ?? waterWordKind(water);
    // A river's tidal reach counts as river where river fish are listed: a river mouth's surf
    // ("Santa Ana River Mouth") or a salt slough ("Elkhorn Slough") is not.
    if (named === "river" && spot.fishTypes.some((f) => fishedOn(f).includes("river"))) kinds.add("river");
    if (named === "bay") kinds.add("bay");
  }
  // Fish of fresh water only (largemouth, catfish) say the tide moves fresh water: a delta's
  // channels and flooded tracts are tidal river.
  if (spot.fishTypes.some((f) => fishedOn(f).length > 0 && !fishedOn(f).some((k) => SALT.includes(k))))
    kinds.add("river");
  // Other tidewater (a park's shore, a point, a port town) is fished on the salt water around it,
  // from boats and beaches; a surf beach keeps to its surf.
  const waterBody = kinds.has("river") || kinds.has("bay");
  if (!namedForStructure && !waterBody && !surf) kinds.add("bay");
  // Whatever a listed fish still lacks: salt water fish are fished in the bay, others in the river.
  for (const fish of spot.fishTypes) {
    const on = fishedOn(fish);
    if (on.length === 0 || on.some((k) => kinds.has(k))) continue;
    kinds.add(on.includes("bay") ? "bay" : "river");
  }
  if (kinds.size === 0) kinds.add("bay");
  return [...kinds];
}

// "Perch" is yellow perch in fresh water and surfperch in salt: where a spot has salt water, the
// perch it lists are its surfperch, not fish of the river above the estuary.
const PERCH_BY_SALINITY = "perch";

/** For each fish type a spot lists, the spot's kinds of water it is fished on. */
export function fishWatersOf(spot: WaterKindFields): { fishType: string; waters: WaterKind[] }[] {
  const kinds = waterKindsOf(spot);
  const salt = kinds.some((kind) => SALT.includes(kind));
  return spot.fishTypes.map((fishType) => ({
    fishType,
    waters: kinds.filter(
      (kind) =>
        fishedOn(fishType).includes(kind) &&
        !(fishType === PERCH_BY_SALINITY && salt && FRESH.includes(kind)),
    ),
  }));
}
