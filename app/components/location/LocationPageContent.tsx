import { type ReactNode, Suspense } from "react";
import { useSearchParams } from "react-router";
import { TideAlertsTab } from "#app/components/alerts/TideAlertsTab";
import type { TideAlertView } from "#app/components/alerts/useTideAlerts";
import type { TideTabData } from "#app/components/conditions/tides/tideWeek";
import { GuidesLoading } from "#app/components/guides/GuidesLoading";
import { ReviewsTab } from "#app/components/reviews/ReviewsTab";
import type { ReviewView } from "#app/components/reviews/useReviews";
import { TipsLoading } from "#app/components/tips/TipsLoading";
import { Tabs, TabsContent, TabsList } from "#app/components/ui/tabs";
import type { Location } from "#app/lib/locationTypes";
import { onDemand } from "#app/lib/onDemand";
import type { GuideListing } from "#core/guideChoices";
import type { TipsAnswer } from "#core/spotTips";
import type { StateLinks } from "#core/stateLinks";
import type { LocationCatches } from "#server/services/species";
import { LocationHeader } from "./LocationHeader";
import { CREATED_PARAM, type LocationFormResult } from "./locationForms";
import { LOCATION_TABS, parseTab } from "./locationTabs";
import { OverviewTab } from "./OverviewTab";
import { ProblemReport } from "./ProblemReport";
import { TabLink } from "./TabLink";
import { TidesTab } from "./TidesTab";
import { type LocationRating, useLocationRating } from "./useLocationRating";
import { useTabParams } from "./useTabParams";

// The Fishing Tips tab's code loads only when the tab is opened (decision 023); the loader has it
// ready when the address opens that tab, so the server renders it whole.
export const FishingTips = onDemand(() => import("#app/components/tips/FishingTipsTab"));
// The Local Guides tab, the same way (docs/product.md "Guide listings").
export const Guides = onDemand(() => import("#app/components/guides/GuidesTab"));

/** The location page's loader data but its streamed live conditions; null where a part failed. */
export type LocationPageData = {
  location: Location;
  rating: LocationRating | null;
  reviews: ReviewView[] | null;
  catches: LocationCatches | null;
  reviewsShown: number;
  alerts: TideAlertView[] | null;
  tideTab: TideTabData | undefined;
  /** Read only when the address opens the Fishing Tips tab; the tab asks the API otherwise. */
  tips: TipsAnswer | null;
  /** Read only when the address opens the Local Guides tab, the same way. */
  guides: GuideListing[] | null;
  licenseUrl: string;
  stateLinks: StateLinks;
};

/**
 * The location page's body (docs/product.md "Location page"): the header block and the tabs
 * ("Location tabs"), the active one in ?tab=. `posted` is a form's answer without JavaScript;
 * `live` is the Weather & Tides tab's streamed part, as the page delivers it.
 */
export function LocationPageContent({
  data,
  posted,
  live,
}: {
  data: LocationPageData;
  posted: LocationFormResult | undefined;
  live: ReactNode;
}) {
  const { location } = data;
  const rating = useLocationRating(location.id, data.rating ?? undefined);
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
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <LocationHeader
        location={location}
        averageRating={rating?.averageRating ?? null}
        licenseUrl={data.licenseUrl}
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
              initial={data.tips}
              agencyShort={data.stateLinks.agencyShort}
              regulationsUrl={data.stateLinks.regulationsUrl}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="guides">
          <Suspense fallback={<GuidesLoading />}>
            <Guides.Component
              spot={location}
              initial={data.guides}
              reported={created === "guide-report"}
              reportPosted={posted?.form === "guide-report" ? posted : undefined}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="tides">
          <TidesTab location={location} data={data.tideTab} live={live} />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsTab
            locationId={location.id}
            rating={rating}
            initialReviews={data.reviews ?? undefined}
            initialCatches={data.catches ?? undefined}
            reviewsShown={data.reviewsShown}
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
            initialAlerts={data.alerts ?? undefined}
            subTab={alertsTab}
            onSubTabChange={setAlertsTab}
            subTabHref={alertsHref}
            created={created === "alert" || created === "alert-unconfirmed"}
            confirmationSent={created === "alert-unconfirmed"}
            formState={posted?.form === "alert" ? posted : undefined}
          />
        </TabsContent>
      </Tabs>
      <ProblemReport
        locationId={location.id}
        created={created}
        posted={posted?.form === "problem-report" ? posted : undefined}
      />
    </div>
  );
}
