import type { LocationCardData } from "./cardData";
import { type HeadingLevel, LocationCard } from "./LocationCard";
import { useAverageRatings } from "./useAverageRatings";

// One responsive grid of location cards, used by the home sections and the search results.
// Ratings come from the shared ratings query (seeded by the page's loader).
export function LocationGrid({
  locations,
  label,
  headingLevel,
  showState = false,
  deferOffscreen = false,
}: {
  locations: (LocationCardData & { state?: string })[];
  /** Names the list for assistive technology, e.g. "Featured fishing locations". */
  label: string;
  headingLevel?: HeadingLevel;
  /** Each card names its spot's state beside its region (the search results span states). */
  showState?: boolean;
  /**
   * A long page of cards (a region's): the browser lays out and paints only the cards near the
   * screen, each held at a card's height meanwhile, so a phone's first load skips the rest.
   */
  deferOffscreen?: boolean;
}) {
  const ratings = useAverageRatings();
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {locations.map((location) => (
        <li
          key={location.id}
          className={
            deferOffscreen ? "[content-visibility:auto] [contain-intrinsic-size:auto_16rem]" : undefined
          }
        >
          <LocationCard
            location={location}
            averageRating={ratings.get(location.id)}
            headingLevel={headingLevel}
            state={showState ? location.state : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
