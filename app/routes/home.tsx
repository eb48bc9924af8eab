import { FeaturedLocations } from "~/components/home/FeaturedLocations";
import { FishDirectory } from "~/components/home/FishDirectory";
import { DEFAULT_FISH } from "~/components/home/fishTabs";
import { Hero } from "~/components/home/Hero";
import { SuggestLocation } from "~/components/home/SuggestLocation";
import { TideInformation } from "~/components/home/TideInformation";
import { TodayOnTheWater } from "~/components/home/TodayOnTheWater";
import { useAverageRatings } from "~/components/locations/useAverageRatings";
import { orNull } from "~/lib/loaderSafe";
import { selectedStateFromCookie } from "~/lib/selectedState";
import { pageMeta, publicUrlFrom } from "~/lib/seo";
import { SITE_NAME } from "../../core/seo";
import type { Route } from "./+types/home";

// Spec 1: "Page title of the home page: Fish Spots - Oregon Fishing Locations Directory."
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

// Everything the first screen shows, for the visitor's selected state (cookie mirror of the
// local-storage preference), read through the same services as the JSON API (architecture rule 4).
export async function loader({ context, request }: Route.LoaderArgs) {
  const state = selectedStateFromCookie(request.headers.get("cookie"));
  const { services, logger } = context;
  const [featured, fishTypes, defaultList, ratings, coast] = await Promise.all([
    orNull(services.findFeaturedLocations({ state }), logger, "featured locations"),
    orNull(services.listFishTypes(), logger, "fish types"),
    orNull(
      services.findLocationsByFishType({ fishType: DEFAULT_FISH, state }),
      logger,
      "the default fish list",
    ),
    orNull(services.listAverageRatings(), logger, "average ratings"),
    orNull(services.getCoastTides({ days: 1 }), logger, "today's coast tides"),
  ]);
  return { state, featured, fishTypes, defaultList, ratings, coast };
}

// Spec 2 "Home page": the hero, one further block not shown yet, then Fish Directory, Featured
// Fishing Locations, Tide Information and Suggest a Fishing Location, in that order.
export default function Home({ loaderData }: Route.ComponentProps) {
  // Seeds the shared ratings query, so every card below renders its rating on the server.
  useAverageRatings(loaderData.ratings ?? undefined);
  return (
    <>
      <Hero />
      <TodayOnTheWater coast={loaderData.coast} />
      <FishDirectory
        fishTypes={loaderData.fishTypes ?? undefined}
        defaultList={loaderData.defaultList ?? undefined}
        loaderState={loaderData.state}
      />
      <FeaturedLocations initial={loaderData.featured ?? undefined} loaderState={loaderData.state} />
      <TideInformation />
      <SuggestLocation />
    </>
  );
}
