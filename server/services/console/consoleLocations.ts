import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import { type LocationRecord, locationRecordSchema } from "#core/schemas";
import { zoneToday } from "#core/zoneClock";
import type { Database } from "#server/db/client.server";
import { fishingLocations, locationReviews, tideAlerts } from "#server/db/schema";
import { recordAudit } from "../audit";
import { NotFoundError } from "../errors";
import {
  type Location,
  locationColumns,
  locationRow,
  locationsChanged,
  refreshDerivedLists,
  refreshOfferedFishTypes,
} from "../locations";

// The console's locations screens (docs/product.md "Operator console"): every field through the
// importer's schema (locationRecordSchema), each write audited in its transaction and told to
// every cache once it has committed, as the importer's writes are.

export const CONSOLE_SEARCH_LIMIT = 50;

/** Locations whose name holds the words, or whose id is the number; alphabetical. */
export async function searchConsoleLocations(
  db: Database,
  { query }: { query: string },
): Promise<Location[]> {
  const words = query.trim();
  const id = /^\d{1,9}$/.test(words) ? Number(words) : undefined;
  const escaped = words.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select(locationColumns)
    .from(fishingLocations)
    .where(
      words
        ? or(ilike(fishingLocations.name, `%${escaped}%`), id ? eq(fishingLocations.id, id) : undefined)
        : undefined,
    )
    .orderBy(sql`lower(${fishingLocations.name})`, asc(fishingLocations.id))
    .limit(CONSOLE_SEARCH_LIMIT);
}

/** What goes with a location when it is deleted: shown before the operator confirms. */
export async function locationDependants(
  db: Database,
  { id }: { id: number },
): Promise<{ reviews: number; alerts: number }> {
  const [reviews] = await db
    .select({ n: count() })
    .from(locationReviews)
    .where(eq(locationReviews.locationId, id));
  const [alerts] = await db.select({ n: count() }).from(tideAlerts).where(eq(tideAlerts.locationId, id));
  return { reviews: reviews?.n ?? 0, alerts: alerts?.n ?? 0 };
}

type Operator = { operator: string };

/**
 * An operator's edit is the team's check of the record (docs/product.md "Fishing location"):
 * the day it was made on the spot's clock, whatever the form carried.
 */
function checkedRow(record: LocationRecord) {
  const row = locationRow(record);
  return { ...row, lastChecked: zoneToday(row.timeZone) };
}

async function lockedLocation(db: Database, id: number): Promise<Location> {
  const [row] = await db
    .select(locationColumns)
    .from(fishingLocations)
    .where(eq(fishingLocations.id, id))
    .for("update");
  if (!row) throw new NotFoundError("Location not found");
  return row;
}

export async function createConsoleLocation(
  db: Database,
  { record, operator }: { record: LocationRecord } & Operator,
): Promise<Location> {
  const parsed = locationRecordSchema.parse(record);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(fishingLocations).values(checkedRow(parsed)).returning(locationColumns);
    if (!row) throw new Error("Insert returned no row");
    await refreshDerivedLists(tx as unknown as Database, [parsed]);
    await recordAudit(tx as unknown as Database, {
      operator,
      action: "location.create",
      targetType: "location",
      targetId: row.id,
      after: row,
    });
    return row;
  });
  locationsChanged(db);
  return created;
}

export async function updateConsoleLocation(
  db: Database,
  { id, record, operator }: { id: number; record: LocationRecord } & Operator,
): Promise<Location> {
  const parsed = locationRecordSchema.parse(record);
  const updated = await db.transaction(async (tx) => {
    const before = await lockedLocation(tx as unknown as Database, id);
    const [after] = await tx
      .update(fishingLocations)
      .set(checkedRow(parsed))
      .where(eq(fishingLocations.id, id))
      .returning(locationColumns);
    if (!after) throw new NotFoundError("Location not found");
    await refreshDerivedLists(tx as unknown as Database, [parsed]);
    await recordAudit(tx as unknown as Database, {
      operator,
      action: "location.update",
      targetType: "location",
      targetId: id,
      before,
      after,
    });
    return after;
  });
  locationsChanged(db);
  return updated;
}

/** Deletes a location with its reviews, ratings and tide alerts (the tables cascade). */
export async function deleteConsoleLocation(
  db: Database,
  { id, operator }: { id: number } & Operator,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedLocation(tx as unknown as Database, id);
    const dependants = await locationDependants(tx as unknown as Database, { id });
    await tx.delete(fishingLocations).where(eq(fishingLocations.id, id));
    await refreshOfferedFishTypes(tx as unknown as Database);
    await recordAudit(tx as unknown as Database, {
      operator,
      action: "location.delete",
      targetType: "location",
      targetId: id,
      before: { ...before, ...dependants },
    });
  });
  locationsChanged(db);
}
