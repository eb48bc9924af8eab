import { describe, expect, it } from "vitest";
import {
  BAD_REPLY_EMAIL,
  CHOOSE_A_PROBLEM,
  checkedByTeamLine,
  DESCRIBE_THE_PROBLEM,
  problemDecisionSchema,
  problemReportAnswer,
  problemReportCreated,
  validateProblemReport,
} from "./problemReports";

describe("the problem report's schema", () => {
  it("takes a kind alone, and reads empty fields as no value", () => {
    expect(validateProblemReport({ kind: "closed", note: "  ", email: "" })).toEqual({
      payload: { kind: "closed", note: null, email: null },
    });
  });

  it("keeps a note's line breaks as one character each, trimmed, and trims the address", () => {
    expect(validateProblemReport({ kind: "wrong-pin", note: " a\r\nb ", email: " me@example.com " })).toEqual(
      {
        payload: { kind: "wrong-pin", note: "a\nb", email: "me@example.com" },
      },
    );
  });

  it("names each refused field with its message", () => {
    expect(validateProblemReport({ kind: "", note: "x".repeat(501), email: "me@" })).toEqual({
      errors: { kind: CHOOSE_A_PROBLEM, note: "Must be at most 500 characters", email: BAD_REPLY_EMAIL },
    });
    expect(validateProblemReport({ kind: "other", note: "", email: "" })).toEqual({
      errors: { note: DESCRIBE_THE_PROBLEM },
    });
  });

  it("asks a decision for a note of 2 to 500 characters", () => {
    expect(problemDecisionSchema.safeParse({ note: " x " }).success).toBe(false);
    expect(problemDecisionSchema.parse({ note: " Fixed.\r\n" })).toEqual({ note: "Fixed." });
  });
});

describe("the answers", () => {
  it("say whether the report counted, and promise a reply only to one who left an address", () => {
    expect(problemReportAnswer(true, false).message).toBe(
      "Thanks for telling us. Our team will check this spot.",
    );
    expect(problemReportAnswer(true, true).message).toContain("write to you once it is fixed");
    expect(problemReportAnswer(false, true)).toMatchObject({ counted: false });
    expect(problemReportAnswer(false, true).message).toContain("not counted again");
    expect(problemReportCreated({ counted: false }, true)).toBe("problem-report-repeat");
    expect(problemReportCreated({ counted: true }, true)).toBe("problem-report-reply");
    expect(problemReportCreated({ counted: true }, false)).toBe("problem-report");
  });
});

describe("checkedByTeamLine", () => {
  it("names the month and year of the day, whatever the reader's zone", () => {
    expect(checkedByTeamLine("2026-12-01")).toBe("Checked by our team in December 2026");
    expect(checkedByTeamLine("2027-01-31")).toBe("Checked by our team in January 2027");
  });

  it("says nothing without a day", () => {
    expect(checkedByTeamLine(null)).toBeNull();
    expect(checkedByTeamLine("2026-13-01")).toBeNull();
  });
});
