// Zod's module namespace, not its `z` object: a bundler drops what no schema uses from the former
// (the islands' build kept every one of zod's locales with `z`).
import * as z from "zod";
import { FLOW_RANGE, PRESSURE_RANGE, TIDE_HEIGHT_RANGE, WIND_SPEED_RANGE } from "./alertLimits";
import { FISH_VALUE_PATTERN } from "./fishTypes";
import { countLinks } from "./links";
import { MAP_ZOOM_RANGE } from "./mapBox";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "./moderation";
import { MAX_RATING, MIN_RATING } from "./ratings";
import { stateParam } from "./stateSlugs";
import { TIDE_DAYS_DEFAULT, TIDE_DAYS_MAX } from "./tidePredictions";
import { isCalendarDate } from "./zoneClock";
/** The five Great Lakes, as a record names the one a spot is on. */
export const GREAT_LAKES = ["Superior", "Michigan", "Huron", "Erie", "Ontario"] as const;
export type GreatLake = (typeof GREAT_LAKES)[number];

// One schema per input, used by the browser form and again by the server
// (docs/architecture.md "One schema, both sides"). Messages are those of
// docs/product.md "Validation and limits", word for word.

// In the browser, zod's compiled fast path would first probe for eval, which the pages'
// Content-Security-Policy forbids: every page that validated a form reported a violation.
if (typeof document !== "undefined") z.config({ jitless: true });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === "" || v == null ? null : v));

/** Form fields arrive as strings; an empty field means "no value", not zero. */
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? null : typeof v === "string" ? Number(v) : v),
    schema.nullable(),
  );

const coordinate = (message: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, message)
        .refine((v) => Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max, {
          message: `Must be a number from ${min} to ${max}`,
        }),
    );

export const idSchema = z.coerce
  .number({ error: "Must be a positive whole number" })
  .int("Must be a positive whole number")
  .positive("Must be a positive whole number")
  .max(2_147_483_647, "Must be a positive whole number");

export const paginationSchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  // A state's name or its slug (`new-york`), read as its name (docs/product.md "API: states").
  state: z.string().trim().min(1).max(40).transform(stateParam).optional(),
});

// A USGS monitoring location as the Water Data API names it: agency, hyphen, site number (stream
// gauges have 8 to 15 digits).
export const USGS_SITE_PATTERN = /^USGS-\d{8,15}$/;
export const usgsSiteSchema = z
  .string()
  .trim()
  .regex(USGS_SITE_PATTERN, 'usgsSite must be a USGS site id such as "USGS-14301500"');

// docs/product.md "Location record": a location as the curated data file and the import tool carry it.
export const locationRecordSchema = z.object({
  name: z.string().trim().min(2).max(120),
  description: z.string().trim().min(10).max(2000),
  state: z.string().trim().min(2).max(40).default("Oregon"),
  region: z.string().trim().min(2).max(60),
  fishTypes: z.array(z.string().trim().min(2).max(40)).min(1).max(30),
  bestSeasons: z.string().trim().min(3).max(40),
  accessibility: z.string().trim().min(3).max(1000),
  facilities: z.array(z.string().trim().min(2).max(60)).max(30).nullish(),
  permits: z.string().trim().min(3).max(1000),
  latitude: coordinate("Latitude is required", -90, 90),
  longitude: coordinate("Longitude is required", -180, 180),
  tideInfo: z.string().trim().min(3).max(1000).nullish(),
  featured: z.boolean().default(false),
  imageUrl: z.url().nullish(),
  usgsSite: usgsSiteSchema.nullish(),
  /** The gauge's official USGS name, as the source that confirmed its number gives it. */
  usgsSiteName: z.string().trim().min(3).max(120).nullish(),
  /** The IANA zone the spot keeps, from its coordinates (docs/product.md "Time zones"). */
  timeZone: z
    .string()
    .trim()
    .regex(/^[A-Za-z]+(\/[A-Za-z_+-]+)+$/, 'timeZone must be an IANA zone such as "America/Los_Angeles"')
    .nullish(),
  // A spot on one of the Great Lakes: its water level moves with the wind, not the tide, so it
  // gets no tide predictions (decision 048).
  greatLake: z.enum(GREAT_LAKES, { error: `Must be one of ${GREAT_LAKES.join(", ")}` }).nullish(),
  /** Where the coordinates come from: a NOAA station, a USGS site, an agency or map source. */
  coordinatesSource: z.string().trim().min(5).max(300).nullish(),
  /**
   * The day of the team's last check of the record (docs/product.md "Fishing location"),
   * YYYY-MM-DD. Optional while the data files gain it; a console edit sets it to the spot's today.
   */
  lastChecked: z.iso.date({ error: "lastChecked must be a date (YYYY-MM-DD)" }).nullish(),
});
export type LocationRecord = z.infer<typeof locationRecordSchema>;

