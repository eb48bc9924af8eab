import { describe, expect, it } from "vitest";
import { distanceLabel, NEAR_MAP_ZOOM, nearMapView, nearPositionPath } from "./nearView";

describe("distanceLabel", () => {
  it.each([
    [0, "0.0 mi (0.0 km)"],
    [4.646, "2.9 mi (4.6 km)"],
    [16.1, "10 mi (16 km)"],
    [250, "155 mi (250 km)"],
  ])("words %d km as %s", (km, label) => {
    expect(distanceLabel(km)).toBe(label);
  });
});

describe("nearPositionPath", () => {
  it("keeps four decimals", () => {
    expect(nearPositionPath(45.641812345, -122.68)).toBe("/near?lat=45.6418&lon=-122.6800");
  });
});

describe("nearMapView", () => {
  const half = { width: 280, height: 140 };
  const vancouver: [number, number] = [45.6418, -122.6801];

  it("zooms in as far as keeps every spot in the box", () => {
    const near = nearMapView(vancouver, [[45.6, -122.68]], half);
    const wider = nearMapView(
      vancouver,
      [
        [45.6, -122.68],
        [45.352, -122.611],
      ],
      half,
    );
    expect(near.center).toEqual(vancouver);
    expect(near.zoom).toBeGreaterThan(wider.zoom);
    expect(wider.zoom).toBe(8);
  });

  it("stops at the closest and the widest zoom", () => {
    expect(nearMapView(vancouver, [], half).zoom).toBe(NEAR_MAP_ZOOM.max);
    expect(nearMapView(vancouver, [[26.95, -80.8]], half).zoom).toBe(NEAR_MAP_ZOOM.min);
  });
});
