// How alert e-mails write times and heights. Anglers read them on the clock of the alert's spot
// (docs/product.md "Time zones") whatever the time zone of their phone or of the server, so the
// zone is always named (PST or PDT, MST or MDT).

// One formatter per zone, built on first use; assembled from parts so no narrow no-break space
// (newer ICU puts one before "AM") reaches a subject line. A worker meets a handful of zones.
const clocks = new Map<string, Intl.DateTimeFormat>();

type ClockParts = { weekday: string; month: string; day: string; time: string; period: string; zone: string };

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZoneName: "short",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

function clockParts(instant: Date, timeZone: string): ClockParts {
  const parts = clockOf(timeZone).formatToParts(instant);
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

/** "6:14 AM" on the zone's clock. */
export function spotClock(instant: Date, timeZone: string): string {
  const p = clockParts(instant, timeZone);
  return `${p.time} ${p.period}`;
}

/** "Sat, Nov 21, 6:14 AM PST" */
export function spotDateTime(instant: Date, timeZone: string): string {
  const p = clockParts(instant, timeZone);
  return `${p.weekday}, ${p.month} ${p.day}, ${p.time} ${p.period} ${p.zone}`;
}

/** "5:30–7:10 AM", "11:30 AM–1:10 PM": short, for a subject line. */
export function spotClockRange(start: Date, end: Date, timeZone: string): string {
  const a = clockParts(start, timeZone);
  const b = clockParts(end, timeZone);
  return a.period === b.period
    ? `${a.time}–${b.time} ${b.period}`
    : `${a.time} ${a.period}–${b.time} ${b.period}`;
}

/** "Sat, Nov 21, 5:30 AM – 7:10 AM PST"; both ends in full when the day or the zone changes. */
export function spotSpan(start: Date, end: Date, timeZone: string): string {
  const a = clockParts(start, timeZone);
  const b = clockParts(end, timeZone);
  if (a.weekday === b.weekday && a.day === b.day && a.zone === b.zone) {
    return `${a.weekday}, ${a.month} ${a.day}, ${a.time} ${a.period} – ${b.time} ${b.period} ${b.zone}`;
  }
  return `${spotDateTime(start, timeZone)} – ${spotDateTime(end, timeZone)}`;
}

/** Feet to a tenth, as tide tables print them, with a true minus sign: "7.9 ft", "−1.2 ft". */
export function tideFeet(height: number): string {
  const tenths = Math.round(Math.abs(height) * 10) / 10;
  return `${height < 0 && tenths > 0 ? "−" : ""}${tenths.toFixed(1)} ft`;
}
