import express, { type Request, Router } from "express";
import { alertLinks } from "#core/alertLinks";
import {
  averageRatingListSchema,
  conditionsSchema,
  createdTideAlertSchema,
  fishTypeListSchema,
  forecastSchema,
  heldReviewSchema,
  locationCatchesSchema,
  locationFeatureCollectionSchema,
  locationListSchema,
  locationPageSchema,
  locationRatingSchema,
  locationSchema,
  locationSuggestionSchema,
  locationTipsSchema,
  mapAnswerSchema,
  messageSchema,
  outlookSchema,
  reviewListSchema,
  reviewSchema,
  speciesSchema,
  stateListSchema,
  tideAlertListSchema,
  tideAlertSchema,
  tidesSchema,
  waterSchema,
} from "#core/apiResponses";
import { asksForPage, LOCATION_PAGE_DEFAULT, locationListQuerySchema } from "#core/locationPaging";
import { MAP_ANSWER_MAX_ITEMS } from "#core/mapBox";
import { REPORTS_TO_HIDE } from "#core/moderation";
import {
  conditionsQuerySchema,
  idSchema,
  locationSuggestionInputSchema,
  mapQuerySchema,
  outlookQuerySchema,
  paginationSchema,
  reviewInputSchema,
  reviewReportInputSchema,
  tideAlertInputSchema,
  tideAlertUpdateSchema,
  tideQuerySchema,
} from "#core/schemas";
import type { Services } from "../services";
import { unsubscribeMessage } from "../services/alerts";
import { type Location, locationFeature } from "../services/locations";
import { clientAddress } from "./clientAddress";
import { guideRoutes } from "./guidesApi";
import { problemReportRoutes } from "./problemReportsApi";
import { ANSWERED, type ApiRoute, answer, FORM_BODY_TYPES, redirect, route, z } from "./route";
import { createListStreamer, JSON_ARRAY, type ListShape } from "./streamedList";

const idParams = z.object({ id: idSchema });
const locationIdParams = z.object({ locationId: idSchema });
const fishTypeParams = z.object({ fishType: z.string().trim().min(1).max(60) });
// Any text: one that names no species is a 404, like an unknown one (core/species.ts).
const speciesParams = z.object({ slug: z.string() });
const stateQuery = paginationSchema.pick({ state: true });
const searchParams = z.object({ query: z.string().max(200, "Search query is too long") });

/** The address of the next page: the same query, from the cursor on (relative, as RFC 8288 allows). */
function nextPageAddress(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, "http://api.invalid");
  url.searchParams.set("cursor", cursor);
  return url.pathname + url.search;
}

function alertToken(req: Request): string | undefined {
  const header = req.get("x-alert-token");
  const query = typeof req.query.token === "string" ? req.query.token : undefined;
  return header || query || undefined;
}

const tokenHeader = [
  {
    name: "X-Alert-Token",
    description: "The manageToken (or the token of an e-mail link; also accepted as ?token=)",
  },
];

const emailTokenHeader = [
  { name: "X-Alert-Token", description: "The token of the alert's e-mail links (also accepted as ?token=)" },
];

// RFC 8058: what a mail program posts when its unsubscribe button is pressed.
const oneClickBody = z.object({ "List-Unsubscribe": z.literal("One-Click") });

/** The GeoJSON FeatureCollection, as locationsGeoJson's JSON reads. */
const GEOJSON_FEATURES: ListShape<Location> = {
  contentType: "application/geo+json; charset=utf-8",
  open: '{"type":"FeatureCollection","features":[',
  close: "]}",
  item: locationFeature,
};