// docs/product.md "Review input": the review form, and the quick rating (rating, comment, userName,
// userEmail).
export const reviewInputSchema = z.object({
  locationId: z.unknown().optional(),
  userName: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(80, "Name must be at most 80 characters"),
  rating: z.coerce
    .number({ error: "Please select a rating" })
    .int("Please select a rating")
    .min(MIN_RATING, "Please select a rating")
    .max(MAX_RATING),
  reviewText: optionalText(5000),
  comment: optionalText(5000),
  fishCaught: z.array(z.string().trim().min(1).max(60)).max(30).nullish(),
  visitDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), {
      message: "Visit date must be a date (YYYY-MM-DD)",
    }),
  timeSpent: optionalText(40),
  userEmail: z.string().trim().max(254).nullish(),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

// docs/product.md "API: moderation": a reader's report of a review.
export const reviewReportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS.map((r) => r.value) as [ReportReason, ...ReportReason[]], {
    error: `Reason must be one of ${REPORT_REASONS.map((r) => r.value).join(", ")}`,
  }),
  note: optionalText(REPORT_NOTE_MAX),
});
export type ReviewReportInput = z.input<typeof reviewReportInputSchema>;

export { FLOW_RANGE, PRESSURE_RANGE, TIDE_HEIGHT_RANGE, WIND_SPEED_RANGE };

const alertLimit = (
  range: { min: number; max: number; unit: string },
  { whole = false }: { whole?: boolean } = {},
) => {
  const message = `Must be ${whole ? "a whole number" : "a number"} from ${range.min} to ${range.max} ${range.unit}`;
  const number = z.number({ error: message }).min(range.min, message).max(range.max, message);
  return optionalNumber(whole ? number.int(message) : number).optional();
};

const notAbove = (low: number | null | undefined, high: number | null | undefined) =>
  low == null || high == null || low <= high;

// docs/product.md "Tide alert input".
export const tideAlertInputSchema = z
  .object({
    userId: z.null().optional(),
    email: z.email({ error: "Please enter a valid email address" }).trim().max(254),
    phoneNumber: optionalText(30),
    locationId: optionalNumber(z.number().int().positive()).optional(),
    latitude: coordinate("Latitude is required", -90, 90),
    longitude: coordinate("Longitude is required", -180, 180),
    locationName: z
      .string({ error: "Location name must be at least 2 characters" })
      .trim()
      .min(2, "Location name must be at least 2 characters")
      .max(120),
    highTideAlert: z.boolean().default(false),
    lowTideAlert: z.boolean().default(false),
    optimalConditionsAlert: z.boolean().default(true),
    minTideHeight: alertLimit(TIDE_HEIGHT_RANGE),
    maxTideHeight: alertLimit(TIDE_HEIGHT_RANGE),
    minPressure: alertLimit(PRESSURE_RANGE, { whole: true }),
    maxPressure: alertLimit(PRESSURE_RANGE, { whole: true }),
    maxWindSpeed: alertLimit(WIND_SPEED_RANGE),
    riverFlowAlert: z.boolean().default(false),
    minFlow: alertLimit(FLOW_RANGE),
    maxFlow: alertLimit(FLOW_RANGE),
    emailAlerts: z.boolean().default(true),
    smsAlerts: z.boolean().default(false),
    pushNotifications: z.boolean().default(false),
    minAlertInterval: z.coerce.number().int().min(900).max(604_800).default(3600),
    active: z.boolean().default(true),
    lastAlertSent: z.unknown().optional(),
    createdAt: z.unknown().optional(),
    updatedAt: z.unknown().optional(),
  })
  // A minimum above its maximum would never match: say so instead of storing a silent alert.
  .refine((a) => notAbove(a.minTideHeight, a.maxTideHeight), {
    message: "Maximum tide height must not be below the minimum",
    path: ["maxTideHeight"],
  })
  .refine((a) => notAbove(a.minPressure, a.maxPressure), {
    message: "Maximum pressure must not be below the minimum",
    path: ["maxPressure"],
  })
  .refine((a) => notAbove(a.minFlow, a.maxFlow), {
    message: "Maximum flow must not be below the minimum",
    path: ["maxFlow"],
  })
  // A flow alert is a range to wait for: without either end it would fire on any reading.
  .refine((a) => !a.riverFlowAlert || a.minFlow != null || a.maxFlow != null, {
    message: "Give a minimum or maximum flow for a river flow alert",
    path: ["minFlow"],
  });
