import { describe, expect, it } from "vitest";
import { fitProjection, outlinePath, PREVIEW_WIDTH } from "./mapPreviewShape";
import { outlineBox, stateOutline } from "./stateOutline.server";

describe("a state's map preview", () => {
  it("fits the box at the preview's width, north up, in Mercator's proportions", () => {
    const projection = fitProjection({ west: -124, east: -116, south: 42, north: 46 });
    expect(projection.width).toBe(PREVIEW_WIDTH);
    expect(projection.project(-124, 46)).toEqual([0, 0]);
    const [x, y] = projection.project(-116, 42);
    expect(x).toBeCloseTo(PREVIEW_WIDTH);
    expect(y).toBeCloseTo(projection.height);
    // 8 degrees wide and 4 high at 44°N: about 0.72 as high as wide.
    expect(projection.height / projection.width).toBeCloseTo(0.69, 1);
  });

  it("draws the Census outline of a curated state, short enough for a page", () => {
    for (const state of ["Oregon", "Washington", "California"]) {
      const rings = stateOutline(state);
      const box = outlineBox(rings);
      expect(box, state).not.toBeNull();
      const path = outlinePath(rings, fitProjection(box as NonNullable<typeof box>));
      expect(path).toMatch(/^M\d+ \d+l/);
      expect(path.length).toBeGreaterThan(300);
      expect(path.length).toBeLessThan(4_000);
    }
  });

  it("knows every state of the header's list", () => {
    expect(stateOutline("New York").length).toBeGreaterThan(0);
    expect(stateOutline("Atlantis")).toEqual([]);
    expect(outlineBox([])).toBeNull();
  });

  it("leaves out a ring smaller than a few pixels", () => {
    const projection = fitProjection({ west: 0, east: 10, south: 0, north: 10 });
    const rock: [number, number][] = [
      [5, 5],
      [5.001, 5],
      [5.001, 5.001],
      [5, 5],
    ];
    expect(outlinePath([rock], projection)).toBe("");
  });
});
