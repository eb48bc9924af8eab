import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CURATED_STATES } from "./curatedStates";
import {
  checkFishingTips,
  type FishingTip,
  flowAdvice,
  requiredTipPairs,
  tipFor,
  tipsForSpot,
} from "./fishingTips";
import type { LocationRecord } from "./schemas";

const readJson = (...parts: string[]): unknown =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "data", ...parts), "utf8"));
const curatedSpots = CURATED_STATES.flatMap(
  (state) => readJson("states", `${state.file}.json`) as LocationRecord[],
);

describe("the tips content (data/fishing-tips.json)", () => {
  const check = checkFishingTips(readJson("fishing-tips.json"), curatedSpots);

  it("passes every check against the curated spots of the three states", () => {
    expect(check.problems).toEqual([]);
  });

  it("has one tip for each pair the spots offer, and no other", () => {
    const required = requiredTipPairs(curatedSpots);
    expect(check.tips.length).toBe(required.size);
    for (const tip of check.tips) expect(required.has(`${tip.fishType}/${tip.water}`)).toBe(true);
  });

  it("gives every fish type of every curated spot a tip on one of its waters at least", () => {
    for (const spot of curatedSpots) {
      const shown = new Set(tipsForSpot(check.tips, spot).map((t) => t.fishType));
      for (const fish of spot.fishTypes) expect(shown.has(fish), `${spot.name}: ${fish}`).toBe(true);
    }
  });
});

// A small world for the planted faults: a non-tidal river with steelhead, a tidal river with
// chinook, and a bay with crab.
const spot = (overrides: Partial<LocationRecord>): LocationRecord =>
  ({
    name: "Wilson River",
    description: "A coastal river fished for winter steelhead.",
    fishTypes: ["steelhead"],
    facilities: ["Boat Ramps"],
    tideInfo: null,
    usgsSite: null,
    ...overrides,
  }) as LocationRecord;
const spots = [
  spot({}),
  spot({
    name: "Coquille River",
    description: "A long tidal river fished for fall chinook.",
    fishTypes: ["chinook_salmon"],
    tideInfo: "Tidewater reaches far upstream.",
  }),
  spot({
    name: "Netarts Bay",
    description: "A small bay with good crabbing.",
    fishTypes: ["crab"],
    tideInfo: "Crab around high slack.",
  }),
];

const flow = (fish: string) => ({
  rising: `A rising ${fish} river colors up and pushes fish to the soft edges.`,
  falling: `A dropping ${fish} river clearing to green is the time to be on the water.`,
  steady: `A steady ${fish} river keeps fish in their usual runs and tailouts all day.`,
  high: `High ${fish} water sends fish to the inside seams and slow pockets near the bank.`,
  low: `Low clear ${fish} water calls for light line, small baits and the first light.`,
});
const riverTip = (fish: string, extra: Partial<FishingTip> = {}): FishingTip => ({
  fishType: fish,
  water: "river",
  method: `Drift a corky and yarn or a bead for ${fish} under a float set to the depth of the run.`,
  where: `${fish} hold in the slower seams beside fast water, tailouts and the heads of pools.`,
  flow: flow(fish),
  timeOfDay: `First light and the last hour of daylight are best for ${fish}, before boats pound the water.`,
  ...extra,
});
const valid = (): FishingTip[] => [
  riverTip("steelhead"),
  riverTip("chinook_salmon", {
    tide: "In tidewater chinook move up on the incoming tide; fish the last two hours of the flood.",
  }),
  {
    fishType: "crab",
    water: "bay",
    method: "Bait crab rings or pots with fish carcasses or chicken and pull rings every 15 to 20 minutes.",
    where: "Crab feed along the edges of channels in 15 to 40 feet, on sand and eelgrass near the mouth.",
    tide: "Set around high slack and the last of the flood, when the current eases and rings stay put.",
    timeOfDay: "Crab bite all day; a slack tide near dawn or dusk beats midday only for the calmer water.",
  },
];

