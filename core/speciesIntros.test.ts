import { describe, expect, it } from "vitest";
import { FISH_TYPE_VALUES } from "./fishTypeList";
import { SPECIES_INTROS, type SpeciesIntro, speciesIntro } from "./speciesIntros";

const introOf = (value: string): SpeciesIntro => {
  const intro = SPECIES_INTROS[value];
  if (!intro) throw new Error(`no intro for ${value}`);
  return intro;
};

const FIELDS = ["about", "waters", "methods"] as const satisfies readonly (keyof SpeciesIntro)[];

// Every field of every intro, labelled for the failure message.
const TEXTS = FISH_TYPE_VALUES.flatMap((value) =>
  FIELDS.map((field) => [`${value}.${field}`, introOf(value)[field]] as const),
);

describe("species intros", () => {
  it("has an intro for each fish type value and no others", () => {
    expect(Object.keys(SPECIES_INTROS).sort()).toEqual([...FISH_TYPE_VALUES].sort());
  });

  it.each(TEXTS)("%s is a short plain sentence", (_label, text) => {
    expect(text.trim()).not.toBe("");
    expect(text).toMatch(/\.$/);
    expect(text.length).toBeLessThanOrEqual(260);
    // Straight ASCII quotes and apostrophes only, no exclamation marks.
    expect(text).toMatch(/^[\x20-\x7e]+$/);
    expect(text).not.toContain("!");
  });

  // Limits, sizes and dates change year to year; the page points to the current ODFW regulations.
  it.each(TEXTS)("%s states no limits, sizes or dates", (_label, text) => {
    expect(text).not.toMatch(/\b\d+\s*(per|a)\s+(day|person|angler)\b/i);
    expect(text).not.toMatch(/\b\d+\s*(fish|clams|crabs?|salmon|trout)\b/i);
    expect(text).not.toMatch(/\d/);
  });

  it("gives every species its own description", () => {
    const abouts = FISH_TYPE_VALUES.map((value) => introOf(value).about);
    expect(new Set(abouts).size).toBe(FISH_TYPE_VALUES.length);
  });

  it.each(["shellfish", "razor_clams", "mussels"] as const)("%s warns about biotoxin closures", (value) => {
    const text = Object.values(introOf(value)).join(" ");
    expect(text).toMatch(/biotoxin/i);
    expect(text).toContain("Oregon Department of Agriculture");
  });

  it("keeps the facts the West Coast species' pages rely on", () => {
    expect(introOf("lingcod").about).toMatch(/not true cod/);
    expect(introOf("rockfish").methods).toMatch(/descending device/);
    expect(introOf("sockeye_salmon").about).toMatch(/Kokanee/);
    expect(introOf("pink_salmon").about).toMatch(/every other year/);
    expect(introOf("tiger_muskie").about).toMatch(/sterile/);
  });

  it("describes crab as Dungeness and red rock crab", () => {
    expect(introOf("crab").about).toContain("Dungeness");
    expect(introOf("crab").about).toContain("red rock crab");
  });
});

describe("speciesIntro", () => {
  it("returns the known entry for a known value", () => {
    expect(speciesIntro("steelhead", "Steelhead")).toBe(introOf("steelhead"));
    expect(speciesIntro("razor_clams", "Razor Clams")).toBe(introOf("razor_clams"));
  });

  it("builds a generic intro that names an unknown value's display name", () => {
    const intro = speciesIntro("bowfin", "Bowfin");
    expect(intro.about).toContain("Bowfin");
    expect(intro.methods).toContain("ODFW regulations");
    for (const field of FIELDS) expect(intro[field]).toMatch(/\.$/);
    expect(Object.values(SPECIES_INTROS).map((known) => known.about)).not.toContain(intro.about);
  });

  it("falls back to the value's display name when the name is blank", () => {
    expect(speciesIntro("black_rockfish", " ").about).toContain("Black Rockfish");
  });

  it("does not treat object keys as fish types", () => {
    expect(speciesIntro("constructor", "Constructor").about).toContain("Constructor");
  });
});
