import { describe, expect, it } from "vitest";
import { zoneAt } from "./timeZones";

describe("zoneAt", () => {
  it("reads the zone of the coordinates, county lines included", () => {
    expect(zoneAt(43.63, -117.24)).toBe("America/Boise"); // Lake Owyhee, Malheur County
    expect(zoneAt(44.76, -117.12)).toBe("America/Los_Angeles"); // Brownlee Reservoir at Richland, Baker County
    expect(zoneAt(47.6026, -122.3393)).toBe("America/Los_Angeles"); // Elliott Bay
  });

  it("gives a point that is no position, or far offshore, its state's zone", () => {
    expect(zoneAt(Number.NaN, -123, "Oregon")).toBe("America/Los_Angeles");
    expect(zoneAt(95, -123)).toBe("America/Los_Angeles");
    expect(zoneAt(40, -140, "California")).toBe("America/Los_Angeles");
  });
});
