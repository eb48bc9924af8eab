import { describe, expect, it } from "vitest";
import type { LatLng } from "../../../core/maps";
import { contains, itemsInView } from "./viewport";

const view = { west: -124, south: 44, east: -123, north: 45 };

describe("contains", () => {
  it.each<[LatLng, boolean]>([
    [[44.5, -123.5], true],
    [[44, -124], true],
    [[45.1, -123.5], false],
    [[44.5, -122.9], false],
  ])("%j -> %s", (position, expected) => {
    expect(contains(view, position)).toBe(expected);
  });
});

describe("itemsInView", () => {
  const items: { name: string; at: LatLng | null }[] = [
    { name: "a", at: [44.5, -123.5] },
    { name: "b", at: [46, -123.5] },
    { name: "c", at: [44.2, -123.2] },
    { name: "d", at: null },
    { name: "e", at: [44.9, -123.9] },
  ];
  const at = (item: { at: LatLng | null }) => item.at;

  it("keeps the order, stops at the limit and counts everything in view", () => {
    expect(itemsInView(items, at, view, 2)).toEqual({ shown: [items[0], items[2]], total: 3 });
  });

  it("counts every placeable item before the map reports a view", () => {
    expect(itemsInView(items, at, null, 10).total).toBe(4);
  });
});
