// The second half of a tick: send the recorded notices. Each notice moves
//   pending → claimed → sending → sent
// with a write before every step, so a crash can never send one twice:
// - claimed (a batch taken with FOR UPDATE SKIP LOCKED) means "not attempted yet": if the worker
//   dies holding it, the claim lapses and the notice is sent later, once;
// - sending is written just before the message goes to SMTP: if the worker dies there, nobody
//   can know whether the message left, so it is never retried but marked interrupted and logged;
// - a failed attempt goes back to pending with a growing delay, and after MAX_SEND_ATTEMPTS it
//   is dead-lettered and logged.
// A claimed batch goes out in waves, the messages handed to the mailer together, and each step is
// written for a whole wave at once (decision 042): at most one wave is ever sending, and the
// notices of later waves stay claimed until their own wave.
// Notices whose alert was paused, deleted or lost its confirmation, or whose event has begun,
// are not sent (cancelled / expired).

import { and, asc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Database, selectRows } from "../db/client.server";
import { alertNotifications, alertSubscribers, fishingLocations, tideAlerts } from "../db/schema";
import type { Mailer } from "../mail.server";
import { zoneAt } from "../services/locations";
import { noticeMessage } from "./messages";
import type { NoticePayload } from "./notice";

/** Notices a claim takes: a claim and a read of their alerts a batch, however many waves. */
export const SEND_BATCH_SIZE = 100;
/**
 * A wave: the messages handed to the mailer at once, so also the most a crash mid-send can leave
 * interrupted. Few enough for an SMTP server taking one connection each (a pooled transport
 * queues them behind its own limit).
 */
export const SEND_CONCURRENCY = 10;
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
      // read all of alert_subscribers or fishing_locations for each batch.
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

type Notice = Awaited<ReturnType<typeof claimNotices>>[number];
type NoticeAlerts = Awaited<ReturnType<typeof alertsFor>>;
type ClaimedAlert = NonNullable<ReturnType<NoticeAlerts["get"]>>;

/** What settling a notice writes: the same columns as each step always wrote. */
type Outcome = {
  notice: Notice;
  values: { status: NoticeStatus; lastError?: string | null; nextAttemptAt?: Date; sentAt?: Date };
};

/**
 * Outcomes as few updates as there are different values to write: one for a wave that all went
 * out, a few more when some failed or were cancelled.
 */
function outcomeUpdates(db: Database, outcomes: Outcome[]): SQL[] {
  const groups = new Map<string, { values: Outcome["values"]; ids: number[] }>();
  for (const { notice, values } of outcomes) {
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, ids: [] };
    group.ids.push(notice.id);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ values, ids }) =>
    db
      .update(alertNotifications)
      .set(values)
      .where(sql`${alertNotifications.id} = any(${sql.param(ids)}::integer[])`)
      .getSQL(),
  );
}

/**
 * Marks notices `sending`, only those whose claim is still this worker's (same status, same
 * lease): a claim that lapsed may have been taken by another worker.
 */
function sendingUpdate(db: Database, notices: Notice[], lease: Date): SQL {
  // Each claim's lease comes in as a joined value, not a constant: a constant lets the planner
  // walk (status, next_attempt_at) through the dead versions of every claim with that lease.
  const ids = sql.param(notices.map((n) => n.id));
  const leases = sql.param(notices.map((n) => n.nextAttemptAt.toISOString()));
  return db
    .update(alertNotifications)
    .set({ status: "sending", attempts: sql`${alertNotifications.attempts} + 1`, nextAttemptAt: lease })
    .from(sql`unnest(${ids}::integer[], ${leases}::timestamptz[]) as claim(id, lease)`)
    .where(
      and(
        eq(alertNotifications.id, sql`claim.id`),
        eq(alertNotifications.status, "claimed"),
        eq(alertNotifications.nextAttemptAt, sql`claim.lease`),
      ),
    )
    .returning({ id: alertNotifications.id })
    .getSQL();
}

/**
 * Writes a wave's outcomes and marks the next wave `sending`, in one statement: written row by
 * row, these states cost many times what the sends themselves do. The updates touch different
 * rows, and nothing may happen between them anyway. Returns the ids of the next wave still ours.
 */
