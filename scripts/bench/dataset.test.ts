import { describe, expect, it } from "vitest";
import { FACILITIES } from "#core/dataset";
import { QUICK_RATING } from "#core/quickRating";
import { locationRecordSchema, reviewInputSchema } from "#core/schemas";
import { parseSeasonRange } from "#core/seasons";
import { US_STATES } from "#core/states";
import { generateLocations, generateReviews, generateWaters, reviewCounts } from "./dataset";
import { CORE_FISH_TYPE_VALUES } from "./generator/coreFishTypes";
import { isInState, OREGON_COASTAL_REGIONS, oregonShoreLongitude, STATE_BOXES } from "./generator/geography";
import { FRESHWATER_FISH, SALTWATER_FISH } from "./generator/waters";

// The scale benchmark's data stands in for real waters: these are the checks that it is like
// them, and the same on every machine.

const waters = generateWaters(20_000, { reservedNames: ["Tillamook Bay", "Detroit Lake"] });
const locations = waters.map((water) => water.location);

describe("generateLocations: deterministic", () => {
  it("gives the same locations for the same seed", () => {
    expect(generateLocations(500, { seed: 7 })).toEqual(generateLocations(500, { seed: 7 }));
  });

  it("gives other locations for another seed", () => {
    const names = (seed: number) => generateLocations(50, { seed }).map((l) => l.name);
    expect(names(7)).not.toEqual(names(8));
  });

  it("starts the same whatever the count, so a smaller dataset is the start of a larger one", () => {
    expect(generateLocations(1000).slice(0, 200)).toEqual(generateLocations(200));
  });
});

