import { useLocation } from "react-router";
import { ShowMoreLink, withSearchParams } from "#app/components/locations/ShowMoreLink";
import { ReviewItem } from "./ReviewItem";
import { REVIEWS_PAGE_SIZE, type ReviewsList } from "./useReviews";

// docs/product.md "Reviews tab": loading, error and empty, "Loading reviews...", "Error loading
// reviews" and "No reviews yet. Be the first to share your experience!"
export function ReviewList({ reviews }: { reviews: ReviewsList }) {
  const { search } = useLocation();
  const { items, isPending, isError } = reviews;
  if (isPending) return <p className="text-muted-foreground">Loading reviews...</p>;
  if (isError) return <p className="text-destructive">Error loading reviews</p>;
  if (items.length === 0) {
    return <p className="text-muted-foreground">No reviews yet. Be the first to share your experience!</p>;
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-3">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {reviews.hasMore && (
        <div className="flex justify-center">
          <ShowMoreLink
            href={withSearchParams(
              search,
              { tab: "reviews", reviewsShown: String((reviews.pages + 1) * REVIEWS_PAGE_SIZE) },
              "#reviews-heading",
            )}
            onMore={reviews.showMore}
            loading={reviews.isLoadingMore}
          >
            Show more reviews
          </ShowMoreLink>
        </div>
      )}
    </div>
  );
}
