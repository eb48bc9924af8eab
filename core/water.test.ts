import { describe, expect, it } from "vitest";
import { readableSiteName, usgsSitePageUrl } from "./water";

describe("readableSiteName: NWIS station names as people write them", () => {
  it.each([
    ["WILSON RIVER NEAR TILLAMOOK, OR", "Wilson River near Tillamook, OR"],
    ["JOHN DAY RIVER AT SERVICE CREEK, OR", "John Day River at Service Creek, OR"],
    ["SANDY RIVER BLW BULL RUN RIVER, NR BULL RUN, OR", "Sandy River blw Bull Run River, nr Bull Run, OR"],
    ["Rogue River near Agness, OR", "Rogue River near Agness, OR"],
  ])("%s", (name, readable) => {
    expect(readableSiteName(name)).toBe(readable);
  });
});

it("links a gauge to its USGS page", () => {
  expect(usgsSitePageUrl("USGS-14301500")).toBe(
    "https://waterdata.usgs.gov/monitoring-location/USGS-14301500/",
  );
});
