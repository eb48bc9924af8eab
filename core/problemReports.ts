// Zod's module namespace, as in schemas.ts: the islands' bundle keeps only what is used.
import * as z from "zod";
import {
  BAD_REPLY_EMAIL,
  CHOOSE_A_PROBLEM,
  DESCRIBE_THE_PROBLEM,
  PROBLEM_KINDS,
  PROBLEM_NOTE_MAX,
  type ProblemKind,
  type ProblemReportErrors,
  type ProblemReportValues,
  REPLY_EMAIL_MAX,
} from "./problemReportWords";
import { DECISION_NOTE_LENGTH } from "./schemas";

export * from "./problemReportWords";

// "Report a problem with this spot" (docs/product.md "Problem reports", decision 050): what a
// reader may tell us about a spot's record, the one schema the page's form, its post without
// JavaScript and POST /api/locations/{id}/problem-reports all validate with, and the words of
// the answers.

const kinds = PROBLEM_KINDS.map((k) => k.value) as [ProblemKind, ...ProblemKind[]];

/** An empty field, or one of spaces, is no value. */
const emptyAsNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const problemReportInputSchema = z
  .object({
    kind: z.enum(kinds, { error: CHOOSE_A_PROBLEM }),
    note: z.preprocess(
      (v) => {
        const value = emptyAsNull(v);
        // A textarea posts each line break as CRLF; the browser's maxLength counts it as one.
        return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : value;
      },
      z
        .string({ error: "The note must be text" })
        .max(PROBLEM_NOTE_MAX, `Must be at most ${PROBLEM_NOTE_MAX} characters`)
        .nullish()
        .transform((v) => v ?? null),
    ),
    email: z.preprocess(
      (v) => {
        const value = emptyAsNull(v);
        return typeof value === "string" ? value.trim() : value;
      },
      z
        .email({ error: BAD_REPLY_EMAIL })
        .max(REPLY_EMAIL_MAX, BAD_REPLY_EMAIL)
        .nullish()
        .transform((v) => v ?? null)
        .describe("Optional: where to tell the reader once the record is fixed"),
    ),
  })
  // "Something else" says nothing by itself.
  .refine((report) => report.kind !== "other" || report.note !== null, {
    message: DESCRIBE_THE_PROBLEM,
    path: ["note"],
  });
export type ProblemReportInput = z.input<typeof problemReportInputSchema>;
export type ProblemReport = z.output<typeof problemReportInputSchema>;

/** An operator's decision on a report: resolved or dismissed, with a note that is audited. */
export const PROBLEM_DECISIONS = ["resolve", "dismiss"] as const;
export type ProblemDecision = (typeof PROBLEM_DECISIONS)[number];
const noteRequired = "Please give a note";
export const problemDecisionSchema = z.object({
  note: z
    .string({ error: noteRequired })
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(DECISION_NOTE_LENGTH.min, noteRequired)
        .max(DECISION_NOTE_LENGTH.max, `Must be at most ${DECISION_NOTE_LENGTH.max} characters`),
    ),
});

/** Validated with the schema the API uses; the first message of each field shows. */
export function validateProblemReport(
  values: ProblemReportValues,
): { payload: ProblemReport } | { errors: ProblemReportErrors } {
  const result = problemReportInputSchema.safeParse(values);
  if (result.success) return { payload: result.data };
  const errors: ProblemReportErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string" && key in values) errors[key as keyof ProblemReportValues] ??= issue.message;
  }
  return { errors };
}
