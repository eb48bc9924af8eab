import { cn } from "#app/lib/cn";
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from "#core/seasons";
import { spotCountText } from "#core/species";

// docs/product.md "Species pages": a bar per month of how many spots are in season. The bars and
// their figures are drawn for the eye; each month also says it in words for screen readers.
export function MonthChart({
  months,
  currentMonth,
  label,
}: {
  months: readonly number[];
  /** 0 = January: the bar of this month stands out. */
  currentMonth: number;
  label: string;
}) {
  const most = Math.max(1, ...months);
  return (
    <ol
      aria-label={label}
      className="grid h-52 grid-cols-12 gap-1 rounded-lg border bg-card p-3 sm:gap-2 sm:p-4"
    >
      {months.map((count, month) => {
        const current = month === currentMonth;
        return (
          <li key={MONTH_NAMES[month]} className="flex min-w-0 flex-col items-center gap-1">
            <span aria-hidden className="text-[0.65rem] tabular-nums text-muted-foreground sm:text-xs">
              {count.toLocaleString("en-US")}
            </span>
            <span aria-hidden className="flex w-full flex-1 items-end">
              <span
                className={cn("w-full rounded-t-sm", current ? "bg-primary" : "bg-primary/45")}
                style={{ height: `${(count / most) * 100}%` }}
              />
            </span>
            <span
              aria-hidden
              className={cn(
                "text-[0.65rem] sm:text-xs",
                current ? "font-bold text-foreground" : "text-muted-foreground",
              )}
            >
              {MONTH_ABBREVIATIONS[month]}
            </span>
            <span className="sr-only">{`${MONTH_NAMES[month]}${current ? " (this month)" : ""}: ${spotCountText(count)} in season`}</span>
          </li>
        );
      })}
    </ol>
  );
}
