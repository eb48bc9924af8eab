import { Star } from "lucide-react";
import { STAR_POSITIONS } from "#app/components/locations/StarRating";
import { cn } from "#app/lib/cn";

/**
 * The review form's rating (docs/product.md "Ratings": 1 to 5, default 5) as a radio group of stars.
 * Native radio inputs under the stars give the radio semantics for free: one tab stop, arrow
 * keys move and select, and the checked state is announced.
 */
export function StarInput({
  name,
  value,
  onChange,
  labelledBy,
  describedBy,
  disabled,
}: {
  /** The field name a plain form post sends the rating under. */
  name: string;
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex gap-1">
      {STAR_POSITIONS.map((stars) => (
        <label key={stars} className="relative cursor-pointer">
          <input
            type="radio"
            name={name}
            value={stars}
            checked={stars === value}
            disabled={disabled}
            onChange={() => onChange(stars)}
            aria-label={`${stars} ${stars === 1 ? "star" : "stars"}`}
            className="peer sr-only"
          />
          <span className="block rounded-md p-1 text-star transition-transform peer-focus-visible:ring-2 peer-focus-visible:ring-ring hover:scale-110">
            <Star
              aria-hidden
              strokeWidth={1.75}
              className={cn("size-7", stars <= value ? "fill-current" : "fill-transparent")}
            />
          </span>
        </label>
      ))}
    </div>
  );
}
