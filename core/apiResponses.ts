import * as z from "zod";
import type { ConditionsAnswer } from "./conditions";
import type { ForecastAnswer } from "./forecast";
import { GUIDE_STATUSES, type GuideListing, TRIP_KINDS, type TripKind } from "./guides";
import { MOON_PHASE_NAMES } from "./moonPhase";
import { OUTLOOK_RATINGS, type OutlookDay } from "./outlook";
import { GREAT_LAKES } from "./schemas";
import type { TipsAnswer } from "./spotTips";
import type { TidesAnswer } from "./tidePredictions";
import { TIDE_DATUM, TIDE_PROVENANCE, TIDE_UNITS } from "./tidePredictions";
import { WATER_PARAMETERS, type WaterAnswer, type WaterParameterCode } from "./water";
import { WATER_KINDS } from "./waterKinds";

// The bodies the API answers with (docs/product.md "API conventions", decision 034): the OpenAPI
// document declares them for every operation, and the integration suites check every answer
// they receive against them. They describe JSON as it is sent: a time is an ISO 8601 string.
// A schema that several answers share is registered under a name: the document lists it once,
// under components/schemas, and refers to it from each operation.

/** The named schemas of the document's components/schemas. */
export const apiSchemas = z.registry<{ id: string; description?: string }>();

const id = z.number().int().positive();
/** Date.prototype.toJSON: UTC, milliseconds, Z. */
const instant = z.iso.datetime();
/** YYYY-MM-DD, a calendar day. */
const day = z.iso.date();
/** A time on a spot's clock: ISO 8601 to the second, with the offset of the spot's zone. */
const spotTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
  .describe(
    'On the spot\'s clock, with its offset: 2026-07-04T05:58:00-06:00 at a spot on Mountain time (docs/product.md "Time zones")',
  );

// --- Errors and short answers -------------------------------------------------------------

export const errorSchema = z
  .object({
    message: z.string(),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe("For invalid input: each field that was refused (dotted path) and why"),
  })
  .register(apiSchemas, { id: "Error", description: 'Every error answer (docs/product.md "API errors")' });

export const messageSchema = z
  .object({ message: z.string() })
  .register(apiSchemas, { id: "Message", description: "A sentence for the person who asked" });

/** docs/product.md "Problem reports": the thanks, and whether the report was counted. */
export const problemReportAnswerSchema = z
  .object({
    message: z.string(),
    counted: z
      .boolean()
      .describe("false when this address already reported this spot today (on the spot's clock)"),
  })
  .register(apiSchemas, { id: "ProblemReportAnswer", description: 'docs/product.md "Problem reports"' });

// --- Locations ------------------------------------------------------------------------------

export const locationSchema = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    state: z.string(),
    region: z.string(),
    fishTypes: z.array(z.string()).describe("Fish-type values, such as chinook_salmon"),
    bestSeasons: z.string(),
    accessibility: z.string(),
    facilities: z.array(z.string()).nullable(),
    permits: z.string(),
    latitude: z.string().describe("Decimal degrees, as stored (a string keeps its digits)"),
    longitude: z.string().describe("Decimal degrees, as stored (a string keeps its digits)"),
    tideInfo: z.string().nullable(),
    featured: z.boolean(),
    imageUrl: z.string().nullable(),
    usgsSite: z.string().nullable().describe("The USGS gauge on its water, such as USGS-14301500"),
    usgsSiteName: z.string().nullable().describe("That gauge's official USGS name"),
    timeZone: z
      .string()
      .nullable()
      .describe(
        'The IANA zone of its coordinates, such as America/Los_Angeles (docs/product.md "Time zones")',
      ),
    coordinatesSource: z.string().nullable().describe("Where its coordinates come from"),
    lastChecked: day.nullable().describe("The day of our team's last check of the record, YYYY-MM-DD"),
    greatLake: z
      .enum(GREAT_LAKES)
      .nullable()
      .describe("The Great Lake it is on, such as Erie: it gets no tide predictions (decision 048)"),
  })
  .register(apiSchemas, { id: "Location", description: 'docs/product.md "Fishing location"' });

export const locationListSchema = z.array(locationSchema);

