import * as z from "zod";
import { type CuratedRegions, regionsOf } from "./curatedRegions";
import { FISH_TYPE_VALUES } from "./fishTypeList";
import { GUIDE_LIMITS, type GuideMatch, TRIP_KINDS, type TripKind } from "./guideChoices";
import { countLinks } from "./links";

// The Local Guides directory (docs/product.md "Local guides", decision 041): the application's
// schema, shared by the /guides/apply form and POST /api/guides, the listing's answer and the
// daily rotation that orders it. The words and limits a page shows without zod are in
// ./guideChoices.ts, re-exported here.

export * from "./guideChoices";

const TRIP_KIND_VALUES = TRIP_KINDS.map((k) => k.value) as [TripKind, ...TripKind[]];

/** A guide's links from e-mail: the update link works once, for this long (as an operator's sign-in link). */
export const GUIDE_LINK_MINUTES = 15;
/** A confirmation link works once, within this many days. */
export const GUIDE_CONFIRM_DAYS = 7;

/** The one answer to every application, whatever the address. */
export const GUIDE_APPLIED_ANSWER =
  "Thanks! If the address is right, a confirmation link is on its way. Your application reaches our team once you confirm it.";
/** The one answer to every request for an update link. */
export const GUIDE_LINK_ANSWER = `If that address has a listing, a link to update or withdraw it is on its way. It works once, for ${GUIDE_LINK_MINUTES} minutes.`;
export const GUIDE_CONFIRMED_ANSWER =
  "Thanks! Your application is confirmed and waits for our team's review.";
export const GUIDE_LINK_REFUSED = "This link has expired or was already used.";
export const GUIDE_UPDATED_ANSWER =
  "Thanks! Your changes wait for our team's review; the listing shows again once they are approved.";
export const GUIDE_WITHDRAWN_ANSWER = "Your listing is withdrawn. It leaves every page now.";
export const NO_LINKS_OUTSIDE_WEBSITE = "Links are allowed only in the website field";

/** Empty form fields mean "not given". */
const optional = (schema: z.ZodString) =>
  z
    .preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), schema.nullish())
    .transform((v) => v ?? null);

/** A form posts one value as a string and several as a list; the API posts lists. */
const listOf = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).min(1, message).max(max),
  );

const noLinks = (schema: z.ZodString) =>
  schema.refine((v) => countLinks(v) === 0, { message: NO_LINKS_OUTSIDE_WEBSITE });

const text = (label: string, { min, max }: { min: number; max: number }) =>
  noLinks(
    z
      .string({ error: `${label} must be at least ${min} characters` })
      .trim()
      .min(min, `${label} must be at least ${min} characters`)
      .max(max, `${label} must be at most ${max} characters`),
  );

/** The fields a guide sends, on applying and on updating through the e-mailed link; the state
 * comes with the curated list (guideSchemas). */
const guideFields = {
  name: text("Name", GUIDE_LIMITS.name),
  business: text("Business name", GUIDE_LIMITS.business),
  phone: optional(
    noLinks(
      z
        .string()
        .trim()
        .max(GUIDE_LIMITS.phone, `Phone must be at most ${GUIDE_LIMITS.phone} characters`)
        .regex(/^\+?[\d\s().-]{7,}$/, "Please enter a phone number"),
    ),
  ),
  website: optional(
    z
      .string()
      .trim()
      .max(GUIDE_LIMITS.website, `Website must be at most ${GUIDE_LIMITS.website} characters`)
      .refine((v) => isWebAddress(v), "Website must be an address starting with https:// or http://"),
  ),
  licenseNumber: noLinks(
    z
      .string({ error: "Please enter your guide licence or registration number" })
      .trim()
      .min(GUIDE_LIMITS.licenseNumber.min, "Please enter your guide licence or registration number")
      .max(GUIDE_LIMITS.licenseNumber.max, `Must be at most ${GUIDE_LIMITS.licenseNumber.max} characters`)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./#-]*$/, "Use letters, digits, spaces and - . / # only"),
  ),
  regions: listOf(z.string().trim().min(1).max(60), 20, "Please choose at least one region"),
  locationIds: z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.coerce.number().int().positive().max(2_147_483_647))
      .max(GUIDE_LIMITS.locationIds, `Choose at most ${GUIDE_LIMITS.locationIds} waters`),
  ),
  fishTypes: listOf(
    z.enum(FISH_TYPE_VALUES as [string, ...string[]], {
      error: "Please choose fish from the list",
    }),
    FISH_TYPE_VALUES.length,
    "Please choose at least one fish",
  ),
  tripKinds: listOf(
    z.enum(TRIP_KIND_VALUES, { error: `Trip kinds are ${TRIP_KIND_VALUES.join(", ")}` }),
    TRIP_KIND_VALUES.length,
    "Please choose at least one kind of trip",
  ),
  about: text("About your trips", GUIDE_LIMITS.about),
};

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const distinct = <
  T extends { regions: string[]; locationIds: number[]; fishTypes: string[]; tripKinds: string[] },
