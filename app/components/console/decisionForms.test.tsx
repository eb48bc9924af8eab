import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DECISION_NOTE_LENGTH, hideReviewInputSchema, rejectSuggestionInputSchema } from "#core/schemas";
import { ReviewDecisions } from "./ReviewDecisions";
import { SuggestionDecisions } from "./SuggestionDecisions";

// docs/architecture.md "One schema, both sides": the console's Hide and Reject forms ask in the
// browser for what their schemas ask on the server, from the same numbers.

function HideForm() {
  return <ReviewDecisions reviewId={7} status="held" />;
}

function RejectForm() {
  return <SuggestionDecisions suggestionId={3} failed={null} />;
}

function render(Component: () => React.ReactElement): string {
  const Stub = createRoutesStub([{ path: "/", Component }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

const lengthsOf = (html: string, name: string) => {
  const input = html.match(new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
  return {
    min: Number(input.match(/minLength="(\d+)"/i)?.[1]),
    max: Number(input.match(/maxLength="(\d+)"/i)?.[1]),
  };
};

describe("the decision notes' limits", () => {
  it("are the schemas' own", () => {
    expect(hideReviewInputSchema.shape.reason.minLength).toBe(DECISION_NOTE_LENGTH.min);
    expect(hideReviewInputSchema.shape.reason.maxLength).toBe(DECISION_NOTE_LENGTH.max);
    expect(rejectSuggestionInputSchema.shape.note.minLength).toBe(DECISION_NOTE_LENGTH.min);
    expect(rejectSuggestionInputSchema.shape.note.maxLength).toBe(DECISION_NOTE_LENGTH.max);
  });

  it("are the Hide form's minLength and maxLength", () => {
    expect(lengthsOf(render(HideForm), "reason")).toEqual(DECISION_NOTE_LENGTH);
  });

  it("are the Reject form's minLength and maxLength, and its hint says them", () => {
    const html = render(RejectForm);
    expect(lengthsOf(html, "note")).toEqual(DECISION_NOTE_LENGTH);
    expect(html).toContain(
      `Why it was not added (${DECISION_NOTE_LENGTH.min} to ${DECISION_NOTE_LENGTH.max} characters).`,
    );
  });

  it("refuse a note one character short or one too long, with the form's messages", () => {
    const short = "x".repeat(DECISION_NOTE_LENGTH.min - 1);
    const long = "x".repeat(DECISION_NOTE_LENGTH.max + 1);
    expect(hideReviewInputSchema.safeParse({ reason: ` ${short} ` }).error?.issues[0]?.message).toBe(
      "Please give a reason",
    );
    expect(rejectSuggestionInputSchema.safeParse({ note: short }).error?.issues[0]?.message).toBe(
      "Please give a note",
    );
    expect(hideReviewInputSchema.safeParse({ reason: long }).error?.issues[0]?.message).toBe(
      `Must be at most ${DECISION_NOTE_LENGTH.max} characters`,
    );
    expect(
      rejectSuggestionInputSchema.safeParse({ note: "x".repeat(DECISION_NOTE_LENGTH.max) }).success,
    ).toBe(true);
  });
});
