import { asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { maskEmail } from "#core/alerts";
import { guideUpdateSchema } from "#core/curatedGuides";
import { type GuideStatus, type GuideUpdateInput, guideReasonSchema } from "#core/guides";
import type { Database } from "#server/db/client.server";
import { fishingLocations, type GuideRow, guideReports, guides, guideWaters } from "#server/db/schema";
import type { MailMessage } from "#server/mail.server";
import { recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { approvedMessage, rejectedMessage } from "./guideMail";
import { isOpenGuideReport } from "./guideReports";
import {
  auditedGuide,
  checkWaters,
  fieldColumns,
  type GuideDeps,
  replaceWaters,
  sendLater,
  watersOf,
} from "./guideRows";

// The console's Guides section (docs/product.md "Local guides"): the applications and listings,
// and the operators' decisions on them, each audited in its own transaction. A rejection's
// reason and an approval are mailed to the guide.

export type ConsoleGuide = {
  id: number;
  status: GuideStatus;
  name: string;
  business: string;
  /** Masked, as every address in the console. */
  email: string;
  phone: string | null;
  website: string | null;
  licenseNumber: string;
  state: string;
  regions: string[];
  waters: { id: number; name: string }[];
  fishTypes: string[];
  tripKinds: string[];
  about: string;
  holdReason: string | null;
  moderationNote: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  moderatedAt: Date | null;
  reports: { reason: string; note: string | null; createdAt: Date }[];
};

export const CONSOLE_GUIDES_LIMIT = 200;

/**
 * The applications and listings of one status, or (without one) all but the unconfirmed ones:
 * those waiting for a decision first, then oldest first, so nothing waits forever.
 */
export async function listConsoleGuides(
  db: Database,
  { status }: { status?: GuideStatus } = {},
): Promise<ConsoleGuide[]> {
  const rows = await db
    .select()
    .from(guides)
    .where(status ? eq(guides.status, status) : ne(guides.status, "unconfirmed"))
    .orderBy(sql`${guides.status} <> 'pending'`, asc(guides.createdAt), asc(guides.id))
    .limit(CONSOLE_GUIDES_LIMIT);
  return withDetails(db, rows);
}

/** One guide as the console shows it, whatever its status (its edit page); 404 for none. */
export async function findConsoleGuide(db: Database, { id }: { id: number }): Promise<ConsoleGuide> {
  const [guide] = await withDetails(db, await db.select().from(guides).where(eq(guides.id, id)));
  if (!guide) throw new NotFoundError("Guide not found");
  return guide;
}

/** The rows with their named waters and open reports, the address masked. */
async function withDetails(db: Database, rows: GuideRow[]): Promise<ConsoleGuide[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [waters, reports] = await Promise.all([
    db
      .select({ guideId: guideWaters.guideId, id: fishingLocations.id, name: fishingLocations.name })
      .from(guideWaters)
      .innerJoin(fishingLocations, eq(fishingLocations.id, guideWaters.locationId))
      .where(inArray(guideWaters.guideId, ids))
      .orderBy(asc(fishingLocations.name)),
    db
      .select({
        guideId: guideReports.guideId,
        reason: guideReports.reason,
        note: guideReports.note,
        createdAt: guideReports.createdAt,
      })
      .from(guideReports)
      .innerJoin(guides, isOpenGuideReport)
      .where(inArray(guides.id, ids))
      .orderBy(desc(guideReports.createdAt)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    status: row.status as GuideStatus,
    name: row.name,
    business: row.business,
    email: maskEmail(row.email),
    phone: row.phone,
    website: row.website,
    licenseNumber: row.licenseNumber,
    state: row.state,
    regions: row.regions,
    waters: waters.filter((w) => w.guideId === row.id).map(({ id, name }) => ({ id, name })),
    fishTypes: row.fishTypes,
    tripKinds: row.tripKinds,
    about: row.about,
    holdReason: row.holdReason,
    moderationNote: row.moderationNote,
    createdAt: row.createdAt,
    confirmedAt: row.confirmedAt,
    moderatedAt: row.moderatedAt,
    reports: reports.filter((r) => r.guideId === row.id).map(({ guideId: _g, ...r }) => r),
  }));
}

export type GuideDecision = { id: number; status: GuideStatus };
type Decision = { id: number; operator: string };

/**
 * One decision: the guide row locked, the move checked against the statuses it may come from
 * (409 otherwise), the change and its audit entry in one transaction; the mail after the commit.
 */
async function decide(
  deps: GuideDeps,
  { id, operator }: Decision,
  decision: {
    action: string;
    from: readonly GuideStatus[];
    to: GuideStatus;
    note: string | null;
    mail?: (row: GuideRow) => MailMessage;
  },
): Promise<GuideDecision> {
  const after = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [before] = await t.select().from(guides).where(eq(guides.id, id)).for("update");
    if (!before) throw new NotFoundError("Guide not found");
    if (!decision.from.includes(before.status as GuideStatus))
      throw new ConflictError(`Guide #${id} is ${before.status}: it cannot be ${decision.to} now.`);
    const [changed] = await t
      .update(guides)
      .set({ status: decision.to, moderationNote: decision.note, moderatedAt: sql`now()` })
      .where(eq(guides.id, id))
      .returning();
    if (!changed) throw new Error("Update returned no row");
    await recordAudit(t, {
      operator,
      action: decision.action,
      targetType: "guide",
      targetId: id,
      before: auditedGuide(before),
      after: auditedGuide(changed),
    });
    return changed;
  });
  if (decision.mail) sendLater(deps, decision.mail(after), "guides.decision_mail_failed");
  return { id, status: decision.to };
}

