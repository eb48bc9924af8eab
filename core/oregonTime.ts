// Oregon civil time. Every tide and sun time the product shows is read on an Oregon clock, and
// an Oregon day is 23 hours long on the second Sunday of March and 25 on the first Sunday of
// November, so day boundaries are computed from the time zone, never assumed to be 24 hours.
// Intl carries the time-zone rules; no date library is needed.

export const OREGON_TIME_ZONE = "America/Los_Angeles";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Built on first use: core is imported by the browser bundle too (schemas), and most pages never
// read an Oregon clock.
let wallClock: Intl.DateTimeFormat | undefined;

function offsetFromIntl(ms: number): number {
  wallClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: OREGON_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const parts = wallClock.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallAsUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return Math.round((wallAsUtc - Math.floor(ms / 1000) * 1000) / MINUTE_MS);
}

// Intl costs microseconds per call and a 14-day water-level series has 2,016 points. Pacific
// clocks change at 2 a.m. local, which is always on a whole UTC hour, so the offset is constant
// within each UTC hour and is remembered per hour. The memo is bounded and safe to lose.
const offsetByUtcHour = new Map<number, number>();
const OFFSET_MEMO_LIMIT = 20_000;

/** Minutes to add to UTC to read an Oregon clock: -480 in winter (PST), -420 in summer (PDT). */
export function oregonOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    if (offsetByUtcHour.size >= OFFSET_MEMO_LIMIT) offsetByUtcHour.clear();
    offset = offsetFromIntl(hour * HOUR_MS);
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** ISO 8601 with the Oregon offset, to the second: "2026-11-21T05:32:00-08:00". */
export function toOregonIso(instant: Date): string {
  const offset = oregonOffsetMinutes(instant);
  const wall = new Date(instant.getTime() + offset * MINUTE_MS).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  return `${wall}${offset < 0 ? "-" : "+"}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** Tide tables and almanacs give times to the minute. */
export function roundToMinute(instant: Date): Date {
  return new Date(Math.round(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}

/** The Oregon calendar date ("YYYY-MM-DD") of an instant. */
export function oregonDate(instant: Date): string {
  return new Date(instant.getTime() + oregonOffsetMinutes(instant) * MINUTE_MS).toISOString().slice(0, 10);
}

/** Today's date on an Oregon calendar. */
export function oregonToday(now: Date = new Date()): string {
  return oregonDate(now);
}

function dateParts(date: string): [number, number, number] | null {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2026-02-30 into March; a real calendar date reads back unchanged.
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return null;
  return [y, m, d];
}

/** "YYYY-MM-DD" naming a day that exists (no 2026-02-30, no 2026-13-01). */
export function isCalendarDate(date: string): boolean {
  return dateParts(date) !== null;
}

function requireDate(date: string): [number, number, number] {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return parts;
}

/** Calendar arithmetic on "YYYY-MM-DD"; independent of time zones and clock changes. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = requireDate(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant an Oregon calendar day begins (local midnight). */
export function startOfOregonDay(date: string): Date {
  const [y, m, d] = requireDate(date);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Local midnight is UTC midnight minus the offset in force at local midnight. Oregon changes
  // clocks at 2 a.m., never at midnight, so a second look with the first guess settles it.
  const guess = utcMidnight - oregonOffsetMinutes(new Date(utcMidnight)) * MINUTE_MS;
  return new Date(utcMidnight - oregonOffsetMinutes(new Date(guess)) * MINUTE_MS);
}

export type OregonDay = { date: string; start: Date; end: Date };

/** An Oregon day as the half-open interval [start, end): 23, 24 or 25 hours long. */
export function oregonDay(date: string): OregonDay {
  return { date, start: startOfOregonDay(date), end: startOfOregonDay(addDays(date, 1)) };
}

/** `count` consecutive Oregon days from `date`. */
export function oregonDays(date: string, count: number): OregonDay[] {
  return Array.from({ length: count }, (_, i) => oregonDay(addDays(date, i)));
}
