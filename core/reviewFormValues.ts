import { DEFAULT_RATING } from "./ratings";

// The review form (docs/product.md "Review form") as plain values, the same in the browser and in the page's
// no-JavaScript fallback. No zod here: the form shows without it; its validation
// (reviewForm.ts) loads when the form is used (decision 023).

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

// The rating starts at 5.
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
