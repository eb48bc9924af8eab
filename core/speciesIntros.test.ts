import { describe, expect, it } from "vitest";
import { FISH_TYPE_VALUES } from "./fishTypes";
import { SPECIES_INTROS, type SpeciesIntro, speciesIntro } from "./speciesIntros";

const FIELDS = ["about", "waters", "methods"] as const satisfies readonly (keyof SpeciesIntro)[];

// Every field of every intro, labelled for the failure message.
const TEXTS = FISH_TYPE_VALUES.flatMap((value) =>
  FIELDS.map((field) => [`${value}.${field}`, SPECIES_INTROS[value][field]] as const),
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
    const abouts = FISH_TYPE_VALUES.map((value) => SPECIES_INTROS[value].about);
    expect(new Set(abouts).size).toBe(FISH_TYPE_VALUES.length);
  });

  it.each(["shellfish", "razor_clams", "mussels"] as const)("%s warns about biotoxin closures", (value) => {
    const text = Object.values(SPECIES_INTROS[value]).join(" ");
    expect(text).toMatch(/biotoxin/i);
    expect(text).toContain("Oregon Department of Agriculture");
  });

  it("describes crab as Dungeness and red rock crab", () => {
    expect(SPECIES_INTROS.crab.about).toContain("Dungeness");
    expect(SPECIES_INTROS.crab.about).toContain("red rock crab");
  });
});

describe("speciesIntro", () => {
  it("returns the known entry for a known value", () => {
    expect(speciesIntro("steelhead", "Steelhead")).toBe(SPECIES_INTROS.steelhead);
    expect(speciesIntro("razor_clams", "Razor Clams")).toBe(SPECIES_INTROS.razor_clams);
  });

  it("builds a generic intro that names an unknown value's display name", () => {
    const intro = speciesIntro("tilapia", "Tilapia");
    expect(intro.about).toContain("Tilapia");
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
