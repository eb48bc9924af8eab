import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { GreatLake } from "#core/schemas";

// A generated column kept by PostgreSQL itself, so search never reads a stale vector.
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

// docs/product.md "Fishing location".
export const fishingLocations = pgTable(
  "fishing_locations",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    state: text("state").notNull().default("Oregon"),
    region: text("region").notNull(),
    fishTypes: text("fish_types").array().notNull(),
    bestSeasons: text("best_seasons").notNull(),
    accessibility: text("accessibility").notNull(),
    facilities: text("facilities").array(),
    permits: text("permits").notNull(),
    latitude: text("latitude").notNull(),
    longitude: text("longitude").notNull(),
    tideInfo: text("tide_info"),
    featured: boolean("featured").notNull().default(false),
    imageUrl: text("image_url"),
    // The USGS stream gauge on the spot's own water ("USGS-14301500"), for river readings.
    usgsSite: text("usgs_site"),
    // The gauge's official name, as the source that confirmed its number gives it.
    usgsSiteName: text("usgs_site_name"),
    // The IANA zone of the spot's coordinates (docs/product.md "Time zones"), written with every
    // location write; rows older than the column get theirs at start-up (server/db/setup.ts).
    timeZone: text("time_zone"),
    // Where the coordinates come from: a NOAA station, a USGS site, an agency or map source.
    coordinatesSource: text("coordinates_source"),
    // The day of the team's last check (docs/product.md "Fishing location"): from the data files,
    // or the spot's today when an operator edits it in the console.
    lastChecked: date("last_checked", { mode: "string" }),
    // The Great Lake a spot is on ("Erie"): such a spot gets no tide predictions (decision 048).
    greatLake: text("great_lake").$type<GreatLake>(),
    // Everything a visitor may search for, flattened by the service on every write
    // (arrays cannot feed an immutable generated column directly).
    searchText: text("search_text").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(search_text, '')), 'B')`,
    ),
    // The sort key of docs/product.md "Sorting": the month bestSeasons starts in (0 = January, also
    // for an unknown month), written by the service with core's rule, so fish and featured lists
    // page in SQL.
    seasonStart: smallint("season_start").notNull().default(0),
    // The coordinates as numbers for box queries (the map, waters near a tide station). The text
    // stays the record; a value that is not a plain decimal gives null, never an error.
    latitudeValue: doublePrecision("latitude_value").generatedAlwaysAs(
      sql`case when latitude ~ '^[[:space:]]*-?[0-9]+([.][0-9]+)?[[:space:]]*$' then latitude::double precision end`,
    ),
    longitudeValue: doublePrecision("longitude_value").generatedAlwaysAs(
      sql`case when longitude ~ '^[[:space:]]*-?[0-9]+([.][0-9]+)?[[:space:]]*$' then longitude::double precision end`,
    ),
  },
  (t) => [
    index("fishing_locations_fish_types_idx").using("gin", t.fishTypes),
    index("fishing_locations_featured_idx").on(t.featured).where(sql`${t.featured}`),
    index("fishing_locations_search_vector_idx").using("gin", t.searchVector),
    // Names containing a word (ILIKE '%…%'): the tide stations' named waters.
    index("fishing_locations_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    // The list orders of docs/product.md "Sorting", optionally within one state (the header's state):
    // by name for "all", by season start then name for fish and featured lists.
    index("fishing_locations_name_order_idx").on(sql`lower(${t.name})`, t.id),
    index("fishing_locations_state_name_order_idx").on(sql`lower(${t.state})`, sql`lower(${t.name})`, t.id),
    index("fishing_locations_season_order_idx").on(t.seasonStart, sql`lower(${t.name})`, t.id),
    index("fishing_locations_state_season_order_idx").on(
      sql`lower(${t.state})`,
      t.seasonStart,
      sql`lower(${t.name})`,
      t.id,
    ),
    index("fishing_locations_coordinates_idx").on(t.latitudeValue, t.longitudeValue),
    // The tidal waters nearest a tide station, by the index's own nearest-first order (<->).
    index("fishing_locations_tidal_point_idx")
      .using("gist", sql`point(${t.longitudeValue}, ${t.latitudeValue})`)
      .where(sql`btrim(coalesce(${t.tideInfo}, '')) <> ''`),
  ],
);

// Every word of the searchable text (name and search text, lower case, three letters or more):
// a typed word found in no location is compared with these by trigrams, and searched as the
// words it is near ("tillamok" as "tillamook"). Grows with location writes; a word no location
// uses any more is harmless.
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_word_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
);

// Every fish type some location of each state offers (GET /api/fish-types, a state's home
// tabs), refreshed with every location write so a read never scans the locations. `state` is the
// state's name in lower case, as the list indexes compare it.
export const offeredFishTypes = pgTable(
  "offered_fish_types",
  {
    state: text("state").notNull(),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.state, t.value] })],
);

// docs/product.md "Location suggestion".
export const locationSuggestions = pgTable("location_suggestions", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  contactName: text("contact_name").notNull(),
  contactEmail: text("contact_email").notNull(),
  fishTypes: text("fish_types").array(),
  facilities: text("facilities"),
  submitted: text("submitted").notNull(),
  // Operator workflow: pending → approved (becomes a location) or rejected.
  status: text("status").notNull().default("pending"),
  approvedLocationId: integer("approved_location_id").references(() => fishingLocations.id, {
    onDelete: "set null",
  }),
  // Why an operator rejected it (the console's suggestions screen), for the team.
  rejectionNote: text("rejection_note"),
});

// docs/product.md "Review".
export const locationReviews = pgTable(
  "location_reviews",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => fishingLocations.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    rating: integer("rating").notNull().default(5),
    reviewText: text("review_text"),
    fishCaught: text("fish_caught").array(),
    visitDate: date("visit_date", { mode: "string" }),
    timeSpent: text("time_spent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Moderation (decision 032): only published reviews are public and counted in the ratings.
    status: text("status").notNull().default("published"),
    // Why a review is held or hidden, for the operators.
    moderationNote: text("moderation_note"),
    // The writer's address and the text, each as a keyed hash: the same text from the same
    // address within a day is held. No address is stored as it came.
    authorKey: text("author_key"),
    textKey: text("text_key"),
    // An operator's last decision; reports made before it are settled.
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    // The day of a reported catch (docs/product.md "What's biting"): the visit date, else the
    // Oregon calendar day the review was written. Kept by the database for every writer.
    caughtOn: date("caught_on", { mode: "string" }).generatedAlwaysAs(
      sql`coalesce(visit_date, (created_at at time zone 'America/Los_Angeles')::date)`,
    ),
  },
  (t) => [
    // A location's reviews newest first, a page at a time (ties broken by id).
    index("location_reviews_location_created_idx").on(t.locationId, t.createdAt, t.id),
    // A rating is a whole number from 1 to 5, whatever path wrote it.
    check("location_reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("location_reviews_status", sql`${t.status} in ('published', 'held', 'hidden')`),
    index("location_reviews_author_text_idx").on(t.authorKey, t.textKey, t.createdAt),
    // The moderation queue: the few reviews that are not published.
    index("location_reviews_unpublished_idx").on(t.createdAt).where(sql`${t.status} <> 'published'`),
    // Recent catches: the reviews that name a fish, by day.
    index("location_reviews_catches_idx").on(t.caughtOn).where(sql`${t.fishCaught} is not null`),
  ],
);

// A reader's report of a review: one per address per review (decision 032).
export const reviewReports = pgTable(
  "review_reports",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => locationReviews.id, { onDelete: "cascade" }),
    reporterKey: text("reporter_key").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_reports_review_reporter_idx").on(t.reviewId, t.reporterKey)],
);

// Each location's review count and rating sum, kept in the transaction of every review insert:
// averages are read from here, never aggregated over the reviews per request.
export const locationRatings = pgTable("location_ratings", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => fishingLocations.id, { onDelete: "cascade" }),
  reviewCount: integer("review_count").notNull().default(0),
  ratingSum: integer("rating_sum").notNull().default(0),
});

// docs/product.md "Fishing tips tab": the team's note on a spot, one at most, shown first on its
// tab. Apart from the location's row, which the importer rewrites from data/states/*.json: an
// import keeps the notes. Who wrote it last and when; every change is in the audit log.
export const locationTeamNotes = pgTable("location_team_notes", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => fishingLocations.id, { onDelete: "cascade" }),
  text: text("text").notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// docs/product.md "Alert subscriber": an address gets notices only once it has confirmed; one row
// per address.
export const alertSubscribers = pgTable(
  "alert_subscribers",
  {
    email: text("email").primaryKey(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmTokenHash: text("confirm_token_hash"),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The address's last unsubscribe from an e-mail's link, for the operators' Alerts screen.
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  // The confirmation page finds its address by the hash of the link's token.
  (t) => [index("alert_subscribers_confirm_token_idx").on(t.confirmTokenHash)],
);

// docs/product.md "Tide alert", with the owner's token (hashed) and the token e-mail links carry.
export const tideAlerts = pgTable(
  "tide_alerts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id"),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    locationId: integer("location_id").references(() => fishingLocations.id, { onDelete: "cascade" }),
    latitude: text("latitude").notNull(),
    longitude: text("longitude").notNull(),
    locationName: text("location_name").notNull(),
    highTideAlert: boolean("high_tide_alert").notNull().default(false),
    lowTideAlert: boolean("low_tide_alert").notNull().default(false),
    optimalConditionsAlert: boolean("optimal_conditions_alert").notNull().default(true),
    minTideHeight: numeric("min_tide_height", { mode: "number" }),
    maxTideHeight: numeric("max_tide_height", { mode: "number" }),
    minPressure: integer("min_pressure"),
    maxPressure: integer("max_pressure"),
    maxWindSpeed: numeric("max_wind_speed", { mode: "number" }),
    // A notice when the spot's gauge reads a discharge inside [minFlow, maxFlow] (ft³/s).
    riverFlowAlert: boolean("river_flow_alert").notNull().default(false),
    minFlow: numeric("min_flow", { mode: "number" }),
    maxFlow: numeric("max_flow", { mode: "number" }),
    // Whether the last discharge read for this alert was inside its range: a notice goes out
    // only when it enters the range, not on every tick it stays there.
    flowInRange: boolean("flow_in_range").notNull().default(false),
    emailAlerts: boolean("email_alerts").notNull().default(true),
    smsAlerts: boolean("sms_alerts").notNull().default(false),
    pushNotifications: boolean("push_notifications").notNull().default(false),
    minAlertInterval: integer("min_alert_interval").notNull().default(3600),
    lastAlertSent: timestamp("last_alert_sent", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // sha256 of the manageToken the creating browser keeps; the token itself is never stored.
    manageTokenHash: text("manage_token_hash").notNull(),
    // Random token carried by links in this alert's e-mails (pause, resume, delete, unsubscribe).
    emailToken: text("email_token").notNull(),
  },
  (t) => [
    index("tide_alerts_location_idx").on(t.locationId),
    index("tide_alerts_email_idx").on(t.email),
    uniqueIndex("tide_alerts_email_token_idx").on(t.emailToken),
    index("tide_alerts_due_idx").on(t.active, t.lastAlertSent),
  ],
);

// One row per notice (alert + event): the unique key makes each send happen once, the row is
// written before the send is attempted, and workers claim rows with FOR UPDATE SKIP LOCKED.
export const alertNotifications = pgTable(
  "alert_notifications",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => tideAlerts.id, { onDelete: "cascade" }),
    eventKey: text("event_key").notNull(),
    eventType: text("event_type").notNull(),
    eventTime: timestamp("event_time", { withTimezone: true }).notNull(),
    payload: text("payload").notNull().default("{}"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alert_notifications_alert_event_idx").on(t.alertId, t.eventKey),
    index("alert_notifications_due_idx").on(t.status, t.nextAttemptAt),
    // Claiming takes the earliest waiting notices first; this keeps that a short index walk
    // however many have piled up (a restart after an outage).
    index("alert_notifications_waiting_idx")
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('pending', 'claimed')`),
  ],
);

