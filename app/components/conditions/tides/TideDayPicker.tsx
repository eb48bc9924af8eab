import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import { dayOfMonth, longDay, weekdayShort } from "./tideFormat";
import type { TideWeekDay } from "./tideWeek";

// The chart's day, chosen by links to ?tab=tides&day=: they work before (and without) any
// script, the server renders the chosen day, and in the browser the location route does not
// reload for a change of query (its shouldRevalidate), so the switch is instant.
export function TideDayPicker({ days, selected }: { days: TideWeekDay[]; selected: string }) {
  return (
    <nav aria-label="Day shown on the chart">
      <ul className="grid grid-cols-7 gap-1">
        {days.map((day, i) => {
          const current = day.date === selected;
          return (
            <li key={day.date}>
              <Link
                to={{ search: i === 0 ? "?tab=tides" : `?tab=tides&day=${day.date}` }}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={cn(
                  "flex min-h-11 flex-col items-center justify-center rounded-md border px-1 py-1 text-center text-xs leading-tight transition-colors",
                  current
                    ? "border-primary bg-primary font-semibold text-primary-foreground"
                    : "bg-card hover:border-primary hover:bg-muted",
                )}
              >
                <span className="sr-only">{`${i === 0 ? "Today, " : ""}${longDay(day.date)}`}</span>
                <span aria-hidden>{i === 0 ? "Today" : weekdayShort(day.date)}</span>
                <span aria-hidden className="text-sm font-semibold">
                  {dayOfMonth(day.date)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
