import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { maskEmail } from "#core/alerts";
import { linkTokenSchema, type TideAlertInput } from "#core/schemas";
import { confirmationMessage } from "#server/alerts/messages";
import type { Database } from "#server/db/client.server";
import { alertSubscribers, tideAlerts } from "#server/db/schema";
import type { Mailer } from "#server/mail.server";
import { ForbiddenError, NotFoundError } from "../errors";
import { hashToken, newToken, tokensEqual } from "../tokens";
import { createTideAlert, type PublicTideAlert, toPublicAlert } from "./alerts";

export { CONFIRMATION_RESEND_AFTER_HOURS } from "./alerts";

// The life of a subscription (docs/product.md "Confirmed addresses only", "Subscription states"): one
// confirmation per address, confirmed from a page, and each alert left from its e-mail's links.
// Decision 015.

export type SubscriptionDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** Runs once the new alert is committed, before its confirmation is sent (cache invalidation). */
  afterCreate?: (locationId: number | null) => Promise<void>;
};

/** A place an address has alerts for, as the confirmation mail and page list it. */
export type SubscribedPlace = { alertId: number; locationId: number | null; locationName: string };

/**
 * Creates the alert; its statement also claims the address's confirmation when one is owed (it
 * has neither confirmed nor been sent one within a day). Once committed, a claimed confirmation
 * is sent. A failed send never undoes the alert: it is logged, the claim is given back, and the
 * next alert for the address tries again.
 */
export async function createTideAlertAndConfirm(
  deps: SubscriptionDeps,
  { input }: { input: TideAlertInput },
) {
  const token = newToken();
  const tokenHash = hashToken(token);
  const created = await createTideAlert(deps.db, { input, claimConfirmation: tokenHash });
  await deps.afterCreate?.(created.alert.locationId);
  if (created.confirmationClaimed) {
    // A new address has this one alert; a known one that is owed a new confirmation lists all of its own.
    const places = created.newSubscriber
      ? [
          {
            alertId: created.alert.id,
            locationId: created.alert.locationId,
            locationName: created.alert.locationName,
          },
        ]
      : await placesOf(deps.db, created.subscriber);
    await sendClaimedConfirmation(deps, { email: created.subscriber, token, tokenHash, places });
  }
  return created;
}

/** Never throws: the alert it follows is already stored, and a retry would store it twice. */
async function sendClaimedConfirmation(
  deps: SubscriptionDeps,
  {
    email,
    token,
    tokenHash,
    places,
  }: { email: string; token: string; tokenHash: string; places: SubscribedPlace[] },
): Promise<void> {
  try {
    await deps.mailer.send(
      confirmationMessage({ publicUrl: deps.publicUrl, email, confirmToken: token, alerts: places }),
    );
  } catch (err) {
    deps.logger.error({ err, event: "alerts.confirmation_failed" }, "could not send a confirmation e-mail");
    await releaseClaim(deps, email, tokenHash);
  }
}

/** Gives a failed claim back, so the address's next alert sends the confirmation again. */
async function releaseClaim({ db, logger }: SubscriptionDeps, email: string, tokenHash: string) {
  try {
    await db
      .update(alertSubscribers)
      .set({ confirmationSentAt: null })
      .where(and(eq(alertSubscribers.email, email), eq(alertSubscribers.confirmTokenHash, tokenHash)));
  } catch (err) {
    logger.error({ err }, "could not release a failed confirmation claim");
  }
}

async function placesOf(db: Database, email: string): Promise<SubscribedPlace[]> {
  return db
    .select({
      alertId: tideAlerts.id,
      locationId: tideAlerts.locationId,
      locationName: tideAlerts.locationName,
    })
    .from(tideAlerts)
    .where(eq(tideAlerts.email, email))
    .orderBy(asc(tideAlerts.id));
}

export type Confirmation = {
  /** Masked: the page may be open on a shared screen. */
  email: string;
  confirmed: boolean;
  places: SubscribedPlace[];
};

