import { describe, expect, it } from "vitest";
import { pageFromList, pageUrl, shownFromParam } from "./pagedList";

describe("pageUrl", () => {
  it.each([
    ["/api/locations", 0, "/api/locations?limit=201"],
    ["/api/locations?state=Oregon", 0, "/api/locations?state=Oregon&limit=201"],
    ["/api/locations?state=Oregon", 2, "/api/locations?state=Oregon&limit=201&offset=400"],
  ])("%s page %i", (listUrl, page, expected) => {
    expect(pageUrl(listUrl, 200, page)).toBe(expected);
  });
});

describe("pageFromList (a loader's list standing in for the page queries)", () => {
  const list = Array.from({ length: 7 }, (_, i) => i);

  it("gives each page its items and the one after, as the API answers a page", () => {
    expect(pageFromList(list, 3, 0)).toEqual([0, 1, 2, 3]);
    expect(pageFromList(list, 3, 1)).toEqual([3, 4, 5, 6]);
  });

  it("gives the last page only what is left", () => {
    expect(pageFromList(list, 3, 2)).toEqual([6]);
  });

  it("knows a page past the list's end is empty (nothing to fetch)", () => {
    expect(pageFromList(list, 3, 3)).toEqual([]);
    expect(pageFromList([0, 1, 2], 3, 1)).toEqual([]);
    expect(pageFromList([], 3, 0)).toEqual([]);
  });
});

describe("shownFromParam", () => {
  it.each([
    [null, 200],
    ["", 200],
    ["lots", 200],
    ["-5", 200],
    ["150", 200],
    ["400", 400],
    ["401", 600],
    ["1e9", 800],
    ["2.5", 200],
  ])("%s shows %i", (value, expected) => {
    expect(shownFromParam(value, 200, 999)).toBe(expected);
  });
});
