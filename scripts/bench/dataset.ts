// A realistic, deterministic dataset for the scale benchmark and the tests that need many rows:
// fishing waters across the 50 states (most in Oregon), each with fish that live in its kind of
// water, and reviews skewed the way real ones are (a few popular spots get most of them, most
// ratings are high). Pure generation: no database, no clock, the same output for the same seed.

import { TIME_SPENT_OPTIONS } from "#app/components/reviews/reviewOptions";
import { fishTypeValue } from "#core/fishTypes";
import { QUICK_RATING } from "#core/quickRating";
import type { LocationRecord } from "#core/schemas";
import { CORE_FISH_TYPE_VALUES, type CoreFishTypeValue } from "./generator/coreFishTypes";
import { inlandPlace, oregonCoastPlace, type Place, STATE_WEIGHTS } from "./generator/geography";
import { reviewerName, uniqueWaterName } from "./generator/names";
import { createRandom, type Random } from "./generator/random";
import { describeAccess, describePermits, describeTides, describeWater, reviewText } from "./generator/texts";
import {
  FISH_SEASONS,
  FRESHWATER_FISH,
  PARENT_FISH,
  SALTWATER_FISH,
  WATER_KINDS,
  type WaterKind,
} from "./generator/waters";

export const DEFAULT_SEED = 20_260_901;

/** Share of Oregon's waters on the coast (the curated set has about a third there). */
const OREGON_COASTAL_SHARE = 0.3;
/** `featured`: about one water in a hundred. */
const FEATURED_SHARE = 0.01;

const kindByWord = new Map(WATER_KINDS.map((kind) => [kind.word, kind]));
const kind = (word: string) => kindByWord.get(word) as WaterKind;

const COASTAL_KINDS: readonly (readonly [WaterKind, number])[] = [
  [kind("Bay"), 4],
  [kind("Estuary"), 2],
  [kind("Jetty"), 2],
  [kind("Pier"), 2],
  [kind("Marina"), 1],
  [kind("Beach"), 2],
  [kind("River"), 3],
  [kind("Creek"), 1],
  [kind("Lake"), 1],
];

const INLAND_KINDS: readonly (readonly [WaterKind, number])[] = [
  [kind("Lake"), 5],
  [kind("River"), 4],
  [kind("Creek"), 4],
  [kind("Reservoir"), 2],
  [kind("Pond"), 2],
  [kind("Slough"), 1],
];

const FISH_ORDER = new Map<string, number>(CORE_FISH_TYPE_VALUES.map((value, index) => [value, index]));

function fishFor(random: Random, water: WaterKind): CoreFishTypeValue[] {
  const wanted = random.weighted([
    [1, 2],
    [2, 4],
    [3, 3],
    [4, 1],
  ]);
  const chosen = new Set<CoreFishTypeValue>();
  const pool = [...water.fish];
  while (chosen.size < wanted && pool.length > 0) {
    const fish = random.weighted(pool.map((entry, index) => [index, entry[1]] as const));
    chosen.add((pool[fish] as (typeof pool)[number])[0]);
    pool.splice(fish, 1);
  }
  // Sea-run cutthroat live in the bays, but "trout" as a whole does not: a parent joins only
  // where it lives too.
  const lives = water.water === "salt" ? SALTWATER_FISH : FRESHWATER_FISH;
  for (const fish of [...chosen]) {
    const parent = PARENT_FISH[fish];
    if (parent && lives.has(parent)) chosen.add(parent);
  }
  return [...chosen].sort((a, b) => (FISH_ORDER.get(a) ?? 0) - (FISH_ORDER.get(b) ?? 0));
}

function facilitiesFor(random: Random, water: WaterKind): string[] | null {
  const list = water.facilities.filter(([, chance]) => random.chance(chance)).map(([name]) => name);
  return list.length > 0 ? [...new Set(list)] : null;
}

function placeFor(random: Random): Place {
  const state = random.weighted(STATE_WEIGHTS);
  return state === "Oregon" && random.chance(OREGON_COASTAL_SHARE)
    ? oregonCoastPlace(random)
    : inlandPlace(random, state);
}

export type GenerationOptions = { seed?: number; reservedNames?: Iterable<string> };

/**
 * `count` waters, all names distinct from each other and from `reservedNames` (the curated
 * dataset's, so both can be loaded together). Valid against the curated-location schema.
 */
export function generateLocations(count: number, options: GenerationOptions = {}): LocationRecord[] {
  return generateWaters(count, options).map((water) => water.location);
}

