import type { UseQueryResult } from "@tanstack/react-query";
import { ReviewItem } from "./ReviewItem";
import type { ReviewView } from "./useReviews";

// Spec 8: "Reviews loading, error, empty: Loading reviews...; Error loading reviews; No reviews
// yet. Be the first to share your experience!"
export function ReviewList({ reviews }: { reviews: UseQueryResult<ReviewView[]> }) {
  const { data, isPending, isError } = reviews;
  if (isPending) return <p className="text-muted-foreground">Loading reviews...</p>;
  if (isError) return <p className="text-destructive">Error loading reviews</p>;
  if (data.length === 0) {
    return <p className="text-muted-foreground">No reviews yet. Be the first to share your experience!</p>;
  }
  return (
    <ul className="grid gap-3">
      {data.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} />
        </li>
      ))}
    </ul>
  );
}
