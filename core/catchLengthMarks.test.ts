import { describe, expect, it } from "vitest";
import type { Point } from "./catchLength";
import {
  allMarksPlaced,
  clampToPhoto,
  keyboardStartPoint,
  MARK_LABELS,
  MARK_ORDER,
  type Marks,
  nextMark,
  nudgePoint,
  nudgeStep,
  toNaturalPoint,
} from "./catchLengthMarks";

const natural = { width: 1000, height: 400 };

describe("nextMark: the reference first, then the fish", () => {
  it.each<[Marks, string | null]>([
    [{}, "referenceStart"],
    [{ referenceStart: { x: 1, y: 1 } }, "referenceEnd"],
    [{ referenceStart: { x: 1, y: 1 }, referenceEnd: { x: 2, y: 1 } }, "fishStart"],
    [{ referenceStart: { x: 1, y: 1 }, referenceEnd: { x: 2, y: 1 }, fishStart: { x: 3, y: 3 } }, "fishEnd"],
    [{ referenceEnd: { x: 2, y: 1 }, fishEnd: { x: 4, y: 4 } }, "referenceStart"],
  ])("%j -> %s", (marks, expected) => {
    expect(nextMark(marks)).toBe(expected);
    expect(allMarksPlaced(marks)).toBe(false);
  });

  it("is null once all four are placed", () => {
    const marks = Object.fromEntries(MARK_ORDER.map((id) => [id, { x: 0, y: 0 }])) as Marks;
    expect(nextMark(marks)).toBeNull();
    expect(allMarksPlaced(marks)).toBe(true);
  });

  it("names every mark", () => {
    expect(MARK_ORDER.map((id) => MARK_LABELS[id])).toEqual([
      "Reference end 1",
      "Reference end 2",
      "Fish end 1",
      "Fish end 2",
    ]);
  });
});

describe("toNaturalPoint: screen pixels on the shown photo -> natural pixels", () => {
  it.each<[Point, { width: number; height: number }, Point, string]>([
    [{ x: 0, y: 0 }, { width: 1000, height: 400 }, { x: 0, y: 0 }, "top-left corner"],
    [{ x: 500, y: 200 }, { width: 1000, height: 400 }, { x: 500, y: 200 }, "shown at full size"],
    [{ x: 100, y: 40 }, { width: 250, height: 100 }, { x: 400, y: 160 }, "shown at a quarter"],
    [{ x: 171.5, y: 34.3 }, { width: 343, height: 137.2 }, { x: 500, y: 100 }, "a 375 px phone"],
    [{ x: 1500, y: 600 }, { width: 2000, height: 800 }, { x: 750, y: 300 }, "shown larger than natural"],
    [{ x: -5, y: 410 }, { width: 1000, height: 400 }, { x: 0, y: 400 }, "outside: kept on the photo"],
  ])("%j on %j -> %j (%s)", (offset, displayed, expected) => {
    const point = toNaturalPoint(offset, displayed, natural);
    expect(point.x).toBeCloseTo(expected.x, 9);
    expect(point.y).toBeCloseTo(expected.y, 9);
  });

  it("answers the corner for a photo not laid out yet, never NaN", () => {
    expect(toNaturalPoint({ x: 10, y: 10 }, { width: 0, height: 0 }, natural)).toEqual({ x: 0, y: 0 });
  });
});

describe("nudgeStep: one screen pixel, Shift ten", () => {
  it.each([
    [{ width: 1000, height: 400 }, false, 1],
    [{ width: 1000, height: 400 }, true, 10],
    [{ width: 250, height: 100 }, false, 4],
    [{ width: 250, height: 100 }, true, 40],
    [{ width: 2000, height: 800 }, false, 0.5],
    [{ width: 0, height: 0 }, false, 1],
  ])("shown at %j, Shift %s -> %d natural px", (displayed, large, expected) => {
    expect(nudgeStep(displayed, natural, large)).toBe(expected);
  });
});

describe("nudgePoint", () => {
  const at = { x: 500, y: 200 };
  it.each<[string, Point]>([
    ["ArrowLeft", { x: 490, y: 200 }],
    ["ArrowRight", { x: 510, y: 200 }],
    ["ArrowUp", { x: 500, y: 190 }],
    ["ArrowDown", { x: 500, y: 210 }],
  ])("%s moves one step", (key, expected) => {
    expect(nudgePoint(at, key, 10, natural)).toEqual(expected);
  });

  it("stops at the photo's edges", () => {
    expect(nudgePoint({ x: 3, y: 398 }, "ArrowLeft", 10, natural)).toEqual({ x: 0, y: 398 });
    expect(nudgePoint({ x: 3, y: 398 }, "ArrowDown", 10, natural)).toEqual({ x: 3, y: 400 });
  });

  it.each(["Enter", " ", "a", "Tab", "PageUp"])("ignores %j", (key) => {
    expect(nudgePoint(at, key, 10, natural)).toBeNull();
  });
});

describe("clampToPhoto and keyboardStartPoint", () => {
  it("keeps points inside the photo", () => {
    expect(clampToPhoto({ x: -1, y: 401 }, natural)).toEqual({ x: 0, y: 400 });
    expect(clampToPhoto({ x: 10, y: 20 }, natural)).toEqual({ x: 10, y: 20 });
  });

  it("starts keyboard marks apart: the reference above, the fish below", () => {
    const points = MARK_ORDER.map((id) => keyboardStartPoint(id, natural));
    expect(points).toEqual([
      { x: 350, y: 120 },
      { x: 650, y: 120 },
      { x: 200, y: 260 },
      { x: 800, y: 260 },
    ]);
  });
});
