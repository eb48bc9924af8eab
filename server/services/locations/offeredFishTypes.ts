import { sql } from "drizzle-orm";
import { sortFishTypeValues } from "#core/fishTypeList";
import type { Database } from "#server/db/client.server";
import { fishingLocations, offeredFishTypes } from "#server/db/schema";

// The fish types the locations of each state offer, kept as a small table beside the locations:
// reading it is one tiny scan, where collecting them from 100,000 locations' arrays takes a
// fifth of a second. Location writes are rare (imports, approved suggestions) and refresh it in
// their transaction.

/**
 * The offered fish types, in the order of docs/product.md "Fish types", unknown ones after: those
 * of one state's locations, or of every state's.
 */
export async function listOfferedFishTypes(db: Database, state?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: offeredFishTypes.value })
    .from(offeredFishTypes)
    .where(state ? sql`${offeredFishTypes.state} = lower(${state})` : undefined);
  return sortFishTypeValues(rows.map((row) => row.value));
}

/**
 * Brings the list in line with the locations. Adds before it removes, and never clears the
 * table, so two writers at once cannot collide on a value or leave it briefly empty.
 */
export async function refreshOfferedFishTypes(db: Database): Promise<void> {
  const offered = sql`select distinct lower(${fishingLocations.state}), unnest(${fishingLocations.fishTypes})
                      from ${fishingLocations}`;
  await db.execute(sql`insert into ${offeredFishTypes} (state, value) ${offered} on conflict do nothing`);
  await db.execute(sql`delete from ${offeredFishTypes} where (state, value) not in (${offered})`);
}