async function writeStates(
  db: Database,
  outcomes: Outcome[],
  next?: { notices: Notice[]; lease: Date },
): Promise<Set<number>> {
  const updates = outcomeUpdates(db, outcomes);
  // Last, so that its ids are what the statement returns.
  const sending = next && next.notices.length > 0 ? sendingUpdate(db, next.notices, next.lease) : undefined;
  if (sending) updates.push(sending);
  const main = updates.pop();
  if (!main) return new Set();
  const ctes = updates.map((update, i) => sql`${sql.raw(`settled_${i}`)} as (${update})`);
  const statement = ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${main}` : main;
  const rows = await selectRows<{ id: number }>(db, statement);
  return new Set(sending ? rows.map((row) => row.id) : []);
}

/** Counts and logs outcomes once they are written. */
function account(logger: Logger, report: SendReport, outcomes: Outcome[]) {
  for (const { notice, values } of outcomes) {
    const log = { noticeId: notice.id, alertId: notice.alertId, eventKey: notice.eventKey };
    const attempts = notice.attempts + 1;
    const error = values.lastError;
    if (values.status === "cancelled") {
      report.skipped += 1;
      logger.info(
        { event: "alert.notice.cancelled", ...log },
        "notice cancelled: alert paused or unconfirmed",
      );
    } else if (values.status === "expired") {
      report.skipped += 1;
      logger.warn({ event: "alert.notice.expired", ...log }, "notice expired before it could be sent");
    } else if (values.status === "sent") {
      report.sent += 1;
      logger.info({ event: "alert.notice.sent", ...log }, "notice sent");
    } else if (values.status === "dead") {
      report.dead += 1;
      logger.error({ event: "alert.notice.dead", ...log, attempts, error }, "notice dead-lettered");
    } else {
      report.retrying += 1;
      logger.warn({ event: "alert.notice.retry", ...log, attempts, error }, "notice will be retried");
    }
  }
}

/** One attempt; what went wrong comes back as the error's message. */
async function attempt(deps: SendDeps, notice: Notice, alert: ClaimedAlert): Promise<string | null> {
  try {
    const message = noticeMessage({
      publicUrl: deps.publicUrl,
      alert,
      notice: JSON.parse(notice.payload) as NoticePayload,
    });
    await deps.mailer.send(message);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A claimed batch, in waves: the notices handed to the mailer together, at most `concurrency`.
 * A wave is marked `sending` in one statement before any of its messages is attempted, so what
 * a crash can leave `sending` (and so `interrupted`, never resent) is what was in flight, and
 * the notices of later waves stay `claimed`: not attempted, taken again once the claim lapses.
 * Its outcomes are written with the next wave's `sending`, or after the last wave.
 */
async function sendBatch(
  deps: SendDeps,
  claimed: Notice[],
  alerts: NoticeAlerts,
  options: { clock: () => Date; concurrency: number; report: SendReport },
) {
  const { db, logger } = deps;
  const { clock, concurrency, report } = options;
  let settled: Outcome[] = [];
  for (let i = 0; i < claimed.length; i += concurrency) {
    const now = clock();
    const lease = new Date(now.getTime() + SEND_LEASE_MS);
    const toSend: { notice: Notice; alert: ClaimedAlert }[] = [];
    for (const notice of claimed.slice(i, i + concurrency)) {
      const alert = alerts.get(notice.alertId);
      if (!alert?.active || !alert.emailAlerts || !alert.confirmed) {
        settled.push({ notice, values: { status: "cancelled" } });
      } else if (notice.eventTime.getTime() <= now.getTime()) {
        settled.push({ notice, values: { status: "expired" } });
      } else {
        toSend.push({ notice, alert });
      }
    }
    const ours = await writeStates(db, settled, { notices: toSend.map((s) => s.notice), lease });
    account(logger, report, settled);
    for (const { notice } of toSend.filter((s) => !ours.has(s.notice.id))) {
      logger.warn(
        {
          event: "alert.notice.claim_lost",
          noticeId: notice.id,
          alertId: notice.alertId,
          eventKey: notice.eventKey,
        },
        "claim lapsed and was taken by another worker",
      );
    }
    const wave = toSend.filter((s) => ours.has(s.notice.id));
    const errors = await Promise.all(wave.map((s) => attempt(deps, s.notice, s.alert)));
    const done = clock();
    settled = wave.map(({ notice }, k): Outcome => {
      const error = errors[k] ?? null;
      if (error === null) return { notice, values: { status: "sent", sentAt: done, lastError: null } };
      const attempts = notice.attempts + 1;
      if (attempts >= MAX_SEND_ATTEMPTS) return { notice, values: { status: "dead", lastError: error } };
      const nextAttemptAt = new Date(done.getTime() + retryDelayMs(attempts));
      return { notice, values: { status: "pending", lastError: error, nextAttemptAt } };
    });
  }
  await writeStates(db, settled);
  account(logger, report, settled);
}

/**
 * Sends every due notice. The clock is read at each claim and each wave, never once for the
 * whole run: a long run must not hand out leases that have already lapsed.
 */
export async function sendDueNotices(
  deps: SendDeps,
  options: { now: () => Date; batchSize?: number; concurrency?: number },
): Promise<SendReport> {
  const clock = options.now;
  const concurrency = options.concurrency ?? SEND_CONCURRENCY;
  const report: SendReport = { sent: 0, retrying: 0, dead: 0, interrupted: 0, skipped: 0 };
  report.interrupted = await markInterrupted(deps, clock());
  for (;;) {
    const claimed = await claimNotices(deps.db, clock(), options.batchSize ?? SEND_BATCH_SIZE);
    if (claimed.length === 0) break;
    const alerts = await alertsFor(
      deps.db,
      claimed.map((n) => n.alertId),
    );
    await sendBatch(deps, claimed, alerts, { clock, concurrency, report });
  }
  return report;
}
