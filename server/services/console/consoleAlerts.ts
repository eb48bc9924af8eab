import { and, count, desc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import { maskEmail } from "#core/alerts";
import type { Database } from "#server/db/client.server";
import { alertNotifications, alertSubscribers, tideAlerts } from "#server/db/schema";

// The console's alerts screen (docs/product.md "Operator console"), read-only: how many alerts,
// addresses and notices are in each state, the notices that failed for good, and the addresses
// whose mail server refused them. Every address leaves here masked ("Masked addresses").

/** docs/product.md "Notice states", in the order a notice lives them. */
export const NOTICE_STATES = [
  "pending",
  "claimed",
  "sending",
  "sent",
  "dead",
  "interrupted",
  "cancelled",
  "expired",
] as const;

export const FAILED_NOTICES_LIMIT = 100;
export const BOUNCED_ADDRESSES_LIMIT = 100;

/**
 * An SMTP reply of the 5xx class, a permanent refusal (RFC 5321 section 4.2.1), at the start of
 * the error or after nodemailer's prefix ("Can't send mail - all recipients were rejected: 550 …",
 * "Message failed: 554 …"; server/alerts/send.ts keeps the error's message as `last_error`).
 * Written so that PostgreSQL's `~` and JavaScript read it alike.
 */
export const PERMANENT_SMTP_FAILURE = "(^|: )5[0-9][0-9]([ -]|$)";
const permanentFailure = new RegExp(PERMANENT_SMTP_FAILURE);

export function isPermanentSmtpFailure(lastError: string | null | undefined): boolean {
  return lastError ? permanentFailure.test(lastError) : false;
}

// Anything shaped like an address inside a text (SMTP errors often quote the recipient).
const ADDRESS_IN_TEXT = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;

/** A text with every address in it masked as the alert lists mask them. */
export function maskAddressesIn(text: string): string {
  return text.replace(ADDRESS_IN_TEXT, (address) => maskEmail(address));
}

export type NoticeStateCount = { status: string; count: number };

export type FailedNotice = {
  id: number;
  status: string;
  alertId: number;
  locationId: number | null;
  locationName: string;
  eventType: string;
  eventTime: Date;
  /** When the notice was recorded (no later time is kept for its failure). */
  createdAt: Date;
  attempts: number;
  lastError: string | null;
  /** Masked. */
  email: string;
};

export type BouncedAddress = {
  /** Masked. */
  email: string;
  deadNotices: number;
  lastAt: Date;
  lastError: string;
};

export type AlertsOverview = {
  alerts: { active: number; paused: number };
  subscribers: { confirmed: number; unconfirmed: number };
  /** Every state of NOTICE_STATES (zero included), then any other state found, by name. */
  notices: NoticeStateCount[];
  /** `dead` and `interrupted` notices, newest first, at most FAILED_NOTICES_LIMIT. */
  failedNotices: FailedNotice[];
  failedNoticesTotal: number;
  /** Addresses with a dead notice refused by a 5xx reply, latest first. */
  bouncedAddresses: BouncedAddress[];
  /** Addresses that unsubscribed from an e-mail's link, latest first. */
  unsubscribedAddresses: UnsubscribedAddress[];
};

export type UnsubscribedAddress = {
  /** Masked. */
  email: string;
  at: Date;
  /** Alerts the address still has. */
  alertsLeft: number;
};

/** Orders the counted states as docs/product.md lists them; a state it does not list comes after. */
export function noticeStateCounts(rows: { status: string; count: number }[]): NoticeStateCount[] {
  const byStatus = new Map(rows.map((row) => [row.status, row.count]));
  const known: NoticeStateCount[] = NOTICE_STATES.map((status) => ({
    status,
    count: byStatus.get(status) ?? 0,
  }));
  const others = rows
    .filter((row) => !(NOTICE_STATES as readonly string[]).includes(row.status))
    .sort((a, b) => a.status.localeCompare(b.status));
  return [...known, ...others];
}

const FAILED_STATES = ["dead", "interrupted"];

export async function alertsOverview(db: Database): Promise<AlertsOverview> {
  // docs/product.md "Tide alert states": anything but false counts as active.
  const alertCounts = await db
    .select({ paused: sql<boolean>`${tideAlerts.active} is false`, n: count() })
    .from(tideAlerts)
    .groupBy(sql`1`);
  const subscriberCounts = await db
    .select({ confirmed: sql<boolean>`${alertSubscribers.confirmedAt} is not null`, n: count() })
    .from(alertSubscribers)
    .groupBy(sql`1`);
  const noticeCounts = await db
    .select({ status: alertNotifications.status, count: count() })
    .from(alertNotifications)
    .groupBy(alertNotifications.status);
  const failed = await db
    .select({
      id: alertNotifications.id,
      status: alertNotifications.status,
      alertId: alertNotifications.alertId,
      locationId: tideAlerts.locationId,
      locationName: tideAlerts.locationName,
      eventType: alertNotifications.eventType,
      eventTime: alertNotifications.eventTime,
      createdAt: alertNotifications.createdAt,
      attempts: alertNotifications.attempts,
      lastError: alertNotifications.lastError,
      email: tideAlerts.email,
    })
    .from(alertNotifications)
    .innerJoin(tideAlerts, eq(tideAlerts.id, alertNotifications.alertId))
    .where(inArray(alertNotifications.status, FAILED_STATES))
    .orderBy(desc(alertNotifications.createdAt), desc(alertNotifications.id))
    .limit(FAILED_NOTICES_LIMIT);
  const lastAt = max(alertNotifications.createdAt);
  const bounced = await db
    .select({
      email: tideAlerts.email,
      deadNotices: count(),
      lastAt,
      // The error of the address's latest refused notice.
      lastError: sql<string>`(array_agg(${alertNotifications.lastError} order by ${alertNotifications.createdAt} desc, ${alertNotifications.id} desc))[1]`,
    })
    .from(alertNotifications)
    .innerJoin(tideAlerts, eq(tideAlerts.id, alertNotifications.alertId))
    .where(
      and(
        eq(alertNotifications.status, "dead"),
        isNotNull(alertNotifications.lastError),
        sql`${alertNotifications.lastError} ~ ${PERMANENT_SMTP_FAILURE}`,
      ),
    )
    .groupBy(tideAlerts.email)
    .orderBy(desc(lastAt), tideAlerts.email)
    .limit(BOUNCED_ADDRESSES_LIMIT);

  const unsubscribed = await db
    .select({
      email: alertSubscribers.email,
      at: alertSubscribers.unsubscribedAt,
      alertsLeft: count(tideAlerts.id),
    })
    .from(alertSubscribers)
    .leftJoin(tideAlerts, eq(tideAlerts.email, alertSubscribers.email))
    .where(isNotNull(alertSubscribers.unsubscribedAt))
    .groupBy(alertSubscribers.email, alertSubscribers.unsubscribedAt)
    .orderBy(desc(alertSubscribers.unsubscribedAt), alertSubscribers.email)
    .limit(BOUNCED_ADDRESSES_LIMIT);

  const countOf = <T>(rows: ({ n: number } & T)[], match: (row: T) => boolean) =>
    rows.filter(match).reduce((sum, row) => sum + row.n, 0);
  const notices = noticeStateCounts(noticeCounts);
  return {
    alerts: {
      active: countOf(alertCounts, (row) => !row.paused),
      paused: countOf(alertCounts, (row) => row.paused),
    },
    subscribers: {
      confirmed: countOf(subscriberCounts, (row) => row.confirmed),
      unconfirmed: countOf(subscriberCounts, (row) => !row.confirmed),
    },
    notices,
    failedNotices: failed.map((row) => ({
      ...row,
      email: maskEmail(row.email),
      lastError: row.lastError === null ? null : maskAddressesIn(row.lastError),
    })),
    failedNoticesTotal: notices
      .filter((row) => FAILED_STATES.includes(row.status))
      .reduce((sum, row) => sum + row.count, 0),
    bouncedAddresses: bounced.map((row) => ({
      email: maskEmail(row.email),
      deadNotices: row.deadNotices,
      lastAt: new Date(row.lastAt ?? 0),
      lastError: maskAddressesIn(row.lastError ?? ""),
    })),
    unsubscribedAddresses: unsubscribed.map((row) => ({
      email: maskEmail(row.email),
      at: new Date(row.at ?? 0),
      alertsLeft: Number(row.alertsLeft),
    })),
  };
}
