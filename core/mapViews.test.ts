import { describe, expect, it } from "vitest";
import { boxPixelSize } from "./mapBox";
import { MAP_PAGE_CENTER, MAP_PAGE_ZOOM } from "./maps";
import { ALL_STATES_BOX, MAP_PAGE_VIEW_SIZE, mapPageView, viewOfBox } from "./mapViews";

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

  it("shows the whole country, Alaska and Hawaii too, for All states", () => {
    const view = viewOfBox(ALL_STATES_BOX);
    expect(view.zoom).toBe(3);
  });

  it("goes no closer than zoom 9 for a tiny box", () => {
    expect(viewOfBox({ west: -71.5, south: 41.5, east: -71.49, north: 41.51 }).zoom).toBe(9);
  });
});

it("mapPageView keeps the spec's Oregon view", () => {
  expect(mapPageView("Oregon")).toEqual({ center: MAP_PAGE_CENTER, zoom: MAP_PAGE_ZOOM });
});