export type TideAlertInput = z.input<typeof tideAlertInputSchema>;

export const tideAlertUpdateSchema = z.object({
  active: z.boolean({ error: "active must be true or false" }),
});

// docs/product.md "Suggestion input".
export const locationSuggestionInputSchema = z.object({
  name: z.string().trim().min(2, "Location name must be at least 2 characters").max(120),
  description: z.string().trim().min(10, "Description must be at least 10 characters").max(4000),
  contactName: z.string().trim().min(2, "Name must be at least 2 characters").max(80),
  contactEmail: z.email({ error: "Please enter a valid email address" }).trim().max(254),
  fishTypes: z.array(z.string().trim().min(1).max(60)).max(30).nullish(),
  facilities: optionalText(1000),
  submitted: z.string().trim().max(40).optional(),
});
export type LocationSuggestionInput = z.input<typeof locationSuggestionInputSchema>;

// docs/product.md "API: tides and conditions": GET /api/locations/{id}/tides?days=N, 1 ≤ N ≤ 14, default 7.
const tideDaysMessage = `days must be a whole number from 1 to ${TIDE_DAYS_MAX}`;
export const tideQuerySchema = z.object({
  days: z.coerce
    .number({ error: tideDaysMessage })
    .int(tideDaysMessage)
    .min(1, tideDaysMessage)
    .max(TIDE_DAYS_MAX, tideDaysMessage)
    .default(TIDE_DAYS_DEFAULT)
    .describe(
      `Days of predictions from the start of today at the spot, in its own time zone (default ${TIDE_DAYS_DEFAULT})`,
    ),
});
export type TideQuery = z.input<typeof tideQuerySchema>;

// GET /api/locations/{id}/conditions?date=YYYY-MM-DD, default today at the spot. The
// sun and moon formulas hold from about 1900 to 2100, so dates outside are refused.
const conditionsDateMessage = "date must be a calendar date (YYYY-MM-DD) from 1900 to 2099";
export const conditionsQuerySchema = z.object({
  date: z
    .string({ error: conditionsDateMessage })
    .regex(/^\d{4}-\d{2}-\d{2}$/, conditionsDateMessage)
    .refine((v) => isCalendarDate(v) && v >= "1900-01-01" && v <= "2099-12-31", conditionsDateMessage)
    .optional()
    .describe("A calendar date at the spot, YYYY-MM-DD (default today at the spot, in its own time zone)"),
});
export type ConditionsQuery = z.input<typeof conditionsQuerySchema>;

// The token of an e-mail link (confirm, manage, unsubscribe): 256 random bits, base64url. Any
// other shape names no subscriber or alert, so it is refused before a lookup.
export const linkTokenSchema = z
  .string({ error: "This link is missing its token" })
  .regex(/^[\w-]{16,128}$/, "This link's token is not valid");

// GET /api/map?bbox=west,south,east,north&zoom=Z[&state=…][&fish=…]: what the map page's viewport
// shows (decision 021), of every location or of those with one fish type. A box whose west lies
// east of its east crosses the antimeridian.
const bboxMessage = "bbox must be four numbers: west,south,east,north";
const zoomMessage = `zoom must be a whole number from ${MAP_ZOOM_RANGE.min} to ${MAP_ZOOM_RANGE.max}`;
const fishMessage = "fish must be lower-case words joined by underscores, such as chinook_salmon";
const PLAIN_DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;

export const mapBoxSchema = z
  .object({
    west: z
      .number()
      .min(-180, "bbox west must be from -180 to 180")
      .max(180, "bbox west must be from -180 to 180"),
    south: z
      .number()
      .min(-90, "bbox south must be from -90 to 90")
      .max(90, "bbox south must be from -90 to 90"),
    east: z
      .number()
      .min(-180, "bbox east must be from -180 to 180")
      .max(180, "bbox east must be from -180 to 180"),
    north: z
      .number()
      .min(-90, "bbox north must be from -90 to 90")
      .max(90, "bbox north must be from -90 to 90"),
  })
  .refine((box) => box.south <= box.north, { message: "bbox south must not be greater than north" });

