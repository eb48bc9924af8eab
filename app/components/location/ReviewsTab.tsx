import { StarRating } from "~/components/locations/StarRating";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { ReviewsSubTab } from "./locationTabs";
import { ReviewForm } from "./ReviewForm";
import { ReviewList } from "./ReviewList";
import type { LocationRating } from "./useLocationRating";
import type { ReviewView } from "./useReviews";

// Spec 2 "Reviews (shows the average rating; sub-tabs Read Reviews and Write a Review)".
export function ReviewsTab({
  locationId,
  rating,
  initialReviews,
  subTab,
  onSubTabChange,
}: {
  locationId: number;
  rating: LocationRating | undefined;
  initialReviews?: ReviewView[];
  subTab: ReviewsSubTab;
  onSubTabChange: (value: ReviewsSubTab, options?: { replace?: boolean }) => void;
}) {
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
      <Tabs
        className="mt-4"
        value={subTab}
        onValueChange={(value) => onSubTabChange(value === "write" ? "write" : "reviews")}
      >
        <TabsList aria-label="Reviews">
          <TabsTrigger value="reviews">Read Reviews</TabsTrigger>
          <TabsTrigger value="write">Write a Review</TabsTrigger>
        </TabsList>
        <TabsContent value="reviews">
          <ReviewList locationId={locationId} initial={initialReviews} />
        </TabsContent>
        <TabsContent value="write">
          <ReviewForm
            locationId={locationId}
            onSubmitted={() => onSubTabChange("reviews", { replace: true })}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
