import { DEFAULT_RATING } from "./ratings";
import { reviewInputSchema } from "./schemas";

// The review form (spec 5) as plain values, the same in the browser and in the page's
// no-JavaScript fallback.

export type ReviewFormValues = {
  userName: string;
  rating: number;
  reviewText: string;
  visitDate: string;
  timeSpent: string;
  fishCaught: string[];
};
export type ReviewFormErrors = Partial<Record<keyof ReviewFormValues, string>>;

export type ReviewPayload = {
  userName: string;
  rating: number;
  reviewText: string | null;
  fishCaught?: string[];
  visitDate: string | null;
  timeSpent: string | null;
};

// Spec 9: "default rating 5".
export const EMPTY_REVIEW_FORM: ReviewFormValues = {
  userName: "",
  rating: DEFAULT_RATING,
  reviewText: "",
  visitDate: "",
  timeSpent: "",
  fishCaught: [],
};

/** A posted form: every ticked fish arrives under the same name. */
export function reviewFormFromData(data: {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}): ReviewFormValues {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    userName: text("userName"),
    rating: Number(text("rating")),
    reviewText: text("reviewText"),
    visitDate: text("visitDate"),
    timeSpent: text("timeSpent"),
    fishCaught: data.getAll("fishCaught").filter((fish): fish is string => typeof fish === "string"),
  };
}

/** Spec 5: validated with the schema the server uses; the first message of each field shows. */
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
      // Spec 5: "fishCaught is omitted from the payload when empty".
      ...(values.fishCaught.length > 0 && { fishCaught: values.fishCaught }),
      visitDate: review.visitDate,
      timeSpent: review.timeSpent,
    },
  };
}
