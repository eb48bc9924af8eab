import { monthDay, weekdayShort } from "#app/components/conditions/tides/tideFormat";
import { cn } from "#app/lib/cn";
import type { OutlookDay, OutlookRating } from "#core/outlook";

const RATING_STYLE: Record<OutlookRating, string> = {
  poor: "border-border text-muted-foreground",
  fair: "border-border",
  good: "border-primary/40 bg-primary/10",
  excellent: "border-primary bg-primary text-primary-foreground",
};

const RATING_LABEL: Record<OutlookRating, string> = {
  poor: "Poor",
  fair: "Fair",
  good: "Good",
  excellent: "Excellent",
};

/** The daily outlook: a rating and score per day, and the reasons behind it. */
export function OutlookList({ days }: { days: OutlookDay[] }) {
  return (
    <ol className="grid gap-2">
      {days.map((day) => (
        <li key={day.date} className="rounded-lg border bg-card p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">
              {weekdayShort(day.date)} {monthDay(day.date)}
            </span>
            <span
              className={cn(
                "rounded-full border px-2 py-0.5 text-xs font-semibold",
                RATING_STYLE[day.rating],
              )}
            >
              {RATING_LABEL[day.rating]}
            </span>
            <span className="text-sm text-muted-foreground">{day.score} / 100</span>
          </div>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
            {day.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
