import { describe, expect, it } from "vitest";
import { fishTypeValue, WEST_COAST_FISH_TYPES } from "./fishTypes";
import { ADDED_SPECIES_INTROS } from "./speciesIntrosWestCoast";

// The rules every intro keeps (short plain sentences, no numbers) are checked for the whole list
// in speciesIntros.test.ts; this file holds what is particular to the added species.
describe("the West Coast species' intros", () => {
  it("has an intro for each added fish type and no others", () => {
    expect(Object.keys(ADDED_SPECIES_INTROS).sort()).toEqual(WEST_COAST_FISH_TYPES.map(fishTypeValue).sort());
  });

  it("keeps the facts the pages rely on", () => {
    expect(ADDED_SPECIES_INTROS.lingcod.about).toMatch(/not true cod/);
    expect(ADDED_SPECIES_INTROS.rockfish.methods).toMatch(/descending device/);
    expect(ADDED_SPECIES_INTROS.sockeye_salmon.about).toMatch(/Kokanee/);
    expect(ADDED_SPECIES_INTROS.pink_salmon.about).toMatch(/every other year/);
    expect(ADDED_SPECIES_INTROS.tiger_muskie.about).toMatch(/sterile/);
  });
});
