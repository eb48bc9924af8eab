// The reviews domain's public face: reviews, ratings, readers' reports and moderation.
import type { ServiceContext } from "../context";
import * as moderation from "./moderation";
import * as ratings from "./ratings";
import * as reviewReports from "./reviewReports";
import * as reviews from "./reviews";

export { addressKey, textKey } from "./addressKeys";
export type { QueuedReview, QueueReport } from "./moderation";
export type { AverageRating } from "./ratings";
export { hasProfanity, holdReason } from "./reviewHolds";
export { isPublished, type Review } from "./reviews";

export function createReviewServices({ db, bind, write, changes }: ServiceContext) {
  return {
    averageRatingPages: bind(ratings.averageRatingPages),
    listAverageRatings: bind(ratings.listAverageRatings),
    listAverageRatingsFor: bind(ratings.listAverageRatingsFor),
    getLocationRating: bind(ratings.getLocationRating),
    findReviews: bind(reviews.findReviews),
    createReview: write("reviews", bind(reviews.createReview), ({ locationId }) => locationId),
    // A report changes what the public sees only when it hides the review.
    reportReview: async (options: Parameters<typeof reviewReports.reportReview>[1]) => {
      const result = await reviewReports.reportReview(db, options);
      if (result.hidden) await changes.announce("reviews");
      return result;
    },
    listModerationQueue: bind(moderation.listModerationQueue),
    publishReview: write("reviews", bind(moderation.publishReview)),
    hideReview: write("reviews", bind(moderation.hideReview)),
    deleteReview: write("reviews", bind(moderation.deleteReview)),
  };
}
