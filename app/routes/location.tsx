import { Suspense } from "react";
import { data, type ShouldRevalidateFunctionArgs, useActionData, useSearchParams } from "react-router";
import { TideAlertsTab } from "#app/components/alerts/TideAlertsTab";
import { loadLiveConditions } from "#app/components/conditions/liveConditions.server";
import { loadTideTab } from "#app/components/conditions/tides/tideTab.server";
import { GuidesLoading } from "#app/components/guides/GuidesLoading";
import { LocationHeader } from "#app/components/location/LocationHeader";
import { LocationNotFound } from "#app/components/location/LocationNotFound";
import { CREATED_PARAM, type LocationFormResult } from "#app/components/location/locationForms";
import { LOCATION_TABS, parseTab } from "#app/components/location/locationTabs";
import { OverviewTab } from "#app/components/location/OverviewTab";
import { TabLink } from "#app/components/location/TabLink";
import { TidesTab } from "#app/components/location/TidesTab";
import { useLocationRating } from "#app/components/location/useLocationRating";
import { useTabParams } from "#app/components/location/useTabParams";
import { OfflineContent } from "#app/components/offline/OfflineContent";
import { ReviewsTab } from "#app/components/reviews/ReviewsTab";
import { REVIEWS_PAGE_SIZE } from "#app/components/reviews/useReviews";
import { TipsLoading } from "#app/components/tips/TipsLoading";
import { Tabs, TabsContent, TabsList } from "#app/components/ui/tabs";
import { orNotFound, orNull } from "#app/lib/loaderSafe";
import { handleLocationForm } from "#app/lib/locationForms.server";
import { isOfflineFailure } from "#app/lib/offline";
import { onDemand } from "#app/lib/onDemand";
import { shownFromParam } from "#app/lib/pagedList";
import { breadcrumbs, pageMeta, publicUrlFrom } from "#app/lib/seo";
import { locationPoint } from "#core/maps";
import { formatAverage, MAX_RATING, MIN_RATING } from "#core/ratings";
import { idSchema } from "#core/schemas";
import { stateLinks } from "#core/stateLinks";
import type { Route } from "./+types/location";

// /locations/{id} (docs/product.md "Location page"): the header block and the tabs ("Location
// tabs"), the active one in ?tab=; the forms also post here without JavaScript.

// The Fishing Tips tab's code loads only when the tab is opened (decision 023); the loader has it
// ready when the address opens that tab, so the server renders it whole.
const FishingTips = onDemand(() => import("#app/components/tips/FishingTipsTab"));
// The Local Guides tab, the same way (docs/product.md "Guide listings").
const Guides = onDemand(() => import("#app/components/guides/GuidesTab"));

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
  const { location } = loaderData;
  const rating = useLocationRating(location.id, loaderData.rating ?? undefined);
  const {
    tab,
    reviewsTab,
    alertsTab,
    setTab,
    setReviewsTab,
    setAlertsTab,
    tabHref,
    reviewsHref,
    alertsHref,
  } = useTabParams();
  const [searchParams] = useSearchParams();
  const created = searchParams.get(CREATED_PARAM);
  const posted = useActionData<LocationFormResult>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <LocationHeader
        location={location}
        averageRating={rating?.averageRating ?? null}
        licenseUrl={loaderData.licenseUrl}
        onShowTides={() => setTab("tides")}
      />
      <Tabs className="mt-8" value={tab} onValueChange={(value) => setTab(parseTab(value))}>
        <TabsList aria-label="Location details">
          {LOCATION_TABS.map((item) => (
            <TabLink key={item.value} value={item.value} href={tabHref(item.value)}>
              {item.label}
            </TabLink>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab location={location} />
        </TabsContent>
        <TabsContent value="fishing-tips">
          <Suspense fallback={<TipsLoading />}>
            <FishingTips.Component
              locationId={location.id}
              initial={loaderData.tips}
              agencyShort={loaderData.stateLinks.agencyShort}
              regulationsUrl={loaderData.stateLinks.regulationsUrl}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="guides">
          <Suspense fallback={<GuidesLoading />}>
            <Guides.Component
              spot={location}
              initial={loaderData.guides}
              reported={created === "guide-report"}
              reportPosted={posted?.form === "guide-report" ? posted : undefined}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="tides">
          <TidesTab location={location} data={loaderData.tideTab} live={loaderData.live} />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsTab
            locationId={location.id}
            rating={rating}
            initialReviews={loaderData.reviews ?? undefined}
            initialCatches={loaderData.catches ?? undefined}
            reviewsShown={loaderData.reviewsShown}
            subTab={reviewsTab}
            onSubTabChange={setReviewsTab}
            subTabHref={reviewsHref}
            created={created === "review" || created === "review-held"}
            held={created === "review-held"}
            formState={posted?.form === "review" ? posted : undefined}
          />
        </TabsContent>
        <TabsContent value="tide-alerts">
          <TideAlertsTab
            place={location}
            initialAlerts={loaderData.alerts ?? undefined}
            subTab={alertsTab}
            onSubTabChange={setAlertsTab}
            subTabHref={alertsHref}
            created={created === "alert" || created === "alert-unconfirmed"}
            confirmationSent={created === "alert-unconfirmed"}
            formState={posted?.form === "alert" ? posted : undefined}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

// docs/product.md "Location not found". A page that could not load for want of a network says
// so instead (decision 014).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isOfflineFailure(error) ? <OfflineContent /> : <LocationNotFound />;
}