>(
  v: T,
): T => ({
  ...v,
  regions: [...new Set(v.regions)],
  locationIds: [...new Set(v.locationIds)],
  fishTypes: [...new Set(v.fishTypes)],
  tripKinds: [...new Set(v.tripKinds)],
});

/**
 * The guides' schemas for the curated states given: the state is one of them and each region is
 * that state's ("Curated states"). The server builds them with its profiles (core/curatedGuides.ts),
 * a form in the browser with the list its loader sent.
 */
export function guideSchemas(curated: CuratedRegions) {
  const fields = {
    ...guideFields,
    state: z.enum(curated.map((entry) => entry.state) as [string, ...string[]], {
      error: "Please choose a state we cover",
    }),
  };
  const regionsOfState = (input: { state: string; regions: string[] }, ctx: z.RefinementCtx) => {
    const regions = regionsOf(curated, input.state);
    input.regions.forEach((region, i) => {
      if (!regions.includes(region))
        ctx.addIssue({
          code: "custom",
          path: ["regions", i],
          message: `Please choose a region of ${input.state}`,
        });
    });
  };
  /** The fields' shapes alone, for documents and forms; the two below add the cross-field checks. */
  const fieldsSchema = z.object(fields);
  return {
    fields: fieldsSchema,
    /** What a guide may change through the e-mailed link, and an operator in the console: all but the address. */
    update: fieldsSchema.superRefine(regionsOfState).transform(distinct),
    /** POST /api/guides and the /guides/apply form. */
    application: z
      .object({
        ...fields,
        email: z.email({ error: "Please enter a valid email address" }).trim().max(GUIDE_LIMITS.email),
      })
      .superRefine(regionsOfState)
      .transform(distinct),
  };
}
type GuideSchemas = ReturnType<typeof guideSchemas>;
export type GuideUpdateInput = z.input<GuideSchemas["update"]>;
export type GuideFields = z.output<GuideSchemas["update"]>;
export type GuideApplicationInput = z.input<GuideSchemas["application"]>;
export type GuideApplication = z.output<GuideSchemas["application"]>;

/** A guide's e-mailed link (confirm or update): 256 random bits, base64url. */
export const guideTokenSchema = z
  .string({ error: "This link is missing its token" })
  .regex(/^[\w-]{16,128}$/, "This link's token is not valid");

export const guideLinkRequestSchema = z.object({
  email: z.email({ error: "Please enter a valid email address" }).trim().max(GUIDE_LIMITS.email),
});

/** A guide's status: only `approved` is ever public. */
export const GUIDE_STATUSES = [
  "unconfirmed",
  "pending",
  "approved",
  "rejected",
  "hidden",
  "withdrawn",
] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date ("YYYY-MM-DD"): the rotation's clock. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * docs/product.md "Local guides": within a group, the order turns by one place a day. The
 * stable order (by id) is rotated by the day's number modulo its length, so over any n
 * consecutive days each of n guides is first exactly once: no one can pay or press to rank first.
 */
export function rotateDaily<T>(items: readonly T[], day: number): T[] {
  if (items.length === 0) return [];
  const shift = ((day % items.length) + items.length) % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/** The listing of one spot: its named-water guides first, then its region's, each group rotated. */
export function orderGuideListings<T extends { id: number; match: GuideMatch }>(
  guides: readonly T[],
  day: number,
): T[] {
  const byId = (a: T, b: T) => a.id - b.id;
  const group = (match: GuideMatch) => rotateDaily(guides.filter((g) => g.match === match).sort(byId), day);
  return [...group("water"), ...group("region")];
}

/** The pages guides' e-mails link to; relative, messages put PUBLIC_URL in front. */
export const guideLinks = {
  apply: "/guides/apply",
  /** A page with one button that confirms the application (mail scanners open links). */
  confirm: (token: string) => `/guides/confirm?token=${encodeURIComponent(token)}`,
  /** Without a token: the page where a guide asks for the update link. */
  requestUpdate: "/guides/manage",
  /** A page to update or withdraw the listing; nothing changes until a button is pressed. */
  manage: (token: string) => `/guides/manage?token=${encodeURIComponent(token)}`,
  /** The location page's Local Guides tab. */
  locationGuides: (locationId: number) => `/locations/${locationId}?tab=guides`,
} as const;

/** Rejecting or hiding a listing: the operator's reason, as for a review (the console's forms too). */
export { hideReviewInputSchema as guideReasonSchema } from "./schemas";
