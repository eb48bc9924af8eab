import type { LengthLimits } from "./catchLength";

// Oregon length rules that "Measure your catch" compares a measured fish with. Only rules that
// hold across most of the state's waters and seasons, worded "commonly": special regulations
// for a water, an emergency rule or a new season can differ, and the page says so.

export type RuleSource = { name: string; url: string };

export const ODFW_SPORT_FISHING_REGULATIONS: RuleSource = {
  name: "ODFW Oregon Sport Fishing Regulations",
  url: "https://myodfw.com/fishing/sport-fishing-regulations",
};

export type MinimumLengthRule = LengthLimits & {
  id: string;
  /** The species and, where it matters, the waters, as offered in the comparison. */
  label: string;
  species: string;
  /** The waters where the rule commonly applies. */
  waters: string;
  /** What to mark: the two ends the rule measures between. */
  measuredAs: string;
  /** The rule in words, as shown in the table. */
  rule: string;
  /** The limit in a few words, for the verdict under the measured length. */
  limit: string;
  source: RuleSource;
};

export const MINIMUM_LENGTH_RULES: readonly MinimumLengthRule[] = [
  {
    id: "trout-streams",
    label: "Trout in rivers and streams",
    species: "Trout",
    waters: "Rivers and streams",
    measuredAs: "Total length, snout to tail tip",
    rule: "Commonly 8 in minimum in rivers and streams; lakes and reservoirs commonly have none.",
    limit: "the 8 in minimum",
    minInches: 8,
    maxInches: null,
    source: ODFW_SPORT_FISHING_REGULATIONS,
  },
  {
    id: "chinook-ocean",
    label: "Chinook salmon in the ocean",
    species: "Chinook salmon",
    waters: "Ocean",
    measuredAs: "Total length, snout to tail tip",
    rule: "Commonly 24 in minimum in the ocean.",
    limit: "the 24 in minimum",
    minInches: 24,
    maxInches: null,
    source: ODFW_SPORT_FISHING_REGULATIONS,
  },
  {
    id: "coho-ocean",
    label: "Coho salmon in the ocean",
    species: "Coho salmon",
    waters: "Ocean",
    measuredAs: "Total length, snout to tail tip",
    rule: "Commonly 16 in minimum in the ocean.",
    limit: "the 16 in minimum",
    minInches: 16,
    maxInches: null,
    source: ODFW_SPORT_FISHING_REGULATIONS,
  },
  {
    id: "lingcod",
    label: "Lingcod",
    species: "Lingcod",
    waters: "Ocean and bays",
    measuredAs: "Total length, snout to tail tip",
    rule: "Commonly 22 in minimum.",
    limit: "the 22 in minimum",
    minInches: 22,
    maxInches: null,
    source: ODFW_SPORT_FISHING_REGULATIONS,
  },
  {
    id: "cabezon",
    label: "Cabezon",
    species: "Cabezon",
    waters: "Ocean and bays",
    measuredAs: "Total length, snout to tail tip",
    rule: "Commonly 16 in minimum.",
    limit: "the 16 in minimum",
    minInches: 16,
    maxInches: null,
    source: ODFW_SPORT_FISHING_REGULATIONS,
  },
  {
    id: "dungeness-crab",
    label: "Dungeness crab",
    species: "Dungeness crab",
    waters: "Ocean and bays, sport, males only",
    measuredAs: "Shell width, straight across the back just in front of the points",
    rule: "Commonly 5¾ in minimum shell width; only males may be kept.",
    limit: "the 5¾ in minimum",
    minInches: 5.75,
    maxInches: null,
    source: ODFW_SPORT_FISHING_REGULATIONS,
  },
  {
    id: "white-sturgeon",
    label: "White sturgeon",
    species: "White sturgeon",
    waters: "Where retention is open, such as parts of the Columbia River",
    measuredAs: "Fork length, snout to the fork of the tail",
    rule: "Commonly a 44-50 in fork-length slot in some areas; many waters are catch-and-release only.",
    limit: "the 44-50 in slot",
    minInches: 44,
    maxInches: 50,
    source: ODFW_SPORT_FISHING_REGULATIONS,
  },
  {
    id: "razor-clams",
    label: "Razor clams",
    species: "Razor clams",
    waters: "Ocean beaches and bays",
    measuredAs: "No measurement needed",
    rule: "Commonly no size limit: the first clams dug are kept, whatever their size or condition.",
    limit: "no size limit",
    minInches: null,
    maxInches: null,
    source: ODFW_SPORT_FISHING_REGULATIONS,
  },
];

/** Each source once, in the order the rules first cite it. */
export function ruleSources(rules: readonly MinimumLengthRule[]): RuleSource[] {
  const seen = new Map<string, RuleSource>();
  for (const rule of rules) if (!seen.has(rule.source.url)) seen.set(rule.source.url, rule.source);
  return [...seen.values()];
}
