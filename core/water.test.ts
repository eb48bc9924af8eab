import { describe, expect, it } from "vitest";
import { chooseRiverSpots, RIVERS_ROW_SIZE, readableSiteName, riverOf, usgsSitePageUrl } from "./water";

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

describe("chooseRiverSpots: one spot per river for the home page's rivers row", () => {
  const spot = (name: string, latitude: string, featured = false) => ({ name, latitude, featured });
  it("keeps one spot per river (its featured one, else the first by name), shown north to south", () => {
    const chosen = chooseRiverSpots([
      spot("Rogue River - Grants Pass", "42.43"),
      spot("Rogue River - Agness", "42.56"),
      spot("Wilson River", "45.48"),
      spot("Sandy River - Oxbow Regional Park", "45.50"),
      spot("Sandy River - Dabney State Recreation Area", "45.52", true),
      spot("Deschutes River - Sherars Falls", "45.26"),
    ]);
    expect(chosen.map((s) => s.name)).toEqual([
      "Sandy River - Dabney State Recreation Area",
      "Wilson River",
      "Deschutes River - Sherars Falls",
      "Rogue River - Agness",
    ]);
  });

  it(`shows at most ${RIVERS_ROW_SIZE}: rivers with a featured spot, then those with the most spots`, () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      spot(`Creek ${String(i).padStart(2, "0")}`, String(45 - i / 10)),
    );
    const chosen = chooseRiverSpots([
      ...many,
      spot("Rogue River - Agness", "42.56"),
      spot("Rogue River - Grants Pass", "42.43"),
      spot("Alsea River", "44.4", true),
    ]);
    expect(chosen).toHaveLength(RIVERS_ROW_SIZE);
    expect(chosen.map((s) => s.name)).toContain("Alsea River");
    expect(chosen.map((s) => s.name)).toContain("Rogue River - Agness");
    expect(chosen.map((s) => s.name)).not.toContain("Creek 11");
    expect(chosen.map((s) => Number(s.latitude))).toEqual(
      [...chosen.map((s) => Number(s.latitude))].sort((a, b) => b - a),
    );
  });

  it("names the river before the spot's own part", () => {
    expect(riverOf("Rogue River - Grants Pass")).toBe("Rogue River");
    expect(riverOf("Wilson River")).toBe("Wilson River");
  });
});
