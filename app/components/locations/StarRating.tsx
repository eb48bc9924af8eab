import { Star } from "lucide-react";
import { cn } from "#app/lib/cn";
import { formatAverage, MAX_RATING, type StarFill, starFill } from "#core/ratings";

/** 1 to 5 (docs/product.md "Ratings"); also the values of the rating buttons. */
export const STAR_POSITIONS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

// docs/product.md "Ratings": the average is drawn rounded to the nearest half star and written with
// 1 decimal. One image for assistive technology, so the five stars are not read one by one.
export function StarRating({
  average,
  size = "sm",
  showValue = true,
  className,
}: {
  average: number;
  size?: "sm" | "md";
  showValue?: boolean;
  className?: string;
}) {
  const value = formatAverage(average);
  const fills = starFill(average);
  const iconSize = size === "md" ? "size-5" : "size-4";
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of 5`}
      className={cn("inline-flex items-center gap-1.5", className)}
    >
      <span className="inline-flex items-center gap-0.5" aria-hidden>
        {STAR_POSITIONS.map((position) => (
          <StarIcon key={position} fill={fills[position - 1] ?? "empty"} className={iconSize} />
        ))}
      </span>
      {showValue && (
        <span aria-hidden className="text-sm font-semibold tabular-nums text-foreground">
          {value}
        </span>
      )}
    </span>
  );
}

function StarIcon({ fill, className }: { fill: StarFill; className: string }) {
  if (fill === "half") {
    // An outline star with the left half of a filled star laid over it.
    return (
      <span className={cn("relative inline-block text-star", className)}>
        <Star className="absolute inset-0 size-full" strokeWidth={1.75} />
        <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
          <Star className={cn("fill-current", className)} strokeWidth={1.75} />
        </span>
      </span>
    );
  }
  return (
    <Star
      className={cn(className, fill === "full" ? "fill-current text-star" : "text-star/50")}
      strokeWidth={1.75}
    />
  );
}
