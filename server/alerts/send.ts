// The second half of a tick: send the recorded notices. Each notice moves
//   pending → claimed → sending → sent
// with a write before every step, so a crash can never send one twice:
// - claimed (a batch taken with FOR UPDATE SKIP LOCKED) means "not attempted yet": if the worker
//   dies holding it, the claim lapses and the notice is sent later, once;
// - sending is written just before the message goes to SMTP: if the worker dies there, nobody
//   can know whether the message left, so it is never retried but marked interrupted and logged;
// - a failed attempt goes back to pending with a growing delay, and after MAX_SEND_ATTEMPTS it
//   is dead-lettered and logged.
// Notices whose alert was paused, deleted or lost its confirmation, or whose event has begun,
// are not sent (cancelled / expired).

import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.server";
import { alertNotifications, alertSubscribers, fishingLocations, tideAlerts } from "../db/schema";
import type { Mailer } from "../mail.server";
import { zoneAt } from "../services/locations";
import { noticeMessage } from "./messages";
import type { NoticePayload } from "./notice";

export const SEND_BATCH_SIZE = 50;
export const MAX_SEND_ATTEMPTS = 5;
/** How long a claim or an attempt may take before it is taken to have died with its worker. */
export const SEND_LEASE_MS = 10 * 60_000;
/** 1, 2, 4, 8 minutes between attempts. */
export const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);

export type NoticeStatus =
  | "pending"
  | "claimed"
  | "sending"
  | "sent"
  | "failed"
  | "dead"
  | "interrupted"
  | "cancelled"
  | "expired";

export type SendDeps = { db: Database; mailer: Mailer; logger: Logger; publicUrl: string };
export type SendReport = {
  sent: number;
  retrying: number;
  dead: number;
  interrupted: number;
  skipped: number;
};

const setStatus = (db: Database, id: number, values: Partial<typeof alertNotifications.$inferInsert>) =>
  db.update(alertNotifications).set(values).where(eq(alertNotifications.id, id));

/** Attempts that died mid-send are never retried: the message may have left. */
async function markInterrupted(deps: SendDeps, now: Date): Promise<number> {
  const rows = await deps.db
    .update(alertNotifications)
    .set({
      status: "interrupted",
      lastError: "The worker stopped while sending; not resent to avoid a duplicate",
    })
    .where(and(eq(alertNotifications.status, "sending"), lte(alertNotifications.nextAttemptAt, now)))
    .returning({ id: alertNotifications.id, alertId: alertNotifications.alertId });
  for (const row of rows) {
    deps.logger.error(
      { event: "alert.notice.interrupted", noticeId: row.id, alertId: row.alertId },
      "notice interrupted",
    );
  }
  return rows.length;
}

