import { and, eq, inArray, sql } from "drizzle-orm";
import { maskEmail } from "#core/alerts";
import { guideUpdateSchema } from "#core/curatedGuides";
import {
  GUIDE_LINK_ANSWER,
  GUIDE_UPDATED_ANSWER,
  GUIDE_WITHDRAWN_ANSWER,
  type GuideStatus,
  type GuideUpdateInput,
  guideLinkRequestSchema,
  type TripKind,
} from "#core/guides";
import type { Database } from "#server/db/client.server";
import { type GuideRow, guides } from "#server/db/schema";
import { recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { manageLinkMessage } from "./guideMail";
import {
  auditedGuide,
  checkWaters,
  fieldColumns,
  type GuideDeps,
  guideHoldReason,
  replaceWaters,
  sendLater,
  watersOf,
} from "./guideRows";
import { issueGuideLink, peekGuideLink, spendGuideLink } from "./guideTokens";

// A guide updates or withdraws the listing through a link e-mailed on request
// (docs/product.md "Local guides"): it works once, for 15 minutes, as an operator's sign-in link.
// Reading what the link would change spends nothing; an update or a withdrawal spends it.

/** Who the audit log names for a guide's own changes: guides have no accounts. */
export const GUIDE_ACTOR = "guide (e-mailed link)";

/** Statuses whose listing the guide may ask a link for. */
const MANAGEABLE: GuideStatus[] = ["pending", "approved", "hidden"];

/** POST /api/guides/update-link: answers GUIDE_LINK_ANSWER, the same for every address. */
export async function requestGuideUpdateLink(deps: GuideDeps, input: { email: unknown }) {
  const email = guideLinkRequestSchema.parse(input).email.toLowerCase();
  const [guide] = await deps.db
    .select({ id: guides.id })
    .from(guides)
    .where(and(eq(guides.email, email), inArray(guides.status, MANAGEABLE)));
  if (guide) {
    const token = await issueGuideLink(deps.db, { guideId: guide.id, email, purpose: "manage" });
    if (token)
      sendLater(
        deps,
        manageLinkMessage({ publicUrl: deps.publicUrl, email, token }),
        "guides.link_mail_failed",
      );
  }
  return { message: GUIDE_LINK_ANSWER };
}

/** The listing as its guide edits it: their own fields, the address masked (a shared screen). */
export type ManagedGuide = {
  id: number;
  status: GuideStatus;
  email: string;
  name: string;
  business: string;
  phone: string | null;
  website: string | null;
  licenseNumber: string;
  state: string;
  regions: string[];
  locationIds: number[];
  fishTypes: string[];
  tripKinds: TripKind[];
  about: string;
};

async function managedGuide(db: Database, row: GuideRow): Promise<ManagedGuide> {
  return {
    id: row.id,
    status: row.status as GuideStatus,
    email: maskEmail(row.email),
    name: row.name,
    business: row.business,
    phone: row.phone,
    website: row.website,
    licenseNumber: row.licenseNumber,
    state: row.state,
    regions: row.regions,
    locationIds: await watersOf(db, row.id),
    fishTypes: row.fishTypes,
    tripKinds: row.tripKinds as TripKind[],
    about: row.about,
  };
}

async function guideRow(db: Database, id: number, lock = false): Promise<GuideRow> {
  const query = db.select().from(guides).where(eq(guides.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || !MANAGEABLE.includes(row.status as GuideStatus)) throw new NotFoundError("Guide not found");
  return row;
}

/** GET /api/guides/manage: what the link would change; the link is not spent. */
export async function findGuideForUpdate(db: Database, { token }: { token: unknown }): Promise<ManagedGuide> {
  return managedGuide(db, await guideRow(db, await peekGuideLink(db, token, "manage")));
}

/**
 * PUT /api/guides/manage: spends the link and stores the new fields. A changed listing waits for
 * the operators' review again (`pending`) and leaves the pages meanwhile, so nothing is shown
 * that no operator has read. A listing our team hid cannot be changed, only withdrawn (409).
 */
export async function updateGuideListing(
  db: Database,
  { token, input }: { token: unknown; input: GuideUpdateInput },
): Promise<{ message: string; status: "pending" }> {
  const fields = guideUpdateSchema.parse(input);
  await checkWaters(db, fields);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const before = await guideRow(t, await spendGuideLink(t, token, "manage"), true);
    if (before.status === "hidden")
      throw new ConflictError("Our team has hidden this listing: it can be withdrawn, not changed.");
    const beforeWaters = await watersOf(t, before.id);
    const [after] = await t
      .update(guides)
      .set({
        ...fieldColumns(fields),
        status: "pending",
        holdReason: guideHoldReason(fields, false),
        updatedAt: sql`now()`,
      })
      .where(eq(guides.id, before.id))
      .returning();
    if (!after) throw new Error("Update returned no row");
    await replaceWaters(t, before.id, fields.locationIds);
    await recordAudit(t, {
      operator: GUIDE_ACTOR,
      action: "guide.update",
      targetType: "guide",
      targetId: before.id,
      before: auditedGuide(before, beforeWaters),
      after: auditedGuide(after, fields.locationIds),
    });
  });
  return { message: GUIDE_UPDATED_ANSWER, status: "pending" };
}

/** DELETE /api/guides/manage: spends the link; the listing leaves every page at once. */
export async function withdrawGuideListing(
  db: Database,
  { token }: { token: unknown },
): Promise<{ message: string; status: "withdrawn" }> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const before = await guideRow(t, await spendGuideLink(t, token, "manage"), true);
    const [after] = await t
      .update(guides)
      .set({ status: "withdrawn", updatedAt: sql`now()` })
      .where(eq(guides.id, before.id))
      .returning();
    if (!after) throw new Error("Update returned no row");
    await recordAudit(t, {
      operator: GUIDE_ACTOR,
      action: "guide.withdraw",
      targetType: "guide",
      targetId: before.id,
      before: auditedGuide(before),
      after: auditedGuide(after),
    });
  });
  return { message: GUIDE_WITHDRAWN_ANSWER, status: "withdrawn" };
}
