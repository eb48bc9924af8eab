import { MONTH_NAMES } from "./seasons";

// "Report a problem with this spot" (docs/product.md "Problem reports", decision 050): the kinds,
// limits and words of the form and its answers, without the schema, so the spot page's first
// load carries no zod; the form loads ./problemReports.ts (the schema) when it is sent.

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
export function checkedByTeamLine(lastChecked: string | null | undefined): string | null {
  const match = lastChecked?.match(/^(\d{4})-(\d{2})-\d{2}$/);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && month ? `Checked by our team in ${month} ${match[1]}` : null;
}

/** The form's fields as typed (the page's form, with or without JavaScript). */
export type ProblemReportValues = { kind: string; note: string; email: string };
export type ProblemReportErrors = Partial<Record<keyof ProblemReportValues, string>>;

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
