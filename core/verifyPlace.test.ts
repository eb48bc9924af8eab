import { describe, expect, it } from "vitest";
import {
  BORDER_WATER_KM,
  distanceToOutlineKm,
  type Outline,
  placeProblem,
  stationPointProblem,
} from "./verifyPlace";

// A square state one degree a side, 45°N to 46°N and 120°W to 119°W, with a lake (a hole) in it.
const square: Outline = {
  type: "Polygon",
  coordinates: [
    [
      [-120, 45],
      [-119, 45],
      [-119, 46],
      [-120, 46],
      [-120, 45],
    ],
    [
      [-119.6, 45.4],
      [-119.4, 45.4],
      [-119.4, 45.6],
      [-119.6, 45.6],
      [-119.6, 45.4],
    ],
  ],
};
// Degrees of longitude for a distance east, at 45.5°N or another latitude.
const kmEast = (km: number, latitude = 45.5) => km / (111.195 * Math.cos((latitude * Math.PI) / 180));

describe("distanceToOutlineKm", () => {
  it("measures to the nearest edge, inner rings included", () => {
    expect(distanceToOutlineKm({ latitude: 45.5, longitude: -119 + kmEast(2) }, square)).toBeCloseTo(2, 2);
    expect(distanceToOutlineKm({ latitude: 45.5, longitude: -119.4 - kmEast(1) }, square)).toBeCloseTo(1, 2);
    // Beyond a corner, the distance is to the corner itself.
    const north = 46 + 3 / 111.195;
    expect(distanceToOutlineKm({ latitude: north, longitude: -119 + kmEast(4, north) }, square)).toBeCloseTo(
      5,
      2,
    );
  });
});

describe("placeProblem", () => {
  it("passes a point inside the outline", () => {
    expect(placeProblem({ latitude: 45.2, longitude: -119.8 }, square, "Squareland")).toBeNull();
  });

  it(`passes a border water up to ${BORDER_WATER_KM} km outside the line, and no farther`, () => {
    expect(placeProblem({ latitude: 45.5, longitude: -119 + kmEast(2.9) }, square, "Squareland")).toBeNull();
    expect(placeProblem({ latitude: 45.5, longitude: -119 + kmEast(3.4) }, square, "Squareland")).toBe(
      `45.5, ${-119 + kmEast(3.4)} is 3.4 km outside Squareland (a border water may be up to 3 km out)`,
    );
  });

  it("reports a point far outside, on the outline of a multipolygon too", () => {
    const islands: Outline = { type: "MultiPolygon", coordinates: [square.coordinates] };
    expect(placeProblem({ latitude: 47, longitude: -119.5 }, islands, "Squareland")).toMatch(
      /^47, -119.5 is 111.2 km outside Squareland/,
    );
  });
});

describe("stationPointProblem", () => {
  const station = { id: "9447427", name: "Edmonds", distanceKm: 0.001 };

  it("reports a pier or wharf whose point is a tide station's", () => {
    expect(stationPointProblem("Edmonds Fishing Pier", station)).toBe(
      "the point is tide station 9447427 Edmonds (1 m), not the pier: give the pier's own coordinates",
    );
    expect(
      stationPointProblem("Santa Barbara - Stearns Wharf", {
        ...station,
        id: "9411340",
        name: "Santa Barbara",
      }),
    ).toMatch(/not the wharf: give the wharf's own coordinates$/);
  });

  it("leaves a bay on its station, a pier away from one, and a station that stands on the pier", () => {
    expect(stationPointProblem("Everett - Port Gardner", station)).toBeNull();
    expect(stationPointProblem("Edmonds Fishing Pier", { ...station, distanceKm: 0.3 })).toBeNull();
    expect(stationPointProblem("Edmonds Fishing Pier", null)).toBeNull();
    expect(stationPointProblem("Balboa Pier", { ...station, name: "Balboa Pier" })).toBeNull();
  });
});
