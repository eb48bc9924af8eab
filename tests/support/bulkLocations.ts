// Thousands of generated locations in one statement, for the map tests that need many: a
// deterministic scatter over Oregon (a failure can be reproduced), not copies of one place.

import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.server";

/** Oregon, roughly. */
export const OREGON_BOX = { west: -124.6, south: 41.9, east: -116.4, north: 46.3 };

const REGIONS = ["North Coast", "Central Coast", "South Coast", "Willamette Valley", "Central Oregon"];

export type GeneratedLocation = {
  name: string;
  state: string;
  region: string;
  latitude: string;
  longitude: string;
};

/** A small linear congruential generator: the same seed gives the same places. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function generateLocations(
  count: number,
  {
    seed = 7,
    state = "Oregon",
    box = OREGON_BOX,
  }: { seed?: number; state?: string; box?: typeof OREGON_BOX } = {},
): GeneratedLocation[] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => ({
    name: `Generated Water ${String(i + 1).padStart(6, "0")}`,
    state,
    region: REGIONS[i % REGIONS.length] as string,
    latitude: (box.south + next() * (box.north - box.south)).toFixed(5),
    longitude: (box.west + next() * (box.east - box.west)).toFixed(5),
  }));
}

/** Inserts the locations with placeholder text in the fields a map does not read. */
export async function insertLocations(db: Database, locations: GeneratedLocation[]): Promise<void> {
  for (let i = 0; i < locations.length; i += 10_000) {
    const chunk = JSON.stringify(locations.slice(i, i + 10_000));
    await db.execute(sql`
      insert into fishing_locations (name, description, state, region, fish_types, best_seasons,
        accessibility, permits, latitude, longitude)
      select name, 'A generated fishing location.', state, region, array['trout'], 'Apr-Jun',
        'Road access.', 'Oregon angling license.', latitude, longitude
      from json_to_recordset(${chunk}::json)
        as r(name text, state text, region text, latitude text, longitude text)`);
  }
}
