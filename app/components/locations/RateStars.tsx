import { Star } from "lucide-react";
import { useState } from "react";
import { cn } from "#app/lib/cn";
import { isOfflineFailure } from "#app/lib/offline";
import { STAR_POSITIONS } from "./StarRating";
import { useQuickRating } from "./useQuickRating";

// docs/product.md "Quick rating": five clickable stars. Each star is its own button so a keyboard
// reaches every rating; data-star marks the stars that stay clickable inside table cells
// ("Pointer behaviour in tables").
// Hovering previews the rating; focus does not, because opening the popover focuses the first
// star and that would look like a chosen one-star rating.
export function RateStars({
  locationId,
  locationName,
  onRated,
}: {
  locationId: number;
  locationName: string;
  onRated?: () => void;
}) {
  const [preview, setPreview] = useState(0);
  const rating = useQuickRating(locationId, { onRated });
  const shown = rating.isPending ? (rating.variables ?? 0) : preview;
  return (
    <>
      <fieldset
        className="flex items-center gap-1"
        aria-label={`Rate ${locationName}`}
        aria-busy={rating.isPending}
        onPointerLeave={() => setPreview(0)}
      >
        {STAR_POSITIONS.map((stars) => (
          <button
            key={stars}
            type="button"
            data-star={stars}
            aria-label={`Rate ${stars} ${stars === 1 ? "star" : "stars"}`}
            disabled={rating.isPending}
            onPointerEnter={() => setPreview(stars)}
            onClick={() => rating.mutate(stars)}
            className="cursor-pointer rounded-md p-1 text-star transition-transform hover:scale-110 disabled:cursor-wait"
          >
            <Star
              aria-hidden
              strokeWidth={1.75}
              className={cn("size-7", stars <= shown ? "fill-current" : "fill-transparent")}
            />
          </button>
        ))}
      </fieldset>
      {isOfflineFailure(rating.error) && (
        <p role="status" className="mt-1 text-sm font-medium text-destructive">
          Not sent: you are offline.
        </p>
      )}
    </>
  );
}
