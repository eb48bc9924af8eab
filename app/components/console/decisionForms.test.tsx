import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CURATED_REGIONS } from "#core/curatedStates";
import { DECISION_NOTE_LENGTH, hideReviewInputSchema, rejectSuggestionInputSchema } from "#core/schemas";
import { GuideDecisions } from "./GuideDecisions";
import { ReviewDecisions } from "./ReviewDecisions";
import { SuggestionDecisions } from "./SuggestionDecisions";

// docs/architecture.md "One schema, both sides": the console's Hide and Reject forms ask in the
// browser for what their schemas ask on the server, from the same numbers.

function HideForm() {
  return <ReviewDecisions reviewId={7} status="held" />;
}

function RejectForm() {
  return <SuggestionDecisions suggestionId={3} failed={null} curated={CURATED_REGIONS} />;
}

function PendingGuide() {
  return <GuideDecisions guideId={5} status="pending" failed={null} />;
}

function WithdrawnGuide() {
  return <GuideDecisions guideId={6} status="withdrawn" failed={null} />;
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

describe("a guide's decisions", () => {
  it("ask for the reasons the schema asks, and say which one the guide is e-mailed", () => {
    const html = render(PendingGuide);
    const reasons = [...html.matchAll(/<(?:input|textarea)[^>]*name="reason"[^>]*>/g)].map(([tag]) => ({
      min: Number(tag.match(/minLength="(\d+)"/i)?.[1]),
      max: Number(tag.match(/maxLength="(\d+)"/i)?.[1]),
    }));
    expect(reasons).toEqual([DECISION_NOTE_LENGTH, DECISION_NOTE_LENGTH]);
    expect(html).toContain(
      `The guide is e-mailed this reason (${DECISION_NOTE_LENGTH.min} to ${DECISION_NOTE_LENGTH.max} characters).`,
    );
    expect(html).toContain("the guide is not e-mailed");
    for (const intent of ["approve", "reject", "hide"]) expect(html).toContain(`value="${intent}"`);
    expect(html).toContain('href="/admin/guides/5"');
  });

  it("offer nothing for a listing the guide withdrew", () => {
    const html = render(WithdrawnGuide);
    expect(html).not.toContain("<form");
    expect(html).toContain("Withdrawn by the guide");
  });
});
