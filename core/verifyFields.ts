// The fields check of `npm run data -- verify` (decision 053): what a record must carry before
// it ships, beyond what the schema itself refuses.
import { type LocationRecord, locationRecordSchema } from "./schemas";
import { isCalendarDate } from "./zoneClock";

/** Oregon's shortest description is 160 characters; one short sentence says too little. */
export const DESCRIPTION_MIN_CHARS = 120;

export type FieldCheck = { record: LocationRecord | null; problems: string[] };

const lastCheckedOf = (raw: unknown): unknown =>
  raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>).lastChecked : undefined;

/**
 * The record read by the schema, and what is missing or wrong in it. `lastChecked` is read from
 * the raw record: it is the date of the team's last check, and every record must carry one.
 */
export function fieldProblems(raw: unknown, today: string): FieldCheck {
  const parsed = locationRecordSchema.safeParse(raw);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.join(".") || "record"}: ${issue.message}`);
  }
  const record = parsed.success ? parsed.data : null;
  if (record) {
    if (!record.coordinatesSource)
      problems.push("coordinatesSource is missing: where do the coordinates come from?");
    if (record.description.length < DESCRIPTION_MIN_CHARS)
      problems.push(
        `description has ${record.description.length} characters, fewer than ${DESCRIPTION_MIN_CHARS}`,
      );
    if (record.usgsSite && !record.usgsSiteName)
      problems.push(`usgsSiteName is missing: the official name of ${record.usgsSite}`);
  }
  const lastChecked = lastCheckedOf(raw);
  if (lastChecked === undefined || lastChecked === null) {
    problems.push("lastChecked is missing: the date of the team's last check (YYYY-MM-DD)");
  } else if (
    typeof lastChecked !== "string" ||
    !/^\d{4}-\d{2}-\d{2}$/.test(lastChecked) ||
    !isCalendarDate(lastChecked)
  ) {
    problems.push(`lastChecked ${JSON.stringify(lastChecked)} is not a date (YYYY-MM-DD)`);
  } else if (lastChecked > today) {
    problems.push(`lastChecked ${lastChecked} is after today (${today})`);
  }
  return { record, problems };
}
