import { desc, eq } from "drizzle-orm";
import { maskEmail } from "#core/alerts";
import {
  type LocationSuggestionInput,
  locationRecordSchema,
  locationSuggestionInputSchema,
} from "#core/schemas";
import { stateAgency } from "#core/stateAgencies";
import { US_STATES, type UsState } from "#core/states";
import type { Database } from "#server/db/client.server";
import { locationSuggestions, type SuggestionRow } from "#server/db/schema";
import type { Mailer } from "#server/mail.server";
import { recordAudit } from "../audit";
import { ConflictError, NotFoundError } from "../errors";
import { locationsChanged } from "./locationChanges";
import { createLocation, type Location } from "./locations";

/** docs/product.md "API: suggestions": stored, and the team is told by e-mail at CONTACT_EMAIL. */
export type LocationSuggestionInputArg = LocationSuggestionInput;

export async function createLocationSuggestion(
  db: Database,
  mailer: Mailer,
  {
    input,
    teamEmail,
    consoleUrl,
  }: {
    input: LocationSuggestionInput;
    teamEmail: string;
    /** The console's suggestions screen, when there is a console: the main way to decide. */
    consoleUrl?: string;
  },
): Promise<SuggestionRow> {
  const suggestion = locationSuggestionInputSchema.parse(input);
  const [row] = await db
    .insert(locationSuggestions)
    .values({
      name: suggestion.name,
      description: suggestion.description,
      contactName: suggestion.contactName,
      contactEmail: suggestion.contactEmail,
      fishTypes: suggestion.fishTypes?.length ? suggestion.fishTypes : null,
      facilities: suggestion.facilities,
      submitted: new Date().toISOString(),
    })
    .returning();
  if (!row) throw new Error("Insert returned no row");
  await mailer.send({
    to: teamEmail,
    subject: `New Fishing Spot Suggestion: ${row.name}`,
    headers: { "Reply-To": row.contactEmail },
    text: [
      `Suggestion #${row.id}, submitted ${row.submitted}`,
      "",
      `Location: ${row.name}`,
      `Description: ${row.description}`,
      `Fish types: ${row.fishTypes?.join(", ") || "-"}`,
      `Facilities: ${row.facilities ?? "-"}`,
      `From: ${row.contactName} <${row.contactEmail}>`,
      "",
      ...(consoleUrl ? [`Approve or reject it in the console: ${consoleUrl}`] : []),
      `Approve with: npm run suggestions -- approve ${row.id}`,
    ].join("\n"),
  });
  return row;
}

export async function findSuggestions(db: Database): Promise<SuggestionRow[]> {
  return db.select().from(locationSuggestions).orderBy(desc(locationSuggestions.id));
}

/**
 * A suggestion as the audit log keeps it: the contact address masked, as the console shows it
 * (docs/product.md "Masked addresses"), so the log and its CSV export carry no visitor's address.
 */
export function auditedSuggestion(row: SuggestionRow) {
  return { ...row, contactEmail: maskEmail(row.contactEmail) };
}

/** Until the team edits it: the state's licence and its agency's current rules. */
function permitsPlaceholder(state: string): string {
  if (state === "Oregon") return "Oregon angling license. Check current ODFW regulations.";
  const agency = (US_STATES as readonly string[]).includes(state) ? stateAgency(state as UsState) : null;
  return agency
    ? `${state} fishing license. Check current ${agency.agencyShort} regulations.`
    : `${state} fishing license. Check current state regulations.`;
}

/**
 * Operator tool: a suggestion becomes a location. Fields the suggestion form does not
 * collect are filled with honest placeholders the team edits afterwards. Audited as
 * `suggestion.approve` in the same transaction (docs/product.md "Audit log"); without an
 * `operator` the caller is the command-line tool (`npm run suggestions`), recorded as "cli".
 */
export async function approveSuggestion(
  db: Database,
  {
    id,
    state = "Oregon",
    region,
    latitude,
    longitude,
    operator = "cli",
  }: { id: number; state?: string; region: string; latitude: string; longitude: string; operator?: string },
): Promise<Location> {
  const location = await db.transaction(async (tx) => {
    const [suggestion] = await tx
      .select()
      .from(locationSuggestions)
      .where(eq(locationSuggestions.id, id))
      .for("update");
    if (!suggestion) throw new NotFoundError(`Suggestion ${id} not found`);
    if (suggestion.status !== "pending")
      throw new ConflictError(`Suggestion #${id} is already ${suggestion.status}.`);
    const record = locationRecordSchema.parse({
      name: suggestion.name,
      description: suggestion.description,
      state,
      region,
      fishTypes: suggestion.fishTypes?.length ? suggestion.fishTypes : ["trout"],
      bestSeasons: "Jan-Dec",
      accessibility: "Ask locally about access before you go.",
      facilities: suggestion.facilities
        ? suggestion.facilities
            .split(/[,;]/)
            .map((f) => f.trim())
            .filter((f) => f.length >= 2)
        : [],
      permits: permitsPlaceholder(state),
      latitude,
      longitude,
    });
    const location = await createLocation(tx as unknown as Database, { record });
    const [after] = await tx
      .update(locationSuggestions)
      .set({ status: "approved", approvedLocationId: location.id })
      .where(eq(locationSuggestions.id, id))
      .returning();
    await recordAudit(tx as unknown as Database, {
      operator,
      action: "suggestion.approve",
      targetType: "suggestion",
      targetId: id,
      before: auditedSuggestion(suggestion),
      after: after ? { ...auditedSuggestion(after), location } : null,
    });
    return location;
  });
  locationsChanged(db);
  return location;
}
