import { describe, expect, it } from "vitest";
import { curatedState } from "./curatedStates";
import { stateAgency } from "./stateAgencies";
import { stateLinks } from "./stateLinks";
import { US_STATES } from "./states";

// A state whose spots nobody curates yet.
const UNCURATED = US_STATES.find((state) => !curatedState(state)) as (typeof US_STATES)[number];

describe("stateLinks", () => {
  it("gives Oregon the footer's own regions and ODFW's pages, as the agency table has them", () => {
    const oregon = stateLinks("Oregon");
    expect(oregon.regions).toEqual([
      "Coast",
      "Willamette Valley",
      "Southern Oregon",
      "Central Oregon",
      "Eastern Oregon",
    ]);
    const odfw = stateAgency("Oregon");
    expect([oregon.licenseUrl, oregon.regulationsUrl, oregon.reportUrl, oregon.conservationUrl]).toEqual([
      odfw.licenseUrl,
      odfw.regulationsUrl,
      odfw.reportUrl,
      odfw.conservationUrl,
    ]);
  });

  it("follows a curated state to its agency and regions", () => {
    const washington = stateLinks("Washington");
    expect(washington.licenseUrl).toBe("https://wdfw.wa.gov/licenses/fishing");
    expect(washington.regions).toContain("Puget Sound");
    expect(stateLinks("California").regions).toContain("Bay Area & Delta");
  });

  it("gives a state without spots its agency and no regions, and an unknown name Oregon's", () => {
    const maine = stateLinks(UNCURATED);
    expect(maine.licenseUrl).toBe(stateAgency(UNCURATED).licenseUrl);
    expect(maine.regions).toEqual([]);
    expect(stateLinks("Atlantis").state).toBe("Oregon");
  });
});
