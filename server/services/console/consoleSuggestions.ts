import { asc, count, desc, eq, ne } from "drizzle-orm";
import { maskEmail } from "#core/alerts";
import { approveSuggestionInputSchema } from "#core/approveSuggestion";
import { rejectSuggestionInputSchema } from "#core/schemas";
import type { Database } from "#server/db/client.server";
import { locationSuggestions, type SuggestionRow } from "#server/db/schema";
import { recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import type { Location } from "../locations";
import { approveSuggestion, auditedSuggestion } from "../locations";

// The console's suggestions screen (docs/product.md "Operator console"): the visitors' suggestions
// with the contact address masked, and the operator's two decisions. Approval is
// approveSuggestion (server/services/suggestions.ts), shared with `npm run suggestions`.

/** A suggestion as the console shows it: never the contact's full address. */
export type ConsoleSuggestion = Omit<SuggestionRow, "contactEmail"> & { contactEmail: string };

export type ConsoleSuggestions = {
  /** Oldest first, so nothing waits forever; at most PENDING_LIMIT of them. */
  pending: ConsoleSuggestion[];
  pendingCount: number;
  /** Approved or rejected, latest suggestions first, at most DECIDED_LIMIT. */
  decided: ConsoleSuggestion[];
};

export const PENDING_LIMIT = 100;
export const DECIDED_LIMIT = 50;

const forConsole = (row: SuggestionRow): ConsoleSuggestion => ({
  ...row,
  contactEmail: maskEmail(row.contactEmail),
});

export async function listConsoleSuggestions(db: Database): Promise<ConsoleSuggestions> {
  const [pending, [counted], decided] = await Promise.all([
    db
      .select()
      .from(locationSuggestions)
      .where(eq(locationSuggestions.status, "pending"))
      .orderBy(asc(locationSuggestions.id))
      .limit(PENDING_LIMIT),
    db.select({ n: count() }).from(locationSuggestions).where(eq(locationSuggestions.status, "pending")),
    db
      .select()
      .from(locationSuggestions)
      .where(ne(locationSuggestions.status, "pending"))
      .orderBy(desc(locationSuggestions.id))
      .limit(DECIDED_LIMIT),
  ]);
  return {
    pending: pending.map(forConsole),
    pendingCount: counted?.n ?? 0,
    decided: decided.map(forConsole),
  };
}

/**
 * The console's approval: the form's fields checked first (a ZodError names the field), then
 * approveSuggestion, which audits it as `suggestion.approve` under the operator's address.
 */
export async function approveConsoleSuggestion(
  db: Database,
  {
    id,
    operator,
    ...input
  }: { id: number; operator: string; state?: string; region: string; latitude: string; longitude: string },
): Promise<Location> {
  const { state, region, latitude, longitude } = approveSuggestionInputSchema.parse(input);
  return approveSuggestion(db, { id, operator, state, region, latitude, longitude });
}

/** Rejects a pending suggestion with the operator's note; audited as `suggestion.reject`. */
export async function rejectSuggestion(
  db: Database,
  { id, operator, note }: { id: number; operator: string; note: string },
): Promise<ConsoleSuggestion> {
  const input = rejectSuggestionInputSchema.parse({ note });
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(locationSuggestions)
      .where(eq(locationSuggestions.id, id))
      .for("update");
    if (!before) throw new NotFoundError(`Suggestion #${id} not found.`);
    if (before.status !== "pending")
      throw new ConflictError(`Suggestion #${id} is already ${before.status}.`);
    const [after] = await tx
      .update(locationSuggestions)
      .set({ status: "rejected", rejectionNote: input.note })
      .where(eq(locationSuggestions.id, id))
      .returning();
    if (!after) throw new Error("Update returned no row");
    await recordAudit(tx as unknown as Database, {
      operator,
      action: "suggestion.reject",
      targetType: "suggestion",
      targetId: id,
      before: auditedSuggestion(before),
      after: auditedSuggestion(after),
    });
    return forConsole(after);
  });
}
