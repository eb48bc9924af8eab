import { describe, expect, it } from "vitest";
import { EMPTY_REVIEW_FORM, reviewFormFromData, validateReviewForm } from "./reviewForm";

// The rules of docs/product.md "Review form" and "Review input".
describe("validateReviewForm", () => {
  it("starts at five stars", () => {
    expect(EMPTY_REVIEW_FORM.rating).toBe(5);
  });

  it("omits fishCaught from the payload when none was chosen", () => {
    expect(validateReviewForm({ ...EMPTY_REVIEW_FORM, userName: "Jo Angler" })).toEqual({
      payload: { userName: "Jo Angler", rating: 5, reviewText: null, visitDate: null, timeSpent: null },
    });
  });

  it("keeps the chosen fish", () => {
    const outcome = validateReviewForm({
      ...EMPTY_REVIEW_FORM,
      userName: "Jo Angler",
      fishCaught: ["Steelhead"],
    });
    expect(outcome).toMatchObject({ payload: { fishCaught: ["Steelhead"] } });
  });

  it.each([
    [{ userName: "J" }, "userName", "Name must be at least 2 characters"],
    [{ userName: "Jo Angler", rating: 0 }, "rating", "Please select a rating"],
    [
      { userName: "Jo Angler", visitDate: "yesterday" },
      "visitDate",
      "Visit date must be a date (YYYY-MM-DD)",
    ],
  ])("%j -> %s: %j", (values, field, message) => {
    const outcome = validateReviewForm({ ...EMPTY_REVIEW_FORM, ...values });
    expect("errors" in outcome && outcome.errors[field as keyof typeof outcome.errors]).toBe(message);
  });
});

describe("reviewFormFromData", () => {
  it("reads every ticked fish and the rating as a number", () => {
    const form = new URLSearchParams([
      ["userName", "Jo"],
      ["rating", "4"],
      ["fishCaught", "Crappie"],
      ["fishCaught", "Other"],
    ]);
    expect(reviewFormFromData(form)).toEqual({
      userName: "Jo",
      rating: 4,
      reviewText: "",
      visitDate: "",
      timeSpent: "",
      fishCaught: ["Crappie", "Other"],
    });
  });
});
