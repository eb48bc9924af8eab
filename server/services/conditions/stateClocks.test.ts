import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LocationRecord } from "#core/schemas";
import { toZoneIso } from "#core/zoneClock";
import { zoneAt } from "#server/services/locations";
import { sunTimes } from "./conditions";

// The country's clock exceptions, on the curated spots themselves (docs/product.md "Time zones"):
// Arizona keeps no daylight saving time, Idaho north of the Salmon keeps Pacific time, Adak keeps
// Hawaii-Aleutian time with daylight saving, Hawaii keeps none. A summer sunrise on each spot's
// own clock, a fixed day: 2027-07-01.

const spot = (state: string, name: string): LocationRecord => {
  const file = path.join(import.meta.dirname, "..", "..", "..", "data", "states", `${state}.json`);
  const found = (JSON.parse(readFileSync(file, "utf8")) as LocationRecord[]).find((r) => r.name === name);
  if (!found) throw new Error(`${name} is not in data/states/${state}.json`);
  return found;
};

const sunrise = (r: LocationRecord) => {
  const latitude = Number(r.latitude);
  const longitude = Number(r.longitude);
  const timeZone = r.timeZone as string;
  const { sunrise: at } = sunTimes({ latitude, longitude, date: "2027-07-01", timeZone });
  return at ? toZoneIso(timeZone, at) : null;
};

describe("a summer sunrise on each spot's own clock", () => {
  it.each([
    ["arizona", "Lake Havasu - Windsor Beach", "America/Phoenix", "-07:00"],
    ["arizona", "Lake Powell - Wahweap", "America/Phoenix", "-07:00"],
    ["idaho", "Lake Coeur d'Alene - Coeur d'Alene Parkway", "America/Los_Angeles", "-07:00"],
    ["alaska", "Adak - Sweeper Cove", "America/Adak", "-09:00"],
    ["hawaii", "Hilo Harbor", "Pacific/Honolulu", "-10:00"],
    // The zone lines inside a state: one day's sunrise on each side.
    ["north-dakota", "Lake Sakakawea - Dunn County Shore", "America/Denver", "-06:00"],
    // Texas west of the Pecos, El Paso with it, keeps Mountain time; the rest of Texas, Central.
    ["texas", "Ascarate Lake - Ascarate Park", "America/Denver", "-06:00"],
    // Michigan's Upper Peninsula counties on the Wisconsin line keep Central time.
    ["michigan", "Lake Michigan - Menominee North Pier", "America/Menominee", "-05:00"],
    ["florida", "Apalachicola - Battery Park", "America/New_York", "-04:00"],
    ["florida", "Pensacola Beach Pier", "America/Chicago", "-05:00"],
  ])("%s: %s keeps %s, at %s in July", (state, name, zone, offset) => {
    const record = spot(state, name);
    expect(record.timeZone).toBe(zone);
    expect(zoneAt(Number(record.latitude), Number(record.longitude), record.state)).toBe(zone);
    const at = sunrise(record);
    expect(at?.startsWith("2027-07-01T0")).toBe(true);
    expect(at?.endsWith(offset)).toBe(true);
  });
});

describe("the zone line across the Florida panhandle", () => {
  it("puts Pensacola's sunrise on Central time and Apalachicola's on Eastern, the clocks an hour apart", () => {
    const pensacola = sunrise(spot("florida", "Pensacola Beach Pier")) as string;
    const apalachicola = sunrise(spot("florida", "Apalachicola - Battery Park")) as string;
    // Pensacola lies west, so its sun rises later in absolute time, yet its clock reads earlier.
    expect(Date.parse(pensacola)).toBeGreaterThan(Date.parse(apalachicola));
    expect(pensacola.slice(11, 16) < apalachicola.slice(11, 16)).toBe(true);
  });
});

describe("one zone from Maine to Lake Erie", () => {
  it("gives Eastport and Erie the same Eastern clock, Eastport's sun rising 50 minutes and more before Erie's", () => {
    const eastport = spot("maine", "Eastport - Breakwater");
    const erie = spot("pennsylvania", "Lake Erie - Presque Isle Bay");
    for (const record of [eastport, erie]) {
      expect(record.timeZone).toBe("America/New_York");
      expect(zoneAt(Number(record.latitude), Number(record.longitude), record.state)).toBe(
        "America/New_York",
      );
    }
    const [down, lake] = [sunrise(eastport), sunrise(erie)] as [string, string];
    expect(down.endsWith("-04:00") && lake.endsWith("-04:00")).toBe(true);
    expect((Date.parse(lake) - Date.parse(down)) / 60_000).toBeGreaterThanOrEqual(50);
  });
});