// docs/product.md "API: locations": a page of GET /api/locations?near=…, nearest first.
export const nearLocationSchema = locationSchema
  .extend({
    distanceKm: z
      .number()
      .min(0)
      .describe("Great-circle distance from the near point, in kilometres (to the metre)"),
  })
  .register(apiSchemas, { id: "NearLocation", description: 'docs/product.md "API: locations"' });

/** GET /api/locations: locations by name, or with `near` nearest first with their distances. */
export const locationPageSchema = z.union([locationListSchema, z.array(nearLocationSchema)]);

const { latitude: _latitude, longitude: _longitude, ...locationProperties } = locationSchema.shape;

export const locationFeatureCollectionSchema = z
  .object({
    type: z.literal("FeatureCollection"),
    features: z.array(
      z.object({
        type: z.literal("Feature"),
        id,
        geometry: z.object({
          type: z.literal("Point"),
          coordinates: z.array(z.number()).describe("[longitude, latitude]"),
        }),
        properties: z.object(locationProperties),
      }),
    ),
  })
  .register(apiSchemas, { id: "LocationFeatureCollection", description: "GeoJSON (RFC 7946)" });

export const mapAnswerSchema = z.object({
  total: z.number().int().min(0).describe("Locations in the box, clustered or not"),
  clusters: z.array(
    z.object({
      latitude: z.number(),
      longitude: z.number(),
      count: z.number().int().min(2),
      expansionZoom: z.number().int().describe("The zoom at which the cluster comes apart"),
    }),
  ),
  locations: z.array(
    z.object({ id, name: z.string(), region: z.string(), latitude: z.number(), longitude: z.number() }),
  ),
});

export const stateListSchema = z
  .array(
    z.object({
      name: z.string(),
      slug: z.string().describe("The state in addresses: lower case, words joined by hyphens"),
      abbreviation: z.string(),
      spotCount: z.number().int().min(0),
      agency: z.object({
        name: z.string(),
        shortName: z.string(),
        licenseUrl: z.string(),
        regulationsUrl: z.string(),
        reportUrl: z.string().nullable(),
        conservationUrl: z.string(),
      }),
    }),
  )
  .describe('Every state, in the header\'s order (docs/product.md "API: states")');

export const fishTypeListSchema = z
  .array(z.string())
  .describe("Fish-type values, in the fish-type list's order");

// --- Ratings, reviews and moderation ------------------------------------------------------

export const averageRatingListSchema = z.array(z.object({ locationId: id, averageRating: z.number() }));

export const locationRatingSchema = z.object({
  locationId: id,
  averageRating: z.number().nullable().describe("Null until the location is rated"),
  reviewCount: z.number().int().min(0),
});

export const reviewSchema = z
  .object({
    id,
    locationId: id,
    userName: z.string(),
    rating: z.number().int(),
    reviewText: z.string().nullable(),
    fishCaught: z.array(z.string()).nullable(),
    visitDate: day.nullable(),
    timeSpent: z.string().nullable(),
    createdAt: instant,
  })
  .register(apiSchemas, { id: "Review", description: "A published review" });

export const reviewListSchema = z.array(reviewSchema);

export const heldReviewSchema = z.object({
  status: z.literal("held"),
  message: z.string(),
});

const REVIEW_STATUSES = ["published", "held", "hidden"] as const;

export const moderationQueueSchema = z.array(
  z.object({
    id,
    locationId: id,
    locationName: z.string(),
    userName: z.string(),
    rating: z.number().int(),
    reviewText: z.string().nullable(),
    fishCaught: z.array(z.string()).nullable(),
    visitDate: day.nullable(),
    createdAt: instant,
    status: z.enum(REVIEW_STATUSES),
    moderationNote: z.string().nullable(),
    reports: z.array(z.object({ reason: z.string(), note: z.string().nullable(), createdAt: instant })),
  }),
);

export const moderationDecisionSchema = z.object({
  id,
  status: z.enum(["published", "hidden", "deleted"]),
});

// --- Catches and species --------------------------------------------------------------------

const catchWindowSchema = z
  .object({ from: day, to: day, days: z.number().int().positive() })
  .register(apiSchemas, { id: "CatchWindow", description: "The window's days, both ends included" });

