import { CheckCircle2 } from "lucide-react";
import { StarRating } from "#app/components/locations/StarRating";
import { Callout } from "#app/components/ui/callout";
import { Tabs, TabsContent, TabsList } from "#app/components/ui/tabs";
import { HELD_REVIEW_MESSAGE } from "#core/moderation";
import type { LocationCatches } from "#server/services/species";
import type { FormState } from "../location/locationForms";
import type { ReviewsSubTab } from "../location/locationTabs";
import { TabLink } from "../location/TabLink";
import type { LocationRating } from "../location/useLocationRating";
import { RecentCatches, useLocationCatches } from "../species/RecentCatches";
import { ReviewForm } from "./ReviewForm";
import { ReviewList } from "./ReviewList";
import { REVIEWS_PAGE_SIZE, type ReviewView, useReviews } from "./useReviews";

// docs/product.md "Reviews tab": the average rating, and the sub-tabs Read Reviews and Write a Review.
export function ReviewsTab({
  locationId,
  rating,
  initialReviews,
  initialCatches,
  reviewsShown = REVIEWS_PAGE_SIZE,
  subTab,
  onSubTabChange,
  subTabHref,
  created = false,
  held = false,
  formState,
}: {
  locationId: number;
  rating: LocationRating | undefined;
  /** The loader's newest reviews (one past its pages). */
  initialReviews?: ReviewView[];
  /** The loader's recent catches. */
  initialCatches?: LocationCatches;
  /** How many reviews the page's URL asked for (?reviewsShown=). */
  reviewsShown?: number;
  subTab: ReviewsSubTab;
  onSubTabChange: (value: ReviewsSubTab, options?: { replace?: boolean }) => void;
  subTabHref: (value: ReviewsSubTab) => string;
  /** Set after a review posted without JavaScript was saved (no toast can show then). */
  created?: boolean;
  /** The review posted without JavaScript was held for a check (docs/product.md "Moderation"). */
  held?: boolean;
  formState?: FormState<"review">;
}) {
  // Read here, not in the list: a review written straight from a link to "Write a Review"
  // must still refresh the list the page returns to.
  const reviews = useReviews(locationId, initialReviews, reviewsShown);
  const catches = useLocationCatches(locationId, initialCatches);
  return (
    <section aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="reviews-heading" className="text-2xl font-bold tracking-tight">
          Reviews
        </h2>
        {rating?.averageRating != null && (
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <StarRating average={rating.averageRating} size="md" />
            <span>{`(${rating.reviewCount} ${rating.reviewCount === 1 ? "review" : "reviews"})`}</span>
          </span>
        )}
      </div>
      {created && (
        <Callout variant="success" role="status" className="mt-4">
          <CheckCircle2 aria-hidden />
          {held ? (
            <p>{HELD_REVIEW_MESSAGE}</p>
          ) : (
            <p>
              <strong>Review submitted.</strong> Thank you for sharing your experience!
            </p>
          )}
        </Callout>
      )}
      <Tabs
        className="mt-4"
        value={subTab}
        onValueChange={(value) => onSubTabChange(value === "write" ? "write" : "reviews")}
      >
        <TabsList aria-label="Reviews">
          <TabLink value="reviews" href={subTabHref("reviews")}>
            Read Reviews
          </TabLink>
          <TabLink value="write" href={subTabHref("write")}>
            Write a Review
          </TabLink>
        </TabsList>
        <TabsContent value="reviews">
          <RecentCatches catches={catches} />
          <ReviewList reviews={reviews} />
        </TabsContent>
        <TabsContent value="write">
          <ReviewForm
            locationId={locationId}
            initial={formState}
            onSubmitted={() => onSubTabChange("reviews", { replace: true })}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
