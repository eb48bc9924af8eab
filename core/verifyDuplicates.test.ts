import { describe, expect, it } from "vitest";
import { duplicatePairs, nameKey, type Spot, shareName } from "./verifyDuplicates";

describe("nameKey and shareName", () => {
  it("reads names as a reader says them: case, accents, punctuation, & and 'the' do not count", () => {
    expect(nameKey("The Dalles Pool")).toBe("dalles pool");
    expect(nameKey("Lake Billy-Chinook")).toBe(nameKey("lake billy chinook"));
    expect(nameKey("Sally's Bend")).toBe("sallys bend");
    expect(nameKey("Fish & Game Pond")).toBe("fish and game pond");
    expect(nameKey("Río Hondo")).toBe("rio hondo");
  });

  it("shares a name when a reader would say the names alike, not a water and a place on it", () => {
    expect(shareName("Yaquina Bay", "yaquina bay")).toBe(true);
    expect(shareName("Coquille River", "Coquille River - Bandon Crabbing Dock")).toBe(false);
    expect(shareName("Coquille River - Bandon Crabbing Dock", "Coquille River")).toBe(false);
    expect(
      shareName("Sandy River - Glenn Otto Park", "Sandy River - Lewis and Clark State Recreation Site"),
    ).toBe(false);
    expect(shareName("East Walker River - Bridgeport", "Bridgeport Reservoir")).toBe(false);
  });
});

describe("duplicatePairs", () => {
  const spot = (id: number, name: string, latitude: number, longitude: number): Spot => ({
    id,
    name,
    latitude,
    longitude,
  });

  it("pairs spots within 1 km that share a name, each pair once", () => {
    const pairs = duplicatePairs([
      spot(0, "Coquille River - Bandon Crabbing Dock", 43.123, -124.414),
      spot(1, "coquille river: bandon crabbing dock", 43.122, -124.412), // 190 m
      spot(2, "Coquille River - Bandon South Jetty", 43.119, -124.429),
      spot(3, "Coquille River", 43.1225, -124.4135), // the water's own record, 60 m away
      spot(4, "Bandon Marsh", 43.1226, -124.4136), // other name
    ]);
    expect(pairs.map((p) => [p.a.id, p.b.id])).toEqual([[0, 1]]);
    expect(pairs[0]?.distanceKm).toBeCloseTo(0.2, 1);
  });

  it("leaves spots of one name more than 1 km apart", () => {
    expect(
      duplicatePairs([spot(0, "Mill Pond", 45.0, -122.0), spot(1, "Mill Pond", 45.0, -122.015)]),
    ).toEqual([]);
  });

  it("finds a pair east and west of each other in the far north, where a degree of longitude is short", () => {
    // At 64.8°N, 0.9 km is 0.019° of longitude: two grid columns and more.
    const pairs = duplicatePairs([
      spot(0, "Chena River", 64.84, -147.7),
      spot(1, "Chena River", 64.84, -147.681),
    ]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]?.distanceKm).toBeLessThan(1);
  });
});
