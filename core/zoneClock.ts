// Civil time at a spot (docs/product.md "Time zones"). Every tide, sun and moon time, forecast
// day and gauge reading is read on the clock of the spot it belongs to, in the IANA zone the spot
// keeps: Pacific for nearly every curated spot, Mountain for Lake Owyhee and the Owyhee below the
// dam. A local day is 23 hours long on the day clocks spring forward and 25 on the day they fall
// back, so day boundaries are computed from the zone, never assumed to be 24 hours. Intl carries
// the time-zone rules; no date library is needed. The zone's name, which the tide and tips screens
// and the alert e-mails show, is ./zoneName.ts: the home page's bundle carries the clock alone.

/**
 * The clock of what belongs to no one spot: the coast stations' tides on the home page and
 * /tide-info, and the species pages' catch windows. The curated coast is all on it.
 */
export const PACIFIC_TIME_ZONE = "America/Los_Angeles";

/** The zone a spot's times are read in; a row written before zones were kept reads Pacific. */
export function spotTimeZone(spot: { timeZone?: string | null }): string {
  return spot.timeZone || PACIFIC_TIME_ZONE;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type ZoneMemo = {
  /** Built on first use: core is imported by the browser bundle too, and most pages read no clock. */
  wallClock?: Intl.DateTimeFormat;
  /** The offset in force during each UTC hour (see zoneOffsetMinutes). */
  offsetByUtcHour: Map<number, number>;
};

// One memo per zone, each bounded; a process meets a handful of zones, and the memo is safe to lose.
const memos = new Map<string, ZoneMemo>();
const ZONE_MEMO_LIMIT = 64;
const OFFSET_MEMO_LIMIT = 20_000;

function memoOf(timeZone: string): ZoneMemo {
  let memo = memos.get(timeZone);
  if (!memo) {
    if (memos.size >= ZONE_MEMO_LIMIT) memos.clear();
    memo = { offsetByUtcHour: new Map() };
    memos.set(timeZone, memo);
  }
  return memo;
}

function offsetFromIntl(memo: ZoneMemo, timeZone: string, ms: number): number {
  memo.wallClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const parts = memo.wallClock.formatToParts(new Date(ms));
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

/**
 * Minutes to add to UTC to read the zone's clock: Pacific -480 in winter (PST), -420 in summer
 * (PDT); Mountain -420 (MST) and -360 (MDT).
 *
 * Intl costs microseconds per call and a 14-day water-level series has 2,016 points, so the
 * offset is remembered per zone and UTC hour. That holds because every zone a spot keeps (the US
 * zones) has whole-hour offsets and changes its clocks at 2 a.m. local, which is always on a whole
 * UTC hour: the offset is constant within each UTC hour. A zone with a half-hour offset and
 * daylight saving (Adelaide, Lord Howe) would break that, and would need a finer memo.
 */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const memo = memoOf(timeZone);
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let offset = memo.offsetByUtcHour.get(hour);
  if (offset === undefined) {
    if (memo.offsetByUtcHour.size >= OFFSET_MEMO_LIMIT) memo.offsetByUtcHour.clear();
    offset = offsetFromIntl(memo, timeZone, hour * HOUR_MS);
    memo.offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/** ISO 8601 with the zone's offset, to the second: "2026-11-21T05:32:00-08:00". */
export function toZoneIso(timeZone: string, instant: Date): string {
  const offset = zoneOffsetMinutes(timeZone, instant);
  const wall = new Date(instant.getTime() + offset * MINUTE_MS).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  return `${wall}${offset < 0 ? "-" : "+"}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** Tide tables and almanacs give times to the minute. */
export function roundToMinute(instant: Date): Date {
  return new Date(Math.round(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}

/** The zone's calendar date ("YYYY-MM-DD") of an instant. */
export function zoneDate(timeZone: string, instant: Date): string {
  return new Date(instant.getTime() + zoneOffsetMinutes(timeZone, instant) * MINUTE_MS)
    .toISOString()
    .slice(0, 10);
}

/** Today's date on the zone's calendar. */
export function zoneToday(timeZone: string, now: Date = new Date()): string {
  return zoneDate(timeZone, now);
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

/** The instant a calendar day begins on the zone's clock (local midnight). */
export function startOfZoneDay(timeZone: string, date: string): Date {
  const [y, m, d] = requireDate(date);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Local midnight is UTC midnight minus the offset in force at local midnight. The first guess
  // takes the offset at UTC midnight, a few hours from local midnight; a second look with that
  // guess settles it, because US zones change clocks at 2 a.m. local, never within an hour of
  // midnight. A zone that changes at midnight (Havana, Santiago) would need a third look.
  const guess = utcMidnight - zoneOffsetMinutes(timeZone, new Date(utcMidnight)) * MINUTE_MS;
  return new Date(utcMidnight - zoneOffsetMinutes(timeZone, new Date(guess)) * MINUTE_MS);
}

export type ZoneDay = { date: string; timeZone: string; start: Date; end: Date };

/** A day on the zone's clock as the half-open interval [start, end): 23, 24 or 25 hours long. */
export function zoneDay(timeZone: string, date: string): ZoneDay {
  return {
    date,
    timeZone,
    start: startOfZoneDay(timeZone, date),
    end: startOfZoneDay(timeZone, addDays(date, 1)),
  };
}

/** `count` consecutive days on the zone's clock from `date`. */
export function zoneDays(timeZone: string, date: string, count: number): ZoneDay[] {
  return Array.from({ length: count }, (_, i) => zoneDay(timeZone, addDays(date, i)));
}
