// Zod's module namespace, as in schemas.ts: the islands' bundle keeps only what is used.
import * as z from "zod";
import { DECISION_NOTE_LENGTH } from "./schemas";

// "Report a problem with this spot" (docs/product.md "Problem reports", decision 050): what a
// reader may tell us about a spot's record, the one schema the page's form, its post without
// JavaScript and POST /api/locations/{id}/problem-reports all validate with, and the words of
// the answers.

export const PROBLEM_KINDS = [
  { value: "closed", label: "The place is closed" },
  { value: "wrong-pin", label: "The pin is in the wrong place" },
  { value: "wrong-facilities", label: "Wrong facilities" },
  { value: "wrong-fish", label: "Wrong fish" },
  { value: "wrong-gauge", label: "Wrong gauge" },
  { value: "other", label: "Something else" },
] as const;

export type ProblemKind = (typeof PROBLEM_KINDS)[number]["value"];

export const PROBLEM_NOTE_MAX = 500;
export const REPLY_EMAIL_MAX = 254;

export const CHOOSE_A_PROBLEM = "Please choose what is wrong";
export const DESCRIBE_THE_PROBLEM = "Please tell us what is wrong";
export const BAD_REPLY_EMAIL = "Please enter a valid email address, or leave it empty";

/** The label of a kind, for the console and the reply e-mail. */
export function problemKindLabel(kind: string): string {
  return PROBLEM_KINDS.find((k) => k.value === kind)?.label ?? kind;
}

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

/** What the reader is told: taken and counted, or already reported today from their address. */
export const PROBLEM_REPORT_THANKS = "Thanks for telling us. Our team will check this spot.";
export const PROBLEM_REPORT_THANKS_WITH_REPLY =
  "Thanks for telling us. Our team will check this spot and write to you once it is fixed.";
export const PROBLEM_REPORT_ALREADY_TODAY =
  "Thanks. We already have a report about this spot from you today, so this one was not counted again. Our team will check it.";

export type ProblemReportAnswer = { message: string; counted: boolean };

export function problemReportAnswer(counted: boolean, withReply: boolean): ProblemReportAnswer {
  if (!counted) return { message: PROBLEM_REPORT_ALREADY_TODAY, counted };
  return { message: withReply ? PROBLEM_REPORT_THANKS_WITH_REPLY : PROBLEM_REPORT_THANKS, counted };
}

/** docs/product.md "Location header": the month of the team's last check, from YYYY-MM-DD. */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function checkedByTeamLine(lastChecked: string | null | undefined): string | null {
  const match = lastChecked?.match(/^(\d{4})-(\d{2})-\d{2}$/);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `Checked by our team in ${month} ${match[1]}` : null;
}

/** The form's fields as typed (the page's form, with or without JavaScript). */
export type ProblemReportValues = { kind: string; note: string; email: string };
export type ProblemReportErrors = Partial<Record<keyof ProblemReportValues, string>>;

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

/** The `?created=` values a form post without JavaScript is redirected with, and what each says. */
export const PROBLEM_REPORT_CREATED = {
  "problem-report": PROBLEM_REPORT_THANKS,
  "problem-report-reply": PROBLEM_REPORT_THANKS_WITH_REPLY,
  "problem-report-repeat": PROBLEM_REPORT_ALREADY_TODAY,
} as const;
export type ProblemReportCreated = keyof typeof PROBLEM_REPORT_CREATED;

export function problemReportCreated(answer: { counted: boolean }, withReply: boolean): ProblemReportCreated {
  if (!answer.counted) return "problem-report-repeat";
  return withReply ? "problem-report-reply" : "problem-report";
}
