import { eq, sql } from "drizzle-orm";
import { teamNoteInputSchema } from "#core/schemas";
import type { TeamNote } from "#core/spotTips";
import type { Database } from "#server/db/client.server";
import { fishingLocations, locationTeamNotes, type TeamNoteRow } from "#server/db/schema";
import { recordAudit } from "../audit";
import { NotFoundError } from "../errors";

// docs/product.md "Fishing tips tab": one note per spot from the team, written in the console and
// shown first on the tab. Each add, change and removal is audited in its own transaction
// (docs/product.md "Audit log"); the caller announces the change once it has committed.

/** The note as the console shows it, with who wrote it last; null when the spot has none. */
export async function getTeamNote(
  db: Database,
  { locationId }: { locationId: number },
): Promise<TeamNoteRow | null> {
  const [row] = await db.select().from(locationTeamNotes).where(eq(locationTeamNotes.locationId, locationId));
  return row ?? null;
}

/** The note as the tab and the API show it: no operator's address. */
export function publicTeamNote(row: TeamNoteRow): TeamNote {
  return { text: row.text, updatedAt: row.updatedAt.toISOString() };
}

/**
 * The spot's note as it stands, the spot's row locked first: two operators' writes to one note
 * run one after the other, so each audit entry's `before` is what the other left.
 */
async function lockedNote(tx: Database, locationId: number): Promise<TeamNoteRow | null> {
  const [spot] = await tx
    .select({ id: fishingLocations.id })
    .from(fishingLocations)
    .where(eq(fishingLocations.id, locationId))
    .for("no key update");
  if (!spot) throw new NotFoundError("Location not found");
  return getTeamNote(tx, { locationId });
}

/** Adds the spot's note or changes it; audited as `team_note.create` or `team_note.update`. */
export async function saveTeamNote(
  db: Database,
  { locationId, text, operator }: { locationId: number; text: string; operator: string },
): Promise<TeamNoteRow> {
  const parsed = teamNoteInputSchema.parse({ text });
  return db.transaction(async (tx) => {
    const before = await lockedNote(tx as unknown as Database, locationId);
    const [after] = await tx
      .insert(locationTeamNotes)
      .values({ locationId, text: parsed.text, updatedBy: operator })
      .onConflictDoUpdate({
        target: locationTeamNotes.locationId,
        set: { text: parsed.text, updatedBy: operator, updatedAt: sql`now()` },
      })
      .returning();
    if (!after) throw new Error("Upsert returned no row");
    await recordAudit(tx as unknown as Database, {
      operator,
      action: before ? "team_note.update" : "team_note.create",
      targetType: "location",
      targetId: locationId,
      before: before ?? undefined,
      after,
    });
    return after;
  });
}

/**
 * Removes the spot's note; audited as `team_note.delete`. False when there was none (a second
 * press of Remove): nothing happened, so nothing is audited.
 */
export async function removeTeamNote(
  db: Database,
  { locationId, operator }: { locationId: number; operator: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockedNote(tx as unknown as Database, locationId);
    if (!before) return false;
    await tx.delete(locationTeamNotes).where(eq(locationTeamNotes.locationId, locationId));
    await recordAudit(tx as unknown as Database, {
      operator,
      action: "team_note.delete",
      targetType: "location",
      targetId: locationId,
      before,
    });
    return true;
  });
}
