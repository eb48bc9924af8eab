// How tide screens write times, days and heights. Times are read from the answers' ISO strings,
// which carry the Oregon wall clock, and days from "YYYY-MM-DD": no Intl, so the server and
// every browser print the same characters (a hydration mismatch otherwise).

import { MONTH_NAMES as MONTHS } from "#core/seasons";
import type { TideType } from "#core/tidePredictions";
import { wallClock } from "./tideWeek";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

function calendar(date: string): { weekday: number; month: number; day: number } {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return { weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay(), month: m - 1, day: d };
}

/** 0-24 on a clock face: "12 AM", "3 AM", "Noon", "9 PM". */
export function hourLabel(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  if (h === 12) return "Noon";
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? "AM" : "PM"}`;
}

/** "2026-11-21T05:32:00-08:00" -> "5:32 AM" (the time on the clock the string was written on). */
export function clockTime(iso: string): string {
  const { hour, minute } = wallClock(iso);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** "Sat" */
export function weekdayShort(date: string): string {
  return WEEKDAYS[calendar(date).weekday]?.slice(0, 3) ?? "";
}

/** "Nov 21" */
export function monthDay(date: string): string {
  const { month, day } = calendar(date);
  return `${MONTHS[month]?.slice(0, 3)} ${day}`;
}

/** "Saturday, November 21" */
export function longDay(date: string): string {
  const { weekday, month, day } = calendar(date);
  return `${WEEKDAYS[weekday]}, ${MONTHS[month]} ${day}`;
}

/** "21" */
export function dayOfMonth(date: string): string {
  return String(calendar(date).day);
}

/** Feet to a tenth, as tide tables print them, with a true minus sign: "7.8 ft", "−0.6 ft". */
export function feet(height: number): string {
  const tenths = Math.round(Math.abs(height) * 10) / 10;
  return `${height < 0 ? "−" : ""}${tenths.toFixed(1)} ft`;
}

/** Axis labels: whole feet print without decimals ("−2 ft", "0 ft", "4 ft"). */
export function axisFeet(height: number): string {
  const text = Number.isInteger(height) ? String(Math.abs(height)) : Math.abs(height).toFixed(1);
  return `${height < 0 ? "−" : ""}${text} ft`;
}

export const TIDE_TYPE_LABEL: Readonly<Record<TideType, string>> = { high: "High", low: "Low" };

/** "5:10 AM – 7:10 AM" */
export function timeRange(window: { start: string; end: string }): string {
  return `${clockTime(window.start)} – ${clockTime(window.end)}`;
}

/** Illuminated fraction to a whole percent: 0.634 -> "63%". */
export function percent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

const KM_PER_MILE = 1.609344;

/** Miles first for American anglers, kilometres beside: "2.6 mi (4.2 km)". */
export function distanceLabel(km: number): string {
  return `${(km / KM_PER_MILE).toFixed(1)} mi (${km.toFixed(1)} km)`;
}
