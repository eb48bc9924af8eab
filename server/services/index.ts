import type { Logger } from "pino";
import type { TideAlertInput } from "#core/schemas";
import type { Config } from "../config.server";
import { createDataChanges, type DataChanges, type DataTopic } from "../dataChanges";
import type { Database } from "../db/client.server";
import type { Mailer } from "../mail.server";
import * as alerts from "./alerts";
import * as audit from "./audit";
import * as catches from "./catches";
import * as coastTides from "./coastTides";
import * as conditions from "./conditions";
import * as consoleAlerts from "./consoleAlerts";
import * as consoleLocations from "./consoleLocations";
import * as consoleSuggestions from "./consoleSuggestions";
import { createLiveConditions, type LiveConditionsConfig } from "./liveConditions";
import { onLocationsChanged } from "./locationChanges";
import * as locations from "./locations";
import { createMapIndex } from "./mapClusters";
import * as moderation from "./moderation";
import * as operators from "./operators";
import * as ratings from "./ratings";
import * as reviewReports from "./reviewReports";
import * as reviews from "./reviews";
import * as search from "./search";
import * as sitemap from "./sitemap";
import * as species from "./species";
import * as subscriptions from "./subscriptions";
import * as suggestions from "./suggestions";
import * as tides from "./tides";

type Rest<F> = F extends (db: Database, ...rest: infer R) => infer Out ? (...rest: R) => Out : never;

/**
 * The use cases, bound to one database and mailer. API handlers and page loaders both call
 * these (docs/architecture.md "Pages and the API share services"); nothing else reaches the database.
 */
