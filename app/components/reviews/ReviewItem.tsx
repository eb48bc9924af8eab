import { StarRating } from "#app/components/locations/StarRating";
import { formatCreatedAt, formatReviewDate } from "#core/dates";
import { ReportReviewPopover } from "./ReportReviewPopover";
import { fishLabel } from "./reviewOptions";
import type { ReviewView } from "./useReviews";

// One review (docs/product.md "Review"). Visitor text is rendered as text, never as HTML. Dates
// follow "Date display": Invalid date, Unknown date, and recently for a missing creation time.
// Beside the stars, a reader may report it ("Moderation").
export function ReviewItem({ review }: { review: ReviewView }) {
  return (
    <article className="rounded-lg border bg-card p-4" aria-label={`Review by ${review.userName}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{review.userName}</h3>
        <div className="flex items-center gap-2">
          <StarRating average={review.rating} showValue={false} />
          <ReportReviewPopover review={review} />
        </div>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {review.visitDate
          ? `Visited ${formatReviewDate(review.visitDate)}`
          : `Posted ${formatCreatedAt(review.createdAt)}`}
        {review.timeSpent && ` · ${review.timeSpent}`}
      </p>
      {review.reviewText && <p className="mt-3 leading-relaxed whitespace-pre-line">{review.reviewText}</p>}
      {review.fishCaught && review.fishCaught.length > 0 && (
        <p className="mt-3 text-sm">
          <span className="font-medium">Fish caught:</span> {review.fishCaught.map(fishLabel).join(", ")}
        </p>
      )}
    </article>
  );
}
