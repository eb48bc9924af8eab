import { memo } from "react";
import type { LocationCardData } from "#app/components/locations/cardData";
import { LocationCard } from "#app/components/locations/LocationCard";
import { useAverageRatings } from "#app/components/locations/useAverageRatings";
import { PANEL_BELOW_THE_FOLD } from "#app/lib/belowTheFold";
import { cn } from "#app/lib/cn";
import { batchRanges } from "./progressiveCards";
import { useProgressiveCount } from "./useProgressiveCount";

/**
 * The directory's scrolling panel of cards (decision 008, amended). The server renders the first
 * `initialCount`; after hydration further batches follow as the visitor scrolls the panel or
 * tabs through it, so a long list never renders in one long task or fills the page with nodes.
 * Remount it (a `key`) to start again from the first batch.
 */
export function DirectoryCards({
  locations,
  label,
  initialCount,
}: {
  locations: LocationCardData[];
  /** Names the list for assistive technology. */
  label: string;
  /** Cards in the server's HTML: the first batch, or every card when the URL asked for more. */
  initialCount: number;
}) {
  const ratings = useAverageRatings();
  const total = locations.length;
  const { count, panelRef, sentinelRef, onFocus } = useProgressiveCount({ total, initial: initialCount });

  return (
    // A panel of its own height: the directory can list dozens of spots, and the sections after it
    // (docs/product.md "Home page") stay within reach. Positioned, so that the cards' visually
    // hidden texts are clipped by it instead of stretching the page.
    <div
      ref={panelRef}
      className={cn(
        "relative max-h-[min(58rem,80vh)] overflow-y-auto overscroll-contain rounded-xl border bg-muted/40 p-3 sm:p-4",
        PANEL_BELOW_THE_FOLD,
      )}
    >
      <ul aria-label={label} onFocus={onFocus} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {batchRanges(count).map(([start, end]) => (
          <CardBatch
            key={start}
            locations={locations}
            start={start}
            end={end}
            total={total}
            ratings={ratings}
          />
        ))}
      </ul>
      {count < total && <div ref={sentinelRef} aria-hidden className="h-px" />}
    </div>
  );
}

/**
 * One batch of cards. Memoised, so a new batch renders its own cards only; the earlier ones
 * render again only when the ratings change.
 */
const CardBatch = memo(function CardBatch({
  locations,
  start,
  end,
  total,
  ratings,
}: {
  locations: LocationCardData[];
  start: number;
  end: number;
  total: number;
  ratings: ReadonlyMap<number, number>;
}) {
  return locations.slice(start, end).map((location, offset) => (
    // The list's full length and each card's place in it, for assistive technology: the
    // cards not rendered yet still count.
    <li key={location.id} aria-setsize={total} aria-posinset={start + offset + 1}>
      <LocationCard location={location} averageRating={ratings.get(location.id)} />
    </li>
  ));
});
