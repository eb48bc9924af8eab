import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { maskedWords, shingles, TEMPLATE_JACCARD, type TemplateDoc, templatePairs } from "./verifyTemplates";

describe("maskedWords", () => {
  it("masks the record's own name words, other proper nouns and numbers, not a sentence's first word", () => {
    expect(
      maskedWords(
        "Detroit Lake fills the canyon behind Detroit Dam. Anglers troll 40 feet down near Mongold.",
        "Detroit Lake",
      ),
    ).toEqual([
      "_",
      "_",
      "fills",
      "the",
      "canyon",
      "behind",
      "_",
      "_",
      "anglers",
      "troll",
      "_",
      "feet",
      "down",
      "near",
      "_",
    ]);
  });

  it("drops shingles of masks alone", () => {
    expect([...shingles(["_", "_", "_", "_", "is", "deep"])]).toEqual(["_ _ _ is", "_ _ is deep"]);
  });
});

const SENTENCES = (water: string, dam: string, town: string) => [
  `${water} is a deep reservoir behind ${dam} Dam in the foothills east of ${town}.`,
  "Anglers troll for kokanee along the old river channel in early summer, when the fish school deep off the points.",
  "Bank anglers fish for stocked rainbow trout near the ramps through spring and again when the water cools in fall.",
  "The upper arms hold smallmouth bass among flooded stumps, and the lake draws down hard by September.",
];
const TEMPLATE = (water: string, dam: string, town: string) => SENTENCES(water, dam, town).join(" ");

describe("templatePairs", () => {
  it("reports a planted pair written from one template with the names swapped", () => {
    const docs: TemplateDoc[] = [
      {
        id: 1,
        name: "Green Peter Reservoir",
        description: TEMPLATE("Green Peter Reservoir", "Green Peter", "Sweet Home"),
      },
      {
        id: 2,
        name: "Lookout Point Reservoir",
        description: TEMPLATE("Lookout Point Reservoir", "Lookout Point", "Lowell"),
      },
      {
        id: 3,
        name: "Wickiup Reservoir",
        description:
          "Wickiup is a broad, shallow impoundment of the upper Deschutes where big brown trout cruise the flooded channels; the water drops hard in late summer as irrigators draw it down.",
      },
    ];
    const figures = templatePairs(docs);
    expect(figures.pairs.map((p) => [p.a, p.b])).toEqual([[1, 2]]);
    // Not quite 1: "Sweet Home" is two masked words where "Lowell" is one.
    expect(figures.pairs[0]?.jaccard).toBeGreaterThan(0.9);
    expect(figures.highest).toEqual(figures.pairs[0]);
  });

  it("reports a pair that keeps three of four sentences, not one that keeps two or shares a phrase", () => {
    const [, troll, bank, bass] = SENTENCES("Green Peter Reservoir", "Green Peter", "Sweet Home");
    const opening = "Foster is the smaller of the two lakes on the South Santiam, right beside the highway.";
    const rewritten =
      "Its shallow east end warms early, and bass anglers work the riprap along the dam from May.";
    const pairs = templatePairs([
      {
        id: 1,
        name: "Green Peter Reservoir",
        description: TEMPLATE("Green Peter Reservoir", "Green Peter", "Sweet Home"),
      },
      { id: 2, name: "Foster Reservoir", description: [opening, troll, bank, bass].join(" ") },
      {
        id: 3,
        name: "Dorena Lake",
        description: [
          "Dorena sits in a broad farm valley below the Row River trail, an easy drive from town.",
          troll,
          bank,
          rewritten,
        ].join(" "),
      },
      {
        id: 4,
        name: "Cottage Grove Reservoir",
        description:
          "Anglers troll for kokanee here only in odd years; the water is better known for its bass, which hold on rock points and submerged roadbeds through the warm months.",
      },
    ]);
    expect(pairs.pairs.map((p) => [p.a, p.b])).toEqual([[1, 2]]);
    expect(pairs.pairs[0]?.jaccard).toBeGreaterThan(0.5);
    expect(pairs.highest).toEqual(pairs.pairs[0]);
  });

  it("passes every description of the Oregon, Washington and California files", () => {
    const docs: TemplateDoc[] = [];
    for (const state of ["oregon", "washington", "california"]) {
      const file = path.join(import.meta.dirname, "..", "data", "states", `${state}.json`);
      for (const r of JSON.parse(readFileSync(file, "utf8")) as { name: string; description: string }[])
        docs.push({ id: docs.length, name: r.name, description: r.description });
    }
    const figures = templatePairs(docs);
    expect(figures.pairs).toEqual([]);
    expect(figures.highest?.jaccard).toBeLessThan(TEMPLATE_JACCARD);
  });

  it("compares 3,000 descriptions through its index in well under the seconds a data check may take", () => {
    // Distinct texts drawn from a 3,000-word vocabulary, 60 words each, seeded for repeatability.
    let seed = 42;
    const random = () => {
      // mulberry32
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const vocabulary = Array.from({ length: 3000 }, (_, i) => `word${i.toString(36)}`);
    const docs: TemplateDoc[] = Array.from({ length: 3000 }, (_, id) => ({
      id,
      name: `Water ${id}`,
      description: Array.from(
        { length: 60 },
        () => vocabulary[Math.floor(random() * vocabulary.length)],
      ).join(" "),
    }));
    docs.push({
      id: 3000,
      name: "Green Peter Reservoir",
      description: TEMPLATE("Green Peter Reservoir", "Green Peter", "Sweet Home"),
    });
    docs.push({
      id: 3001,
      name: "Lookout Point Reservoir",
      description: TEMPLATE("Lookout Point Reservoir", "Lookout Point", "Lowell"),
    });
    const started = performance.now();
    const figures = templatePairs(docs);
    const elapsed = performance.now() - started;
    expect(figures.pairs.map((p) => [p.a, p.b])).toEqual([[3000, 3001]]);
    // About 0.3 s on one core of the CI machine; the bound leaves room for a busy machine.
    expect(elapsed).toBeLessThan(5000);
  });
});