export function createServices(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  config: Pick<Config, "contactEmail" | "publicUrl"> &
    Partial<LiveConditionsConfig> &
    Partial<Pick<Config, "operatorEmails">>;
  /** Shared with the alert worker when it runs in the same process. */
  tideCache?: tides.TideCache;
  /**
   * Told of every write, before the write's answer goes out, and of other processes' writes
   * through the change feed (in-process caches, decision 018). Without it, this process is
   * taken to be the only writer.
   */
  changes?: DataChanges;
}) {
  const changes = deps.changes ?? createDataChanges({ logger: deps.logger });
  // One tide cache per process, shared by every request (see services/tides.ts).
  const tideCache = deps.tideCache ?? tides.createTideCache();
  // One map cluster index per process (decision 021). Built now, in the background, so the
  // first map does not wait for it; rebuilt whenever locations change, here or elsewhere.
  const mapIndex = createMapIndex(deps.db, { logger: deps.logger, changes });
  void mapIndex.build();
  // Location writes made here (the services' writers) reach this process's caches and the others'.
  const stopAnnouncingLocations = onLocationsChanged(deps.db, () => void changes.announce("locations"));
  // USGS and NWS through one cache in the database (decision 031); off unless configured.
  const live = createLiveConditions({
    db: deps.db,
    logger: deps.logger,
    tideCache,
    config: {
      publicUrl: deps.config.publicUrl,
      contactEmail: deps.config.contactEmail,
      waterDataUrl: deps.config.waterDataUrl,
      usgsApiKey: deps.config.usgsApiKey,
      weatherUrl: deps.config.weatherUrl,
    },
  });
  // What the species pages and "What's biting now" read, kept until the data changes.
  const speciesCaches = species.createSpeciesCaches(changes);
  const bind = <F extends (db: Database, ...rest: never[]) => unknown>(fn: F): Rest<F> =>
    ((...rest: never[]) => fn(deps.db, ...rest)) as Rest<F>;
  // Every write that succeeds: rendered pages and lists may show what it changed.
  const write =
    <A extends unknown[], R>(topic: DataTopic, fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await fn(...args);
      await changes.announce(topic);
      return result;
    };
  const subscriptionDeps: subscriptions.SubscriptionDeps = {
    db: deps.db,
    mailer: deps.mailer,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
    afterCreate: () => changes.announce("alerts"),
  };
  const operatorDeps: operators.OperatorDeps = {
    db: deps.db,
    mailer: deps.mailer,
    logger: deps.logger,
    publicUrl: deps.config.publicUrl,
    operatorEmails: deps.config.operatorEmails ?? [],
  };
  return {
    findLocations: bind(locations.findLocations),
    findFeaturedLocations: bind(locations.findFeaturedLocations),
    findLocationsByFishType: bind(locations.findLocationsByFishType),
    getLocation: bind(locations.getLocation),
    listFishTypes: bind(locations.listFishTypes),
    locationsGeoJson: bind(locations.locationsGeoJson),
    /** The unbounded lists, page by page, for answers written as they are read (decision 024). */
    locationPages: bind(locations.locationPages),
    averageRatingPages: bind(ratings.averageRatingPages),
    /** For failures met after an answer's first byte, which no error page can report. */
    logger: deps.logger,
    findMapItems: mapIndex.findMapItems,
    /** For locations written behind the services' back (bulk loads in tests and benchmarks). */
    invalidateMapIndex: mapIndex.invalidate,
    /** How many times the map index was built, and whether it is ready (tests, diagnostics). */
    mapIndexStats: mapIndex.stats,
    searchLocations: bind(search.searchLocations),
    listSitemapLocationFiles: bind(sitemap.listSitemapLocationFiles),
    findSitemapLocationIds: bind(sitemap.findSitemapLocationIds),
    listAverageRatings: bind(ratings.listAverageRatings),
    listAverageRatingsFor: bind(ratings.listAverageRatingsFor),
    getLocationRating: bind(ratings.getLocationRating),
    findReviews: bind(reviews.findReviews),
    getLocationCatches: bind(catches.getLocationCatches),
    // docs/product.md "Species pages" and "What's biting".
    listSpeciesValues: bind(species.listSpeciesValues),
    getSpecies: (options: Parameters<typeof species.getSpecies>[2]) =>
      species.getSpecies(deps.db, speciesCaches, options),
    getWhatsBiting: (options: Parameters<typeof species.getWhatsBiting>[2] = {}) =>
      species.getWhatsBiting(deps.db, speciesCaches, options),
    createReview: write("reviews", bind(reviews.createReview)),
    // A report changes what the public sees only when it hides the review.
    reportReview: async (options: Parameters<Rest<typeof reviewReports.reportReview>>[0]) => {
      const result = await reviewReports.reportReview(deps.db, options);
      if (result.hidden) await changes.announce("reviews");
      return result;
    },
    findAlertsForLocation: bind(alerts.findAlertsForLocation),
    // Every new alert, from the API or a page's form, may owe its address a confirmation.
    createTideAlert: (options: { input: TideAlertInput }) =>
      subscriptions.createTideAlertAndConfirm(subscriptionDeps, options),
    setTideAlertActive: write("alerts", bind(alerts.setTideAlertActive)),
    deleteTideAlert: write("alerts", bind(alerts.deleteTideAlert)),
    findConfirmation: bind(subscriptions.findConfirmation),
    confirmSubscriber: write("alerts", bind(subscriptions.confirmSubscriber)),
    findAlertForEmailLink: bind(subscriptions.findAlertForEmailLink),
    unsubscribeTideAlert: write("alerts", bind(subscriptions.unsubscribeTideAlert)),
    predictLocationTides: (options: Omit<Parameters<typeof tides.predictLocationTides>[1], "cache">) =>
      tides.predictLocationTides(deps.db, { ...options, cache: tideCache }),
    getCoastTides: (options: Omit<Parameters<typeof coastTides.getCoastTides>[1], "cache"> = {}) =>
      coastTides.getCoastTides(deps.db, { ...options, cache: tideCache }),
    getLocationConditions: bind(conditions.getLocationConditions),
    getLocationConditionsForDays: bind(conditions.getLocationConditionsForDays),
    getLocationWater: live.getWater,
    getLocationForecast: live.getForecast,
    getLocationOutlook: live.getOutlook,
    getRiversNow: live.getRiversNow,
    /** The alert worker and tests: one gauge's report through the shared cache. */
    liveConditions: live,
    createLocationSuggestion: write(
      "suggestions",
      (options: { input: suggestions.LocationSuggestionInputArg }) =>
        suggestions.createLocationSuggestion(deps.db, deps.mailer, {
          input: options.input,
          teamEmail: deps.config.contactEmail,
          consoleUrl:
            operatorDeps.operatorEmails.length > 0 ? `${deps.config.publicUrl}/admin/suggestions` : undefined,
        }),
    ),
    // The operators' console (decision 032): off, with no one listed in OPERATOR_EMAILS.
    operatorConsoleOn: operatorDeps.operatorEmails.length > 0,
    requestOperatorSignIn: (options: { email: string }) => operators.requestSignIn(operatorDeps, options),
    completeOperatorSignIn: (options: { token: string }) => operators.completeSignIn(operatorDeps, options),
    findOperatorSession: (options: { sessionId: string }) => operators.findSession(operatorDeps, options),
    signOutOperator: bind(operators.signOut),
    operatorCsrfMatches: operators.csrfMatches,
    listModerationQueue: bind(moderation.listModerationQueue),
    publishReview: write("reviews", bind(moderation.publishReview)),
    hideReview: write("reviews", bind(moderation.hideReview)),
    deleteReview: write("reviews", bind(moderation.deleteReview)),
    // The console's locations screen (operator actions, audited).
    searchConsoleLocations: bind(consoleLocations.searchConsoleLocations),
    locationDependants: bind(consoleLocations.locationDependants),
    createConsoleLocation: write("locations", bind(consoleLocations.createConsoleLocation)),
    updateConsoleLocation: write("locations", bind(consoleLocations.updateConsoleLocation)),
    deleteConsoleLocation: write("locations", bind(consoleLocations.deleteConsoleLocation)),
    // The console's suggestions and alerts screens (operator actions, audited).
    listConsoleSuggestions: bind(consoleSuggestions.listConsoleSuggestions),
    // An approval's new location is announced by locationsChanged (services/locationChanges.ts).
    approveSuggestion: write("suggestions", bind(consoleSuggestions.approveConsoleSuggestion)),
    rejectSuggestion: write("suggestions", bind(consoleSuggestions.rejectSuggestion)),
    alertsOverview: bind(consoleAlerts.alertsOverview),
    listAudit: bind(audit.listAudit),
    auditPages: () => audit.auditPages(deps.db),
    /** Stops background work (the map index's build) before the database closes. */
    close: () => {
      stopAnnouncingLocations();
      speciesCaches.close();
      return mapIndex.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
