import { describe, expect, it } from "vitest";
import { TEAM_NOTE_LENGTH, teamNoteInputSchema } from "./schemas";

// docs/product.md "Fishing tips tab": the team's note is plain text of 2 to 600 characters, with
// no links; the console's form and the service check it with this one schema.

const messagesOf = (text: unknown) => {
  const result = teamNoteInputSchema.safeParse({ text });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("the team note", () => {
  it("is trimmed, and its line breaks are stored as posted by any browser: one character each", () => {
    expect(
      teamNoteInputSchema.parse({ text: "  Park at the north lot.\r\nThe gate opens at 6.\r\n " }),
    ).toEqual({
      text: "Park at the north lot.\nThe gate opens at 6.",
    });
  });

  it("is at most 600 characters, a CRLF counted as one", () => {
    const lines = `${"a".repeat(99)}\r\n`.repeat(6).trim();
    expect(teamNoteInputSchema.parse({ text: lines }).text).toHaveLength(TEAM_NOTE_LENGTH.max - 1);
    expect(messagesOf("a".repeat(TEAM_NOTE_LENGTH.max))).toEqual([]);
    expect(messagesOf("a".repeat(TEAM_NOTE_LENGTH.max + 1))).toEqual(["Must be at most 600 characters"]);
  });

  it("asks for the note when it is missing, blank or a single character", () => {
    for (const text of [undefined, "", "   ", "a"])
      expect(messagesOf(text)).toEqual(["Please write the note"]);
  });

  it("refuses any link", () => {
    for (const text of ["Tackle at https://example.com", "See www.example.org", "Book at tidecharters.com"])
      expect(messagesOf(text)).toEqual(["Links are not allowed in the note"]);
    expect(messagesOf("The 3.5 mile trail ends at the jetty.")).toEqual([]);
  });
});