const recentCatchSchema = z
  .object({
    reviewId: id,
    locationId: id,
    locationName: z.string(),
    userName: z.string(),
    caughtOn: day.describe("The visit date, else the day the review was written on Pacific time"),
    species: z.array(z.string()).describe("Fish-type values, in the fish-type list's order"),
  })
  .register(apiSchemas, { id: "RecentCatch", description: "One angler's report of what they caught" });

export const locationCatchesSchema = z.object({
  window: catchWindowSchema,
  counts: z.array(z.object({ species: z.string(), count: z.number().int().positive() })),
  recent: z.array(recentCatchSchema),
});

export const speciesSchema = z.object({
  slug: z.string(),
  value: z.string(),
  name: z.string(),
  spotCount: z.number().int().min(0),
  months: z.array(z.number().int().min(0)).length(12).describe("Spots in season each month, January first"),
  locations: z.array(
    z.object({
      id,
      name: z.string(),
      region: z.string(),
      bestSeasons: z.string(),
      featured: z.boolean(),
      averageRating: z.number().nullable(),
      reviewCount: z.number().int().min(0),
    }),
  ),
  catchCount: z.number().int().min(0),
  recentCatches: z.array(recentCatchSchema),
  catchWindow: catchWindowSchema,
});

// --- Tide alerts ----------------------------------------------------------------------------

const alertLimit = z.number().nullable();

export const tideAlertSchema = z
  .object({
    id,
    userId: z.number().int().nullable(),
    email: z.string().describe("Masked: the first letter and the domain"),
    phoneNumber: z.null(),
    locationId: id.nullable(),
    locationName: z.string(),
    latitude: z.string(),
    longitude: z.string(),
    highTideAlert: z.boolean(),
    lowTideAlert: z.boolean(),
    optimalConditionsAlert: z.boolean(),
    minTideHeight: alertLimit,
    maxTideHeight: alertLimit,
    minPressure: alertLimit,
    maxPressure: alertLimit,
    maxWindSpeed: alertLimit,
    riverFlowAlert: z.boolean(),
    minFlow: alertLimit,
    maxFlow: alertLimit,
    emailAlerts: z.boolean(),
    smsAlerts: z.boolean(),
    pushNotifications: z.boolean(),
    minAlertInterval: z.number().int().describe("Seconds"),
    lastAlertSent: instant.nullable(),
    active: z.boolean(),
    createdAt: instant,
    updatedAt: instant,
  })
  .register(apiSchemas, { id: "TideAlert", description: 'docs/product.md "Tide alert"' });

export const tideAlertListSchema = z.array(tideAlertSchema);

export const createdTideAlertSchema = tideAlertSchema
  .extend({
    manageToken: z.string().describe("Shown only in this answer: it pauses, resumes and deletes the alert"),
    emailConfirmed: z.boolean().describe("False until the address follows its confirmation link"),
  })
  .register(apiSchemas, { id: "CreatedTideAlert" });

// --- Suggestions ----------------------------------------------------------------------------

export const locationSuggestionSchema = z.object({
  id,
  name: z.string(),
  description: z.string(),
  fishTypes: z.array(z.string()).nullable(),
  facilities: z.string().nullable(),
  contactName: z.string(),
  contactEmail: z.string(),
  submitted: z.string(),
  status: z.string().describe("pending until an operator approves or rejects it"),
  approvedLocationId: id.nullable(),
  rejectionNote: z.string().nullable(),
});

// --- Tides, conditions, water, forecast, outlook -------------------------------------------

export const tidesSchema = z.object({
  station: z.object({
    id: z.string(),
    name: z.string(),
    type: z.enum(["reference", "subordinate"]),
    distanceKm: z.number().nullable(),
  }),
  datum: z.literal(TIDE_DATUM),
  units: z.literal(TIDE_UNITS),
  timeZone: z
    .string()
    .describe(
      'The spot\'s IANA zone, such as America/Los_Angeles or America/Boise (docs/product.md "Time zones")',
    ),
  provenance: z.literal(TIDE_PROVENANCE),
  extremes: z.array(
    z.object({
      time: spotTime,
      height: z.number(),
      type: z.enum(["high", "low"]),
      minus: z.boolean().describe("A low below 0.0 ft"),
    }),
  ),
  series: z.array(z.object({ time: spotTime, height: z.number() })),
});