/** generateLocations with the kind of water each location is, for checks of what lives there. */
export function generateWaters(
  count: number,
  options: GenerationOptions = {},
): { location: LocationRecord; kind: WaterKind }[] {
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const taken = new Set([...(options.reservedNames ?? [])].map((name) => name.toLowerCase()));
  const waters: { location: LocationRecord; kind: WaterKind }[] = [];
  for (let i = 0; i < count; i++) {
    const place = placeFor(random);
    const water = random.weighted(place.coastal ? COASTAL_KINDS : INLAND_KINDS);
    const name = uniqueWaterName(random, water.word, taken);
    const fishTypes = fishFor(random, water);
    const primary = fishTypes.find((fish) => !Object.values(PARENT_FISH).includes(fish)) ?? fishTypes[0];
    const bestSeasons = random.pick(FISH_SEASONS[primary as CoreFishTypeValue]);
    // Tidewater: the coast's salt waters and the lower reaches of its rivers.
    const tidal = place.coastal && (water.water === "salt" || water.word === "River");
    const location: LocationRecord = {
      name,
      description: describeWater(random, {
        name,
        kind: water,
        region: place.region,
        fish: fishTypes,
        bestSeasons,
      }),
      state: place.state,
      region: place.region,
      fishTypes,
      bestSeasons,
      accessibility: describeAccess(random, water),
      facilities: facilitiesFor(random, water),
      permits: describePermits(place.state, fishTypes),
      latitude: place.latitude.toFixed(4),
      longitude: place.longitude.toFixed(4),
      tideInfo: tidal ? describeTides(random, water) : null,
      featured: random.chance(FEATURED_SHARE),
      imageUrl: null,
    };
    waters.push({ location, kind: water });
  }
  return waters;
}

/** A review as the bulk loader takes it: the location by its position in the location list. */
export type GeneratedReview = {
  locationIndex: number;
  userName: string;
  rating: number;
  reviewText: string | null;
  fishCaught: string[] | null;
  visitDate: string | null;
  timeSpent: string | null;
  createdAt: string;
};

// Reviews span six years up to a fixed day, more of them recent (the site grew).
const LAST_REVIEW_DAY = Date.UTC(2026, 9, 31);
const REVIEW_YEARS = 6;
const DAY_MS = 86_400_000;

// Most anglers who bother to write had a good day (ratings 1 to 5).
const RATINGS_GOOD_SPOT = [
  [5, 46],
  [4, 30],
  [3, 13],
  [2, 6],
  [1, 5],
] as const;
const RATINGS_POOR_SPOT = [
  [5, 15],
  [4, 20],
  [3, 27],
  [2, 20],
  [1, 18],
] as const;

/**
 * How many reviews each location gets: a log-normal popularity (featured spots more), scaled so
 * that the counts add up to exactly `total`. Many spots get none, a few get thousands.
 */
export function reviewCounts(
  locations: readonly Pick<LocationRecord, "featured">[],
  total: number,
  seed = DEFAULT_SEED,
): number[] {
  const random = createRandom(seed ^ 0x5eed);
  const weights = locations.map((l) => Math.exp(random.normal(0, 1.6)) * (l.featured ? 6 : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum === 0 ? 0 : (total * w) / sum));
  const counts = exact.map(Math.floor);
  let remainder = total - counts.reduce((a, b) => a + b, 0);
  const byFraction = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) }));
  byFraction.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (remainder <= 0) break;
    counts[index] = (counts[index] as number) + 1;
    remainder--;
  }
  return counts;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The review form's fish-caught value of a fish: "Chinook_Salmon" (docs/product.md "Review options"). */
function caughtOption(fish: string): string {
  return fishTypeValue(fish)
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("_");
}

/**
 * `total` reviews over `locations`, in chunks of `chunkSize` (a million reviews need not sit in
 * memory at once). A fifth are quick ratings (docs/product.md "Quick rating": fixed comment, guest identity).
 */
export function* generateReviews(
  locations: readonly Pick<LocationRecord, "featured" | "fishTypes">[],
  options: { total: number; seed?: number; chunkSize?: number },
): Generator<GeneratedReview[]> {
  const seed = options.seed ?? DEFAULT_SEED;
  const counts = reviewCounts(locations, options.total, seed);
  const random = createRandom(seed ^ 0x4e71e3);
  const chunkSize = options.chunkSize ?? 20_000;
  let chunk: GeneratedReview[] = [];
  for (let locationIndex = 0; locationIndex < locations.length; locationIndex++) {
    const location = locations[locationIndex] as (typeof locations)[number];
    const fish = location.fishTypes as CoreFishTypeValue[];
    const ratings = random.chance(0.1) ? RATINGS_POOR_SPOT : RATINGS_GOOD_SPOT;
    for (let n = 0; n < (counts[locationIndex] as number); n++) {
      const age = REVIEW_YEARS * 365 * DAY_MS * random.next() ** 1.6;
      const created = LAST_REVIEW_DAY - age - random.int(0, DAY_MS - 1);
      const rating = random.weighted(ratings);
      if (random.chance(0.2)) {
        chunk.push({
          locationIndex,
          userName: QUICK_RATING.userName,
          rating,
          reviewText: QUICK_RATING.comment,
          fishCaught: null,
          visitDate: null,
          timeSpent: null,
          createdAt: new Date(created).toISOString(),
        });
      } else {
        chunk.push({
          locationIndex,
          userName: reviewerName(random),
          rating,
          reviewText: random.chance(0.75) ? reviewText(random, fish) : null,
          fishCaught: random.chance(0.5) ? random.sample(fish, random.int(1, 2)).map(caughtOption) : null,
          visitDate: random.chance(0.6) ? isoDate(created - random.int(0, 21) * DAY_MS) : null,
          timeSpent: random.chance(0.6) ? random.pick(TIME_SPENT_OPTIONS) : null,
          createdAt: new Date(created).toISOString(),
        });
      }
      if (chunk.length >= chunkSize) {
        yield chunk;
        chunk = [];
      }
    }
  }
  if (chunk.length > 0) yield chunk;
}
