import { describe, expect, it } from "vitest";
import { DEFAULT_STATE, selectedStateCookie, selectedStateFromCookie, US_STATES } from "./states";

// The rules of docs/product.md "US states" and "State selector".
describe("US_STATES", () => {
  it.each([
    [0, "Oregon", "Oregon first"],
    [1, "Washington", "then Washington"],
    [2, "California", "California"],
    [3, "Alabama", "and so on (alphabetically)"],
    [49, "Wyoming", "and so on (alphabetically)"],
  ])("position %i is %s (%s)", (index, name) => {
    expect(US_STATES[index]).toBe(name);
  });

  it.each([
    ["All 50 US states", () => expect(US_STATES).toHaveLength(50)],
    ["each state appears once", () => expect(new Set(US_STATES).size).toBe(50)],
    [
      "the remaining 47 are alphabetical",
      () => {
        const rest = US_STATES.slice(3);
        expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
        expect(rest).toHaveLength(47);
      },
    ],
    ["Default selected state: Oregon", () => expect(DEFAULT_STATE).toBe("Oregon")],
  ])("%s", (_rule, check) => {
    check();
  });
});

describe("selectedStateFromCookie (selectedState, mirrored in a cookie)", () => {
  it.each([
    [undefined, "Oregon", "no Cookie header: the default"],
    ["", "Oregon", "an empty header"],
    ["selectedState=Washington", "Washington", "the cookie alone"],
    ["theme=dark; selectedState=New%20York; other=1", "New York", "among others, URL-encoded"],
    ["xselectedState=Idaho", "Oregon", "only the exact name"],
    ["selectedState=Atlantis", "Oregon", "an unknown state"],
    ["selectedState=%E0%A4%A", "Oregon", "a malformed escape"],
    ["selectedState=Idaho; selectedState=Utah", "Idaho", "the first of two"],
    ['selectedState="Idaho"', "Idaho", "quoted"],
    ["=;;selectedState", "Oregon", "a header with no pairs"],
  ])("%j gives %s (%s)", (header, state, _why) => {
    expect(selectedStateFromCookie(header)).toBe(state);
  });

  it("reads back what the browser writes, for every state", () => {
    for (const state of US_STATES) {
      const written = selectedStateCookie(state);
      expect(written).toBe(
        `selectedState=${encodeURIComponent(state)}; Max-Age=31536000; Path=/; SameSite=Lax`,
      );
      expect(selectedStateFromCookie(written.split(";")[0])).toBe(state);
    }
  });
});
