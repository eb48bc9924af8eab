// The prose of a generated water: description, access, permits, tides, and what reviewers
// write. Sentences are composed from parts, so no two waters read quite the same.

import { displayName } from "#core/fishTypes";
import type { CoreFishTypeValue } from "./coreFishTypes";
import type { Random } from "./random";
import type { WaterKind } from "./waters";

const SIZE_WORDS: Record<string, readonly string[]> = {
  Lake: ["a deep, cold", "a shallow, weedy", "a high-desert", "a forested mountain", "a popular valley"],
  Reservoir: ["a dammed", "a large irrigation", "a sprawling", "a canyon"],
  River: ["a free-flowing", "a big, powerful", "a clear, rocky", "a slow, meandering"],
  Creek: ["a small, brushy", "a cold, spring-fed", "a tumbling mountain", "a meadow"],
  Pond: ["a stocked community", "a quiet farm", "a park", "a gravel-pit"],
  Slough: ["a backwater", "a slow, muddy", "a lily-padded"],
  Bay: ["a broad tidal", "a sheltered", "a busy working"],
  Estuary: ["a marshy", "a winding tidal", "a wide, shallow"],
  Jetty: ["a long rock", "a storm-battered", "a popular south"],
  Pier: ["a public fishing", "a wooden", "a long concrete"],
  Marina: ["a small-boat", "a busy", "a sheltered"],
  Beach: ["a wide, sandy", "a windswept", "a clam-rich"],
};

const TECHNIQUES: Partial<Record<CoreFishTypeValue, readonly string[]>> = {
  salmon: [
    "Troll herring behind a flasher",
    "Bobber-fish cured eggs in the deep holes",
    "Cast spinners at first light",
  ],
  chinook_salmon: ["Back-bounce eggs through the tailouts", "Troll plug-cut herring on the incoming tide"],
  coho_salmon: ["Cast bright spinners into the slack water", "Twitch jigs along the seams"],
  steelhead: [
    "Drift-fish corkies and yarn through the runs",
    "Swing flies in the tailouts",
    "Float a jig under a bobber",
  ],
  trout: [
    "Still-fish PowerBait near the inlet",
    "Troll a wedding ring and worm",
    "Cast small spinners along the drop-offs",
  ],
  rainbow_trout: ["Float-fish worms near the stocked pens", "Fly-fish a chironomid under an indicator"],
  cutthroat_trout: ["Cast small spoons around the logjams", "Drift a nymph through the riffles"],
  brown_trout: ["Strip streamers along the undercut banks at dusk"],
  kokanee: ["Troll dodgers and corn at 30 to 50 feet"],
  bass: ["Work plastic worms along the weed lines", "Throw topwater plugs at dawn"],
  largemouth_bass: ["Flip jigs into the lily pads", "Throw frogs over the mats"],
  smallmouth_bass: ["Drag tubes over the rocky points", "Crank crayfish-colored plugs along the riprap"],
  crappie: ["Jig small grubs around submerged brush"],
  bluegill: ["Dangle worms under a small bobber near the docks"],
  perch: ["Fish sand shrimp on the bottom", "Cast small grubs into the surf troughs"],
  sturgeon: ["Anchor up with sand shrimp on the bottom"],
  crab: ["Drop rings baited with chicken or fish carcasses", "Set pots in the channel on the slack"],
  shellfish: ["Dig for softshell and gaper clams in the mudflats"],
  razor_clams: ["Dig razor clams on the minus tides with a gun or shovel"],
  mussels: ["Pick mussels from the rocks at low tide"],
  walleye: ["Troll worm harnesses along the channel edges"],
  catfish: ["Soak stink bait at night"],
  bullhead: ["Fish nightcrawlers on the bottom after dark"],
  shad: ["Cast shad darts below the riffles"],
  sunfish: ["Fish small worms around the weeds"],
};

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function describeWater(
  random: Random,
  options: { name: string; kind: WaterKind; region: string; fish: CoreFishTypeValue[]; bestSeasons: string },
): string {
  const fishNames = options.fish.map((f) => displayName(f).toLowerCase());
  const size = random.pick(SIZE_WORDS[options.kind.word] ?? ["a"]);
  const sentences = [
    `${options.name} is ${size} ${options.kind.word.toLowerCase()} in ${options.region}, known for ${list(fishNames)}.`,
  ];
  const technique = TECHNIQUES[random.pick(options.fish)];
  if (technique) sentences.push(`${random.pick(technique)}.`);
  sentences.push(
    random.pick([
      `The best fishing runs ${options.bestSeasons}.`,
      `Locals fish it hardest from ${options.bestSeasons.replace("-", " to ")}.`,
      `Plan a trip for ${options.bestSeasons}, when the bite is most reliable.`,
    ]),
  );
  if (random.chance(0.3)) {
    sentences.push(
      random.pick([
        "Weekends get crowded; come midweek for elbow room.",
        "Wind picks up most afternoons, so go early.",
        "Bring waders: the best water is a few steps off the bank.",
        "Cell coverage is spotty, so tell someone where you are headed.",
      ]),
    );
  }
  return sentences.join(" ");
}

