import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { maskEmail } from "#core/alerts";
import { type TideAlertInput, tideAlertInputSchema } from "#core/schemas";
import type { Database } from "#server/db/client.server";
import { alertSubscribers, type TideAlertRow, tideAlerts } from "#server/db/schema";
import { isForeignKeyViolation } from "#server/db/violations";
import { ForbiddenError, InvalidInputError, NotFoundError } from "../errors";
import { getOrCompute } from "../getOrCompute";
import { getLocation } from "../locations";
import { hashToken, newToken, tokenMatchesHash, tokensEqual } from "../tokens";

/** What anyone may see of an alert (docs/product.md "Masked addresses"): masked, no phone, no tokens. */
export type PublicTideAlert = Omit<
  TideAlertRow,
  "manageTokenHash" | "emailToken" | "phoneNumber" | "flowInRange"
> & {
  phoneNumber: null;
};

/**
 * An address that has not confirmed a day after its confirmation may have lost the mail: its
 * next alert sends a new one (whose link replaces the old one's).
 */
export const CONFIRMATION_RESEND_AFTER_HOURS = 24;

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
  {
    input,
    claimConfirmation,
  }: {
    input: TideAlertInput;
    /**
     * The hash of a new confirmation token: an unconfirmed address that is owed a confirmation
     * (never sent one, or sent one over a day ago) takes it in the same statement, as its claim
     * to send that confirmation (subscriptions.ts).
     */
    claimConfirmation?: string;
  },
): Promise<{
  alert: PublicTideAlert;
  manageToken: string;
  emailConfirmed: boolean;
  /** The address as stored, for the confirmation step; never part of an answer. */
  subscriber: string;
  /** This statement claimed the address's confirmation: the caller sends it. */
  confirmationClaimed: boolean;
  /** The address was registered by this alert: it has no other alerts. */
  newSubscriber: boolean;
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
  try {
    const [row] = await insertAlertStatement(db).execute({
      email,
      claim: claimConfirmation ?? null,
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
    });
    if (!row) throw new Error("Insert returned no row");
    const { emailConfirmed, confirmationClaimed, newSubscriber, ...stored } = row;
    return {
      alert: toPublicAlert(stored),
      manageToken,
      emailConfirmed,
      subscriber: email,
      confirmationClaimed,
      newSubscriber,
    };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundError("Location not found");
    throw error;
  }
}

const insertAlertStatements = new WeakMap<Database, ReturnType<typeof prepareInsertAlert>>();

/**
 * The sign-up's one statement, built once per database: building a 25-column insert with its
 * subscriber CTE was a fifth of a sign-up's time under load (decision 018's write figures).
 */
function insertAlertStatement(db: Database) {
  return getOrCompute(insertAlertStatements, db, () => prepareInsertAlert(db));
}

function prepareInsertAlert(db: Database) {
  // Each value as plain SQL, so it reaches the driver as given: a column's own encoder would
  // turn a null placeholder of a numeric column into the string "null".
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  const claim = sql`${value("claim")}::text`;
  // The address is registered in the same statement as its alert (one statement is atomic, and
  // on the embedded database cheaper than a transaction of three): a new address unconfirmed,
  // a known one as it was. Of two alerts at once for a new address, the second waits on the
  // first's row and finds its confirmation already claimed: one confirmation is sent.
  const owed = sql`${claim} is not null and ${alertSubscribers.confirmedAt} is null and
    (${alertSubscribers.confirmationSentAt} is null or ${alertSubscribers.confirmationSentAt} <
      now() - make_interval(hours => ${sql.raw(String(CONFIRMATION_RESEND_AFTER_HOURS))}))`;
  const subscriber = db
    .$with("subscriber", {
      confirmedAt: alertSubscribers.confirmedAt,
      claimed: sql<boolean>`claimed`,
      registered: sql<boolean>`registered`,
    })
    .as(
      sql`insert into ${alertSubscribers} (email, confirm_token_hash, confirmation_sent_at)
        values (${value("email")}, ${claim}, case when ${claim} is null then null else now() end)
        on conflict (email) do update set
          confirm_token_hash = case when ${owed} then excluded.confirm_token_hash else ${alertSubscribers.confirmTokenHash} end,
          confirmation_sent_at = case when ${owed} then now() else ${alertSubscribers.confirmationSentAt} end
        returning confirmed_at,
          coalesce(confirm_token_hash = ${claim}, false) as claimed,
          created_at = now() as registered`,
    );
  return db
    .with(subscriber)
    .insert(tideAlerts)
    .values({
      userId: null,
      email: value("email"),
      phoneNumber: value("phoneNumber"),
      locationId: value("locationId"),
      latitude: value("latitude"),
      longitude: value("longitude"),
      locationName: value("locationName"),
      highTideAlert: value("highTideAlert"),
      lowTideAlert: value("lowTideAlert"),
      optimalConditionsAlert: value("optimalConditionsAlert"),
      minTideHeight: value("minTideHeight"),
      maxTideHeight: value("maxTideHeight"),
      minPressure: value("minPressure"),
      maxPressure: value("maxPressure"),
      maxWindSpeed: value("maxWindSpeed"),
      riverFlowAlert: value("riverFlowAlert"),
      minFlow: value("minFlow"),
      maxFlow: value("maxFlow"),
      emailAlerts: value("emailAlerts"),
      smsAlerts: value("smsAlerts"),
      pushNotifications: value("pushNotifications"),
      minAlertInterval: value("minAlertInterval"),
      active: value("active"),
      manageTokenHash: value("manageTokenHash"),
      emailToken: value("emailToken"),
    })
    .returning({
      ...getTableColumns(tideAlerts),
      emailConfirmed: sql<boolean>`(select confirmed_at is not null from subscriber)`,
      confirmationClaimed: sql<boolean>`(select claimed from subscriber)`,
      newSubscriber: sql<boolean>`(select registered from subscriber)`,
    })
    .prepare("create_tide_alert");
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
