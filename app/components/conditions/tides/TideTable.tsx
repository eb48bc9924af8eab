import { cn } from "#app/lib/cn";
import { zoneName } from "#core/zoneName";
import { MinusTideBadge } from "./MinusTideBadge";
import { clockTime, feet, monthDay, TIDE_TYPE_LABEL, weekdayShort } from "./tideFormat";
import type { TideWeekDay } from "./tideWeek";

// docs/product.md "Weather & Tides tab": a 7-day high/low table on the spot's clock, its zone named,
// feet above MLLW,
// laid out as printed tide tables are: one group of rows per day, so it stays four narrow columns
// on a phone.
export function TideTable({
  days,
  selected,
  timeZone,
}: {
  days: TideWeekDay[];
  selected: string;
  timeZone: string;
}) {
  return (
    <table className="w-full text-sm" data-testid="tide-table">
      <caption className="mb-2 text-left text-lg font-semibold">
        High and low tides, next 7 days
        <span className="block text-sm font-normal text-muted-foreground">
          {zoneName(timeZone)} · feet above MLLW
        </span>
      </caption>
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground uppercase">
          <th scope="col" className="py-2 pr-2 font-medium">
            Day
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            Time
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            Tide
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Height
          </th>
        </tr>
      </thead>
      {days.map((day, i) => {
        const rows = Math.max(1, day.extremes.length);
        const dayCell = (
          <th scope="rowgroup" rowSpan={rows} className="py-1.5 pr-2 text-left align-top font-semibold">
            {i === 0 && <span className="block text-xs font-medium text-primary">Today</span>}
            {weekdayShort(day.date)}, <span className="whitespace-nowrap">{monthDay(day.date)}</span>
          </th>
        );
        return (
          <tbody
            key={day.date}
            data-date={day.date}
            className={cn("border-b last:border-b-0", day.date === selected && "bg-muted/60")}
          >
            {day.extremes.length === 0 ? (
              <tr>
                {dayCell}
                <td colSpan={3} className="py-1.5 text-muted-foreground">
                  No high or low tide this day
                </td>
              </tr>
            ) : (
              day.extremes.map((e, j) => (
                <tr key={e.time} data-minus={e.minus || undefined}>
                  {j === 0 && dayCell}
                  <td className="py-1.5 pr-2 whitespace-nowrap tabular-nums">{clockTime(e.time)}</td>
                  <td className="py-1.5 pr-2">
                    <span className="flex flex-wrap items-center gap-1.5">
                      {TIDE_TYPE_LABEL[e.type]}
                      {e.minus && <MinusTideBadge />}
                    </span>
                  </td>
                  <td
                    className={cn(
                      "py-1.5 text-right whitespace-nowrap tabular-nums",
                      e.minus && "font-semibold",
                    )}
                  >
                    {feet(e.height)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        );
      })}
    </table>
  );
}
