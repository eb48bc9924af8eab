import { data, type ShouldRevalidateFunctionArgs, useActionData } from "react-router";
import {
  LiveConditionsDelivery,
  LiveConditionsSection,
} from "#app/components/conditions/LiveConditionsSection";
import { loadLiveConditions } from "#app/components/conditions/liveConditions.server";
import { loadTideTab } from "#app/components/conditions/tides/tideTab.server";
import { Island, useIslandPage } from "#app/components/layout/Island";
import { LocationNotFound } from "#app/components/location/LocationNotFound";
import { FishingTips, Guides, LocationPageContent } from "#app/components/location/LocationPageContent";
import type { LocationFormResult } from "#app/components/location/locationForms";
import { parseTab } from "#app/components/location/locationTabs";
import { OfflineContent } from "#app/components/offline/OfflineContent";
import { REVIEWS_PAGE_SIZE } from "#app/components/reviews/useReviews";
import { LocationPageIsland } from "#app/islands/LocationPageIsland";
import { useDocumentMode } from "#app/lib/documentMode";
import { orNotFound, orNull } from "#app/lib/loaderSafe";
import { handleLocationForm } from "#app/lib/locationForms.server";
import { isOfflineFailure } from "#app/lib/offline";
import { shownFromParam } from "#app/lib/pagedList";
import { breadcrumbs, pageMeta, publicUrlFrom } from "#app/lib/seo";
import { locationPoint } from "#core/maps";
import { formatAverage, MAX_RATING, MIN_RATING } from "#core/ratings";
import { idSchema } from "#core/schemas";
import { stateLinks } from "#core/stateLinks";
import type { Route } from "./+types/location";

// /locations/{id} (docs/product.md "Location page"): the header block and the tabs ("Location
// tabs"), the active one in ?tab=; the forms also post here without JavaScript. Served as HTML
// with islands, its body is one island started on first use (decision 045).
export const handle = { islands: true };

// The most one "Show more reviews" link may ask for (the list endpoints' limit is 1000).
const MAX_REVIEWS_SHOWN = 999;

async function requireLocation(params: { id?: string }, context: Route.LoaderArgs["context"]) {
  // A malformed id names no location: the same 404 as an unknown one.
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return orNotFound(context.services.getLocation({ id: id.data }), context.logger, "the location");
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const location = await requireLocation(params, context);
  const url = new URL(request.url);
  // The tips and the guides are read only for the address that opens their tab; a tab switch on
  // the page asks the API (docs/product.md "Fishing tips tab", "Guide listings").
  const openTab = parseTab(url.searchParams.get("tab"));
  const tipsTab = openTab === "fishing-tips";
  const guidesTab = openTab === "guides";
  // The newest reviews, as many as ?reviewsShown= asks (decision 020), one more to tell
  // whether "Show more reviews" has more.
  const reviewsShown = shownFromParam(
    url.searchParams.get("reviewsShown"),
    REVIEWS_PAGE_SIZE,
    MAX_REVIEWS_SHOWN,
  );
  // The rating, reviews and alerts are extras: if they fail the page still renders and the
  // browser loads them itself (the tab then shows its own error state, docs/product.md "Reviews tab").
  const [rating, reviews, catches, alerts, tideTab, tips, guides] = await Promise.all([
    orNull(context.services.getLocationRating({ locationId: location.id }), context.logger, "the rating"),
    orNull(
      context.services.findReviews({ locationId: location.id, limit: reviewsShown + 1 }),
      context.logger,
      "the reviews",
    ),
    orNull(context.services.getLocationCatches({ locationId: location.id }), context.logger, "the catches"),
    orNull(context.services.findAlertsForLocation({ locationId: location.id }), context.logger, "the alerts"),
    loadTideTab(context, location),
    tipsTab
      ? Promise.all([
          orNull(context.services.getLocationTips({ locationId: location.id }), context.logger, "the tips"),
          FishingTips.load(),
        ]).then(([answer]) => answer)
      : null,
    guidesTab
      ? Promise.all([
          orNull(
            context.services.listGuidesForLocation({ locationId: location.id }),
            context.logger,
            "the guides",
          ),
          Guides.load(),
        ]).then(([answer]) => answer)
      : null,
  ]);
  // Not awaited: the live parts stream after the rest of the page (decision 031).
  const live = loadLiveConditions(context, location);
  // The spot's own state's agency, not the visitor's chosen state's.
  // The frame's links (footer, licence) follow the spot's state, whatever the visitor chose.
  const spotStateLinks = stateLinks(location.state);
  return {
    location,
    rating,
    reviews,
    catches,
    reviewsShown,
    alerts,
    tideTab,
    tips,
    guides,
    live,
    licenseUrl: spotStateLinks.licenseUrl,
    stateLinks: spotStateLinks,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const location = await requireLocation(params, context);
  return handleLocationForm(request, location, context);
}

/**
 * Switching tabs changes only ?tab= and ?reviews=: the page has everything already, so the
 * loader does not run again (the tab itself is read from the URL while rendering, on the server
 * too, so ?tab=reviews arrives server-rendered).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // Without data the error boundary below sets its own title.
  if (!loaderData) return [];
  const { location, rating } = loaderData;
  const path = `/locations/${location.id}`;
  const position = locationPoint(location.latitude, location.longitude);
  return pageMeta({
    title: `${location.name} - Fish Spots`,
    description: location.description,
    path,
    matches,
    type: "place",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Place",
        name: location.name,
        description: location.description,
        url: `${publicUrlFrom(matches)}${path}`,
        address: { "@type": "PostalAddress", addressRegion: location.state, addressCountry: "US" },
        ...(position && {
          geo: { "@type": "GeoCoordinates", latitude: position[0], longitude: position[1] },
        }),
        // Only with reviews: an AggregateRating without any is invalid structured data.
        ...(rating?.averageRating != null &&
          rating.reviewCount > 0 && {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: Number(formatAverage(rating.averageRating)),
              reviewCount: rating.reviewCount,
              bestRating: MAX_RATING,
              worstRating: MIN_RATING,
            },
          }),
      },
      breadcrumbs(matches, [{ name: location.name, path }]),
    ],
  });
}

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const islands = useDocumentMode() === "islands";
  const page = useIslandPage();
  const posted = useActionData<LocationFormResult>();
  const { live, ...data } = loaderData;
  if (!islands)
    return <LocationPageContent data={data} posted={posted} live={<LiveConditionsSection live={live} />} />;
  return (
    <>
      <Island name="locationPage" component={LocationPageIsland} props={{ page, data, posted }} />
      <LiveConditionsDelivery live={live} />
    </>
  );
}

// docs/product.md "Location not found". A page that could not load for want of a network says
// so instead (decision 014).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isOfflineFailure(error) ? <OfflineContent /> : <LocationNotFound />;
}
