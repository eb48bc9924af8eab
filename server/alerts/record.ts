// The first half of a tick: find due alerts, work out the next event each should hear about,
// and record that notice (alert_notifications) before anything is sent. Reading and working out
// happen outside any transaction; recording is one short transaction per batch that locks the
// alerts it writes (FOR UPDATE SKIP LOCKED), re-checks that they are still due, and writes the
// notices with ON CONFLICT DO NOTHING, so two workers never record a notice twice.

import { and, asc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import { type AlertEvent, type EventSource, NOTICE_LEAD_MS, upcomingAlertEvents } from "#core/alertEvents";
import { type Coordinates, parseCoordinates } from "#core/distance";
import { spotTimeZone } from "#core/zoneClock";
import type { Database } from "../db/client.server";
import { alertNotifications, alertSubscribers, fishingLocations, tideAlerts } from "../db/schema";
import { chooseTideStation, type TideCache } from "../services/conditions";
import { zoneAt } from "../services/locations";
import { eventSource, type OptimalWindowCache, type StationRef } from "./eventSources";
import type { NoticePayload } from "./notice";

export const RECORD_BATCH_SIZE = 1000;

/** Answers whether the weather forecast allows an event (true when there is no forecast). */
export type WeatherCheck = (alert: DueAlert, place: Coordinates, time: Date) => Promise<boolean>;

const dueAlertColumns = {
  id: tideAlerts.id,
  locationId: tideAlerts.locationId,
  latitude: tideAlerts.latitude,
  longitude: tideAlerts.longitude,
  locationName: tideAlerts.locationName,
  highTideAlert: tideAlerts.highTideAlert,
  lowTideAlert: tideAlerts.lowTideAlert,
  optimalConditionsAlert: tideAlerts.optimalConditionsAlert,
  minTideHeight: tideAlerts.minTideHeight,
  maxTideHeight: tideAlerts.maxTideHeight,
  minPressure: tideAlerts.minPressure,
  maxPressure: tideAlerts.maxPressure,
  maxWindSpeed: tideAlerts.maxWindSpeed,
  location: {
    name: fishingLocations.name,
    region: fishingLocations.region,
    state: fishingLocations.state,
    tideInfo: fishingLocations.tideInfo,
    latitude: fishingLocations.latitude,
    longitude: fishingLocations.longitude,
    timeZone: fishingLocations.timeZone,
  },
};

export type DueAlert = {
  id: number;
  locationId: number | null;
  latitude: string;
  longitude: string;
  locationName: string;
  highTideAlert: boolean;
  lowTideAlert: boolean;
  optimalConditionsAlert: boolean;
  minTideHeight: number | null;
  maxTideHeight: number | null;
  minPressure: number | null;
  maxPressure: number | null;
  maxWindSpeed: number | null;
  location: {
    name: string;
    region: string;
    state: string;
    tideInfo: string | null;
    latitude: string;
    longitude: string;
    timeZone: string | null;
  } | null;
};

/** Active, e-mailing, confirmed alerts whose interval has passed since their last notice. */
export function dueCondition(now: Date) {
  return and(
    eq(tideAlerts.active, true),
    eq(tideAlerts.emailAlerts, true),
    isNotNull(alertSubscribers.confirmedAt),
    or(
      sql`${tideAlerts.lastAlertSent} is null`,
      sql`${tideAlerts.lastAlertSent} <= ${now.toISOString()}::timestamptz - ${tideAlerts.minAlertInterval} * interval '1 second'`,
    ),
  );
}

/** One page of due alerts by id, with what evaluating them needs (also the bench's baseline). */
export async function selectDueAlerts(
  db: Database,
  { now, after, limit }: { now: Date; after: number; limit: number },
): Promise<DueAlert[]> {
  const rows = await db
    .select(dueAlertColumns)
    .from(tideAlerts)
    .innerJoin(alertSubscribers, eq(alertSubscribers.email, tideAlerts.email))
    .leftJoin(fishingLocations, eq(fishingLocations.id, tideAlerts.locationId))
    .where(and(gt(tideAlerts.id, after), dueCondition(now)))
    .orderBy(asc(tideAlerts.id))
    .limit(limit);
  return rows as DueAlert[];
}

export type RecordDeps = {
  db: Database;
  tideCache: TideCache;
  optimalCache: OptimalWindowCache;
  weatherCheck?: WeatherCheck;
};

type Candidate = { alertId: number; events: AlertEvent[]; station: StationRef };

/**
 * Stations are chosen once per location (or place, for alerts made away from a location page)
 * in a tick. A location without tide info has no predictions (docs/product.md "Tide predictions"), so its
 * alerts hear nothing.
 */
function stationChooser() {
  const chosen = new Map<string, Promise<StationRef | null>>();
  return (alert: DueAlert): Promise<StationRef | null> => {
    const key = alert.location
      ? `location:${alert.locationId}`
      : `place:${alert.latitude},${alert.longitude}`;
    let station = chosen.get(key);
    if (!station) {
      const { location } = alert;
      station =
        location && !location.tideInfo?.trim()
          ? Promise.resolve(null)
          : chooseTideStation(
              location ?? {
                name: alert.locationName,
                region: "",
                latitude: alert.latitude,
                longitude: alert.longitude,
              },
            );
      chosen.set(key, station);
    }
    return station;
  };
}

/**
 * The zone whose days an alert's events are read in (docs/product.md "Time zones"): its
 * location's, read with the due alerts; an alert made away from a location page takes the zone of
 * its coordinates, looked up once per place in a tick.
 */
function zoneChooser() {
  const zones = new Map<string, string>();
  return (alert: DueAlert): string => {
    if (alert.location) return spotTimeZone(alert.location);
    const key = `${alert.latitude},${alert.longitude}`;
    let zone = zones.get(key);
    if (zone === undefined) {
      zone = zoneAt(Number(alert.latitude), Number(alert.longitude));
      zones.set(key, zone);
    }
    return zone;
  };
}

function placeOf(alert: DueAlert): Coordinates | null {
  return parseCoordinates(alert.location ?? alert) ?? parseCoordinates(alert);
}

export function noticePayload(event: AlertEvent, station: StationRef): NoticePayload {
  const summary = { id: station.summary.id, name: station.summary.name };
  return event.type === "optimal"
    ? {
        type: "optimal",
        time: event.time.toISOString(),
        end: event.end.toISOString(),
        reasons: event.reasons,
        station: summary,
      }
    : {
        type: event.type,
        time: event.time.toISOString(),
        height: event.height,
        minus: event.minus,
        station: summary,
      };
}

async function candidatesFor(
  deps: RecordDeps,
  alerts: DueAlert[],
  now: Date,
  stationFor: (alert: DueAlert) => Promise<StationRef | null>,
  zoneFor: (alert: DueAlert) => string,
  sources: Map<string, EventSource>,
): Promise<Candidate[]> {
  const to = new Date(now.getTime() + NOTICE_LEAD_MS);
  const candidates: Candidate[] = [];
  for (const alert of alerts) {
    const place = placeOf(alert);
    const station = place ? await stationFor(alert) : null;
    if (!place || !station) continue;
    const timeZone = zoneFor(alert);
    const sourceKey = `${station.summary.id}|${place.latitude},${place.longitude}|${timeZone}|${alert.optimalConditionsAlert}`;
    let source = sources.get(sourceKey);
    if (!source) {
      source = eventSource({
        tideCache: deps.tideCache,
        optimalCache: deps.optimalCache,
        station,
        place,
        timeZone,
        from: now,
        to,
        withOptimal: alert.optimalConditionsAlert,
      });
      sources.set(sourceKey, source);
    }
    const events = upcomingAlertEvents({ settings: alert, source, now });
    if (events.length > 0) candidates.push({ alertId: alert.id, events, station });
  }
  if (candidates.length === 0) return candidates;

  // Events already told (or being told) are skipped, so the next one can go out.
  const told = await deps.db
    .select({ alertId: alertNotifications.alertId, eventKey: alertNotifications.eventKey })
    .from(alertNotifications)
    .where(
      and(
        inArray(
          alertNotifications.alertId,
          candidates.map((c) => c.alertId),
        ),
        gt(alertNotifications.eventTime, now),
      ),
    );
  const toldKeys = new Set(told.map((t) => `${t.alertId}|${t.eventKey}`));
  const byId = new Map(alerts.map((a) => [a.id, a]));
  const fresh: Candidate[] = [];
  for (const candidate of candidates) {
    const alert = byId.get(candidate.alertId) as DueAlert;
    const place = placeOf(alert) as Coordinates;
    const events: AlertEvent[] = [];
    for (const event of candidate.events) {
      if (toldKeys.has(`${candidate.alertId}|${event.key}`)) continue;
      if (deps.weatherCheck && !(await deps.weatherCheck(alert, place, event.time))) continue;
      events.push(event);
    }
    if (events.length > 0) fresh.push({ ...candidate, events });
  }
  return fresh;
}

/** Writes the first event of each candidate whose alert this worker could lock and is still due. */
async function recordBatch(db: Database, candidates: Candidate[], now: Date): Promise<number> {
  if (candidates.length === 0) return 0;
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: tideAlerts.id })
      .from(tideAlerts)
      .innerJoin(alertSubscribers, eq(alertSubscribers.email, tideAlerts.email))
      .where(
        and(
          inArray(
            tideAlerts.id,
            candidates.map((c) => c.alertId),
          ),
          dueCondition(now),
        ),
      )
      .for("update", { of: tideAlerts, skipLocked: true });
    const lockedIds = new Set(locked.map((row) => row.id));
    const rows = candidates
      .filter((c) => lockedIds.has(c.alertId))
      .map((c) => {
        const event = c.events[0] as AlertEvent;
        return {
          alertId: c.alertId,
          eventKey: event.key,
          eventType: event.type,
          eventTime: event.time,
          payload: JSON.stringify(noticePayload(event, c.station)),
          status: "pending",
          nextAttemptAt: now,
          createdAt: now,
        };
      });
    return insertNotices(tx as unknown as Database, rows, now);
  });
}