// The last answer of a source outside our machine (USGS water data, NWS forecasts), one row per
// source key: shared by every web process and worker, kept across restarts, and served marked
// stale while the source is down (decision 031).
export const sourceCache = pgTable("source_cache", {
  key: text("key").primaryKey(),
  body: text("body"),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }),
  // The failures since the last success: they set the back-off before the next try.
  failures: integer("failures").notNull().default(0),
  failedAt: timestamp("failed_at", { withTimezone: true }),
  lastError: text("last_error"),
});

// Secrets the site makes for itself, such as the key that hashes visitors' addresses.
export const siteSecrets = pgTable("site_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

// An operator's sign-in link (its token's hash): single use, valid 15 minutes.
export const operatorSignInTokens = pgTable(
  "operator_sign_in_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  // How many links an address was sent lately (the per-address limit).
  (t) => [index("operator_sign_in_tokens_email_idx").on(t.email, t.createdAt)],
);

// An operator's session, found by its cookie's hash; signing out deletes the row.
export const operatorSessions = pgTable("operator_sessions", {
  idHash: text("id_hash").primaryKey(),
  email: text("email").notNull(),
  csrfToken: text("csrf_token").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

// Every operator action: who, what, when, and the record before and after.
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    operator: text("operator").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at, t.id)],
);

