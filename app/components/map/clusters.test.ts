import { describe, expect, it } from "vitest";
import { MAX_ZOOM } from "../../../core/maps";
import { createClusterIndex, type MapItem, type MapPoint, mapPointsOf } from "./clusters";
import type { Bounds } from "./viewport";

// Product 2: the map must stay smooth with many thousands of locations. Proof, without a
// browser: whatever the number of locations, the index hands the map a few dozen markers for
// the spec's default view, and answers fast enough to re-query on every move and zoom.

/** A small deterministic generator, so a failure can be reproduced. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

// Oregon, roughly: the view of spec 9's default map (centre 44, -120.5, zoom 7).
const OREGON: Bounds = { west: -124.6, south: 41.9, east: -116.4, north: 46.3 };

function oregonPoints(count: number, seed = 7): MapPoint[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    position: [
      OREGON.south + next() * (OREGON.north - OREGON.south),
      OREGON.west + next() * (OREGON.east - OREGON.west),
    ],
  }));
}

const total = (items: MapItem[]) => items.reduce((sum, i) => sum + (i.kind === "cluster" ? i.count : 1), 0);

describe("createClusterIndex with 10,000 locations", () => {
  const points = oregonPoints(10_000);
  const index = createClusterIndex(points);

  it("gives the whole of Oregon at zoom 7 (spec 9's default) at most 100 markers, which hold every location", () => {
    const items = index.itemsIn(OREGON, 7);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(100);
    expect(total(items)).toBe(10_000);
  });

  it("keeps the markers of a 1280x600 map view below 250 at every zoom level", () => {
    for (let zoom = 5; zoom <= MAX_ZOOM; zoom++) {
      // Degrees per pixel at this zoom, around spec 9's centre (44, -120.5); the map layer asks
      // for the view plus a quarter on each side, so 1.5 times each way.
      const lngPerPx = 360 / (256 * 2 ** zoom);
      const latPerPx = lngPerPx * Math.cos((44 * Math.PI) / 180);
      const halfWidth = (1280 / 2) * lngPerPx * 1.5;
      const halfHeight = (600 / 2) * latPerPx * 1.5;
      const view = {
        west: -120.5 - halfWidth,
        east: -120.5 + halfWidth,
        south: 44 - halfHeight,
        north: 44 + halfHeight,
      };
      expect(index.itemsIn(view, zoom).length, `zoom ${zoom}`).toBeLessThanOrEqual(250);
    }
  });

  it("splits a cluster when zooming to its expansion zoom", () => {
    const cluster = index.itemsIn(OREGON, 7).find((i) => i.kind === "cluster");
    if (cluster?.kind !== "cluster") throw new Error("expected a cluster at zoom 7");
    const zoom = index.expansionZoom(cluster.clusterId);
    expect(zoom).toBeGreaterThan(7);
    expect(zoom).toBeLessThanOrEqual(MAX_ZOOM);
  });
});

describe("createClusterIndex", () => {
  it("shows every point on its own at the maximum zoom, even points that share coordinates", () => {
    const index = createClusterIndex([
      { id: 1, position: [45.5, -123.9] },
      { id: 2, position: [45.5, -123.9] },
    ]);
    const around = { west: -124, south: 45.4, east: -123.8, north: 45.6 };
    expect(index.itemsIn(around, 10)).toMatchObject([{ kind: "cluster", count: 2 }]);
    expect(index.itemsIn(around, MAX_ZOOM).map((i) => i.kind)).toEqual(["point", "point"]);
  });

  it("finds the zoom from which a point has its own marker", () => {
    const index = createClusterIndex([
      { id: 1, position: [45.5, -123.9] },
      { id: 2, position: [45.501, -123.9] },
      { id: 3, position: [44, -121] },
    ]);
    const near = index.standaloneZoom({ id: 1, position: [45.5, -123.9] }, 5);
    expect(near).toBeGreaterThan(10);
    expect(index.itemsIn({ west: -124, south: 45.4, east: -123.8, north: 45.6 }, near)).toHaveLength(2);
    expect(index.itemsIn({ west: -124, south: 45.4, east: -123.8, north: 45.6 }, near - 1)).toHaveLength(1);
    expect(index.standaloneZoom({ id: 3, position: [44, -121] }, 5)).toBe(5);
    expect(index.standaloneZoom({ id: 3, position: [44, -121] }, 9)).toBe(9);
  });

  it("hands back each point's own position object, so markers that stay are not moved", () => {
    const points = oregonPoints(3);
    const index = createClusterIndex(points);
    const items = index.itemsIn(OREGON, MAX_ZOOM);
    for (const item of items) {
      expect(item.kind).toBe("point");
      if (item.kind === "point") expect(item.position).toBe(points.find((p) => p.id === item.id)?.position);
    }
  });
});

describe("mapPointsOf", () => {
  it("places locations by their text coordinates and leaves off the ones that are not numbers", () => {
    expect(
      mapPointsOf([
        { id: 1, latitude: "45.54", longitude: "-123.91" },
        { id: 2, latitude: "", longitude: "-123.91" },
        { id: 3, latitude: "44", longitude: "west" },
      ]),
    ).toEqual([{ id: 1, position: [45.54, -123.91] }]);
  });
});
