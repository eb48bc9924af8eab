import type { Logger } from "pino";
import { createDataChanges, type DataChanges } from "#server/dataChanges";
import type { Database } from "#server/db/client.server";
import type { Mailer } from "#server/mail.server";
import { createAlertServices } from "./alerts";
import { createConditionServices, createTideCache, type TideCache } from "./conditions";
import { createConsoleServices } from "./console";
import { createContentServices } from "./content";
import { createServiceContext, type ServicesConfig } from "./context";
import { createGuideServices } from "./guides";
import { createLocationServices } from "./locations";
import { recordingReads, spotTag } from "./reads";
import { createReportServices } from "./reports";
import { createReviewServices } from "./reviews";
import { createSpeciesServices } from "./species";
import { createTipsServices } from "./tips";

// The services are composed from the domains' faces (docs/architecture.md "Domains"): each
// domain binds its own use cases; this file only hands them one database, mailer and change feed
// (and the tips domain the conditions' tide and river reads it tells its advice against).

/**
 * The use cases, bound to one database and mailer. API handlers and page loaders both call
 * these (docs/architecture.md "Pages and the API share services"); nothing else reaches the database.
 */
export function createServices(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  config: ServicesConfig;
  /** Shared with the alert worker when it runs in the same process. */
  tideCache?: TideCache;
  /**
   * Told of every write, before the write's answer goes out, and of other processes' writes
   * through the change feed (in-process caches, decision 018). Without it, this process is
   * taken to be the only writer.
   */
  changes?: DataChanges;
}) {
  const changes = deps.changes ?? createDataChanges({ logger: deps.logger });
  const context = createServiceContext({ ...deps, changes });
  // One tide cache per process, shared by every request (see conditions/tides.ts).
  const tideCache = deps.tideCache ?? createTideCache();
  const operatorConsole = createConsoleServices(context);
  const locations = createLocationServices(
    context,
    operatorConsole.operatorConsoleOn ? `${deps.config.publicUrl}/admin/suggestions` : undefined,
  );
  const species = createSpeciesServices(context);
  const conditions = createConditionServices(context, tideCache);
  return {
    /** For failures met after an answer's first byte, which no error page can report. */
    logger: deps.logger,
    ...locations.services,
    // What each render reads of the data readers write all day, so that a review or an alert
    // clears only the kept answers that showed it (decision 018). Species pages and "What's
    // biting" count catches and ratings across spots: they read all reviews.
    ...recordingReads("reviews", createReviewServices(context), {
      getLocationRating: ({ locationId }) => [spotTag("reviews", locationId)],
      findReviews: ({ locationId }) => [spotTag("reviews", locationId)],
      listAverageRatingsFor: ({ locationIds }) => locationIds.map((id) => spotTag("reviews", id)),
    }),
    ...recordingReads("reviews", species.services, {
      getLocationCatches: ({ locationId }) => [spotTag("reviews", locationId)],
    }),
    ...recordingReads("alerts", createAlertServices(context), {
      findAlertsForLocation: ({ locationId }) => [spotTag("alerts", locationId)],
    }),
    ...conditions,
    ...createTipsServices(context, conditions),
    ...createGuideServices(context),
    ...createContentServices(deps.config.contentDir),
    ...createReportServices(context),
    ...operatorConsole,
    /** Stops background work (the map index's build) before the database closes. */
    close: () => {
      species.close();
      return locations.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
