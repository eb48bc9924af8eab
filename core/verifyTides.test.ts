import { describe, expect, it } from "vitest";
import { clockProblem } from "./verifyClock";
import { tideProblem } from "./verifyTides";

describe("tideProblem", () => {
  it("passes a station in the database within 25 km", () => {
    expect(
      tideProblem({ id: "9446484", name: "Tacoma", reason: "nearest", inDatabase: true, distanceKm: 25 }),
    ).toBeNull();
  });

  it("passes a station the spec's name table gives, however far: the table is the product's rule", () => {
    expect(
      tideProblem({ id: "9437540", name: "Garibaldi", reason: "name", inDatabase: true, distanceKm: 41.4 }),
    ).toBeNull();
  });

  it("reports a station the database lacks, and one farther than 25 km, saying how it was chosen", () => {
    expect(tideProblem({ id: "9999999", inDatabase: false })).toBe(
      "tide station 9999999 is not in the tide database",
    );
    expect(
      tideProblem({ id: "9437540", name: "Garibaldi", reason: "region", inDatabase: true, distanceKm: 41.4 }),
    ).toBe("tide station 9437540 Garibaldi is 41.4 km away, more than 25 km (chosen by region)");
    expect(
      tideProblem({ id: "9437540", name: "Garibaldi", reason: "default", inDatabase: true, distanceKm: 300 }),
    ).toBe(
      "tide station 9437540 Garibaldi is 300.0 km away, more than 25 km (the default station: none lies within 25 km)",
    );
  });
});

describe("clockProblem", () => {
  it("passes the coordinates' zone or no stored zone, and reports another", () => {
    expect(clockProblem("America/Boise", "America/Boise")).toBeNull();
    expect(clockProblem(null, "America/Boise")).toBeNull();
    expect(clockProblem("America/Los_Angeles", "America/Boise")).toBe(
      "timeZone America/Los_Angeles is not the zone at the coordinates, America/Boise",
    );
  });
});