/** Some of these hold the words the accessibility filters look for (docs/product.md "Filter matching"). */
export function describeAccess(random: Random, kind: WaterKind): string {
  const parts = [
    random.pick([
      "A paved road leads to the main parking area.",
      "A graded gravel road reaches the water; high clearance helps after rain.",
      "Easy access from the highway pullouts along the bank.",
      "Multiple access points along the county road.",
    ]),
  ];
  if (random.chance(0.25))
    parts.push("A wheelchair-accessible fishing platform sits beside the parking lot.");
  if (random.chance(0.3)) parts.push("Family friendly, with calm water that suits kids and beginners.");
  if (random.chance(0.2) && !kind.coastal) parts.push("The best holes are a 2-mile hike up the trail.");
  return parts.join(" ");
}

export function describePermits(state: string, fish: CoreFishTypeValue[]): string {
  if (state !== "Oregon")
    return `${state} fishing license required. Check current state regulations before you go.`;
  const parts = ["Oregon angling license"];
  if (fish.some((f) => ["salmon", "steelhead", "sturgeon", "chinook_salmon", "coho_salmon"].includes(f))) {
    parts.push("Combined Angling Tag for salmon, steelhead and sturgeon");
  }
  if (fish.some((f) => ["crab", "shellfish", "razor_clams", "mussels"].includes(f))) {
    parts.push("Oregon shellfish license for crab and clams");
  }
  return `${parts.join("; ")}. Check current ODFW regulations.`;
}

export function describeTides(random: Random, kind: WaterKind): string {
  return random.pick([
    "Fish the two hours around high slack; the ebb pulls water out quickly.",
    "Crabbing is best around slack tide, when rings stay put on the bottom.",
    "Strong currents run on big tides; the incoming tide brings fish in from the ocean.",
    `Minus tides expose the best ${kind.word === "Beach" ? "clam beds" : "flats"}; check the tide table before you go.`,
    "Mixed semi-diurnal tides: two highs and two lows of unequal height each day.",
  ]);
}

const REVIEW_OPENINGS = [
  "Great morning on the water.",
  "Slow day, but the scenery made up for it.",
  "Limited out before noon!",
  "Crowded on the weekend, but fish were biting.",
  "Came back after a few years and it is still as good as I remembered.",
  "Windy and cold, not much action.",
  "Perfect spot to take the kids.",
  "Water was high and muddy after the rain.",
];

export function reviewText(random: Random, fish: CoreFishTypeValue[]): string {
  const parts = [random.pick(REVIEW_OPENINGS)];
  if (fish.length > 0 && random.chance(0.7)) {
    const caught = displayName(random.pick(fish)).toLowerCase();
    parts.push(
      random.pick([
        `Caught a few ${caught} near the ${random.pick(["inlet", "dock", "bridge", "point", "riffle"])}.`,
        `The ${caught} were hitting ${random.pick(["early", "late", "all day", "only at dusk"])}.`,
        `Only one ${caught}, but a nice one.`,
      ]),
    );
  }
  if (random.chance(0.4)) {
    parts.push(
      random.pick([
        "Parking fills up fast.",
        "Restrooms were clean.",
        "Bring bug spray.",
        "Will be back next season.",
        "The ramp is steep, so take it slow.",
      ]),
    );
  }
  return parts.join(" ");
}
