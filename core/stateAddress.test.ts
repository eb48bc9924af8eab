import { describe, expect, it } from "vitest";
import { curatedState } from "./curatedStates";
import { regionFromSlug, sitemapRegions } from "./regionPages";
import {
  addressForState,
  addressState,
  asksAllStates,
  regionPagePath,
  regionSlug,
  STATE_PARAM,
  statePagePath,
  stateShownFor,
  withStateParam,
} from "./stateAddress";

// docs/product.md "State addresses"

describe("state and region addresses", () => {
  it("are lower case with hyphens", () => {
    expect(statePagePath("New York")).toBe("/states/new-york");
    expect(regionSlug("North Sound & San Juan Islands")).toBe("north-sound-san-juan-islands");
    expect(regionPagePath("Washington", "Puget Sound")).toBe("/states/washington/puget-sound");
  });

  it("read a region slug back as the dataset's region, or the footer's group of them", () => {
    expect(regionFromSlug("Washington", "north-sound-san-juan-islands")).toEqual({
      state: "Washington",
      name: "North Sound & San Juan Islands",
      regions: ["North Sound & San Juan Islands"],
    });
    expect(regionFromSlug("Oregon", "coast")).toEqual({
      state: "Oregon",
      name: "Coast",
      regions: ["North Coast", "Central Coast", "South Coast"],
    });
    expect(regionFromSlug("Washington", "coast")).toBeUndefined();
    expect(regionFromSlug("Maine", "gulf-coast")).toBeUndefined();
  });

  it("list every region page of a state for the sitemap, groups last", () => {
    expect(sitemapRegions("Oregon").at(-1)).toBe("Coast");
    expect(sitemapRegions("California")).toHaveLength(8);
    expect(sitemapRegions("Maine")).toEqual(curatedState("Maine")?.regions);
  });
});

describe("addressState", () => {
  it.each([
    ["/states/washington", "", "Washington"],
    ["/states/new-york", "", "New York"],
    ["/states/washington/puget-sound", "", "Washington"],
    ["/states/WASHINGTON/", "", "Washington"],
    ["/map", "?state=california", "California"],
    ["/fish/salmon", "?state=New%20York", "New York"],
    ["/search-results", "?q=crab&state=new-york", "New York"],
  ])("%s%s names %s", (pathname, search, state) => {
    expect(addressState(pathname, search)).toBe(state);
  });

  it.each([
    ["/", ""],
    ["/map", ""],
    ["/map", "?state=atlantis"],
    ["/states/atlantis", ""],
    ["/states/%E0%A4%A", ""],
  ])("%s%s names none", (pathname, search) => {
    expect(addressState(pathname, search)).toBeUndefined();
  });

  it("lets the address win over the cookie, and the cookie decide without one", () => {
    const cookie = { cookie: "selectedState=Washington" };
    expect(stateShownFor(new Request("http://x/states/california", { headers: cookie }))).toBe("California");
    expect(stateShownFor(new Request("http://x/map?state=texas", { headers: cookie }))).toBe("Texas");
    expect(stateShownFor(new Request("http://x/map", { headers: cookie }))).toBe("Washington");
    expect(stateShownFor(new Request("http://x/map"))).toBe("Oregon");
  });
});

describe("asksAllStates", () => {
  it("reads ?state=all, in any case, and nothing else", () => {
    expect(asksAllStates("?q=bass&state=all")).toBe(true);
    expect(asksAllStates("?state=ALL")).toBe(true);
    expect(asksAllStates("?state=texas")).toBe(false);
    expect(asksAllStates("")).toBe(false);
  });

  it("names no state, so the page falls back on the preference", () => {
    expect(addressState("/map", "?state=all")).toBeUndefined();
  });
});

describe("addressForState (the header's choice)", () => {
  it("goes from a state's home or region to the chosen state's home", () => {
    expect(addressForState("/", "", "Washington")).toBe("/states/washington");
    expect(addressForState("/states/oregon/coast", "", "New York")).toBe("/states/new-york");
  });

  it("names the state on the state-scoped pages, keeping their other parameters", () => {
    expect(addressForState("/map", "?fish=crab", "California")).toBe("/map?fish=crab&state=california");
    expect(addressForState("/map", "?state=oregon", "Texas")).toBe("/map?state=texas");
    expect(addressForState("/fish/salmon", "", "Washington")).toBe("/fish/salmon?state=washington");
    expect(addressForState("/search-results", "?q=crab", "Oregon")).toBe(
      "/search-results?q=crab&state=oregon",
    );
    expect(addressForState("/locations/search/crab", "", "Oregon")).toBe(
      "/locations/search/crab?state=oregon",
    );
  });

  it("goes from a spot's page to the chosen state's home (docs/product.md \"State selector\")", () => {
    expect(addressForState("/locations/12", "", "Oregon")).toBe("/states/oregon");
    expect(addressForState("/locations/12", "?tab=tides", "New York")).toBe("/states/new-york");
  });

  it("stays put on pages of no one state", () => {
    for (const pathname of ["/contact", "/tide-info", "/ar-tools", "/admin"])
      expect(addressForState(pathname, "", "Washington")).toBeNull();
  });

  it("names a state on the all-states search and map", () => {
    expect(addressForState("/search-results", "?q=bass&state=all", "Texas")).toBe(
      "/search-results?q=bass&state=texas",
    );
    expect(addressForState("/map", "?state=all", "Utah")).toBe("/map?state=utah");
  });

  it("withStateParam adds or replaces the one parameter", () => {
    expect(withStateParam("/map", "New York")).toBe(`/map?${STATE_PARAM}=new-york`);
    expect(withStateParam("/map?state=oregon&fish=crab", "Utah")).toBe("/map?state=utah&fish=crab");
  });
});