/** Every public API call (docs/product.md "API conventions" and the "API: …" sections), in one table. */
export function apiRoutes(services: Services): ApiRoute[] {
  // One per process: the unbounded lists it writes at once (decision 024).
  const streamer = createListStreamer({ logger: services.logger });
  return [
    route({
      method: "get",
      path: "/locations",
      tag: "Locations",
      summary:
        "All locations, alphabetical by name; or a page of them (limit, cursor, bbox, fish, or near: " +
        `nearest first), ${LOCATION_PAGE_DEFAULT} unless limit says otherwise, the next one named by a ` +
        'Link header (rel="next")',
      query: locationListQuerySchema,
      responses: {
        200: {
          description: "Locations, alphabetical by name; with near, nearest first, each with its distanceKm",
          body: locationPageSchema,
          mediaTypes: ["application/json"],
          headers: {
            Link: 'The next page, when there is one: <…&cursor=…>; rel="next" (the paged form only)',
          },
        },
        400: "Bad query",
        503: "Too many full lists being sent (no limit), or the database is out of reach: Retry-After",
      },
      handle: async ({ query, req, res }) => {
        if (asksForPage(query)) {
          const page = await services.findLocationPage(query);
          if (page.next) res.set("Link", `<${nextPageAddress(req, page.next)}>; rel="next"`);
          return page.locations;
        }
        return query.limit !== undefined
          ? services.findLocations(query)
          : streamer.answer(
              res,
              services.locationPages(query),
              () => services.findLocations(query),
              JSON_ARRAY,
            );
      },
    }),
    route({
      method: "get",
      path: "/locations.geojson",
      tag: "Locations",
      summary: "Every location as a GeoJSON FeatureCollection",
      query: paginationSchema,
      responses: {
        200: answer("FeatureCollection", locationFeatureCollectionSchema, "application/geo+json"),
        503: "Too many full lists being sent (no limit), or the database is out of reach: Retry-After",
      },
      handle: ({ query, res }) => {
        res.type("application/geo+json");
        if (query.limit !== undefined) return services.locationsGeoJson(query);
        return streamer.answer(
          res,
          services.locationPages(query),
          () => services.locationsGeoJson(query),
          GEOJSON_FEATURES,
        );
      },
    }),
    route({
      method: "get",
      path: "/map",
      tag: "Locations",
      summary:
        "What a map shows of a box at a zoom level: nearby locations as numbered clusters, the rest " +
        `as single locations; at most ${MAP_ANSWER_MAX_ITEMS} of them together, clustered coarser when more`,
      query: mapQuerySchema,
      responses: {
        200: answer("Clusters and single locations in the box", mapAnswerSchema),
        400: "Bad bbox, zoom, state or fish",
      },
      handle: ({ query }) => services.findMapItems(query),
    }),
    route({
      method: "get",
      path: "/locations/featured",
      tag: "Locations",
      summary: "Featured locations, de-duplicated by name, by start month of the best season",
      query: paginationSchema,
      responses: { 200: answer("Featured locations", locationListSchema) },
      handle: ({ query }) => services.findFeaturedLocations(query),
    }),
    route({
      method: "get",
      path: "/locations/ratings/all",
      tag: "Ratings",
      summary: "Average rating of every rated location",
      responses: {
        200: answer("Every rated location's average", averageRatingListSchema),
        503: "Too many full lists being sent (no limit), or the database is out of reach: Retry-After",
      },
      handle: ({ res }) =>
        streamer.answer(res, services.averageRatingPages(), () => services.listAverageRatings(), JSON_ARRAY),
    }),
    route({
      method: "get",
      path: "/locations/search/:query",
      tag: "Locations",
      summary: "Ranked, typo-tolerant search over name, description, region, fish, facilities, access",
      params: searchParams,
      query: paginationSchema,
      responses: { 200: answer("Locations, best match first", locationListSchema) },
      handle: ({ params, query }) =>
        services.searchLocations({ query: params.query, state: query.state, limit: query.limit }),
    }),
    route({
      method: "get",
      path: "/locations/fish/:fishType",
      tag: "Locations",
      summary: "Locations for a fish type (server value such as salmon or rainbow_trout; all for every one)",
      params: fishTypeParams,
      query: paginationSchema,
      responses: {
        200: answer("Locations by start month of the best season", locationListSchema),
        503: "Too many full lists being sent (no limit), or the database is out of reach: Retry-After",
      },
      handle: ({ params, query, res }) => {
        const options = { ...query, fishType: params.fishType };
        if (query.limit !== undefined) return services.findLocationsByFishType(options);
        return streamer.answer(
          res,
          services.locationPages(options),
          () => services.findLocationsByFishType(options),
          JSON_ARRAY,
        );
      },
    }),
    route({
      method: "get",
      path: "/locations/:id",
      tag: "Locations",
      summary: "One location",
      params: idParams,
      responses: { 200: answer("The location", locationSchema), 400: "Bad id", 404: "No such location" },
      handle: ({ params }) => services.getLocation({ id: params.id }),
    }),
    route({
      method: "get",
      path: "/locations/:id/catches",
      tag: "Reviews",
      summary:
        "A location's recent catches: species named by its published reviews of the last 30 days, " +
        "with counts, and the newest reports",
      params: idParams,
      responses: {
        200: answer("Counts by species and the newest reports", locationCatchesSchema),
        400: "Bad id",
        404: "No such location",
      },
      handle: ({ params }) => services.getLocationCatches({ locationId: params.id }),
    }),
    route({
      method: "get",
      path: "/locations/:id/tides",
      tag: "Tides",
      summary:
        "Predicted highs, lows and water level from the start of today at the spot, on its own clock " +
        "(its time zone), in feet above MLLW, with the station used; not for navigation",
      params: idParams,
      query: tideQuerySchema,
      responses: {
        200: answer("Predicted tides", tidesSchema),
        400: "Bad id or days",
        404: "No such location, or no tide data for it",
      },
      handle: ({ params, query }) =>
        services.predictLocationTides({ locationId: params.id, days: query.days }),
    }),
    route({
      method: "get",
      path: "/locations/:id/conditions",
      tag: "Tides",
      summary:
        "Sunrise, sunset, civil twilight, moon phase and solunar periods for one day on the spot's own clock",
      params: idParams,
      query: conditionsQuerySchema,
      responses: {
        200: answer("Sun, moon and solunar periods", conditionsSchema),
        400: "Bad id or date",
        404: "No such location",
      },
      handle: ({ params, query }) =>
        services.getLocationConditions({ locationId: params.id, date: query.date }),
    }),
    route({
      method: "get",
      path: "/locations/:id/water",
      tag: "Live conditions",
      summary:
        "The latest flow, gage height and water temperature at the spot's USGS gauge, and the last " +
        "seven days of flow (hourly); `stale` marks readings kept from before an outage of the source",
      params: idParams,
      responses: {
        200: answer("The gauge's readings", waterSchema),
        400: "Bad id",
        404: "No such location, or no gauge on its water",
        503: "The source cannot be reached and nothing of it is kept, or the database is out of reach: Retry-After",
      },
      handle: ({ params }) => services.getLocationWater({ locationId: params.id }),
    }),
    route({
      method: "get",
      path: "/locations/:id/forecast",
      tag: "Live conditions",
      summary: "The National Weather Service 7-day forecast at the spot, by day and night periods",
      params: idParams,
      responses: {
        200: answer("The forecast periods", forecastSchema),
        400: "Bad id",
        404: "No such location",
        503: "The source cannot be reached and nothing of it is kept, or the database is out of reach: Retry-After",
      },
      handle: ({ params }) => services.getLocationForecast({ locationId: params.id }),
    }),
    route({
      method: "get",
      path: "/locations/:id/outlook",
      tag: "Live conditions",
      summary:
        "A daily fishing outlook from today at the spot: a 0-100 score, a rating and its reasons, from " +
        "the tides, sun and moon, the forecast and, for gauged rivers, the flow (what is unknown is said)",
      params: idParams,
      query: outlookQuerySchema,
      responses: {
        200: answer("One outlook a day", outlookSchema),
        400: "Bad id or days",
        404: "No such location",
      },
      handle: ({ params, query }) => services.getLocationOutlook({ locationId: params.id, days: query.days }),
    }),
    route({
      method: "get",
      path: "/locations/:id/tips",
      tag: "Live conditions",
      summary:
        "The spot's fishing tips: the team's note on the spot when it has one; then for each fish and " +
        "kind of water it is fished on, the method and where the fish hold, in season this month (on " +
        "the spot's clock) first, and when it bites: the tide stage with the next high and low at tidal " +
        "spots, the gauge's flow and trend with what they mean at gauged rivers (or why there is no " +
        "reading), and the time of day",
      params: idParams,
      responses: {
        200: answer("The spot's tips", locationTipsSchema),
        400: "Bad id",
        404: "No such location",
      },
      handle: ({ params }) => services.getLocationTips({ locationId: params.id }),
    }),
    route({
      method: "get",
      path: "/locations/:id/rating",
      tag: "Ratings",
      summary: "Average rating of one location (null until rated)",
      params: idParams,
      responses: {
        200: answer("The location's rating", locationRatingSchema),
        400: "Bad id",
        404: "No such location",
      },
      handle: ({ params }) => services.getLocationRating({ locationId: params.id }),
    }),
    route({
      method: "get",
      path: "/locations/:id/reviews",
      tag: "Reviews",
      summary: "Reviews of one location, newest first (limit and offset page them)",
      params: idParams,
      query: paginationSchema,
      responses: {
        200: answer("Published reviews", reviewListSchema),
        400: "Bad query",
        404: "No such location",
      },
      handle: ({ params, query }) =>
        services.findReviews({ locationId: params.id, limit: query.limit, offset: query.offset }),
    }),
    route({
      method: "post",
      path: "/locations/:locationId/reviews",
      tag: "Reviews",
      summary: "Create a review or a quick rating",
      params: locationIdParams,
      body: reviewInputSchema,
      successStatus: 201,
      responses: {
        201: answer("The published review", reviewSchema),
        202: answer("Held for a check before it is published", heldReviewSchema),
        400: "Invalid review",
        404: "No such location",
        429: "Rate limited",
      },
      handle: async ({ params, req, res }) => {
        const created = await services.createReview({
          locationId: params.locationId,
          input: req.body,
          clientAddress: clientAddress(req),
        });
        if (created.status === "published") return created.review;
        res.status(202).json(created);
        return ANSWERED;
      },
    }),
    route({
      method: "post",
      path: "/reviews/:id/reports",
      tag: "Reviews",
      summary: `Report a review; reports from ${REPORTS_TO_HIDE} addresses hide it until an operator decides`,
      params: idParams,
      body: reviewReportInputSchema,
      successStatus: 202,
      responses: {
        202: answer("The report is taken (each address counts once per review)", messageSchema),
        400: "Bad reason or note",
        404: "No such review, or it is not public",
        429: "Rate limited",
      },
      handle: async ({ params, body, req }) => {
        const { message } = await services.reportReview({
          reviewId: params.id,
          input: body,
          clientAddress: clientAddress(req),
        });
        return { message } satisfies z.infer<typeof messageSchema>;
      },
    }),
    route({
      method: "get",
      path: "/states",
      tag: "Locations",
      summary: "Every state, in the header's order, with its number of spots and its agency's pages",
      responses: { 200: answer("The 50 states", stateListSchema) },
      handle: () => services.listStates(),
    }),
    route({
      method: "get",
      path: "/fish-types",
      tag: "Locations",
      summary: "Fish types that some location offers (server values), in every state or in `state`",
      query: stateQuery,
      responses: { 200: answer("Fish-type values", fishTypeListSchema), 400: "Bad state" },
      handle: ({ query }) => services.listFishTypes({ state: query.state }),
    }),
    route({
      method: "get",
      path: "/fish-types/:slug",
      tag: "Locations",
      summary:
        "A species page's content: the spots in season each month (January first), the best spots and " +
        "the newest reported catches of the last 30 days",
      params: speciesParams,
      query: stateQuery,
      responses: {
        200: answer("The species page's content", speciesSchema),
        400: "Bad state",
        404: "No such fish type",
      },
      handle: ({ params, query }) => services.getSpecies({ slug: params.slug, state: query.state }),
    }),
    route({
      method: "get",
      path: "/tide-alerts/location/:locationId",
      tag: "Tide alerts",
      summary: "Alerts for a location, with masked addresses",
      params: locationIdParams,
      responses: {
        200: answer("Alerts, newest first", tideAlertListSchema),
        400: "Bad id",
        404: "No such location",
      },
      handle: ({ params }) => services.findAlertsForLocation({ locationId: params.locationId }),
    }),
    route({
      method: "post",
      path: "/tide-alerts",
      tag: "Tide alerts",
      summary: "Create an alert; the answer carries its manageToken, shown only once",
      body: tideAlertInputSchema,
      successStatus: 201,
      responses: {
        201: answer("The alert and its manageToken", createdTideAlertSchema),
        400: "Invalid alert",
        404: "No such location",
        429: "Rate limited",
      },
      handle: async ({ req }) => {
        const { alert, manageToken, emailConfirmed } = await services.createTideAlert({ input: req.body });
        return { ...alert, manageToken, emailConfirmed };
      },
    }),
    route({
      method: "put",
      path: "/tide-alerts/:id",
      tag: "Tide alerts",
      summary: "Pause or resume an alert",
      params: idParams,
      body: tideAlertUpdateSchema,
      headers: tokenHeader,
      responses: {
        200: answer("The alert", tideAlertSchema),
        400: "Invalid body",
        403: "Missing or wrong token",
        404: "No such alert",
      },
      handle: ({ params, body, req }) =>
        services.setTideAlertActive({ id: params.id, active: body.active, token: alertToken(req) }),
    }),
    route({
      method: "delete",
      path: "/tide-alerts/:id",
      tag: "Tide alerts",
      summary: "Delete an alert",
      params: idParams,
      headers: tokenHeader,
      responses: {
        200: answer("The alert is deleted", messageSchema),
        400: "Bad id",
        403: "Missing or wrong token",
        404: "No such alert",
      },
      handle: async ({ params, req }) => {
        await services.deleteTideAlert({ id: params.id, token: alertToken(req) });
        return { message: "Tide alert has been deleted." } satisfies z.infer<typeof messageSchema>;
      },
    }),
    route({
      method: "post",
      path: "/tide-alerts/:id/unsubscribe",
      tag: "Tide alerts",
      summary:
        "One-click unsubscribe (RFC 8058, the List-Unsubscribe header of every notice): deletes the alert. " +
        "An alert already gone is answered 200 too: no more mail comes from it either way",
      params: idParams,
      formBody: oneClickBody,
      headers: emailTokenHeader,
      responses: {
        200: answer("The alert is gone", messageSchema),
        400: "Bad id",
        403: "Missing or wrong token",
        413: "Body too large",
        429: "Rate limited",
      },
      handle: async ({ params, req }) =>
        ({
          message: unsubscribeMessage(
            await services.unsubscribeTideAlert({ id: params.id, token: alertToken(req) }),
          ),
        }) satisfies z.infer<typeof messageSchema>,
    }),
    route({
      method: "get",
      path: "/tide-alerts/:id/unsubscribe",
      tag: "Tide alerts",
      summary:
        "What a mail program without one-click support opens: changes nothing, redirects to the page " +
        "with the Unsubscribe button",
      params: idParams,
      headers: emailTokenHeader,
      responses: { 303: redirect("To /alerts/{id}/unsubscribe?token=…"), 400: "Bad id" },
      handle: async ({ params, req, res }) => {
        const token = alertToken(req);
        res.redirect(
          303,
          token ? alertLinks.unsubscribe(params.id, token) : `/alerts/${params.id}/unsubscribe`,
        );
      },
    }),
    route({
      method: "post",
      path: "/location-suggestions",
      tag: "Suggestions",
      summary: "Suggest a new fishing location; the team is told by e-mail",
      body: locationSuggestionInputSchema,
      successStatus: 201,
      responses: {
        201: answer("The stored suggestion", locationSuggestionSchema),
        400: "Invalid suggestion",
        429: "Rate limited",
      },
      handle: ({ req }) => services.createLocationSuggestion({ input: req.body }),
    }),
    ...guideRoutes(services),
    ...problemReportRoutes(services),
  ];
}

/**
 * Mounts the table on a router: params, query and body are parsed with the route's schemas. A
 * route with a form body first reads (and bounds) that body; a handler that answered itself
 * (a redirect) is left alone.
 */
export function apiRouter(routes: ApiRoute[], options: { bodyLimit: string }): Router {
  const router = Router();
  const readForm = express.text({ type: [...FORM_BODY_TYPES], limit: options.bodyLimit });
  for (const r of routes) {
    const handlers = r.formBody ? [readForm] : [];
    router[r.method](r.path, ...handlers, async (req, res) => {
      res.locals.route = req.baseUrl + r.path;
      const params = r.params ? r.params.parse(req.params) : undefined;
      const query = r.query ? r.query.parse(req.query) : undefined;
      const body = r.body ? r.body.parse(req.body ?? {}) : undefined;
      const result = await r.handle({ params, query, body, req, res });
      if (result === ANSWERED || res.headersSent) return;
      res.status(r.successStatus ?? 200).json(result);
    });
  }
  return router;
}
