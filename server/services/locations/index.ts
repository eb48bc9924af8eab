// The locations domain's public face: the directory, search, the map index, the sitemap and
// readers' suggestions. Other domains and the HTTP layer import from here, never from its files.
import type { LocationListQuery } from "#core/locationPaging";
import type { ServiceContext } from "../context";
import { onLocationsChanged } from "./locationChanges";
import { findLocationPage } from "./locationPage";
import * as locations from "./locations";
import { createMapIndex } from "./mapClusters";
import * as places from "./places";
import * as search from "./search";
import * as sitemap from "./sitemap";
import * as states from "./states";
import * as suggestions from "./suggestions";

export { locationsChanged } from "./locationChanges";
export type { LocationPage, NearLocation } from "./locationPage";
export {
  countLocations,
  exportLocations,
  fillMissingTimeZones,
  findGaugedLocations,
  findTidalLocationsNear,
  getLocation,
  LIST_PAGE_SIZE,
  type Location,
  locationColumns,
  locationFeature,
  locationRow,
  type PagedList,
  refreshDerivedLists,
  searchTextFor,
  stateFilter,
  upsertLocations,
} from "./locations";
export type { MapAnswer, MapCluster, MapLocation } from "./mapClusters";
export { listOfferedFishTypes, refreshOfferedFishTypes } from "./offeredFishTypes";
export type { Place } from "./places";
export { addSearchWords, vocabularyWords } from "./searchWords";
export { approveSuggestion, auditedSuggestion, findSuggestions } from "./suggestions";
export { zoneAt } from "./timeZones";

export function createLocationServices(context: ServiceContext, operatorConsoleUrl: string | undefined) {
  const { db, bind, write, changes, logger, mailer, config } = context;
  // One map cluster index per process (decision 021). Built now, in the background, so the
  // first map does not wait for it; rebuilt whenever locations change, here or elsewhere.
  const mapIndex = createMapIndex(db, { logger, changes });
  void mapIndex.build();
  // Location writes made here (the services' writers) reach this process's caches and the others'.
  const stopAnnouncingLocations = onLocationsChanged(db, () => void changes.announce("locations"));
  const services = {
    findLocations: bind(locations.findLocations),
    findFeaturedLocations: bind(locations.findFeaturedLocations),
    /** A region page's spots (docs/product.md "State addresses"). */
    findRegionLocations: bind(locations.findRegionLocations),
    findLocationsByFishType: bind(locations.findLocationsByFishType),
    getLocation: bind(locations.getLocation),
    listFishTypes: bind(locations.listFishTypes),
    locationsGeoJson: bind(locations.locationsGeoJson),
    /** The unbounded lists, page by page, for answers written as they are read (decision 024). */
    locationPages: bind(locations.locationPages),
    findMapItems: mapIndex.findMapItems,
    /**
     * A page of the paged GET /api/locations, and the /near page's spots: by name, or nearest
     * first from the map index's k-d tree (decision 055).
     */
    findLocationPage: (query: LocationListQuery) => findLocationPage(db, mapIndex.findNearest, query),
    /** docs/product.md "Near me": a ZIP code's or a town's place, from the offline table. */
    findZipPlace: places.findZipPlace,
    findTownPlace: places.findTownPlace,
    /** For locations written behind the services' back (bulk loads in tests and benchmarks). */
    invalidateMapIndex: mapIndex.invalidate,
    /** How many times the map index was built, and whether it is ready (tests, diagnostics). */
    mapIndexStats: mapIndex.stats,
    searchLocations: bind(search.searchLocations),
    /** How many spots a search finds, in one state or in all (the search page's "in all states (N)"). */
    countSearchMatches: bind(search.countSearchMatches),
    /** docs/product.md "API: states": every state, its spot count and its agency's pages. */
    listStates: bind(states.listStates),
    listSitemapLocationFiles: bind(sitemap.listSitemapLocationFiles),
    findSitemapLocationIds: bind(sitemap.findSitemapLocationIds),
    listFishTypesByState: bind(sitemap.listFishTypesByState),
    createLocationSuggestion: write(
      "suggestions",
      (options: { input: suggestions.LocationSuggestionInputArg }) =>
        suggestions.createLocationSuggestion(db, mailer, {
          input: options.input,
          teamEmail: config.contactEmail,
          consoleUrl: operatorConsoleUrl,
        }),
    ),
  };
  return {
    services,
    /** Stops background work (the map index's build) before the database closes. */
    close: () => {
      stopAnnouncingLocations();
      return mapIndex.close();
    },
  };
}
