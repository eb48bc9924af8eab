import { describe, expect, it } from "vitest";
import { stateFromSlug, stateParam, stateSlug } from "./stateSlugs";
import { US_STATES } from "./states";

describe("state slugs", () => {
  it("writes every state in lower case with hyphens, and reads each back", () => {
    expect(stateSlug("New York")).toBe("new-york");
    for (const state of US_STATES) expect(stateFromSlug(stateSlug(state))).toBe(state);
    expect(stateFromSlug("New-York")).toBeUndefined();
  });

  it.each([
    ["new-york", "New York"],
    ["New York", "New York"],
    ["new york", "New York"],
    ["WASHINGTON", "Washington"],
    ["Atlantis", "Atlantis"],
  ])("reads ?state=%s as %s", (value, state) => {
    expect(stateParam(value)).toBe(state);
  });
});
