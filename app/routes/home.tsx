import { loadRiversNow } from "#app/components/conditions/liveConditions.server";
import { DIRECTORY_PAGE_SIZE } from "#app/components/home/DirectoryList";
import { FEATURED_PAGE_SIZE, FeaturedLocations } from "#app/components/home/FeaturedLocations";
import { FishDirectory } from "#app/components/home/FishDirectory";
import { DEFAULT_FISH, fishTabs } from "#app/components/home/fishTabs";
import { Hero } from "#app/components/home/Hero";
import { SuggestLocation } from "#app/components/home/SuggestLocation";
import { TideInformation } from "#app/components/home/TideInformation";
import { TodayOnTheWater } from "#app/components/home/TodayOnTheWater";
import { WhatsBiting } from "#app/components/home/WhatsBiting";
import { useAverageRatings } from "#app/components/locations/useAverageRatings";
import { ALL_FISH } from "#app/lib/apiPaths";
import { orNull } from "#app/lib/loaderSafe";
import { shownFromParam } from "#app/lib/pagedList";
import { selectedStateFromCookie } from "#app/lib/selectedState";
import { pageMeta, publicUrlFrom } from "#app/lib/seo";
import { SITE_NAME } from "#core/seo";
import type { Route } from "./+types/home";

// docs/product.md "Page metadata": the home page's title.
export const HOME_TITLE = "Fish Spots - Oregon Fishing Locations Directory";
const HOME_DESCRIPTION =
  "Find the best fishing spots in Oregon: salmon, steelhead, trout, bass, crab and clam locations with seasons, facilities, tide information and angler ratings.";

export function meta({ matches }: Route.MetaArgs) {
  const base = publicUrlFrom(matches);
  return pageMeta({
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    path: "/",
    matches,
    jsonLd: [
      // Lets search engines offer a search box that lands on /locations/search/{query}.
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: SITE_NAME,
        url: `${base}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: `${base}/locations/search/{search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });
}

// The most a "Show more" link may ask for at once (the list endpoints' limit is 1000).
const MAX_SHOWN = 999;

// Everything the first screen shows, for the visitor's selected state (cookie mirror of the
// local-storage preference), read through the same services as the JSON API
// (docs/architecture.md "Pages and the API share services").
// ?fish= picks the directory's tab and ?shown= / ?featured= how much of a list to show: the
// "Show more" links without JavaScript (decision 020).
export async function loader({ context, request }: Route.LoaderArgs) {
  const state = selectedStateFromCookie(request.headers.get("cookie"));
  const { services, logger } = context;
  const params = new URL(request.url).searchParams;
  const shown = shownFromParam(params.get("shown"), DIRECTORY_PAGE_SIZE, MAX_SHOWN);
  const featuredShown = shownFromParam(params.get("featured"), FEATURED_PAGE_SIZE, MAX_SHOWN);
  const fishTypes = await orNull(services.listFishTypes(), logger, "fish types");
  const asked = params.get("fish");
  // Only a tab the page shows can be chosen; anything else is the spec's default, Salmon.
  const fish =
    asked && fishTabs(fishTypes ?? undefined).some((tab) => tab.value === asked) ? asked : DEFAULT_FISH;
  const [featured, defaultList, coast, biting] = await Promise.all([
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
    orNull(services.getCoastTides({ days: 1 }), logger, "today's coast tides"),
    orNull(services.getWhatsBiting({ state }), logger, "what's biting"),
  ]);
  // The ratings of the cards on this page only; the browser completes the list ("API: ratings").
  const locationIds = [...(featured ?? []), ...(defaultList ?? [])].map((location) => location.id);
  const ratings = await orNull(services.listAverageRatingsFor({ locationIds }), logger, "average ratings");
  // Not awaited: the rivers row streams after the rest of the page (decision 031).
  const rivers = loadRiversNow(context, state);
  return {
    state,
    rivers,
    featured,
    fishTypes,
    defaultList,
    ratings,
    coast,
    biting,
    fish,
    shown,
    featuredShown,
    expanded: params.has("shown"),
  };
}

// docs/product.md "Home page": the hero, Today on the water, What's biting now, Fish Directory, Featured Fishing
// Locations, Tide Information and Suggest a Fishing Location, in that order.
export default function Home({ loaderData }: Route.ComponentProps) {
  // Seeds the shared ratings query, so every card below renders its rating on the server.
  useAverageRatings(loaderData.ratings ?? undefined, { partial: true });
  return (
    <>
      <Hero />
      <TodayOnTheWater coast={loaderData.coast} rivers={loaderData.rivers} />
      <WhatsBiting data={loaderData.biting} state={loaderData.state} />
      <FishDirectory
        fishTypes={loaderData.fishTypes ?? undefined}
        defaultList={loaderData.defaultList ?? undefined}
        loaderState={loaderData.state}
        loaderFish={loaderData.fish}
        shown={loaderData.shown}
        expanded={loaderData.expanded}
      />
      <FeaturedLocations
        initial={loaderData.featured ?? undefined}
        loaderState={loaderData.state}
        shown={loaderData.featuredShown}
      />
      <TideInformation />
      <SuggestLocation />
    </>
  );
}
