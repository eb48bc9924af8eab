import { describe, expect, it } from "vitest";
import {
  BORDER_WATER_KM,
  distanceToOutlineKm,
  OFFSHORE_KM,
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
// Its neighbour to the east, 119°W to 118°W.
const eastern: Outline = {
  type: "Polygon",
  coordinates: [
    [
      [-119, 45],
      [-118, 45],
      [-118, 46],
      [-119, 46],
      [-119, 45],
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
    expect(placeProblem({ latitude: 45.2, longitude: -119.8 }, square, "Squareland", [eastern])).toBeNull();
  });

  it(`passes a border water up to ${BORDER_WATER_KM} km into the neighbour, and no farther`, () => {
    expect(
      placeProblem({ latitude: 45.5, longitude: -119 + kmEast(2.9) }, square, "Squareland", [eastern]),
    ).toBeNull();
    expect(
      placeProblem({ latitude: 45.5, longitude: -119 + kmEast(3.4) }, square, "Squareland", [eastern]),
    ).toBe(
      `45.5, ${-119 + kmEast(3.4)} is 3.4 km outside Squareland (a border water may be up to 3 km out, an island offshore up to ${OFFSHORE_KM} km)`,
    );
  });

  it(`passes an island offshore, in no state, up to ${OFFSHORE_KM} km out and nearer this state than any other`, () => {
    const west = (km: number) => ({ latitude: 45.5, longitude: -120 - kmEast(km) });
    expect(placeProblem(west(33.5), square, "Squareland", [eastern])).toBeNull();
    expect(placeProblem(west(51), square, "Squareland", [eastern])).toMatch(/is 51.0 km outside Squareland/);
    // Nearer another state's shore than this one's, it is that state's water.
    const western: Outline = {
      type: "Polygon",
      coordinates: [
        [
          [-121, 45],
          [-120 - kmEast(30), 45],
          [-120 - kmEast(30), 46],
          [-121, 46],
          [-121, 45],
        ],
      ],
    };
    expect(placeProblem(west(20), square, "Squareland", [eastern, western])).toMatch(
      /is 20.0 km outside Squareland/,
    );
  });

  it("reports a point far outside, on the outline of a multipolygon too", () => {
    const islands: Outline = { type: "MultiPolygon", coordinates: [square.coordinates] };
    expect(placeProblem({ latitude: 47, longitude: -119.5 }, islands, "Squareland", [eastern])).toMatch(
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
    const onThePier = "NOAA tide station 9447427 Edmonds, on the pier (station coordinates)";
    expect(stationPointProblem("Edmonds Fishing Pier", station, onThePier)).toBeNull();
    // The source must name this station, and say it stands on the structure.
    expect(
      stationPointProblem("Edmonds Fishing Pier", station, onThePier.replace("9447427", "9447130")),
    ).toMatch(/not the pier/);
    expect(
      stationPointProblem(
        "Edmonds Fishing Pier",
        station,
        "NOAA tide station 9447427 Edmonds (station coordinates)",
      ),
    ).toMatch(/not the pier/);
  });
});
