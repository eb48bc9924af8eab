import { describe, expect, it } from "vitest";
import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM } from "./maps";
import { offsetFromCentre, tilesAround } from "./tileGrid";

const DESKTOP = { halfWidth: 440, halfHeight: 300 };

describe("tilesAround", () => {
  it("places the tile under central Oregon at zoom 7 (x 21, y 46) over the centre", () => {
    const tiles = tilesAround(MAP_PAGE_CENTER, MAP_PAGE_ZOOM, DESKTOP);
    const middle = tiles.find((t) => t.left <= 0 && t.left + t.size > 0 && t.top <= 0 && t.top + t.size > 0);
    expect(middle).toMatchObject({ z: 7, x: 21, y: 46, size: 256 });
  });

  it("covers the whole box, each tile once, in whole pixels", () => {
    const tiles = tilesAround(MAP_PAGE_CENTER, MAP_PAGE_ZOOM, DESKTOP);
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(-440);
    expect(Math.max(...tiles.map((t) => t.left + t.size))).toBeGreaterThanOrEqual(440);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(-300);
    expect(Math.max(...tiles.map((t) => t.top + t.size))).toBeGreaterThanOrEqual(300);
    expect(new Set(tiles.map((t) => `${t.x}/${t.y}`)).size).toBe(tiles.length);
    expect(tiles.every((t) => Number.isInteger(t.left) && Number.isInteger(t.top))).toBe(true);
    // Neighbours meet edge to edge.
    const lefts = [...new Set(tiles.map((t) => t.left))].sort((a, b) => a - b);
    expect(lefts.slice(1).map((left, i) => left - (lefts[i] ?? 0))).toEqual(lefts.slice(1).map(() => 256));
  });

  it("on a high-density screen draws the next level's tiles at half size", () => {
    const tiles = tilesAround(MAP_PAGE_CENTER, MAP_PAGE_ZOOM, { ...DESKTOP, dense: true });
    const middle = tiles.find((t) => t.left <= 0 && t.left + t.size > 0 && t.top <= 0 && t.top + t.size > 0);
    expect(middle).toMatchObject({ z: 8, x: 42, y: 93, size: 128 });
    expect(tiles.length).toBeGreaterThan(3 * tilesAround(MAP_PAGE_CENTER, MAP_PAGE_ZOOM, DESKTOP).length);
  });

  it("repeats the world sideways and stops at its top and bottom", () => {
    const tiles = tilesAround([80, 179], 1, { halfWidth: 300, halfHeight: 300 });
    expect(new Set(tiles.map((t) => t.x))).toEqual(new Set([0, 1]));
    expect(tiles.every((t) => t.y >= 0 && t.y <= 1)).toBe(true);
    expect(Math.min(...tiles.map((t) => t.top))).toBeGreaterThan(-300);
  });
});

describe("offsetFromCentre", () => {
  it("is nothing for the centre itself", () => {
    expect(offsetFromCentre(MAP_PAGE_CENTER, MAP_PAGE_CENTER, 7)).toEqual({ left: 0, top: 0 });
  });

  it("is a world's eighth east for 45 degrees of longitude on the equator", () => {
    // At zoom 0 the world is 256 pixels wide: 45 degrees is 32 of them.
    expect(offsetFromCentre([0, 45], [0, 0], 0)).toEqual({ left: 32, top: 0 });
    expect(offsetFromCentre([0, 45], [0, 0], 3)).toEqual({ left: 256, top: 0 });
  });

  it("puts a point to the north above the centre", () => {
    expect(offsetFromCentre([45, -120.5], MAP_PAGE_CENTER, 7).top).toBeLessThan(0);
  });
});