const timeWindowSchema = z.object({ start: spotTime, end: spotTime });

export const conditionsSchema = z.object({
  date: day.describe("The calendar day at the spot"),
  sunrise: spotTime.nullable(),
  sunset: spotTime.nullable(),
  civilDawn: spotTime.nullable(),
  civilDusk: spotTime.nullable(),
  moon: z.object({
    phase: z.number().describe("0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter"),
    phaseName: z.enum(MOON_PHASE_NAMES),
    illumination: z.number().describe("Illuminated fraction of the disc, 0 to 1"),
    rise: spotTime.nullable(),
    set: spotTime.nullable(),
  }),
  solunar: z.object({ major: z.array(timeWindowSchema), minor: z.array(timeWindowSchema) }),
});

const freshness = {
  fetchedAt: z.string().describe("When the source was read"),
  stale: z.boolean().describe("Kept from before an outage of the source"),
  source: z.object({ name: z.string(), url: z.string() }),
};

const waterParameterCode = z.enum(
  WATER_PARAMETERS.map((p) => p.code) as [WaterParameterCode, ...WaterParameterCode[]],
);

export const waterSchema = z.object({
  site: z.object({ id: z.string(), name: z.string() }),
  readings: z.array(
    z.object({
      parameterCode: waterParameterCode,
      label: z.string(),
      value: z.number(),
      unit: z.string(),
      time: z.string(),
    }),
  ),
  series: z.array(
    z.object({
      parameterCode: waterParameterCode,
      points: z.array(z.object({ time: z.string(), value: z.number() })),
    }),
  ),
  ...freshness,
});

export const forecastSchema = z.object({
  periods: z.array(
    z.object({
      name: z.string(),
      startTime: z.string(),
      endTime: z.string(),
      isDaytime: z.boolean(),
      temperature: z.number(),
      temperatureUnit: z.string(),
      windSpeed: z.string(),
      windDirection: z.string(),
      shortForecast: z.string(),
      precipitationChance: z.number().nullable().describe("Percent"),
    }),
  ),
  updated: z.string().nullable(),
  ...freshness,
});

export const outlookSchema = z.array(
  z.object({
    date: day.describe("A calendar day at the spot"),
    score: z.number().min(0).max(100),
    rating: z.enum(OUTLOOK_RATINGS),
    reasons: z.array(z.string()),
  }),
);

// --- Fishing tips ---------------------------------------------------------------------------

const tideTurnSchema = z.object({ time: spotTime, height: z.number().describe("Feet above MLLW") });

const flowNowSchema = z.union([
  z.object({
    available: z.literal(true),
    label: z.string().describe("Flow, else Gage height"),
    value: z.number(),
    unit: z.string(),
    time: z.string().describe("When the gauge took it (ISO 8601, UTC)"),
    trend: z.enum(["rising", "falling", "steady", "dropping after a rise"]).nullable(),
    stale: z.boolean().describe("Kept from before an outage of the source"),
  }),
  z.object({ available: z.literal(false), message: z.string() }),
]);

export const locationTipsSchema = z.object({
  month: z.string().describe("This month at the spot, on its own clock: November"),
  bestSeasons: z.string().describe("The spot's best seasons, which say which months are in season"),
  species: z.array(
    z.object({
      fishType: z.string().describe("A fish value, such as chinook_salmon"),
      name: z.string(),
      water: z.enum(WATER_KINDS),
      waterName: z.string(),
      inSeason: z.boolean().describe("This month is in the spot's best seasons"),
      method: z.string().describe("Method, rig, bait or lures"),
      where: z.string().describe("Where on such water the fish hold"),
      when: z.object({
        tide: z.string().optional().describe("Tidal spots: the tide stage, and the next high and low"),
        flow: z.string().optional().describe("Gauged rivers: the reading and trend now, and what they mean"),
        timeOfDay: z.string(),
      }),
      conditionsNow: z
        .object({
          tide: z
            .union([
              z.object({ nextHigh: tideTurnSchema.nullable(), nextLow: tideTurnSchema.nullable() }),
              z.object({ unavailable: z.string() }),
            ])
            .optional(),
          flow: flowNowSchema.optional(),
        })
        .optional(),
    }),
  ),
  note: z
    .object({
      text: z.string().describe("Plain text, at most 600 characters, no links; line breaks as \\n"),
      updatedAt: instant.describe("When the team last wrote it"),
    })
    .optional()
    .describe("The team's note on the spot, shown first and marked From our team; only when it has one"),
});