describe("checkFishingTips: planted faults", () => {
  it("passes a complete small world", () => {
    expect(checkFishingTips(valid(), spots).problems).toEqual([]);
  });

  it("finds a missing pair", () => {
    const tips = valid().filter((t) => t.fishType !== "crab");
    expect(checkFishingTips(tips, spots).problems).toEqual([
      "Missing tip for crab/bay (offered at Netarts Bay, among others)",
    ]);
  });

  it("finds an unknown fish type and an unknown water kind", () => {
    const problems = checkFishingTips(
      [
        ...valid(),
        { ...riverTip("steelhead"), fishType: "marlin" },
        { ...riverTip("steelhead"), water: "canal" },
      ],
      spots,
    ).problems;
    expect(problems).toContain('#4 marlin/river: unknown fish type "marlin"');
    expect(problems).toContainEqual(
      expect.stringMatching(/^#5 steelhead\/canal: unknown water kind "canal"/),
    );
  });

  it("finds a duplicate pair", () => {
    const tips = [
      ...valid(),
      riverTip("steelhead", {
        method: "Swing a weighted fly on a sink-tip line across the tailout, a step between casts.",
      }),
    ];
    expect(checkFishingTips(tips, spots).problems).toContain(
      "#4 steelhead/river: steelhead/river has a tip already",
    );
  });

  it("finds filler: a text too short to act on, or one that is too long", () => {
    const tips = valid();
    tips[0] = { ...riverTip("steelhead"), timeOfDay: "Fish early." };
    tips[2] = { ...(tips[2] as FishingTip), method: "Use rings. ".repeat(50).trim() };
    const problems = checkFishingTips(tips, spots).problems;
    expect(problems).toContain("#1 steelhead/river: timeOfDay is 11 characters; a tip needs at least 60");
    expect(problems).toContainEqual(
      expect.stringMatching(/^#3 crab\/bay: method is \d+ characters; keep it under 420/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^#3 crab\/bay: method has 50 sentences/));
  });

  it("finds a river without flow, and flow off the river", () => {
    const tips = valid();
    tips[0] = { ...riverTip("steelhead"), flow: undefined };
    tips[2] = { ...(tips[2] as FishingTip), flow: flow("crab") };
    const problems = checkFishingTips(tips, spots).problems;
    expect(problems).toContain("#1 steelhead/river: flow is required on river water");
    expect(problems).toContain("#3 crab/bay: flow is told on river water only");
  });

  it("finds a short flow text", () => {
    const tips = valid();
    tips[0] = riverTip("steelhead", { flow: { ...flow("steelhead"), low: "Go early." } });
    expect(checkFishingTips(tips, spots).problems).toEqual([
      "#1 steelhead/river: flow.low is 9 characters; a tip needs at least 40",
    ]);
  });

  it("wants the tide exactly where a tide moves the water", () => {
    const tips = valid();
    tips[0] = riverTip("steelhead", {
      tide: "Steelhead here do not see the tide at all, so the tide table can stay home.",
    });
    tips[1] = riverTip("chinook_salmon");
    tips[2] = { ...(tips[2] as FishingTip), tide: undefined };
    const problems = checkFishingTips(tips, spots).problems;
    expect(problems).toContain(
      "#1 steelhead/river: tide is told only where a tide moves the water, and no river spot of steelhead is tidal",
    );
    expect(problems).toContain(
      "#2 chinook_salmon/river: tide is required: Coquille River is tidal river water",
    );
    expect(problems).toContain("#3 crab/bay: tide is required on bay water");
  });

  it("finds a text that repeats another entry's text word for word", () => {
    const tips = valid();
    tips[1] = { ...(tips[1] as FishingTip), where: (tips[0] as FishingTip).where };
    expect(checkFishingTips(tips, spots).problems).toEqual([
      "#2 chinook_salmon/river: where repeats the text of steelhead/river where word for word",
    ]);
  });

  it("finds a tip for a pair no spot offers, and one for a water the fish is not fished on", () => {
    const problems = checkFishingTips(
      [
        ...valid(),
        { ...riverTip("walleye"), tide: undefined },
        {
          ...(valid()[2] as FishingTip),
          water: "jetty_pier",
          fishType: "steelhead",
          method: "Steelhead are not fished from a jetty, whatever the rig or the bait on it.",
        },
      ],
      spots,
    ).problems;
    expect(problems).toContain(
      "#4 walleye/river: no curated spot offers walleye on river water, so no page shows this tip",
    );
    expect(problems).toContain(
      "#5 steelhead/jetty_pier: steelhead is not fished on jetty_pier water (data/species.json fishedOn)",
    );
  });

  it("reports a shape it cannot read", () => {
    expect(checkFishingTips({}, spots).problems).toEqual(["The file must hold a JSON array of tips"]);
    const problems = checkFishingTips(
      [{ fishType: "crab", water: "bay", method: 3, extra: true }],
      spots,
    ).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^#1 crab\/bay: method: /));
    expect(problems).toContainEqual(expect.stringMatching(/^#1 crab\/bay: entry: .*extra/));
  });
});

describe("tipFor, tipsForSpot and flowAdvice", () => {
  const tips = valid();

  it("finds the tip of a pair", () => {
    expect(tipFor(tips, "crab", "bay")?.method).toMatch(/crab rings/);
    expect(tipFor(tips, "crab", "river")).toBeUndefined();
  });

  it("lists a spot's fish with their tips, keeping a river tip's tide at tidal spots only", () => {
    const coquille = tipsForSpot(tips, spots[1] as LocationRecord);
    expect(coquille.map((t) => [t.fishType, t.water])).toEqual([["chinook_salmon", "river"]]);
    expect(coquille[0]?.tip.tide).toMatch(/incoming tide/);
    const inland = tipsForSpot(tips, { ...(spots[0] as LocationRecord), fishTypes: ["chinook_salmon"] });
    expect(inland[0]?.tip.tide).toBeUndefined();
  });

  it.each([
    [{ trend: "rising" as const }, ["rising"]],
    [{ trend: "dropping after a rise" as const }, ["falling"]],
    [{ trend: "falling" as const, level: "low" as const }, ["falling", "low"]],
    [{ trend: "steady" as const, level: "normal" as const }, ["steady"]],
    [{ trend: null, level: "high" as const }, ["high"]],
  ])("says what a reading means: %j", (reading, states) => {
    const riverFlow = flow("steelhead");
    expect(flowAdvice(riverFlow, reading)).toEqual(states.map((s) => riverFlow[s as keyof typeof riverFlow]));
  });
});