// docs/product.md "Local guides" (decision 041): a licensed guide's listing. Only `approved` is
// public; the address is never shown, and kept lower-case.
export const guides = pgTable(
  "guides",
  {
    id: serial("id").primaryKey(),
    status: text("status").notNull().default("unconfirmed"),
    name: text("name").notNull(),
    business: text("business").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    website: text("website"),
    licenseNumber: text("license_number").notNull(),
    state: text("state").notNull(),
    regions: text("regions").array().notNull(),
    fishTypes: text("fish_types").array().notNull(),
    tripKinds: text("trip_kinds").array().notNull(),
    about: text("about").notNull(),
    // Why the application deserves a closer look (the reviews' holds), for the operators.
    holdReason: text("hold_reason"),
    // An operator's reason to reject or hide it; the rejection's is mailed to the guide.
    moderationNote: text("moderation_note"),
    // The applicant's address and the text, as keyed hashes (the repeat check of reviews).
    authorKey: text("author_key"),
    textKey: text("text_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // An operator's last decision; reports made before it are settled.
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "guides_status",
      sql`${t.status} in ('unconfirmed', 'pending', 'approved', 'rejected', 'hidden', 'withdrawn')`,
    ),
    // One live listing or application per address: applying again mails the update link instead.
    uniqueIndex("guides_live_email_idx")
      .on(t.email)
      .where(sql`${t.status} in ('unconfirmed', 'pending', 'approved', 'hidden')`),
    // The spots' listings read the approved guides of a state.
    index("guides_approved_state_idx").on(t.state).where(sql`${t.status} = 'approved'`),
    index("guides_author_text_idx").on(t.authorKey, t.textKey, t.createdAt),
  ],
);

