import { describe, expect, it } from "vitest";
import {
  asksForPage,
  decodeCursor,
  encodeCursor,
  locationListQuerySchema,
  nearPointSchema,
} from "./locationPaging";

describe("the list cursor", () => {
  it.each([
    { by: "name" as const, name: "tillamook bay", id: 12 },
    { by: "name" as const, name: "lac la belle — ñandú's pool", id: 2_147_483_647 },
    { by: "distance" as const, km: 4.646218430711265, id: 3 },
    { by: "distance" as const, km: 0, id: 1 },
  ])("reads back what it wrote, to the last bit: %o", (cursor) => {
    const token = encodeCursor(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(token)).toEqual(cursor);
  });

  it.each([
    "",
    "not a token",
    "e30", // {}
    encodeCursor({ by: "name", name: "x", id: 1 }).slice(0, -3),
    btoa('{"by":"distance","km":-1,"id":1}'),
    btoa('{"by":"name","name":"x","id":0}'),
    "x".repeat(801),
  ])("refuses a token it did not give: %s", (token) => {
    expect(decodeCursor(token)).toBeUndefined();
  });
});

describe("near", () => {
  it("reads latitude,longitude", () => {
    expect(nearPointSchema.parse("45.5232, -122.6765")).toEqual({ latitude: 45.5232, longitude: -122.6765 });
  });

  it.each(["45.5", "45,-122,3", "91,0", "0,181", "1e2,3", "north,west", ""])("refuses %s", (text) => {
    expect(nearPointSchema.safeParse(text).success).toBe(false);
  });
});

describe("the list query", () => {
  const parse = (query: Record<string, string | undefined>) => locationListQuerySchema.parse(query);

  it("asks for the whole list without a paging parameter, as before", () => {
    expect(asksForPage(parse({}))).toBe(false);
    expect(asksForPage(parse({ state: "oregon" }))).toBe(false);
    expect(asksForPage(parse({ limit: "5", offset: "10" }))).toBe(false);
  });

  it.each([{ limit: "5" }, { near: "45,-122" }, { bbox: "-123,45,-122,46" }, { fish: "salmon" }])(
    "asks for a page with %o",
    (query) => {
      expect(asksForPage(parse(query))).toBe(true);
    },
  );

  it("takes a cursor of its own order only", () => {
    const byName = encodeCursor({ by: "name", name: "a", id: 1 });
    const byDistance = encodeCursor({ by: "distance", km: 2, id: 1 });
    expect(parse({ cursor: byName }).cursor).toEqual({ by: "name", name: "a", id: 1 });
    expect(parse({ near: "45,-122", cursor: byDistance }).cursor).toEqual({ by: "distance", km: 2, id: 1 });
    expect(locationListQuerySchema.safeParse({ near: "45,-122", cursor: byName }).success).toBe(false);
    expect(locationListQuerySchema.safeParse({ cursor: byDistance }).success).toBe(false);
  });
});
