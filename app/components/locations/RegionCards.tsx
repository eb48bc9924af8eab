import { CARD_BATCH } from "#app/components/home/progressiveCards";
import { useProgressiveCount } from "#app/components/home/useProgressiveCount";
import type { LocationCardData } from "./cardData";
import { LocationGrid } from "./LocationGrid";

/**
 * Cards of a region in the server's HTML: two screens' worth on a wide display. A region of a
 * hundred spots and more written out whole doubled a phone's work to open the page (decision 057).
 */
export const REGION_FIRST_CARDS = 24;

/** The address that lists every card of the region in the server's HTML (no JavaScript needed). */
export const ALL_CARDS_PARAM = "all";

/**
 * A region's cards: the first ones from the server, then a batch at a time as the visitor nears
 * the end of the list. Its end starts the island when near (decision 045), so scrolling is all
 * it takes. Without JavaScript, a link asks the server for every card.
 */
export function RegionCards({
  locations,
  label,
  initialCount,
}: {
  locations: LocationCardData[];
  label: string;
  /** Cards in the server's HTML: the first ones, or all when the address asked for them. */
  initialCount: number;
}) {
  const total = locations.length;
  const { count, sentinelRef } = useProgressiveCount({ total, initial: initialCount, batch: CARD_BATCH * 2 });

  return (
    <div className="space-y-4">
      <LocationGrid locations={locations.slice(0, count)} label={label} headingLevel="h2" deferOffscreen />
      {count < total && (
        <div ref={sentinelRef} data-starts-island-near>
          {/* A whole document: the server writes every card into it. */}
          <a
            href={`?${ALL_CARDS_PARAM}=1`}
            className="text-sm font-medium text-primary underline underline-offset-4"
          >
            {`Show all ${total} spots`}
          </a>
        </div>
      )}
    </div>
  );
}