describe("generateLocations: like real waters", () => {
  it("is valid against the curated-location schema, record by record", () => {
    for (const location of locations) expect(locationRecordSchema.parse(location)).toBeTruthy();
  });

  it("uses every name once, ignoring case, and never a reserved one", () => {
    const keys = locations.map((l) => l.name.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain("tillamook bay");
    expect(keys).not.toContain("detroit lake");
  });

  it("composes names from parts: plain names mostly, a place to tell duplicates apart", () => {
    const plain = locations.filter((l) => !l.name.includes(" near ")).length;
    expect(plain).toBeGreaterThan(locations.length * 0.15);
    expect(locations.every((l) => /^[A-Z][A-Za-z ]+( \d+)?$/.test(l.name))).toBe(true);
  });

  it("puts each water inside its state, and weights the states towards Oregon", () => {
    for (const l of locations)
      expect(isInState(l.state, Number(l.latitude), Number(l.longitude)), l.name).toBe(true);
    const share = (state: string) => locations.filter((l) => l.state === state).length / locations.length;
    expect(share("Oregon")).toBeGreaterThan(0.35);
    expect(share("Oregon")).toBeLessThan(0.45);
    expect(share("Washington")).toBeGreaterThan(share("Ohio"));
    expect(new Set(locations.map((l) => l.state))).toEqual(new Set(US_STATES));
  });

  it("has a land box for every state but Oregon, which has its regions", () => {
    expect(Object.keys(STATE_BOXES).sort()).toEqual(US_STATES.filter((s) => s !== "Oregon").sort());
  });

  it("gives tide info to Oregon's coastal waters only, each on the shore or just inland", () => {
    const tidal = locations.filter((l) => l.tideInfo);
    expect(tidal.length).toBeGreaterThan(locations.length * 0.05);
    for (const l of tidal) {
      expect(l.state).toBe("Oregon");
      expect(OREGON_COASTAL_REGIONS).toContain(l.region);
      const shore = oregonShoreLongitude(Number(l.latitude));
      expect(Number(l.longitude)).toBeGreaterThan(shore);
      expect(Number(l.longitude)).toBeLessThan(shore + 0.07);
    }
  });

  it("gives each water only fish that live in its kind of water", () => {
    for (const { location, kind } of waters) {
      const fit = kind.water === "salt" ? SALTWATER_FISH : FRESHWATER_FISH;
      for (const fish of location.fishTypes)
        expect(fit.has(fish as never), `${location.name}: ${fish}`).toBe(true);
      expect(location.name).toContain(kind.word);
    }
  });

  it("uses the spec's fish values, the curated facilities and month ranges such as Mar-May", () => {
    for (const l of locations) {
      for (const fish of l.fishTypes) expect(CORE_FISH_TYPE_VALUES).toContain(fish);
      for (const facility of l.facilities ?? []) expect(FACILITIES).toContain(facility);
      expect(l.bestSeasons).toMatch(/^[A-Z][a-z]{2}-[A-Z][a-z]{2}$/);
      expect(parseSeasonRange(l.bestSeasons)).not.toBeNull();
    }
  });

  it("features about one water in a hundred", () => {
    const featured = locations.filter((l) => l.featured).length / locations.length;
    expect(featured).toBeGreaterThan(0.005);
    expect(featured).toBeLessThan(0.015);
  });

  // docs/product.md "Filter matching"
  it("writes accessibility texts that the filters find", () => {
    const share = (pattern: RegExp) => locations.filter((l) => pattern.test(l.accessibility)).length;
    expect(share(/wheelchair/i)).toBeGreaterThan(0);
    expect(share(/family|kid|beginner/i)).toBeGreaterThan(0);
    expect(share(/hike|trail/i)).toBeGreaterThan(0);
  });
});

describe("generateReviews", () => {
  const some = locations.slice(0, 2000);
  const reviews = [...generateReviews(some, { total: 20_000, chunkSize: 3000 })].flat();

  it("gives exactly the total, in chunks no larger than asked", () => {
    expect(reviews).toHaveLength(20_000);
    const chunks = [...generateReviews(some, { total: 20_000, chunkSize: 3000 })];
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(3000);
  });

  it("is deterministic", () => {
    expect([...generateReviews(some.slice(0, 100), { total: 500 })]).toEqual([
      ...generateReviews(some.slice(0, 100), { total: 500 }),
    ]);
  });

  it("skews counts: popular spots get many, many spots get none", () => {
    const counts = reviewCounts(some, 20_000).sort((a, b) => b - a);
    const top = counts.slice(0, 20).reduce((a, b) => a + b, 0);
    expect(top).toBeGreaterThan(20_000 * 0.1);
    expect(counts.filter((c) => c === 0).length).toBeGreaterThan(0);
  });

  it("skews ratings high, all whole stars from 1 to 5", () => {
    for (const r of reviews) expect([1, 2, 3, 4, 5]).toContain(r.rating);
    const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
    expect(mean).toBeGreaterThan(3.7);
    expect(reviews.filter((r) => r.rating === 5).length).toBeGreaterThan(reviews.length * 0.3);
  });

  it("is what the review form and the quick rating send, with optional parts left out", () => {
    for (const r of reviews) expect(reviewInputSchema.parse(r)).toBeTruthy();
    expect(reviews.filter((r) => r.userName === QUICK_RATING.userName).length).toBeGreaterThan(0);
    expect(reviews.filter((r) => r.reviewText === null).length).toBeGreaterThan(0);
    expect(reviews.filter((r) => r.fishCaught !== null).length).toBeGreaterThan(0);
    expect(reviews.filter((r) => r.visitDate === null).length).toBeGreaterThan(0);
  });

  it("spreads creation over several years, visits on or before the day written", () => {
    const years = new Set(reviews.map((r) => r.createdAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(5);
    for (const r of reviews) {
      if (r.visitDate) expect(r.visitDate <= r.createdAt.slice(0, 10)).toBe(true);
    }
  });

  it("names only the locations given, by index", () => {
    for (const r of reviews) {
      expect(r.locationIndex).toBeGreaterThanOrEqual(0);
      expect(r.locationIndex).toBeLessThan(some.length);
    }
  });
});
