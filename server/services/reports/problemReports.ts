import { and, eq, gt } from "drizzle-orm";
import {
  type ProblemReportAnswer,
  type ProblemReportInput,
  problemReportAnswer,
  problemReportInputSchema,
} from "#core/problemReports";
import { spotTimeZone, zoneToday } from "#core/zoneClock";
import type { Database } from "#server/db/client.server";
import { locationProblemReports } from "#server/db/schema";
import { getLocation } from "../locations";
import { addressKey, holdReason, textKey } from "../reviews";

// "Report a problem with this spot" (docs/product.md "Problem reports", decision 050): taken from
// anyone, checked as a review is (the write limit per address, the spam holds), and counted once
// per address, spot and day on the spot's own clock.

const DAY_MS = 24 * 60 * 60 * 1000;

export type TakenProblemReport = ProblemReportAnswer & {
  /** Why the report waits apart in the console's queue (the reviews' holds), or null. */
  holdReason: string | null;
};

/**
 * POST /api/locations/{id}/problem-reports and the spot page's form. A second report from the
 * same address on the same spot the same day is thanked but not kept: the unique key refuses it,
 * so two at once cannot both count.
 */
export async function reportProblem(
  db: Database,
  {
    locationId,
    input,
    clientAddress,
  }: { locationId: number; input: ProblemReportInput; clientAddress: string },
): Promise<TakenProblemReport> {
  const report = problemReportInputSchema.parse(input);
  const location = await getLocation(db, { id: locationId });
  // Our clock, not the database's: the day and the repeat window agree with each other.
  const now = new Date();
  const reporterKey = await addressKey(db, clientAddress);
  const keyOfText = report.note ? await textKey(db, report.note) : null;
  let held: string | null = null;
  if (report.note && keyOfText) {
    const earlier = await db
      .select({ id: locationProblemReports.id })
      .from(locationProblemReports)
      .where(
        and(
          eq(locationProblemReports.reporterKey, reporterKey),
          eq(locationProblemReports.textKey, keyOfText),
          gt(locationProblemReports.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .limit(1);
    held = holdReason({ text: report.note, userName: "", repeated: earlier.length > 0 });
  }
  const inserted = await db
    .insert(locationProblemReports)
    .values({
      locationId,
      kind: report.kind,
      note: report.note,
      replyEmail: report.email,
      reporterKey,
      textKey: keyOfText,
      reportedOn: zoneToday(spotTimeZone(location), now),
      status: held ? "held" : "open",
      holdReason: held,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: locationProblemReports.id });
  const counted = inserted.length > 0;
  return { ...problemReportAnswer(counted, report.email !== null), holdReason: counted ? held : null };
}
