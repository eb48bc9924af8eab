import type { AppLoadContext } from "react-router";
import { loadRiversNow } from "#app/components/conditions/liveConditions.server";
import { DIRECTORY_PAGE_SIZE } from "#app/components/home/DirectoryList";
import { FEATURED_PAGE_SIZE } from "#app/components/home/FeaturedLocations";
import { fishTabs, openingTab } from "#app/components/home/fishTabs";
import type { IceSafetyLink } from "#app/components/home/IceSafetyNote";
import { cardData } from "#app/components/locations/cardData";
import { loadMapPreview } from "#app/components/states/mapPreview.server";
import { ALL_FISH } from "#app/lib/apiPaths";
import { orNull } from "#app/lib/loaderSafe";
import { shownFromParam } from "#app/lib/pagedList";
import { stateAgency } from "#core/stateAgencies";
import type { UsState } from "#core/states";
import { PACIFIC_TIME_ZONE } from "#core/zoneClock";
import { zoneName } from "#core/zoneName";

// A state's home (docs/product.md "Home page" and "State addresses"): what `/` shows for the
// visitor's chosen state, and `/states/{slug}` for the state in its address. Everything the first
// screen shows, read through the same services as the JSON API
// (docs/architecture.md "Pages and the API share services").
// ?fish= picks the directory's tab and ?shown= / ?featured= how much of a list to show: the
// "Show more" links without JavaScript (decision 020).

// The most a "Show more" link may ask for at once (the list endpoints' limit is 1000).
const MAX_SHOWN = 999;

type LoaderArgs = { context: AppLoadContext; request: Request };

/**
 * docs/product.md "Page metadata": the home page's description, for the state it shows. Written
 * here and sent with the data: the browser's bundle carries none of these sentences.
 */
function stateHomeDescription(state: string, spotCount: number | null): string {
  if (state === "Oregon")
    return "Find the best fishing spots in Oregon: salmon, steelhead, trout, bass, crab and clam locations with seasons, facilities, tide information and angler ratings.";
  if (spotCount === 0)
    return `Fishing in ${state}: the licence and regulations pages of its fish and wildlife agency, and the states whose spots Fish Spots lists so far.`;
  return `Find the best fishing spots in ${state}: salmon, steelhead, trout, bass, crab and more, with seasons, facilities, tide information and angler ratings.`;
}

export async function loadStateHome({ context, request }: LoaderArgs, state: UsState) {
  const { services, logger } = context;
  const params = new URL(request.url).searchParams;
  const shown = shownFromParam(params.get("shown"), DIRECTORY_PAGE_SIZE, MAX_SHOWN);
  const featuredShown = shownFromParam(params.get("featured"), FEATURED_PAGE_SIZE, MAX_SHOWN);
  const [fishTypes, states] = await Promise.all([
    orNull(services.listFishTypes({ state }), logger, "fish types"),
    orNull(services.listStates(), logger, "the states"),
  ]);
  // docs/product.md "State profiles": the hero's line, and whether the state's home leads with its
  // coast's tides or, without coast stations, with its rivers, lakes and what's biting.
  const profile = services.getStateProfile(state);
  const tides = (profile?.coastStations.length ?? 0) > 0;
  // Only a tab the page shows can be chosen; anything else is the spec's default, Salmon.
  const fish = openingTab(fishTabs(fishTypes ?? undefined), params.get("fish"));
  const [featured, defaultList, coast, biting, mapPreview] = await Promise.all([
    // One row past the pages shown tells whether Show more has more to load.
    orNull(services.findFeaturedLocations({ state, limit: featuredShown + 1 }), logger, "featured locations"),
    orNull(
      // The "all" tab lists GET /api/locations (by name), the others by fish type.
      fish === ALL_FISH
        ? services.findLocations({ state, limit: shown + 1 })
        : services.findLocationsByFishType({ fishType: fish, state, limit: shown + 1 }),
      logger,
      "the directory list",
    ),
    tides ? orNull(services.getCoastTides({ days: 1, state }), logger, "today's coast tides") : null,
    orNull(services.getWhatsBiting({ state }), logger, "what's biting"),
    orNull(loadMapPreview(services, state), logger, "the map preview"),
  ]);
  // The ratings of the cards on this page only; the browser completes the list ("API: ratings").
  const locationIds = [...(featured ?? []), ...(defaultList ?? [])].map((location) => location.id);
  const ratings = await orNull(services.listAverageRatingsFor({ locationIds }), logger, "average ratings");
  // Not awaited: the rivers row streams after the rest of the page (decision 031).
  const rivers = loadRiversNow(context, state);
  const withSpots = (states ?? []).filter((summary) => summary.spotCount > 0);
  // null when the count could not be read: the page then shows its lists, never "no spots".
  const spotCount = states ? (states.find((summary) => summary.name === state)?.spotCount ?? 0) : null;
  return {
    state,
    description: stateHomeDescription(state, spotCount),
    hero: profile?.hero ?? null,
    // The coast's times are on the state's own clock: "Central time" on the Gulf.
    coastTime: zoneName(profile?.timeZones[0] ?? PACIFIC_TIME_ZONE),
    tides,
    spotCount,
    statesWithSpots: withSpots.map(({ name, spotCount }) => ({ name, spotCount })),
    agency: states?.find((summary) => summary.name === state)?.agency ?? null,
    iceSafety: iceSafetyLink(state),
    rivers,
    // As their cards need them: the page and the directory's island carry every listed spot.
    featured: featured?.map(cardData) ?? null,
    fishTypes,
    defaultList: defaultList?.map(cardData) ?? null,
    ratings,
    coast,
    biting,
    mapPreview,
    fish,
    shown,
    featuredShown,
    expanded: params.has("shown"),
  };
}

/** The agency's ice-safety page, where the state has one on record. */
function iceSafetyLink(state: UsState): IceSafetyLink | null {
  const agency = stateAgency(state);
  return agency.iceSafetyUrl ? { agencyShort: agency.agencyShort, url: agency.iceSafetyUrl } : null;
}

export type StateHomeData = Awaited<ReturnType<typeof loadStateHome>>;
