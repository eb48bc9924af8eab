import type { ReviewFormErrors, ReviewFormValues, ReviewPayload } from "./reviewFormValues";
import { reviewInputSchema } from "./schemas";

// The review form's validation (docs/product.md "Review input"), with the schema the server uses.
export * from "./reviewFormValues";

/** Validated with the schema the server uses; the first message of each field shows. */
export function validateReviewForm(
  values: ReviewFormValues,
): { payload: ReviewPayload } | { errors: ReviewFormErrors } {
  const result = reviewInputSchema.safeParse(values);
  if (!result.success) {
    const errors: ReviewFormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === "string" && key in values && !errors[key as keyof ReviewFormValues]) {
        errors[key as keyof ReviewFormValues] = issue.message;
      }
    }
    return { errors };
  }
  const review = result.data;
  return {
    payload: {
      userName: review.userName,
      rating: review.rating,
      reviewText: review.reviewText,
      // No fish caught: left out of the request.
      ...(values.fishCaught.length > 0 && { fishCaught: values.fishCaught }),
      visitDate: review.visitDate,
      timeSpent: review.timeSpent,
    },
  };
}
