// The Fishing Tips content (data/fishing-tips.json, docs/product.md "Fishing tips content"): how
// each fish type is fished on each kind of water our spots offer it on, and when it bites. The
// file is reviewed like code; checkFishingTips makes the checks a reviewer would make.
import * as z from "zod";
import { isFishTypeValue } from "./fishTypeList";
import type { FlowTrend } from "./outlook";
import {
  fishedOn,
  fishWatersOf,
  TIDAL_WATER_KINDS,
  WATER_KINDS,
  type WaterKind,
  type WaterKindFields,
} from "./waterKinds";

/**
 * What a river's flow means for a fish, told for each state a gauge reading can show: its trend
 * over the last day (core/outlook.ts flowTrend: "falling" and "dropping after a rise" both read
 * `falling`) and its level against the river's normal for the season (`high`, `low`).
 */
export const FLOW_STATES = ["rising", "falling", "steady", "high", "low"] as const;
export type FlowState = (typeof FLOW_STATES)[number];

// A tip says something an angler can act on in one to three sentences: shorter is a slogan
// ("Fish early."), longer is an article.
export const TIP_TEXT_MIN = 60;
export const FLOW_TEXT_MIN = 40;
export const TIP_TEXT_MAX = 420;
export const TIP_SENTENCES_MAX = 3;

const text = z.string().trim();

export const fishingTipSchema = z.strictObject({
  fishType: text,
  water: text,
  /** Method, rig, bait or lures (for crab and clams: the gear and how it is worked). */
  method: text,
  /** Where on such water the fish hold. */
  where: text,
  /** The tide stage that fishes best: on bays, jetties, piers and surf beaches, and on a river
   * whose spots include tidewater (shown at the tidal spots only). */
  tide: text.optional(),
  /** Rivers only: what each flow state means for this fish. */
  flow: z.strictObject({ rising: text, falling: text, steady: text, high: text, low: text }).optional(),
  timeOfDay: text,
});
export type FishingTip = z.infer<typeof fishingTipSchema>;

/** The (fish type, water) pairs our spots offer, and whether a tidal river spot offers the pair. */
export function requiredTipPairs(
  spots: readonly (WaterKindFields & { name: string })[],
): Map<string, { tidal: boolean; spot: string }> {
  const pairs = new Map<string, { tidal: boolean; spot: string }>();
  for (const spot of spots) {
    for (const { fishType, waters } of fishWatersOf(spot)) {
      for (const water of waters) {
        const key = pairKey(fishType, water);
        const tidal = Boolean(spot.tideInfo);
        const known = pairs.get(key);
        if (!known) pairs.set(key, { tidal, spot: spot.name });
        else if (tidal && !known.tidal) pairs.set(key, { tidal, spot: spot.name });
      }
    }
  }
  return pairs;
}

const pairKey = (fishType: string, water: string) => `${fishType}/${water}`;

export type FishingTipsCheck = { tips: FishingTip[]; problems: string[] };

/**
 * Checks the tips file against the curated spots: every pair the spots offer has one tip, no tip
 * is for a pair no spot offers, each text is long enough to be of use and is nobody else's text.
 */
