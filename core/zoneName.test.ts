import { describe, expect, it } from "vitest";
import { zoneName } from "./zoneName";

const PACIFIC = "America/Los_Angeles";
const MOUNTAIN = "America/Boise"; // Lake Owyhee and the Owyhee below the dam

describe("zone names", () => {
  it.each([
    [PACIFIC, "Pacific time"],
    [MOUNTAIN, "Mountain time"],
    ["America/Vancouver", "Pacific time"], // Point Roberts
    ["America/Denver", "Mountain time"],
    ["America/Phoenix", "Mountain time"], // no daylight saving: Intl says "Mountain Standard Time"
    ["America/Chicago", "Central time"],
    ["America/New_York", "Eastern time"],
    ["America/Anchorage", "Alaska time"],
    ["Pacific/Honolulu", "Hawaii-Aleutian time"],
    ["UTC", "UTC"], // no generic name: the zone's own
  ])("%s is %j", (zone, name) => {
    expect(zoneName(zone)).toBe(name);
  });
});
