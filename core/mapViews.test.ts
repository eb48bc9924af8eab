import { describe, expect, it } from "vitest";
import { boxPixelSize, type MapBox, viewBox } from "./mapBox";
import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM } from "./maps";
import { ALL_STATES_VIEW, MAP_PAGE_VIEW_SIZE, mapPageView, viewOfBox } from "./mapViews";

// docs/product.md "Map page": the map opens on the chosen state, or on the whole country.

describe("viewOfBox", () => {
  it("frames a box at the closest zoom that shows all of it", () => {
    const texas = { west: -106.7, south: 25.8, east: -93.5, north: 36.6 };
    const view = viewOfBox(texas);
    const fits = (zoom: number) => {
      const size = boxPixelSize(texas, zoom);
      return size.width <= MAP_PAGE_VIEW_SIZE.width && size.height <= MAP_PAGE_VIEW_SIZE.height;
    };
    expect(fits(view.zoom)).toBe(true);
    expect(fits(view.zoom + 1)).toBe(false);
    expect(view.center[1]).toBeCloseTo(-100.1, 1);
    // The Mercator middle lies north of the middle latitude: the map stretches the north.
    expect(view.center[0]).toBeGreaterThan((25.8 + 36.6) / 2);
  });

  it("shows the whole country for All states: Hawaii and Anchorage on the desktop map, the contiguous states on a phone", () => {
    const desktop = viewBox(ALL_STATES_VIEW.center, ALL_STATES_VIEW.zoom, MAP_PAGE_VIEW_SIZE);
    const inBox = (box: MapBox, [latitude, longitude]: [number, number]) =>
      box.west <= longitude && longitude <= box.east && box.south <= latitude && latitude <= box.north;
    for (const place of [
      [21.3, -157.9], // Honolulu
      [61.2, -149.9], // Anchorage
      [44.8, -66.9], // Maine's east
      [24.5, -81.8], // Key West
    ] as [number, number][])
      expect(inBox(desktop, place)).toBe(true);
    const phone = viewBox(ALL_STATES_VIEW.center, ALL_STATES_VIEW.zoom, { width: 343, height: 600 });
    for (const place of [
      [48.4, -124.7], // Cape Flattery
      [44.8, -66.9],
      [24.5, -81.8],
    ] as [number, number][])
      expect(inBox(phone, place)).toBe(true);
  });

  it("goes no closer than zoom 9 for a tiny box", () => {
    expect(viewOfBox({ west: -71.5, south: 41.5, east: -71.49, north: 41.51 }).zoom).toBe(9);
  });
});

it("mapPageView keeps the spec's Oregon view", () => {
  expect(mapPageView("Oregon")).toEqual({ center: MAP_PAGE_CENTER, zoom: MAP_PAGE_ZOOM });
});