/**
 * Writes notices inside the transaction that locked their alerts: a notice already recorded
 * (same alert and event) is skipped, and each alert that got one is marked as told at `now`.
 * Returns how many were written.
 */
export async function insertNotices(
  tx: Database,
  rows: (typeof alertNotifications.$inferInsert)[],
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(alertNotifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ alertId: alertNotifications.alertId });
  if (inserted.length > 0) {
    await tx
      .update(tideAlerts)
      .set({ lastAlertSent: now })
      .where(
        inArray(
          tideAlerts.id,
          inserted.map((r) => r.alertId),
        ),
      );
  }
  return inserted.length;
}

export type RecordReport = { scanned: number; recorded: number };

/** One pass over every due alert, in batches by id. */
export async function recordDueNotices(
  deps: RecordDeps,
  options: { now: Date; batchSize?: number },
): Promise<RecordReport> {
  const { now } = options;
  const batchSize = options.batchSize ?? RECORD_BATCH_SIZE;
  const stationFor = stationChooser();
  const zoneFor = zoneChooser();
  // Alerts at one place share their events for the whole tick.
  const sources = new Map<string, EventSource>();
  let after = 0;
  let scanned = 0;
  let recorded = 0;
  for (;;) {
    const rows = await selectDueAlerts(deps.db, { now, after, limit: batchSize });
    if (rows.length === 0) break;
    scanned += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
    const candidates = await candidatesFor(deps, rows, now, stationFor, zoneFor, sources);
    recorded += await recordBatch(deps.db, candidates, now);
    if (rows.length < batchSize) break;
  }
  return { scanned, recorded };
}