/** Lists the guide: from review, from hidden (its reports so far are settled), or a rejection reconsidered. */
export function approveGuide(deps: GuideDeps, decision: Decision): Promise<GuideDecision> {
  return decide(deps, decision, {
    action: "guide.approve",
    from: ["pending", "hidden", "rejected"],
    to: "approved",
    note: null,
    mail: (row) => approvedMessage({ publicUrl: deps.publicUrl, email: row.email, business: row.business }),
  });
}

/** Refuses the application with a reason, which the guide is mailed. */
export function rejectGuide(
  deps: GuideDeps,
  decision: Decision & { reason: unknown },
): Promise<GuideDecision> {
  const { reason } = guideReasonSchema.parse({ reason: decision.reason });
  return decide(deps, decision, {
    action: "guide.reject",
    from: ["pending", "hidden"],
    to: "rejected",
    note: reason,
    mail: (row) =>
      rejectedMessage({ publicUrl: deps.publicUrl, email: row.email, business: row.business, reason }),
  });
}

/** Takes a listing (or an application) off every page until an operator approves it again. */
export function hideGuide(deps: GuideDeps, decision: Decision & { reason: unknown }): Promise<GuideDecision> {
  const { reason } = guideReasonSchema.parse({ reason: decision.reason });
  return decide(deps, decision, {
    action: "guide.hide",
    from: ["pending", "approved"],
    to: "hidden",
    note: reason,
  });
}

/**
 * An operator's correction of the guide's fields (a typo in the licence number, a water left
 * out); the status stays. A withdrawn listing is the guide's to bring back, not ours (409).
 */
export async function editGuide(
  db: Database,
  { id, operator, input }: Decision & { input: GuideUpdateInput },
): Promise<GuideDecision> {
  const fields = guideUpdateSchema.parse(input);
  await checkWaters(db, fields);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [before] = await t.select().from(guides).where(eq(guides.id, id)).for("update");
    if (!before) throw new NotFoundError("Guide not found");
    if (before.status === "withdrawn")
      throw new ConflictError(`Guide #${id} is withdrawn: it cannot be edited.`);
    const beforeWaters = await watersOf(t, id);
    const [after] = await t
      .update(guides)
      .set({ ...fieldColumns(fields), updatedAt: sql`now()` })
      .where(eq(guides.id, id))
      .returning();
    if (!after) throw new Error("Update returned no row");
    await replaceWaters(t, id, fields.locationIds);
    await recordAudit(t, {
      operator,
      action: "guide.edit",
      targetType: "guide",
      targetId: id,
      before: auditedGuide(before, beforeWaters),
      after: auditedGuide(after, fields.locationIds),
    });
    return { id, status: after.status as GuideStatus };
  });
}
