import type { Logger } from "pino";
import type { TideAlertInput } from "../../core/schemas";
import type { Config } from "../config.server";
import type { DataChanges } from "../dataChanges";
import type { Database } from "../db/client.server";
import type { Mailer } from "../mail.server";
import * as alerts from "./alerts";
import * as coastTides from "./coastTides";
import * as conditions from "./conditions";
import { onLocationsChanged } from "./locationChanges";
import * as locations from "./locations";
import { createMapIndex } from "./mapClusters";
import * as ratings from "./ratings";
import * as reviews from "./reviews";
import * as search from "./search";
import * as sitemap from "./sitemap";
import * as subscriptions from "./subscriptions";
import * as suggestions from "./suggestions";
import * as tides from "./tides";

// Operator tools writing to a shared PostgreSQL reach the map within this time.
const MAP_INDEX_RECHECK_MS = 30_000;

type Rest<F> = F extends (db: Database, ...rest: infer R) => infer Out ? (...rest: R) => Out : never;

/**
 * The use cases, bound to one database and mailer. API handlers and page loaders both call
 * these (architecture rule 4); nothing else reaches the database.
 */
export function createServices(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, "contactEmail" | "publicUrl">;
  /** Shared with the alert worker when it runs in the same process. */
  tideCache?: tides.TideCache;
  /** Told of every write, before the write's answer goes out (in-process caches, decision 018). */
  changes?: DataChanges;
  /** "postgres": other processes may write locations too, so the map index rechecks (decision 021). */
  databaseKind?: "pglite" | "postgres";
}) {
  // One tide cache per process, shared by every request (see services/tides.ts).
  const tideCache = deps.tideCache ?? tides.createTideCache();
  // One map cluster index per process, rebuilt after location writes (decision 021).
  const mapIndex = createMapIndex(deps.db, {
    recheckAfterMs: deps.databaseKind === "postgres" ? MAP_INDEX_RECHECK_MS : undefined,
  });
  onLocationsChanged(deps.db, mapIndex.invalidate);
  const bind = <F extends (db: Database, ...rest: never[]) => unknown>(fn: F): Rest<F> =>
    ((...rest: never[]) => fn(deps.db, ...rest)) as Rest<F>;
  const announce = async () => {
    await deps.changes?.announce();
  };
  // Every write that succeeds: rendered pages and lists may show what it changed.
  const write =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await fn(...args);
      await announce();
      return result;
    };
  const subscriptionDeps: subscriptions.SubscriptionDeps = {
    db: deps.db,
    mailer: deps.mailer,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
    afterCreate: announce,
  };
  return {
    findLocations: bind(locations.findLocations),
    findFeaturedLocations: bind(locations.findFeaturedLocations),
    findLocationsByFishType: bind(locations.findLocationsByFishType),
    getLocation: bind(locations.getLocation),
    listFishTypes: bind(locations.listFishTypes),
    locationsGeoJson: bind(locations.locationsGeoJson),
    findMapItems: mapIndex.findMapItems,
    /** For other in-process "locations changed" signals (a response cache's, say). */
    invalidateMapIndex: mapIndex.invalidate,
    searchLocations: bind(search.searchLocations),
    listSitemapLocationFiles: bind(sitemap.listSitemapLocationFiles),
    findSitemapLocationIds: bind(sitemap.findSitemapLocationIds),
    listAverageRatings: bind(ratings.listAverageRatings),
    listAverageRatingsFor: bind(ratings.listAverageRatingsFor),
    getLocationRating: bind(ratings.getLocationRating),
    findReviews: bind(reviews.findReviews),
    createReview: write(bind(reviews.createReview)),
    findAlertsForLocation: bind(alerts.findAlertsForLocation),
    // Every new alert, from the API or a page's form, may owe its address a confirmation.
    createTideAlert: (options: { input: TideAlertInput }) =>
      subscriptions.createTideAlertAndConfirm(subscriptionDeps, options),
    setTideAlertActive: write(bind(alerts.setTideAlertActive)),
    deleteTideAlert: write(bind(alerts.deleteTideAlert)),
    findConfirmation: bind(subscriptions.findConfirmation),
    confirmSubscriber: write(bind(subscriptions.confirmSubscriber)),
    findAlertForEmailLink: bind(subscriptions.findAlertForEmailLink),
    unsubscribeTideAlert: write(bind(subscriptions.unsubscribeTideAlert)),
    predictLocationTides: (options: Omit<Parameters<typeof tides.predictLocationTides>[1], "cache">) =>
      tides.predictLocationTides(deps.db, { ...options, cache: tideCache }),
    getCoastTides: (options: Omit<Parameters<typeof coastTides.getCoastTides>[1], "cache"> = {}) =>
      coastTides.getCoastTides(deps.db, { ...options, cache: tideCache }),
    getLocationConditions: bind(conditions.getLocationConditions),
    getLocationConditionsForDays: bind(conditions.getLocationConditionsForDays),
    createLocationSuggestion: write((options: { input: suggestions.LocationSuggestionInputArg }) =>
      suggestions.createLocationSuggestion(deps.db, deps.mailer, {
        input: options.input,
        teamEmail: deps.config.contactEmail,
      }),
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