export function checkFishingTips(
  json: unknown,
  spots: readonly (WaterKindFields & { name: string })[],
): FishingTipsCheck {
  if (!Array.isArray(json)) return { tips: [], problems: ["The file must hold a JSON array of tips"] };
  const problems: string[] = [];
  const tips: FishingTip[] = [];
  const required = requiredTipPairs(spots);
  const seen = new Set<string>();
  // Each text with the first place it appears, to find a text copied into another place.
  const texts = new Map<string, string>();

  json.forEach((raw, index) => {
    const parsed = fishingTipSchema.safeParse(raw);
    const pairLabel =
      typeof raw?.fishType === "string" && typeof raw?.water === "string"
        ? `${raw.fishType}/${raw.water}`
        : "(no pair)";
    const label = `#${index + 1} ${pairLabel}`;
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${label}: ${issue.path.join(".") || "entry"}: ${issue.message}`);
      return;
    }
    const tip = parsed.data;
    tips.push(tip);
    const key = pairKey(tip.fishType, tip.water);
    const knownFish = isFishTypeValue(tip.fishType);
    const knownWater = (WATER_KINDS as readonly string[]).includes(tip.water);
    if (!knownFish) problems.push(`${label}: unknown fish type "${tip.fishType}"`);
    if (!knownWater) problems.push(`${label}: unknown water kind "${tip.water}" (${WATER_KINDS.join(", ")})`);
    if (seen.has(key)) problems.push(`${label}: ${key} has a tip already`);
    seen.add(key);
    if (knownFish && knownWater && !required.has(key)) {
      const fishedHere = fishedOn(tip.fishType).includes(tip.water as WaterKind);
      problems.push(
        fishedHere
          ? `${label}: no curated spot offers ${tip.fishType} on ${tip.water} water, so no page shows this tip`
          : `${label}: ${tip.fishType} is not fished on ${tip.water} water (data/species.json fishedOn)`,
      );
    }

    const fields: [string, string][] = [
      ["method", tip.method],
      ["where", tip.where],
      ["timeOfDay", tip.timeOfDay],
    ];
    if (tip.tide !== undefined) fields.push(["tide", tip.tide]);
    for (const state of FLOW_STATES) if (tip.flow) fields.push([`flow.${state}`, tip.flow[state]]);
    for (const [field, value] of fields) {
      const min = field.startsWith("flow.") ? FLOW_TEXT_MIN : TIP_TEXT_MIN;
      if (value.length < min)
        problems.push(`${label}: ${field} is ${value.length} characters; a tip needs at least ${min}`);
      if (value.length > TIP_TEXT_MAX)
        problems.push(`${label}: ${field} is ${value.length} characters; keep it under ${TIP_TEXT_MAX}`);
      const sentences = sentenceCount(value);
      if (sentences > TIP_SENTENCES_MAX)
        problems.push(`${label}: ${field} has ${sentences} sentences; say it in ${TIP_SENTENCES_MAX}`);
      const normal = value.toLowerCase().replace(/\s+/g, " ");
      const first = texts.get(normal);
      if (first) problems.push(`${label}: ${field} repeats the text of ${first} word for word`);
      else texts.set(normal, `${pairLabel} ${field}`);
    }

    // The tide is told where it moves the water: always in salt water, on a river only when one of
    // the pair's spots is tidal, never on a lake.
    const tidalKind = TIDAL_WATER_KINDS.includes(tip.water as WaterKind);
    const tidalRiver = tip.water === "river" && required.get(key)?.tidal === true;
    if ((tidalKind || tidalRiver) && tip.tide === undefined) {
      problems.push(
        tidalRiver
          ? `${label}: tide is required: ${required.get(key)?.spot} is tidal river water`
          : `${label}: tide is required on ${tip.water} water`,
      );
    }
    if (!tidalKind && !tidalRiver && tip.tide !== undefined) {
      problems.push(
        `${label}: tide is told only where a tide moves the water, and no ${tip.water} spot of ${tip.fishType} is tidal`,
      );
    }
    if (tip.water === "river" && !tip.flow) problems.push(`${label}: flow is required on river water`);
    if (tip.water !== "river" && tip.flow) problems.push(`${label}: flow is told on river water only`);
  });

  for (const [key, { spot }] of required) {
    if (!seen.has(key)) problems.push(`Missing tip for ${key} (offered at ${spot}, among others)`);
  }
  return { tips, problems };
}

function sentenceCount(value: string): number {
  return value.split(/[.!?](?=\s|$)/).filter((part) => part.trim().length > 0).length;
}

/** The tip for one fish type on one kind of water, if the content has it. */
export function tipFor(
  tips: readonly FishingTip[],
  fishType: string,
  water: WaterKind,
): FishingTip | undefined {
  return tips.find((tip) => tip.fishType === fishType && tip.water === water);
}

export type SpotTip = { fishType: string; water: WaterKind; tip: FishingTip };

/**
 * A spot's Fishing Tips tab: each fish type it lists, in its order, with the tip of each of its
 * waters the fish is fished on. A river tip's tide is kept at tidal spots only.
 */
export function tipsForSpot(tips: readonly FishingTip[], spot: WaterKindFields): SpotTip[] {
  return fishWatersOf(spot).flatMap(({ fishType, waters }) =>
    waters.flatMap((water) => {
      const found = tipFor(tips, fishType, water);
      if (!found) return [];
      const tip = water === "river" && !spot.tideInfo ? { ...found, tide: undefined } : found;
      return [{ fishType, water, tip }];
    }),
  );
}

/** The river's level against its normal for the season, when the product can tell it. */
export type FlowLevel = "high" | "normal" | "low";

/**
 * What to show beside a gauge reading ("conditions now"): the text for its trend, then the text
 * for its level when that is out of the ordinary. Falling water and water dropping after a rise
 * share the `falling` text.
 */
export function flowAdvice(
  flow: FishingTip["flow"],
  reading: { trend: FlowTrend | null; level?: FlowLevel | null },
): string[] {
  if (!flow) return [];
  const advice: string[] = [];
  if (reading.trend === "rising") advice.push(flow.rising);
  else if (reading.trend === "falling" || reading.trend === "dropping after a rise")
    advice.push(flow.falling);
  else if (reading.trend === "steady") advice.push(flow.steady);
  if (reading.level === "high") advice.push(flow.high);
  else if (reading.level === "low") advice.push(flow.low);
  return advice;
}
