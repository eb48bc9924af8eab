// How alert e-mails write times and heights. Anglers read them on an Oregon clock whatever the
// time zone of their phone or of the server, so the zone is always named (PST or PDT).

import { OREGON_TIME_ZONE } from "#core/oregonTime";

// Built on first use; assembled from parts so no narrow no-break space (newer ICU puts one
// before "AM") reaches a subject line.
let clock: Intl.DateTimeFormat | undefined;

type ClockParts = { weekday: string; month: string; day: string; time: string; period: string; zone: string };

function clockParts(instant: Date): ClockParts {
  clock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: OREGON_TIME_ZONE,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  });
  const parts = clock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    weekday: part("weekday"),
    month: part("month"),
    day: part("day"),
    time: `${part("hour")}:${part("minute")}`,
    period: part("dayPeriod").toUpperCase(),
    zone: part("timeZoneName"),
  };
}

/** "6:14 AM" on an Oregon clock. */
export function oregonClock(instant: Date): string {
  const p = clockParts(instant);
  return `${p.time} ${p.period}`;
}

/** "Sat, Nov 21, 6:14 AM PST" */
export function oregonDateTime(instant: Date): string {
  const p = clockParts(instant);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.time} ${p.period} ${p.zone}`;
}

/** "5:30–7:10 AM", "11:30 AM–1:10 PM": short, for a subject line. */
export function oregonClockRange(start: Date, end: Date): string {
  const a = clockParts(start);
  const b = clockParts(end);
  return a.period === b.period
    ? `${a.time}–${b.time} ${b.period}`
    : `${a.time} ${a.period}–${b.time} ${b.period}`;
}

/** "Sat, Nov 21, 5:30 AM – 7:10 AM PST"; both ends in full when the day or the zone changes. */
export function oregonSpan(start: Date, end: Date): string {
  const a = clockParts(start);
  const b = clockParts(end);
  if (a.weekday === b.weekday && a.day === b.day && a.zone === b.zone) {
    return `${a.weekday}, ${a.month} ${a.day}, ${a.time} ${a.period} – ${b.time} ${b.period} ${b.zone}`;
  }
  return `${oregonDateTime(start)} – ${oregonDateTime(end)}`;
}

/** Feet to a tenth, as tide tables print them, with a true minus sign: "7.9 ft", "−1.2 ft". */
export function tideFeet(height: number): string {
  const tenths = Math.round(Math.abs(height) * 10) / 10;
  return `${height < 0 && tenths > 0 ? "−" : ""}${tenths.toFixed(1)} ft`;
}
