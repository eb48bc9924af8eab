import { describe, expect, it } from "vitest";
import { ResponseError } from "#app/lib/api";
import { postedReviewStatus, reportFailure, reportPayload } from "./moderationAnswers";

describe("postedReviewStatus", () => {
  it.each([
    [201, "published"],
    [200, "published"],
    [202, "held"],
  ] as const)("reads %i as %s", (status, expected) => {
    expect(postedReviewStatus(status)).toBe(expected);
  });
});

describe("reportPayload", () => {
  it("sends the reason alone when the note is empty or blank", () => {
    expect(reportPayload({ reason: "spam", note: "" })).toEqual({ reason: "spam" });
    expect(reportPayload({ reason: "other", note: "  \n " })).toEqual({ reason: "other" });
  });

  it("sends the note trimmed", () => {
    expect(reportPayload({ reason: "wrong-place", note: "  This is Netarts Bay.\n" })).toEqual({
      reason: "wrong-place",
      note: "This is Netarts Bay.",
    });
  });
});

describe("reportFailure", () => {
  it("reads a 404 as a review no longer shown", () => {
    expect(reportFailure(new ResponseError(404, '404: {"message":"Review not found"}'), true)).toBe(
      "not-shown",
    );
  });

  it("reads no answer at all as offline", () => {
    expect(reportFailure(new TypeError("Failed to fetch"), true)).toBe("offline");
    expect(reportFailure(new Error("anything"), false)).toBe("offline");
  });

  it.each([400, 429, 500, 503])("reads any other answer (%i) as a failure to try again", (status) => {
    expect(reportFailure(new ResponseError(status, `${status}: x`), true)).toBe("failed");
    // An answer from the server is never an offline failure, even while the browser thinks so.
    expect(reportFailure(new ResponseError(status, `${status}: x`), false)).toBe("failed");
  });

  it("reads a fault in our own code while online as a failure", () => {
    expect(reportFailure(new TypeError("Cannot read properties of undefined"), true)).toBe("failed");
  });
});
