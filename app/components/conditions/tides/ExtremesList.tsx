import { cn } from "#app/lib/cn";
import type { TideExtremeAnswer } from "#core/tidePredictions";
import { MinusTideBadge } from "./MinusTideBadge";
import { clockTime, feet, TIDE_TYPE_LABEL } from "./tideFormat";

// One station-day's highs and lows in two short columns, for the coast overviews (home page,
// /tide-info): compact enough for five stations on a phone. The location tab has the full table.
export function ExtremesList({ extremes, className }: { extremes: TideExtremeAnswer[]; className?: string }) {
  if (extremes.length === 0) return <p className="text-sm text-muted-foreground">No high or low tide</p>;
  return (
    // Few elements a row: on the home page these rows are most of the first screen's layout.
    <ul className={cn("grid grid-cols-2 gap-x-3 gap-y-2 text-sm tabular-nums", className)}>
      {extremes.map((e) => (
        <li key={e.time} data-extreme={e.type} data-minus={e.minus || undefined}>
          <span className="block font-semibold">{clockTime(e.time)}</span>
          {TIDE_TYPE_LABEL[e.type]}{" "}
          {e.minus ? (
            <>
              <span className="font-semibold">{feet(e.height)}</span> <MinusTideBadge icon={false} />
            </>
          ) : (
            feet(e.height)
          )}
        </li>
      ))}
    </ul>
  );
}
