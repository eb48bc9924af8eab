import { distance } from "geokdbush";
import { describe, expect, it } from "vitest";
import { distanceKm } from "#core/distance";
import { type NearPlace, nearestHits, nearIndexOf } from "./nearIndex";

// A seeded spread of places over the lower 48, some sharing coordinates (ties of distance).
function places(count: number): NearPlace[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const list: NearPlace[] = [];
  for (let id = 1; id <= count; id++) {
    const twin = id > 1 && id % 10 === 0 ? list[id - 2] : undefined;
    list.push({
      id,
      latitude: twin ? twin.latitude : 25 + random() * 24,
      longitude: twin ? twin.longitude : -124 + random() * 57,
    });
  }
  return list;
}

/** The same answer by measuring every place: by distance, then id. */
function bruteForce(all: NearPlace[], point: { latitude: number; longitude: number }) {
  return all
    .map((p) => ({
      id: p.id,
      distanceKm: distance(point.longitude, point.latitude, p.longitude, p.latitude),
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
}

const ALL = places(3000);
const INDEX = nearIndexOf(ALL);
const PORTLAND = { latitude: 45.52, longitude: -122.68 };

describe("nearestHits", () => {
  it("finds the nearest places in the order of a full measure, one more than the page", () => {
    const hits = nearestHits(INDEX, { point: PORTLAND, limit: 25 });
    expect(hits).toEqual(bruteForce(ALL, PORTLAND).slice(0, 26));
  });

  it("measures as core does, to a metre", () => {
    const [first] = nearestHits(INDEX, { point: PORTLAND, limit: 1 });
    const place = ALL.find((p) => p.id === first?.id) as NearPlace;
    expect(first?.distanceKm).toBeCloseTo(distanceKm(PORTLAND, place), 3);
  });

  it("pages after a cursor through every place exactly once, ties split by id", () => {
    const seen: number[] = [];
    let after: { km: number; id: number } | undefined;
    for (;;) {
      const hits = nearestHits(INDEX, { point: PORTLAND, limit: 7, after });
      const page = hits.slice(0, 7);
      seen.push(...page.map((hit) => hit.id));
      const last = page.at(-1);
      if (hits.length <= 7 || !last) break;
      after = { km: last.distanceKm, id: last.id };
    }
    expect(seen).toEqual(bruteForce(ALL, PORTLAND).map((hit) => hit.id));
  });

  it("keeps within a radius and to the places a filter keeps", () => {
    const within = nearestHits(INDEX, { point: PORTLAND, limit: 1000, radiusKm: 300 });
    expect(within.length).toBeGreaterThan(0);
    expect(within).toEqual(bruteForce(ALL, PORTLAND).filter((hit) => hit.distanceKm <= 300));
    const even = nearestHits(INDEX, { point: PORTLAND, limit: 10, keep: (id) => id % 2 === 0 });
    expect(even).toEqual(
      bruteForce(ALL, PORTLAND)
        .filter((hit) => hit.id % 2 === 0)
        .slice(0, 11),
    );
  });

  it("gives a whole tie even when it is longer than the page", () => {
    const stack = nearIndexOf(
      Array.from({ length: 50 }, (_, i) => ({ id: 50 - i, latitude: 45, longitude: -122 })),
    );
    const first = nearestHits(stack, { point: PORTLAND, limit: 3 });
    expect(first.map((hit) => hit.id)).toEqual([1, 2, 3, 4]);
    const last = first[2] as { distanceKm: number; id: number };
    const second = nearestHits(stack, {
      point: PORTLAND,
      limit: 3,
      after: { km: last.distanceKm, id: last.id },
    });
    expect(second.map((hit) => hit.id)).toEqual([4, 5, 6, 7]);
  });

  it("answers nothing from an empty index", () => {
    expect(nearestHits(nearIndexOf([]), { point: PORTLAND, limit: 5 })).toEqual([]);
  });
});
