import { desc, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { maskEmail } from "#core/alerts";
import { type ProblemDecision, problemDecisionSchema } from "#core/problemReports";
import type { Database } from "#server/db/client.server";
import { fishingLocations, locationProblemReports, type ProblemReportRow } from "#server/db/schema";
import type { Mailer } from "#server/mail.server";
import { recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { resolvedReportMessage } from "./reportMail";

// The console's queue of problem reports (docs/product.md "Operator console", decision 050): the
// reports that wait, newest first, grouped by spot; each resolved or dismissed with a note, in
// one transaction with its audit entry. A reporter who left an address is mailed once, when
// their report is resolved; the address is dropped with the decision either way.

export const QUEUE_LIMIT = 200;
export const DECIDED_LIMIT = 30;

const WAITING = ["open", "held"] as const;

/** A report as the console shows it: the reply address masked, never the reporter's keys. */
export type ConsoleProblemReport = {
  id: number;
  locationId: number;
  kind: string;
  note: string | null;
  replyEmail: string | null;
  reportedOn: string;
  status: string;
  holdReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  decisionNote: string | null;
};

export type ProblemReportGroup = {
  location: { id: number; name: string; state: string };
  reports: ConsoleProblemReport[];
};

export type ProblemReportQueue = {
  /** Spots with reports that wait, the spot with the newest report first; each spot's newest first. */
  waiting: ProblemReportGroup[];
  waitingCount: number;
  /** The latest decisions, newest first. */
  decided: (ConsoleProblemReport & { locationName: string })[];
};

function forConsole(row: ProblemReportRow): ConsoleProblemReport {
  const { reporterKey: _reporterKey, textKey: _textKey, replyEmail, ...rest } = row;
  return { ...rest, replyEmail: replyEmail === null ? null : maskEmail(replyEmail) };
}

const located = {
  report: locationProblemReports,
  location: { id: fishingLocations.id, name: fishingLocations.name, state: fishingLocations.state },
};

export async function listProblemReportQueue(db: Database): Promise<ProblemReportQueue> {
  const [waitingRows, decidedRows] = await Promise.all([
    db
      .select(located)
      .from(locationProblemReports)
      .innerJoin(fishingLocations, eq(fishingLocations.id, locationProblemReports.locationId))
      .where(inArray(locationProblemReports.status, [...WAITING]))
      .orderBy(desc(locationProblemReports.createdAt), desc(locationProblemReports.id))
      .limit(QUEUE_LIMIT + 1),
    db
      .select(located)
      .from(locationProblemReports)
      .innerJoin(fishingLocations, eq(fishingLocations.id, locationProblemReports.locationId))
      .where(inArray(locationProblemReports.status, ["resolved", "dismissed"]))
      .orderBy(desc(locationProblemReports.decidedAt), desc(locationProblemReports.id))
      .limit(DECIDED_LIMIT),
  ]);
  // A Map keeps its keys in the order they came: the spot of the newest report first.
  const groups = new Map<number, ProblemReportGroup>();
  for (const { report, location } of waitingRows.slice(0, QUEUE_LIMIT)) {
    const group = groups.get(location.id) ?? { location, reports: [] };
    group.reports.push(forConsole(report));
    groups.set(location.id, group);
  }
  return {
    waiting: [...groups.values()],
    waitingCount: waitingRows.length,
    decided: decidedRows.map(({ report, location }) => ({
      ...forConsole(report),
      locationName: location.name,
    })),
  };
}

/** The audit log's copy of a report: no keys, the address masked. */
function audited(row: ProblemReportRow) {
  return forConsole(row);
}

export type ProblemReportDeps = { db: Database; mailer: Mailer; publicUrl: string; logger: Logger };

const TO: Record<ProblemDecision, "resolved" | "dismissed"> = { resolve: "resolved", dismiss: "dismissed" };

/** Resolves or dismisses a waiting report (409 once decided); audited as `problem-report.<decision>`. */
export async function decideProblemReport(
  deps: ProblemReportDeps,
  {
    id,
    decision,
    operator,
    note,
  }: { id: number; decision: ProblemDecision; operator: string; note: unknown },
): Promise<ConsoleProblemReport> {
  const input = problemDecisionSchema.parse({ note });
  const { before, after, locationName } = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .select(located)
      .from(locationProblemReports)
      .innerJoin(fishingLocations, eq(fishingLocations.id, locationProblemReports.locationId))
      .where(eq(locationProblemReports.id, id))
      .for("update", { of: locationProblemReports });
    if (!row) throw new NotFoundError(`Report #${id} not found.`);
    if (!(WAITING as readonly string[]).includes(row.report.status))
      throw new ConflictError(`Report #${id} is already ${row.report.status}.`);
    const [changed] = await t
      .update(locationProblemReports)
      // The reply address is needed for one e-mail at most: it goes with the decision.
      .set({
        status: TO[decision],
        decidedAt: new Date(),
        decidedBy: operator,
        decisionNote: input.note,
        replyEmail: null,
      })
      .where(eq(locationProblemReports.id, id))
      .returning();
    if (!changed) throw new Error("Update returned no row");
    await recordAudit(t, {
      operator,
      action: `problem-report.${decision}`,
      targetType: "problem-report",
      targetId: id,
      before: audited(row.report),
      after: audited(changed),
    });
    return { before: row.report, after: changed, locationName: row.location.name };
  });
  if (decision === "resolve" && before.replyEmail) {
    const mail = resolvedReportMessage({
      publicUrl: deps.publicUrl,
      email: before.replyEmail,
      locationId: before.locationId,
      locationName,
      kind: before.kind,
      note: input.note,
    });
    // After the commit, and not awaited: the decision stands whether or not the mail goes.
    void deps.mailer
      .send(mail)
      .catch((err: unknown) =>
        deps.logger.error({ err, event: "problem_reports.mail_failed" }, "a reporter's e-mail was not sent"),
      );
  }
  return forConsole(after);
}
