import { cn } from "#app/lib/cn";
import type { TideExtremeAnswer } from "#core/tidePredictions";
import { MinusTideBadge } from "./MinusTideBadge";
import { clockTime, feet, TIDE_TYPE_LABEL } from "./tideFormat";

// One station-day's highs and lows in two short columns, for the coast overviews (home page,
// /tide-info): compact enough for five stations on a phone. The location tab has the full table.
export function ExtremesList({ extremes, className }: { extremes: TideExtremeAnswer[]; className?: string }) {
  if (extremes.length === 0) return <p className="text-sm text-muted-foreground">No high or low tide</p>;
  return (
    <ul className={cn("grid grid-cols-2 gap-x-3 gap-y-2 text-sm", className)}>
      {extremes.map((e) => (
        <li key={e.time} data-extreme={e.type} data-minus={e.minus || undefined}>
          <span className="block font-semibold tabular-nums">{clockTime(e.time)}</span>
          <span className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
            <span>
              {TIDE_TYPE_LABEL[e.type]}{" "}
              <span className={cn("tabular-nums", e.minus && "font-semibold")}>{feet(e.height)}</span>
            </span>
            {e.minus && <MinusTideBadge />}
          </span>
        </li>
      ))}
    </ul>
  );
}