// --- Local guides ---------------------------------------------------------------------------

const GUIDE_STATUS = z.enum(GUIDE_STATUSES);
const tripKinds = z.array(z.enum(TRIP_KINDS.map((k) => k.value) as [TripKind, ...TripKind[]]));

export const guideListSchema = z.array(
  z
    .object({
      id,
      name: z.string(),
      business: z.string(),
      licenseNumber: z.string().describe("The guide's state licence or registration number"),
      phone: z.string().optional(),
      website: z.string().optional(),
      fishTypes: z.array(z.string()).describe("Fish-type values, such as chinook_salmon"),
      tripKinds,
      about: z.string(),
      match: z
        .enum(["water", "region"])
        .describe("water: the guide named this spot's water; region: the guide works its region"),
    })
    .register(apiSchemas, {
      id: "GuideListing",
      description: 'docs/product.md "Local guides": an approved guide; never an e-mail address',
    }),
);

/** A guide's change through an e-mailed link, or a confirmation: what happens next, and the status. */
export const guideChangeSchema = z.object({
  message: z.string(),
  status: z.enum(["pending", "withdrawn"]),
});

export const managedGuideSchema = z.object({
  id,
  status: GUIDE_STATUS,
  email: z.string().describe("Masked"),
  name: z.string(),
  business: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  licenseNumber: z.string(),
  state: z.string(),
  regions: z.array(z.string()),
  locationIds: z.array(id),
  fishTypes: z.array(z.string()),
  tripKinds,
  about: z.string(),
});

export const consoleGuideListSchema = z.array(
  z.object({
    id,
    status: GUIDE_STATUS,
    name: z.string(),
    business: z.string(),
    email: z.string().describe("Masked"),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    licenseNumber: z.string(),
    state: z.string(),
    regions: z.array(z.string()),
    waters: z.array(z.object({ id, name: z.string() })),
    fishTypes: z.array(z.string()),
    tripKinds: z.array(z.string()),
    about: z.string(),
    holdReason: z.string().nullable().describe("Why the application deserves a closer look"),
    moderationNote: z.string().nullable().describe("The reason it was rejected or hidden"),
    createdAt: instant,
    confirmedAt: instant.nullable(),
    moderatedAt: instant.nullable(),
    reports: z
      .array(z.object({ reason: z.string(), note: z.string().nullable(), createdAt: instant }))
      .describe("Readers' reports since the last decision"),
  }),
);

export const guideDecisionSchema = z.object({ id, status: GUIDE_STATUS });

// --- Operators ------------------------------------------------------------------------------

export const operatorSessionSchema = z.object({
  email: z.string(),
  csrfToken: z.string().describe("Sent back in X-CSRF-Token with every write"),
});

export const auditListSchema = z.array(
  z.object({
    id,
    at: instant,
    operator: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable().describe("The record before the action"),
    after: z.record(z.string(), z.unknown()).nullable().describe("The record after the action"),
  }),
);

export const auditCsvSchema = z.string().describe("The audit log as CSV (RFC 4180), newest first");

/** GET /api/openapi.json: this document (OpenAPI 3.1). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

// The answers core already has a type for: each schema accepts exactly that type.
type Same<Schema extends z.ZodType, T> = [z.output<Schema>] extends [T]
  ? [T] extends [z.output<Schema>]
    ? true
    : never
  : never;
export const coreAnswersMatch = {
  tides: true satisfies Same<typeof tidesSchema, TidesAnswer>,
  conditions: true satisfies Same<typeof conditionsSchema, ConditionsAnswer>,
  water: true satisfies Same<typeof waterSchema, WaterAnswer>,
  forecast: true satisfies Same<typeof forecastSchema, ForecastAnswer>,
  outlook: true satisfies Same<typeof outlookSchema, OutlookDay[]>,
  tips: true satisfies Same<typeof locationTipsSchema, TipsAnswer>,
  guides: true satisfies Same<typeof guideListSchema, GuideListing[]>,
};
