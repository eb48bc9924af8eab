import { describe, expect, it } from "vitest";
import { STATE_AGENCIES, stateAgency, stateFromSlug, stateSlug } from "./stateAgencies";
import { US_STATES } from "./states";

const urlsOf = (entry: (typeof STATE_AGENCIES)[number]) =>
  [entry.licenseUrl, entry.regulationsUrl, entry.reportUrl, entry.conservationUrl].filter(
    (url): url is string => url !== undefined,
  );

describe("STATE_AGENCIES", () => {
  it("has 50 entries, one per state, in the order of US_STATES", () => {
    expect(STATE_AGENCIES).toHaveLength(50);
    expect(STATE_AGENCIES.map((entry) => entry.state)).toEqual([...US_STATES]);
  });

  it("has unique lowercase hyphenated slugs that match the state names", () => {
    const slugs = STATE_AGENCIES.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of STATE_AGENCIES) {
      expect(entry.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(entry.slug).toBe(stateSlug(entry.state));
    }
  });

  it("has unique two-letter abbreviations and non-empty agency names", () => {
    const abbreviations = STATE_AGENCIES.map((entry) => entry.abbreviation);
    expect(new Set(abbreviations).size).toBe(50);
    for (const entry of STATE_AGENCIES) {
      expect(entry.abbreviation).toMatch(/^[A-Z]{2}$/);
      expect(entry.agency.trim()).not.toBe("");
      expect(entry.agencyShort.trim()).not.toBe("");
    }
  });

  it("has only https URLs that parse", () => {
    for (const entry of STATE_AGENCIES) {
      for (const url of urlsOf(entry)) {
        expect(() => new URL(url), `${entry.state}: ${url}`).not.toThrow();
        expect(new URL(url).protocol, `${entry.state}: ${url}`).toBe("https:");
      }
    }
  });

  it("links an ice-safety page, over https, for each state whose page has a recorded source", () => {
    const withIceSafety = STATE_AGENCIES.filter((entry) => entry.iceSafetyUrl !== undefined);
    expect(withIceSafety.map((entry) => entry.abbreviation).sort()).toEqual(
      ["IA", "IL", "IN", "KS", "ME", "MI", "MN", "MO", "NE", "NH", "OH", "PA", "WI"].sort(),
    );
    for (const entry of withIceSafety) {
      expect(new URL(entry.iceSafetyUrl as string).protocol, entry.state).toBe("https:");
    }
  });

  it("has no duplicate licence URLs", () => {
    const licenses = STATE_AGENCIES.map((entry) => entry.licenseUrl);
    expect(new Set(licenses).size).toBe(licenses.length);
  });

  it("gives Oregon ODFW's pages", () => {
    const oregon = stateAgency("Oregon");
    expect(oregon.agencyShort).toBe("ODFW");
    expect(oregon.licenseUrl).toBe("https://myodfw.com/fishing/licenses-tags");
    expect(oregon.regulationsUrl).toBe(
      "https://myodfw.com/articles/oregon-fishing-hunting-regulations-and-updates",
    );
    expect(oregon.reportUrl).toBe("https://myodfw.com/recreation-report/fishing-report");
  });

  it("keeps Washington on wdfw.wa.gov and California on wildlife.ca.gov, with report pages", () => {
    const washington = stateAgency("Washington");
    const california = stateAgency("California");
    for (const url of urlsOf(washington)) expect(new URL(url).hostname).toBe("wdfw.wa.gov");
    for (const url of urlsOf(california)) expect(new URL(url).hostname).toBe("wildlife.ca.gov");
    expect(washington.reportUrl).toBeDefined();
    expect(california.reportUrl).toBeDefined();
  });
});

describe("stateSlug / stateFromSlug / stateAgency", () => {
  it("slugs multi-word names", () => {
    expect(stateSlug("New York")).toBe("new-york");
    expect(stateSlug("West Virginia")).toBe("west-virginia");
    expect(stateSlug("Oregon")).toBe("oregon");
  });

  it("round-trips every state through its slug", () => {
    for (const state of US_STATES) {
      expect(stateFromSlug(stateSlug(state))).toBe(state);
      expect(stateAgency(state).state).toBe(state);
    }
  });

  it("returns undefined for an unknown slug", () => {
    expect(stateFromSlug("atlantis")).toBeUndefined();
    expect(stateFromSlug("")).toBeUndefined();
    expect(stateFromSlug("New-York")).toBeUndefined();
  });
});
