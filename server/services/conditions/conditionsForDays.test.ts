import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeLocation } from "#tests/support/factories";
import { createTestDatabase, type TestDatabase } from "#tests/support/testDatabase";
import { findLocations, upsertLocations } from "../locations/locations";
import { getLocationConditions, getLocationConditionsForDays } from "./conditions";

// The Weather & Tides tab reads a week of conditions in one call; it must answer exactly what
// the per-day API answers. Fixed dates only.
let database: TestDatabase;
let locationId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await upsertLocations(database.handle.db, {
    records: [makeLocation({ name: "Siletz Bay", latitude: "44.92", longitude: "-124.02" })],
  });
  const [location] = await findLocations(database.handle.db, {});
  locationId = location?.id ?? 0;
});
afterAll(() => database.drop());

describe("getLocationConditionsForDays", () => {
  it("answers each day as the one-day call does, in the order asked", async () => {
    const dates = ["2026-03-07", "2026-03-08", "2026-03-09"];
    const week = await getLocationConditionsForDays(database.handle.db, { locationId, dates });
    const oneByOne = await Promise.all(
      dates.map((date) => getLocationConditions(database.handle.db, { locationId, date })),
    );
    expect(week.map((day) => day.date)).toEqual(dates);
    expect(week).toEqual(oneByOne);
  });

  it("refuses a date that is not a calendar date, and an unknown location", async () => {
    await expect(
      getLocationConditionsForDays(database.handle.db, { locationId, dates: ["2026-02-30"] }),
    ).rejects.toThrow();
    await expect(
      getLocationConditionsForDays(database.handle.db, { locationId: 999_999, dates: ["2026-03-07"] }),
    ).rejects.toThrow();
  });
});
