import { describe, expect, it } from "vitest";
import { stateAgency } from "./stateAgencies";
import { stateLinks } from "./stateLinks";

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

  it("gives every state its agency and its profile's regions, and an unknown name Oregon's", () => {
    const maine = stateLinks("Maine");
    expect(maine.licenseUrl).toBe(stateAgency("Maine").licenseUrl);
    expect(maine.regions.length).toBeGreaterThan(0);
    expect(stateLinks("Atlantis").state).toBe("Oregon");
  });
});