async function subscriberByToken(db: Database, token: string | undefined) {
  const parsed = linkTokenSchema.safeParse(token);
  if (!parsed.success) throw new NotFoundError("This confirmation link is not valid");
  const [row] = await db
    .select()
    .from(alertSubscribers)
    .where(eq(alertSubscribers.confirmTokenHash, hashToken(parsed.data)));
  if (!row) throw new NotFoundError("This confirmation link is not valid");
  return row;
}

/** What a confirmation link would confirm. Reading changes nothing: mail scanners open links. */
export async function findConfirmation(
  db: Database,
  { token }: { token: string | undefined },
): Promise<Confirmation> {
  const row = await subscriberByToken(db, token);
  return {
    email: maskEmail(row.email),
    confirmed: row.confirmedAt != null,
    places: await placesOf(db, row.email),
  };
}

/** Confirms the address (every alert of it); a second confirmation is harmless. */
export async function confirmSubscriber(
  db: Database,
  { token }: { token: string | undefined },
): Promise<Confirmation & { alreadyConfirmed: boolean }> {
  const row = await subscriberByToken(db, token);
  const [updated] = await db
    .update(alertSubscribers)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(alertSubscribers.email, row.email), isNull(alertSubscribers.confirmedAt)))
    .returning({ email: alertSubscribers.email });
  return {
    email: maskEmail(row.email),
    confirmed: true,
    alreadyConfirmed: updated === undefined,
    places: await placesOf(db, row.email),
  };
}

/** The e-mail links' token of an alert, compared in constant time. */
function emailTokenMatches(token: string | undefined, emailToken: string): boolean {
  return linkTokenSchema.safeParse(token).success && tokensEqual(token as string, emailToken);
}

export type EmailLinkAlert = PublicTideAlert & { emailConfirmed: boolean };

/** One alert, for the page its e-mails link to: 404 when gone, 403 with a wrong token. */
export async function findAlertForEmailLink(
  db: Database,
  { id, token }: { id: number; token: string | undefined },
): Promise<EmailLinkAlert> {
  const [found] = await db
    .select({ alert: tideAlerts, confirmedAt: alertSubscribers.confirmedAt })
    .from(tideAlerts)
    .leftJoin(alertSubscribers, eq(alertSubscribers.email, tideAlerts.email))
    .where(eq(tideAlerts.id, id));
  if (!found) throw new NotFoundError("Tide alert not found");
  if (!emailTokenMatches(token, found.alert.emailToken)) {
    throw new ForbiddenError("This link does not belong to this alert");
  }
  return { ...toPublicAlert(found.alert), emailConfirmed: found.confirmedAt != null };
}

export type UnsubscribeOutcome =
  | { status: "unsubscribed"; locationId: number | null; locationName: string }
  /** Unsubscribed before, or deleted: either way no more mail comes from it. */
  | { status: "gone" };

/** Unsubscribing deletes that one alert; the address's other alerts stay. */
export async function unsubscribeTideAlert(
  db: Database,
  { id, token }: { id: number; token: string | undefined },
): Promise<UnsubscribeOutcome> {
  const [row] = await db.select().from(tideAlerts).where(eq(tideAlerts.id, id));
  if (!row) return { status: "gone" };
  if (!emailTokenMatches(token, row.emailToken)) {
    throw new ForbiddenError("This link does not belong to this alert");
  }
  await db.transaction(async (tx) => {
    await tx.delete(tideAlerts).where(eq(tideAlerts.id, id));
    // Kept for the operators' Alerts screen, which lists the addresses that unsubscribed.
    await tx
      .update(alertSubscribers)
      .set({ unsubscribedAt: sql`now()` })
      .where(eq(alertSubscribers.email, row.email));
  });
  return { status: "unsubscribed", locationId: row.locationId, locationName: row.locationName };
}

/** What the one-click unsubscribe answers (RFC 8058): kind whether the alert was there or not. */
export function unsubscribeMessage(outcome: UnsubscribeOutcome): string {
  return outcome.status === "unsubscribed"
    ? `You are unsubscribed from tide alerts for ${outcome.locationName}. No more e-mails will come from this alert.`
    : "This alert no longer exists, so no more e-mails will come from it.";
}