/** Takes up to `limit` notices that are due (pending, or claimed by a worker that died). */
export async function claimNotices(db: Database, now: Date, limit: number) {
  const leaseEnd = new Date(now.getTime() + SEND_LEASE_MS);
  const due = db
    .select({ id: alertNotifications.id })
    .from(alertNotifications)
    .where(
      and(
        inArray(alertNotifications.status, ["pending", "claimed"]),
        lte(alertNotifications.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(alertNotifications.nextAttemptAt), asc(alertNotifications.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return (
    db
      .update(alertNotifications)
      .set({ status: "claimed", nextAttemptAt: leaseEnd })
      .where(inArray(alertNotifications.id, due))
      // What sending needs, no more: every column comes back through the driver for every notice.
      .returning({
        id: alertNotifications.id,
        alertId: alertNotifications.alertId,
        eventKey: alertNotifications.eventKey,
        eventTime: alertNotifications.eventTime,
        payload: alertNotifications.payload,
        attempts: alertNotifications.attempts,
        nextAttemptAt: alertNotifications.nextAttemptAt,
      })
  );
}

/**
 * The claimed notices' alerts, with the zone their times are written in
 * (docs/product.md "Time zones"): the location's, else, for an alert made away from a location
 * page, its coordinates'.
 */
async function alertsFor(db: Database, ids: number[]) {
  const rows = await db
    .select({
      id: tideAlerts.id,
      email: tideAlerts.email,
      locationId: tideAlerts.locationId,
      locationName: tideAlerts.locationName,
      emailToken: tideAlerts.emailToken,
      active: tideAlerts.active,
      emailAlerts: tideAlerts.emailAlerts,
      latitude: tideAlerts.latitude,
      longitude: tideAlerts.longitude,
      // Looked up row by row, never joined: depending on the tables' sizes, the planner would
      // read all of alert_subscribers or fishing_locations for each batch of 50.
      confirmed: sql<boolean>`exists (select 1 from ${alertSubscribers} where ${alertSubscribers.email} = ${tideAlerts.email} and ${alertSubscribers.confirmedAt} is not null)`,
      locationZone: sql<
        string | null
      >`(select ${fishingLocations.timeZone} from ${fishingLocations} where ${fishingLocations.id} = ${tideAlerts.locationId})`,
    })
    .from(tideAlerts)
    .where(sql`${tideAlerts.id} = any(${sql.param(ids)}::integer[])`);
  return new Map(
    rows.map(({ latitude, longitude, locationZone, ...row }) => [
      row.id,
      { ...row, timeZone: locationZone ?? zoneAt(Number(latitude), Number(longitude)) },
    ]),
  );
}

/**
 * Sends every due notice. The clock is read at each claim and each attempt, never once for the
 * whole run: a long run must not hand out leases that have already lapsed.
 */
export async function sendDueNotices(
  deps: SendDeps,
  options: { now: () => Date; batchSize?: number },
): Promise<SendReport> {
  const { db, logger } = deps;
  const clock = options.now;
  const report: SendReport = { sent: 0, retrying: 0, dead: 0, interrupted: 0, skipped: 0 };
  report.interrupted = await markInterrupted(deps, clock());
  for (;;) {
    const claimed = await claimNotices(db, clock(), options.batchSize ?? SEND_BATCH_SIZE);
    if (claimed.length === 0) break;
    const alerts = await alertsFor(
      db,
      claimed.map((n) => n.alertId),
    );
    for (const notice of claimed) {
      const now = clock();
      const alert = alerts.get(notice.alertId);
      const log = { noticeId: notice.id, alertId: notice.alertId, eventKey: notice.eventKey };
      if (!alert?.active || !alert.emailAlerts || !alert.confirmed) {
        await setStatus(db, notice.id, { status: "cancelled" });
        report.skipped += 1;
        logger.info(
          { event: "alert.notice.cancelled", ...log },
          "notice cancelled: alert paused or unconfirmed",
        );
        continue;
      }
      if (notice.eventTime.getTime() <= now.getTime()) {
        await setStatus(db, notice.id, { status: "expired" });
        report.skipped += 1;
        logger.warn({ event: "alert.notice.expired", ...log }, "notice expired before it could be sent");
        continue;
      }
      const attempts = notice.attempts + 1;
      // Written before the attempt: from here on a crash leaves "sending", never a second send.
      // Only while this worker's claim holds: a claim that lapsed may have been taken by another.
      const stillOurs = await db
        .update(alertNotifications)
        .set({ status: "sending", attempts, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) })
        .where(
          and(
            eq(alertNotifications.id, notice.id),
            eq(alertNotifications.status, "claimed"),
            eq(alertNotifications.nextAttemptAt, notice.nextAttemptAt),
          ),
        )
        .returning({ id: alertNotifications.id });
      if (stillOurs.length === 0) {
        logger.warn(
          { event: "alert.notice.claim_lost", ...log },
          "claim lapsed and was taken by another worker",
        );
        continue;
      }
      try {
        const message = noticeMessage({
          publicUrl: deps.publicUrl,
          alert,
          notice: JSON.parse(notice.payload) as NoticePayload,
        });
        await deps.mailer.send(message);
        await setStatus(db, notice.id, { status: "sent", sentAt: clock(), lastError: null });
        report.sent += 1;
        logger.info({ event: "alert.notice.sent", ...log }, "notice sent");
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        if (attempts >= MAX_SEND_ATTEMPTS) {
          await setStatus(db, notice.id, { status: "dead", lastError });
          report.dead += 1;
          logger.error(
            { event: "alert.notice.dead", ...log, attempts, error: lastError },
            "notice dead-lettered",
          );
        } else {
          await setStatus(db, notice.id, {
            status: "pending",
            lastError,
            nextAttemptAt: new Date(clock().getTime() + retryDelayMs(attempts)),
          });
          report.retrying += 1;
          logger.warn(
            { event: "alert.notice.retry", ...log, attempts, error: lastError },
            "notice will be retried",
          );
        }
      }
    }
  }
  return report;
}
