// River flow alerts (docs/product.md "Live conditions"): a notice when the latest discharge at
// the alert's gauge enters its range [minFlow, maxFlow], once, until the flow leaves the range and
// enters it again. Each gauge is read once per tick, whatever the number of alerts on it, through
// the shared source cache (at most one request to USGS per gauge per 15 minutes).
//
// `flow_in_range` remembers, per alert, that the last reading was inside: a reading outside clears
// it for every alert on the gauge; a reading inside records a notice for each due alert not yet
// in range, in one transaction that locks those alerts (FOR UPDATE SKIP LOCKED) and sets the flag,
// so two workers never record it twice (and the notice's unique key would refuse a second one).

import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { alertSubscribers, fishingLocations, tideAlerts } from "../db/schema";
import type { NoticePayload } from "./notice";
import { dueCondition, insertNotices } from "./record";

export type FlowReading = { value: number; time: string; site: { id: string; name: string } };

/** The gauge's latest discharge, or null when it cannot be read. */
export type FlowReader = (siteId: string) => Promise<FlowReading | null>;

/** A flow notice is news for a few hours; after that the river may have changed again. */
export const FLOW_NOTICE_VALID_MS = 6 * 3_600_000;

const inRange = (flow: number) =>
  sql`(${tideAlerts.minFlow} is null or ${tideAlerts.minFlow} <= ${flow}) and (${tideAlerts.maxFlow} is null or ${tideAlerts.maxFlow} >= ${flow})`;

const onGauge = (siteId: string) =>
  inArray(
    tideAlerts.locationId,
    sql`(select ${fishingLocations.id} from ${fishingLocations} where ${fishingLocations.usgsSite} = ${siteId})`,
  );

export type FlowReport = { gauges: number; flowRecorded: number };

export async function recordFlowNotices(
  deps: { db: Database; readFlow: FlowReader },
  { now }: { now: Date },
): Promise<FlowReport> {
  const { db } = deps;
  const gauges = await db
    .selectDistinct({ site: fishingLocations.usgsSite })
    .from(tideAlerts)
    .innerJoin(fishingLocations, eq(fishingLocations.id, tideAlerts.locationId))
    .where(
      and(
        eq(tideAlerts.riverFlowAlert, true),
        eq(tideAlerts.active, true),
        isNotNull(fishingLocations.usgsSite),
      ),
    );
  let flowRecorded = 0;
  for (const { site } of gauges) {
    if (!site) continue;
    const reading = await deps.readFlow(site);
    if (!reading) continue;
    // Out of range: the next entry will be news again.
    await db
      .update(tideAlerts)
      .set({ flowInRange: false })
      .where(
        and(
          eq(tideAlerts.riverFlowAlert, true),
          eq(tideAlerts.flowInRange, true),
          onGauge(site),
          sql`not (${inRange(reading.value)})`,
        ),
      );
    flowRecorded += await recordEntries(db, site, reading, now);
  }
  return { gauges: gauges.length, flowRecorded };
}

async function recordEntries(db: Database, site: string, reading: FlowReading, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const entering = await tx
      .select({ id: tideAlerts.id, minFlow: tideAlerts.minFlow, maxFlow: tideAlerts.maxFlow })
      .from(tideAlerts)
      .innerJoin(alertSubscribers, eq(alertSubscribers.email, tideAlerts.email))
      .where(
        and(
          eq(tideAlerts.riverFlowAlert, true),
          eq(tideAlerts.flowInRange, false),
          onGauge(site),
          inRange(reading.value),
          dueCondition(now),
        ),
      )
      .for("update", { of: tideAlerts, skipLocked: true });
    if (entering.length === 0) return 0;
    const rows = entering.map((alert) => {
      const payload: NoticePayload = {
        type: "flow",
        time: reading.time,
        flow: reading.value,
        minFlow: alert.minFlow,
        maxFlow: alert.maxFlow,
        site: reading.site,
      };
      return {
        alertId: alert.id,
        eventKey: `flow:${reading.time}`,
        eventType: "flow",
        eventTime: new Date(now.getTime() + FLOW_NOTICE_VALID_MS),
        payload: JSON.stringify(payload),
        status: "pending",
        nextAttemptAt: now,
        createdAt: now,
      };
    });
    // Set inside the lock: another worker waiting on these alerts finds them in range.
    await tx
      .update(tideAlerts)
      .set({ flowInRange: true })
      .where(
        inArray(
          tideAlerts.id,
          entering.map((a) => a.id),
        ),
      );
    return insertNotices(tx as unknown as Database, rows, now);
  });
}