export const mapViewSchema = z.object({
  bbox: mapBoxSchema,
  zoom: z.number().int(zoomMessage).min(MAP_ZOOM_RANGE.min, zoomMessage).max(MAP_ZOOM_RANGE.max, zoomMessage),
  state: z.string().trim().min(1).max(40).optional(),
  fish: z.string({ error: fishMessage }).regex(FISH_VALUE_PATTERN, fishMessage).optional(),
});
export type MapView = z.input<typeof mapViewSchema>;

export const mapQuerySchema = z.object({
  bbox: z
    .string({ error: bboxMessage })
    .max(120, bboxMessage)
    .transform((text, ctx) => {
      const parts = text.split(",").map((part) => part.trim());
      if (parts.length !== 4 || !parts.every((part) => PLAIN_DECIMAL.test(part))) {
        ctx.addIssue({ code: "custom", message: bboxMessage });
        return z.NEVER;
      }
      const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
      return { west, south, east, north };
    })
    .pipe(mapBoxSchema)
    .describe("west,south,east,north in degrees (WGS 84); a west greater than east crosses the antimeridian"),
  zoom: z
    .string({ error: zoomMessage })
    .regex(/^\d{1,2}$/, zoomMessage)
    .transform(Number)
    .pipe(mapViewSchema.shape.zoom)
    .describe(`The map's zoom level, ${MAP_ZOOM_RANGE.min} to ${MAP_ZOOM_RANGE.max}`),
  state: mapViewSchema.shape.state.describe("Only this state's locations (by name, e.g. Oregon)"),
  fish: mapViewSchema.shape.fish.describe(
    "Only the locations with this fish type (its value, e.g. chinook_salmon); an unknown one has none",
  ),
});

// GET /api/locations/{id}/outlook?days=N: the NWS forecast reaches seven days, so does the outlook.
export const OUTLOOK_DAYS_MAX = 7;
const outlookDaysMessage = `days must be a whole number from 1 to ${OUTLOOK_DAYS_MAX}`;
export const outlookQuerySchema = z.object({
  days: z.coerce
    .number({ error: outlookDaysMessage })
    .int(outlookDaysMessage)
    .min(1, outlookDaysMessage)
    .max(OUTLOOK_DAYS_MAX, outlookDaysMessage)
    .default(OUTLOOK_DAYS_MAX)
    .describe(`Days from today at the spot, in its own time zone (default ${OUTLOOK_DAYS_MAX})`),
});

// docs/product.md "Operator sign-in": the address on /admin/login and in POST /api/admin/sign-in.
export const signInRequestSchema = z.object({
  email: z.email({ error: "Please enter a valid email address" }).trim().max(254),
});

// docs/product.md "Operator console": an operator's written word on a decision, a hidden
// review's reason or a rejected suggestion's note. The forms' minLength and maxLength are these.
export const DECISION_NOTE_LENGTH = { min: 2, max: 500 } as const;

const decisionNote = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(DECISION_NOTE_LENGTH.min, required)
    .max(DECISION_NOTE_LENGTH.max, `Must be at most ${DECISION_NOTE_LENGTH.max} characters`);

/** Hiding a review: the console's Hide form and POST /api/admin/reviews/{id}/hide. */
export const hideReviewInputSchema = z.object({ reason: decisionNote("Please give a reason") });

/** Rejecting a suggestion: the console's Reject form. */
export const rejectSuggestionInputSchema = z.object({ note: decisionNote("Please give a note") });

// docs/product.md "Fishing tips tab": the team's note on a spot, plain text shown first on the
// tab. It speaks for the site, so it carries no links: nobody is sent elsewhere under our name.
export const TEAM_NOTE_LENGTH = { min: 2, max: 600 } as const;
const teamNoteRequired = "Please write the note";

/** A spot's team note: the console's note form, on the location's edit page. */
export const teamNoteInputSchema = z.object({
  text: z
    .string({ error: teamNoteRequired })
    // A textarea posts each line break as CRLF; the browser's maxLength counts it as one.
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(TEAM_NOTE_LENGTH.min, teamNoteRequired)
        .max(TEAM_NOTE_LENGTH.max, `Must be at most ${TEAM_NOTE_LENGTH.max} characters`)
        .refine((text) => countLinks(text) === 0, "Links are not allowed in the note"),
    ),
});
export type TeamNoteInput = z.input<typeof teamNoteInputSchema>;
