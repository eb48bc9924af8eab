import { describe, expect, it } from "vitest";
import { boxPixelSize, formatBox, type MapBox, normaliseBox, viewBox, WORLD_BOX } from "./mapBox";
import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM } from "./maps";
import { mapQuerySchema } from "./schemas";

describe("normaliseBox", () => {
  it.each<[string, MapBox, MapBox]>([
    [
      "moves the edges outward to four decimals",
      { west: -124.123456, south: 41.987654, east: -116.400001, north: 46.29999 },
      { west: -124.1235, south: 41.9876, east: -116.4, north: 46.3 },
    ],
    [
      "wraps a view panned past the antimeridian; west then lies east of east",
      { west: 170, south: -20, east: 190, north: -10 },
      { west: 170, south: -20, east: -170, north: -10 },
    ],
    [
      "wraps a view panned a whole world away",
      { west: -480.5, south: 44, east: -479.5, north: 45 },
      { west: -120.5, south: 44, east: -119.5, north: 45 },
    ],
    [
      "keeps an east edge of exactly 180",
      { west: 100, south: 0, east: 180, north: 10 },
      { west: 100, south: 0, east: 180, north: 10 },
    ],
    [
      "makes a view wider than the world the whole world, latitudes clamped",
      { west: -300, south: -95, east: 300, north: 95 },
      { west: -180, south: -90, east: 180, north: 90 },
    ],
  ])("%s", (_why, view, expected) => {
    expect(normaliseBox(view)).toEqual(expected);
  });
});

describe("formatBox", () => {
  it("writes west,south,east,north", () => {
    expect(formatBox({ west: -124.6, south: 41.9, east: -116.4, north: 46.3 })).toBe(
      "-124.6,41.9,-116.4,46.3",
    );
  });
});

describe("viewBox and boxPixelSize", () => {
  it("gives the box a map of that size shows around its centre, and measures it back", () => {
    const box = viewBox(MAP_PAGE_CENTER, MAP_PAGE_ZOOM, { width: 880, height: 600 });
    // The map page's first view (docs/product.md "Map constants") holds central Oregon from the
    // coast range to the east.
    expect(box.west).toBeLessThan(-124);
    expect(box.east).toBeGreaterThan(-117);
    expect((box.west + box.east) / 2).toBeCloseTo(-120.5, 3);
    const size = boxPixelSize(box, MAP_PAGE_ZOOM);
    expect(size.width).toBeCloseTo(880, 0);
    expect(size.height).toBeCloseTo(600, 0);
  });

  it("measures a box across the antimeridian by the short way round", () => {
    const across = boxPixelSize({ west: 170, south: -10, east: -170, north: 10 }, 0);
    expect(across.width).toBeCloseTo((20 / 360) * 256, 6);
  });

  it("is 256 pixels a side for the world at zoom 0 (256-pixel tiles)", () => {
    const world = boxPixelSize(WORLD_BOX, 0);
    expect(world.width).toBe(256);
    expect(world.height).toBeCloseTo(256, 6);
  });
});

describe("mapQuerySchema (GET /api/map)", () => {
  it("reads bbox, zoom and state", () => {
    expect(mapQuerySchema.parse({ bbox: "-124.6,41.9,-116.4,46.3", zoom: "7", state: "Oregon" })).toEqual({
      bbox: { west: -124.6, south: 41.9, east: -116.4, north: 46.3 },
      zoom: 7,
      state: "Oregon",
    });
  });

  it("reads a fish type value, known or not", () => {
    const box = "-124.6,41.9,-116.4,46.3";
    expect(mapQuerySchema.parse({ bbox: box, zoom: "7", fish: "chinook_salmon" }).fish).toBe(
      "chinook_salmon",
    );
    expect(mapQuerySchema.parse({ bbox: box, zoom: "7", fish: "zebra_fish" }).fish).toBe("zebra_fish");
    expect(mapQuerySchema.parse({ bbox: box, zoom: "7" }).fish).toBeUndefined();
  });

  it("takes a box across the antimeridian", () => {
    expect(mapQuerySchema.parse({ bbox: "170,-20,-170,-10", zoom: "3" }).bbox).toEqual({
      west: 170,
      south: -20,
      east: -170,
      north: -10,
    });
  });

  it.each([
    [{ zoom: "7" }, "bbox must be four numbers: west,south,east,north"],
    [{ bbox: "-124,42,-116", zoom: "7" }, "bbox must be four numbers: west,south,east,north"],
    [{ bbox: "-124,42,-116,46,1", zoom: "7" }, "bbox must be four numbers: west,south,east,north"],
    [{ bbox: "1e2,42,-116,46", zoom: "7" }, "bbox must be four numbers: west,south,east,north"],
    [{ bbox: "Infinity,42,-116,46", zoom: "7" }, "bbox must be four numbers: west,south,east,north"],
    [{ bbox: "-124,,-116,46", zoom: "7" }, "bbox must be four numbers: west,south,east,north"],
    [{ bbox: ["-124,42,-116,46", "0,0,1,1"], zoom: "7" }, "bbox must be four numbers: west,south,east,north"],
    [{ bbox: "-190,42,-116,46", zoom: "7" }, "bbox west must be from -180 to 180"],
    [{ bbox: "-124,-91,-116,46", zoom: "7" }, "bbox south must be from -90 to 90"],
    [{ bbox: "-124,46,-116,42", zoom: "7" }, "bbox south must not be greater than north"],
    [{ bbox: "-124,42,-116,46" }, "zoom must be a whole number from 0 to 18"],
    [{ bbox: "-124,42,-116,46", zoom: "" }, "zoom must be a whole number from 0 to 18"],
    [{ bbox: "-124,42,-116,46", zoom: "19" }, "zoom must be a whole number from 0 to 18"],
    [{ bbox: "-124,42,-116,46", zoom: "7.5" }, "zoom must be a whole number from 0 to 18"],
    [{ bbox: "-124,42,-116,46", zoom: "-1" }, "zoom must be a whole number from 0 to 18"],
    [
      { bbox: "-124,42,-116,46", zoom: "7", fish: "Chinook_Salmon" },
      "fish must be lower-case words joined by underscores, such as chinook_salmon",
    ],
    [
      { bbox: "-124,42,-116,46", zoom: "7", fish: "chinook salmon" },
      "fish must be lower-case words joined by underscores, such as chinook_salmon",
    ],
    [
      { bbox: "-124,42,-116,46", zoom: "7", fish: "" },
      "fish must be lower-case words joined by underscores, such as chinook_salmon",
    ],
    [
      { bbox: "-124,42,-116,46", zoom: "7", fish: "x".repeat(61) },
      "fish must be lower-case words joined by underscores, such as chinook_salmon",
    ],
    [
      { bbox: "-124,42,-116,46", zoom: "7", fish: ["crab", "shad"] },
      "fish must be lower-case words joined by underscores, such as chinook_salmon",
    ],
  ])("refuses %j: %s", (query, message) => {
    const result = mapQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
