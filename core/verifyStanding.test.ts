import { describe, expect, it } from "vitest";
import type { Finding } from "./verifyFindings";
import { applyStanding, type StandingEntry, standingFileSchema } from "./verifyStanding";

const pier: Finding = {
  file: "data/states/washington.json",
  name: "Edmonds Fishing Pier",
  check: "place",
  message: "the point is tide station 9447427 Edmonds (0 m), not the pier",
};
const lake: Finding = {
  file: "data/states/washington.json",
  name: "Loon Lake",
  check: "fields",
  message: "description has 76 characters, fewer than 120",
};
const entry: StandingEntry = {
  file: "washington.json",
  name: "Edmonds Fishing Pier",
  check: "place",
  reason: "No public source places the pier itself; the only point found is by the ferry dock.",
};

describe("applyStanding", () => {
  it("lets a listed problem stand with its reason and counts the others", () => {
    const result = applyStanding([pier, lake], [entry], ["data/states/washington.json"]);
    expect(result.problems).toEqual([lake]);
    expect(result.standing).toEqual([{ ...pier, reason: entry.reason }]);
  });

  it("matches the file, the record and the check, not one of them alone", () => {
    const other = { ...pier, check: "fields" as const };
    expect(applyStanding([other], [entry], ["data/states/washington.json"]).problems).toContainEqual(other);
  });

  it("counts an entry that no longer matches a problem of a checked file, and ignores other files'", () => {
    const stale = applyStanding([lake], [entry], ["data/states/washington.json"]);
    expect(stale.problems).toContainEqual({
      file: "data/verify-standing.json",
      name: "Edmonds Fishing Pier",
      check: "place",
      message: "stands in washington.json but no such problem is found: remove the entry",
    });
    expect(applyStanding([], [entry], ["data/states/oregon.json"]).problems).toEqual([]);
  });

  it("asks every entry for a reason that says what was looked for", () => {
    expect(standingFileSchema.safeParse([{ ...entry, reason: "no source" }]).success).toBe(false);
    expect(standingFileSchema.safeParse([{ ...entry, check: "looks" }]).success).toBe(false);
    expect(standingFileSchema.safeParse([entry]).success).toBe(true);
  });
});