// The spots a guide named as their waters.
export const guideWaters = pgTable(
  "guide_waters",
  {
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => fishingLocations.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("guide_waters_guide_location_idx").on(t.guideId, t.locationId),
    index("guide_waters_location_idx").on(t.locationId),
  ],
);

// A reader's report of a listing: one per address per guide, as review reports.
export const guideReports = pgTable(
  "guide_reports",
  {
    id: serial("id").primaryKey(),
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    reporterKey: text("reporter_key").notNull(),
    reason: text("reason").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("guide_reports_guide_reporter_idx").on(t.guideId, t.reporterKey)],
);

// A guide's e-mailed link (its token's hash): `confirm` the address, or `manage` the listing
// (update or withdraw). Each works once, until it expires.
export const guideTokens = pgTable(
  "guide_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    check("guide_tokens_purpose", sql`${t.purpose} in ('confirm', 'manage')`),
    // How many links an address was sent lately (the per-address limit).
    index("guide_tokens_email_idx").on(t.email, t.createdAt),
  ],
);

// docs/product.md "Problem reports" (decision 050): a reader's word that a spot's record is wrong.
// One per address, spot and day on the spot's clock (the unique key): a second is thanked but not
// kept. The reply address is kept only until an operator decides.
export const locationProblemReports = pgTable(
  "location_problem_reports",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => fishingLocations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    note: text("note"),
    replyEmail: text("reply_email"),
    // The reporter's address and the note as keyed hashes, as a review's (decision 032).
    reporterKey: text("reporter_key").notNull(),
    textKey: text("text_key"),
    // The day it was made on the spot's clock: what "once per spot per day" counts.
    reportedOn: date("reported_on", { mode: "string" }).notNull(),
    // open → resolved or dismissed; held (the reviews' spam checks) → resolved or dismissed.
    status: text("status").notNull().default("open"),
    holdReason: text("hold_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    decisionNote: text("decision_note"),
  },
  (t) => [
    uniqueIndex("location_problem_reports_once_a_day_idx").on(t.locationId, t.reporterKey, t.reportedOn),
    check("location_problem_reports_status", sql`${t.status} in ('open', 'held', 'resolved', 'dismissed')`),
    // The console's queue: the few reports that wait for a decision, newest first.
    index("location_problem_reports_waiting_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('open', 'held')`),
    // The same note from the same address within a day is held.
    index("location_problem_reports_author_text_idx").on(t.reporterKey, t.textKey, t.createdAt),
  ],
);

export type LocationRow = typeof fishingLocations.$inferSelect;
export type ReviewRow = typeof locationReviews.$inferSelect;
export type TideAlertRow = typeof tideAlerts.$inferSelect;
export type SuggestionRow = typeof locationSuggestions.$inferSelect;
export type TeamNoteRow = typeof locationTeamNotes.$inferSelect;
export type GuideRow = typeof guides.$inferSelect;
export type ProblemReportRow = typeof locationProblemReports.$inferSelect;
