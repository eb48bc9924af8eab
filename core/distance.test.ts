import { describe, expect, it } from "vitest";
import { distanceKm, parseCoordinates } from "./distance";

describe("distanceKm", () => {
  it.each([
    // Garibaldi tide gauge to the Tillamook Bay fixture coordinates: the database says 1.76 km.
    [{ latitude: 45.54, longitude: -123.91 }, { latitude: 45.55453, longitude: -123.9189444 }, 1.76],
    // Portland to Newport: 97.7 km south and 108.0 km west (111.19 km per degree, times cos 45°
    // for longitude), so about 145.6 km as the crow flies.
    [{ latitude: 45.5152, longitude: -122.6784 }, { latitude: 44.6368, longitude: -124.0535 }, 145.6],
    [{ latitude: 44, longitude: -120.5 }, { latitude: 44, longitude: -120.5 }, 0],
  ])("%j to %j is about %d km", (a, b, expected) => {
    expect(distanceKm(a, b)).toBeCloseTo(expected, 0);
  });

  it("is symmetric", () => {
    const a = { latitude: 42.42, longitude: -124.42 };
    const b = { latitude: 46.2, longitude: -123.77 };
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe("parseCoordinates", () => {
  it.each<[{ latitude: string; longitude: string }, { latitude: number; longitude: number } | null]>([
    [
      { latitude: "45.5400", longitude: "-123.9100" },
      { latitude: 45.54, longitude: -123.91 },
    ],
    [
      { latitude: " 44 ", longitude: "-120.5" },
      { latitude: 44, longitude: -120.5 },
    ],
    [{ latitude: "", longitude: "-120.5" }, null],
    [{ latitude: "north", longitude: "-120.5" }, null],
    [{ latitude: "91", longitude: "-120.5" }, null],
    [{ latitude: "45", longitude: "-181" }, null],
  ])("%j -> %j", (input, expected) => {
    expect(parseCoordinates(input)).toEqual(expected);
  });
});
