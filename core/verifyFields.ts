// The fields check of `npm run data -- verify` (decision 053): what a record must carry before
// it ships, beyond what the schema itself refuses.
import { type LocationRecord, locationRecordSchema } from "./schemas";
import { isCalendarDate } from "./zoneClock";

/** Oregon's shortest description is 160 characters; one short sentence says too little. */
export const DESCRIPTION_MIN_CHARS = 120;

export type FieldCheck = { record: LocationRecord | null; problems: string[] };
/** The record schema; a test may give one that, as the schema soon will, requires lastChecked. */
type RecordSchema = { safeParse(value: unknown): ReturnType<typeof locationRecordSchema.safeParse> };

const lastCheckedOf = (raw: unknown): unknown =>
  raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>).lastChecked : undefined;

/**
 * The record read by the schema, and what is missing or wrong in it. `lastChecked` is read from
 * the raw record: it is the date of the team's last check, and every record must carry one.
 */
export function fieldProblems(
  raw: unknown,
  today: string,
  schema: RecordSchema = locationRecordSchema,
): FieldCheck {
  const problems: string[] = [];
  let parsed = schema.safeParse(raw);
  if (!parsed.success) {
    // lastChecked is checked below, in its own words; the schema may also require it (the field is
    // being added to it), and a record lacking only it must still be checked for the rest.
    const issues = parsed.error.issues.filter((issue) => issue.path[0] !== "lastChecked");
    for (const issue of issues) problems.push(`${issue.path.join(".") || "record"}: ${issue.message}`);
    if (issues.length === 0) parsed = schema.safeParse({ ...(raw as object), lastChecked: today });
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
