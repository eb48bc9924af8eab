import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { maskEmail } from "#core/alerts";
import { type TideAlertInput, tideAlertInputSchema } from "#core/schemas";
import type { Database } from "#server/db/client.server";
import { alertSubscribers, type TideAlertRow, tideAlerts } from "#server/db/schema";
import { isForeignKeyViolation } from "#server/db/violations";
import { ForbiddenError, InvalidInputError, NotFoundError } from "../errors";
import { getLocation } from "../locations";
import { hashToken, newToken, tokenMatchesHash, tokensEqual } from "../tokens";

/** What anyone may see of an alert (docs/product.md "Masked addresses"): masked, no phone, no tokens. */
export type PublicTideAlert = Omit<
  TideAlertRow,
  "manageTokenHash" | "emailToken" | "phoneNumber" | "flowInRange"
> & {
  phoneNumber: null;
};

export const FLOW_ALERT_NEEDS_GAUGE = "River flow alerts are only for spots with a river gauge";

export function toPublicAlert(row: TideAlertRow): PublicTideAlert {
  // flowInRange is the worker's memory, not part of the alert.
  const { manageTokenHash: _m, emailToken: _e, flowInRange: _f, ...rest } = row;
  return { ...rest, email: maskEmail(row.email), phoneNumber: null };
}

export async function findAlertsForLocation(
  db: Database,
  { locationId }: { locationId: number },
): Promise<PublicTideAlert[]> {
  await getLocation(db, { id: locationId });
  const rows = await db
    .select()
    .from(tideAlerts)
    .where(eq(tideAlerts.locationId, locationId))
    .orderBy(desc(tideAlerts.createdAt), desc(tideAlerts.id));
  return rows.map(toPublicAlert);
}

/**
 * POST /api/tide-alerts. Answers with the manageToken once; only its hash is kept.
 * The address is registered as a subscriber, unconfirmed until it follows its link.
 */
export async function createTideAlert(
  db: Database,
  { input }: { input: TideAlertInput },
): Promise<{
  alert: PublicTideAlert;
  manageToken: string;
  emailConfirmed: boolean;
  /** The address as stored, for the confirmation step; never part of an answer. */
  subscriber: string;
}> {
  const alert = tideAlertInputSchema.parse(input);
  // Only a flow alert needs to read its spot first; for any other, the location's foreign key
  // answers whether it exists, within the insert.
  if (alert.riverFlowAlert) {
    const location = alert.locationId != null ? await getLocation(db, { id: alert.locationId }) : null;
    if (!location?.usgsSite) throw new InvalidInputError(FLOW_ALERT_NEEDS_GAUGE, "riverFlowAlert");
  }
  const manageToken = newToken();
  const email = alert.email.toLowerCase();
  // The address is registered in the same statement as its alert (one statement is atomic, and
  // on the embedded database cheaper than a transaction of three): a new address unconfirmed,
  // a known one as it was.
  const subscriber = db.$with("subscriber", { confirmedAt: alertSubscribers.confirmedAt }).as(
    sql`insert into ${alertSubscribers} (email) values (${email})
      on conflict (email) do update set email = excluded.email returning confirmed_at`,
  );
  try {
    const [row] = await db
      .with(subscriber)
      .insert(tideAlerts)
      .values({
        userId: null,
        email,
        phoneNumber: alert.phoneNumber,
        locationId: alert.locationId ?? null,
        latitude: alert.latitude,
        longitude: alert.longitude,
        locationName: alert.locationName,
        highTideAlert: alert.highTideAlert,
        lowTideAlert: alert.lowTideAlert,
        optimalConditionsAlert: alert.optimalConditionsAlert,
        minTideHeight: alert.minTideHeight ?? null,
        maxTideHeight: alert.maxTideHeight ?? null,
        minPressure: alert.minPressure ?? null,
        maxPressure: alert.maxPressure ?? null,
        maxWindSpeed: alert.maxWindSpeed ?? null,
        riverFlowAlert: alert.riverFlowAlert,
        minFlow: alert.riverFlowAlert ? (alert.minFlow ?? null) : null,
        maxFlow: alert.riverFlowAlert ? (alert.maxFlow ?? null) : null,
        emailAlerts: alert.emailAlerts,
        smsAlerts: alert.smsAlerts,
        pushNotifications: alert.pushNotifications,
        minAlertInterval: alert.minAlertInterval,
        active: alert.active,
        manageTokenHash: hashToken(manageToken),
        emailToken: newToken(),
      })
      .returning({
        ...getTableColumns(tideAlerts),
        emailConfirmed: sql<boolean>`(select confirmed_at is not null from subscriber)`,
      });
    if (!row) throw new Error("Insert returned no row");
    const { emailConfirmed, ...stored } = row;
    return { alert: toPublicAlert(stored), manageToken, emailConfirmed, subscriber: email };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundError("Location not found");
    throw error;
  }
}

/** docs/product.md "Alert tokens": the browser's manageToken or the token of the alert's e-mail links. */
async function findOwnedAlert(db: Database, id: number, token: string | undefined): Promise<TideAlertRow> {
  const [row] = await db.select().from(tideAlerts).where(eq(tideAlerts.id, id));
  if (!row) throw new NotFoundError("Tide alert not found");
  if (!token || !(tokenMatchesHash(token, row.manageTokenHash) || tokensEqual(token, row.emailToken))) {
    throw new ForbiddenError("This alert can only be changed with its token");
  }
  return row;
}

export async function setTideAlertActive(
  db: Database,
  { id, active, token }: { id: number; active: boolean; token: string | undefined },
): Promise<PublicTideAlert> {
  await findOwnedAlert(db, id, token);
  const [row] = await db
    .update(tideAlerts)
    .set({ active, updatedAt: sql`now()` })
    .where(eq(tideAlerts.id, id))
    .returning();
  if (!row) throw new NotFoundError("Tide alert not found");
  return toPublicAlert(row);
}

export async function deleteTideAlert(
  db: Database,
  { id, token }: { id: number; token: string | undefined },
): Promise<void> {
  await findOwnedAlert(db, id, token);
  await db.delete(tideAlerts).where(eq(tideAlerts.id, id));
}
