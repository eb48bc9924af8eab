import { eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { maskEmail } from "#core/alerts";
import type { GuideFields } from "#core/guides";
import type { Database } from "#server/db/client.server";
import { fishingLocations, type GuideRow, guideWaters } from "#server/db/schema";
import type { Mailer, MailMessage } from "#server/mail.server";
import { InvalidInputError } from "../errors";
import { hasProfanity } from "../reviews";

// What the guides' use cases share: their dependencies, the checks of a guide's fields against
// the database, and the rows' shapes for the audit log.

export type GuideDeps = { db: Database; mailer: Mailer; logger: Logger; publicUrl: string };

/** Sent after the answer: an address with a listing must not answer slower than any other. */
export function sendLater(
  deps: Pick<GuideDeps, "mailer" | "logger">,
  mail: MailMessage,
  event: string,
): void {
  void deps.mailer
    .send(mail)
    .catch((err: unknown) => deps.logger.error({ err, event }, "a guide's e-mail was not sent"));
}

/** The named waters are spots of the guide's state (the form offers only those). */
export async function checkWaters(db: Database, fields: Pick<GuideFields, "state" | "locationIds">) {
  if (fields.locationIds.length === 0) return;
  const found = await db
    .select({ id: fishingLocations.id, state: fishingLocations.state })
    .from(fishingLocations)
    .where(inArray(fishingLocations.id, fields.locationIds));
  if (found.length !== fields.locationIds.length)
    throw new InvalidInputError("Please choose waters from our spots", "locationIds");
  if (found.some((spot) => spot.state !== fields.state))
    throw new InvalidInputError(`Please choose waters of ${fields.state}`, "locationIds");
}

/** A guide's named waters become exactly `locationIds`. */
export async function replaceWaters(db: Database, guideId: number, locationIds: readonly number[]) {
  await db.delete(guideWaters).where(eq(guideWaters.guideId, guideId));
  if (locationIds.length > 0)
    await db.insert(guideWaters).values(locationIds.map((locationId) => ({ guideId, locationId })));
}

export async function watersOf(db: Database, guideId: number): Promise<number[]> {
  const rows = await db
    .select({ locationId: guideWaters.locationId })
    .from(guideWaters)
    .where(eq(guideWaters.guideId, guideId))
    .orderBy(guideWaters.locationId);
  return rows.map((r) => r.locationId);
}

/** The columns a guide's own fields fill (the address is set once, on applying). */
export function fieldColumns(fields: GuideFields) {
  return {
    name: fields.name,
    business: fields.business,
    phone: fields.phone,
    website: fields.website,
    licenseNumber: fields.licenseNumber,
    state: fields.state,
    regions: fields.regions,
    fishTypes: fields.fishTypes,
    tripKinds: fields.tripKinds,
    about: fields.about,
  };
}

/**
 * Why an application deserves a closer look, as the operators read it (the reviews' holds,
 * decision 032); null when nothing stands out. Links were refused by the schema already.
 */
export function guideHoldReason(fields: Pick<GuideFields, "name" | "business" | "about">, repeated: boolean) {
  if (repeated) return "The same text from the same address within 24 hours";
  if ([fields.name, fields.business, fields.about].some(hasProfanity)) return "Words from the profanity list";
  return null;
}

/** A guide as the audit log keeps it: the address masked, the applicant's keys left out. */
export function auditedGuide(row: GuideRow, waters?: readonly number[]) {
  const { authorKey: _author, textKey: _text, email, ...kept } = row;
  return { ...kept, email: maskEmail(email), ...(waters ? { locationIds: [...waters] } : {}) };
}
