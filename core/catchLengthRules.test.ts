import { describe, expect, it } from "vitest";
import { compareWithLimits } from "./catchLength";
import {
  MINIMUM_LENGTH_RULES,
  type MinimumLengthRule,
  ODFW_SPORT_FISHING_REGULATIONS,
  ruleSources,
} from "./catchLengthRules";

function ruleById(id: string): MinimumLengthRule {
  const rule = MINIMUM_LENGTH_RULES.find((r) => r.id === id);
  if (!rule) throw new Error(`no rule ${id}`);
  return rule;
}

describe("MINIMUM_LENGTH_RULES", () => {
  it("has unique ids", () => {
    const ids = MINIMUM_LENGTH_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(MINIMUM_LENGTH_RULES.map((r) => [r.id, r] as const))("%s cites its source", (_id, rule) => {
    expect(rule.source.name).toBeTruthy();
    expect(rule.source.url).toMatch(/^https:\/\//);
  });

  it.each(MINIMUM_LENGTH_RULES.map((r) => [r.id, r] as const))(
    "%s is worded as a common rule, not a promise",
    (_id, rule) => {
      expect(rule.rule).toMatch(/^Commonly /);
    },
  );

  it.each(MINIMUM_LENGTH_RULES.map((r) => [r.id, r] as const))("%s has sane limits", (_id, rule) => {
    if (rule.minInches !== null) expect(rule.minInches).toBeGreaterThan(0);
    if (rule.minInches !== null && rule.maxInches !== null)
      expect(rule.maxInches).toBeGreaterThan(rule.minInches);
  });

  it.each([
    ["trout-streams", 8, null],
    ["chinook-ocean", 24, null],
    ["coho-ocean", 16, null],
    ["lingcod", 22, null],
    ["cabezon", 16, null],
    ["dungeness-crab", 5.75, null],
    ["white-sturgeon", 44, 50],
    ["razor-clams", null, null],
  ])("%s: minimum %s in, maximum %s in (ODFW Oregon Sport Fishing Regulations)", (id, min, max) => {
    const rule = ruleById(id);
    expect(rule.minInches).toBe(min);
    expect(rule.maxInches).toBe(max);
    expect(rule.source).toEqual(ODFW_SPORT_FISHING_REGULATIONS);
  });

  it("shows the limit in its words the same as in its numbers", () => {
    for (const rule of MINIMUM_LENGTH_RULES) {
      const shown = rule.minInches === 5.75 ? "5¾" : String(rule.minInches);
      if (rule.minInches === null) expect(rule.limit).toBe("no size limit");
      else if (rule.maxInches === null) expect(rule.limit).toBe(`the ${shown} in minimum`);
      else expect(rule.limit).toBe(`the ${shown}-${rule.maxInches} in slot`);
    }
  });

  it("a 12.0 in trout from a stream meets its minimum; a 12.0 in lingcod does not", () => {
    expect(compareWithLimits(12, ruleById("trout-streams"))).toBe("meets");
    expect(compareWithLimits(12, ruleById("lingcod"))).toBe("under");
    expect(compareWithLimits(12, ruleById("razor-clams"))).toBe("noLimit");
  });
});

describe("ruleSources", () => {
  it("lists each source once", () => {
    expect(ruleSources(MINIMUM_LENGTH_RULES)).toEqual([
      {
        name: "ODFW Oregon Sport Fishing Regulations",
        url: "https://myodfw.com/fishing/sport-fishing-regulations",
      },
    ]);
  });

  it("keeps the order of first citation", () => {
    const a = { name: "A", url: "https://a.test" };
    const b = { name: "B", url: "https://b.test" };
    const rows = [a, b, a].map((source, i) => ({ ...ruleById("lingcod"), id: String(i), source }));
    expect(ruleSources(rows)).toEqual([a, b]);
  });
});
