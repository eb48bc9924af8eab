import { describe, expect, it, vi } from "vitest";
import type { MapLocation } from "#app/lib/locationTypes";
import { inViewSummary, listedLocations, locationCount, markersWithin } from "./inView";

const place = (id: number): MapLocation => ({
  id,
  name: `Water ${id}`,
  region: "North Coast",
  latitude: 45,
  longitude: -123,
});
const places = [1, 2, 3, 4, 5].map(place);

describe("listedLocations", () => {
  it("keeps the first ones, in the answer's order", () => {
    expect(listedLocations(places, null, 3).map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it("keeps the selected one in the list, in place of the last", () => {
    expect(listedLocations(places, 5, 3).map((l) => l.id)).toEqual([1, 2, 5]);
    expect(listedLocations(places, 2, 3).map((l) => l.id)).toEqual([1, 2, 3]);
  });

  it("cannot list a selected location the answer does not hold", () => {
    expect(listedLocations(places, 99, 3).map((l) => l.id)).toEqual([1, 2, 3]);
  });
});

describe("inViewSummary", () => {
  it.each([
    [0, 0, "No locations in this part of the map."],
    [0, 1, "1 location in view, all in numbered clusters. Zoom in or open a cluster to list them."],
    [
      0,
      12_000,
      "12,000 locations in view, all in numbered clusters. Zoom in or open a cluster to list them.",
    ],
    [24, 167, "Showing 24 of 167 locations in view. Zoom in or open a numbered cluster to see more."],
    [1, 1, "1 location in view."],
    [12, 12, "12 locations in view."],
  ])("%i listed of %i: %s", (listed, total, text) => {
    expect(inViewSummary(listed, total)).toBe(text);
  });
});

describe("locationCount", () => {
  it.each([
    [1, "1 location"],
    [0, "0 locations"],
    [167, "167 locations"],
    [999, "999 locations"],
    [1_000, "1,000 locations"],
    [100_000, "100,000 locations"],
    [1_234_567, "1,234,567 locations"],
  ])("%i: %s", (count, text) => {
    expect(locationCount(count)).toBe(text);
  });

  it("names the kind of location between the number and the noun", () => {
    expect(locationCount(1, "Chinook Salmon")).toBe("1 Chinook Salmon location");
    expect(locationCount(2_500, "Chinook Salmon")).toBe("2,500 Chinook Salmon locations");
  });

  it("groups the digits without the browser's number formatting (its first use is a long task)", () => {
    const localeFormat = vi.spyOn(Number.prototype, "toLocaleString");
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    try {
      expect(locationCount(2_500)).toBe("2,500 locations");
      expect(localeFormat).not.toHaveBeenCalled();
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      localeFormat.mockRestore();
      numberFormat.mockRestore();
    }
  });
});

describe("markersWithin", () => {
  const at = (id: number, latitude: number, longitude: number): MapLocation => ({
    ...place(id),
    latitude,
    longitude,
  });
  const cluster = (latitude: number, longitude: number) => ({
    latitude,
    longitude,
    count: 4,
    expansionZoom: 9,
  });
  const answer = {
    total: 11,
    clusters: [cluster(44, -121), cluster(44, -117)],
    locations: [at(1, 45, -123), at(2, 45, -118.4), at(3, 42.5, -120)],
  };

  it("keeps what lies inside the box, edges included, in the answer's order", () => {
    const box = { west: -123, south: 42.5, east: -119, north: 46 };
    expect(markersWithin(answer, box)).toEqual({
      clusters: [cluster(44, -121)],
      locations: [at(1, 45, -123), at(3, 42.5, -120)],
    });
  });

  it("keeps everything in a box wider than the world (Leaflet's repeated world)", () => {
    const box = { west: -270, south: -85, east: 90, north: 85 };
    expect(markersWithin(answer, box)).toEqual({ clusters: answer.clusters, locations: answer.locations });
  });

  it("keeps nothing of a box elsewhere", () => {
    expect(markersWithin(answer, { west: 10, south: 10, east: 20, north: 20 })).toEqual({
      clusters: [],
      locations: [],
    });
  });
});
