import { cn } from "~/lib/cn";
import type { Location } from "~/lib/locationTypes";
import { locationPoint } from "../../../core/maps";
import { type Bounds, itemsInView } from "./viewport";

// Enough to scan at a glance; zooming in narrows the list.
export const IN_VIEW_LIMIT = 24;

const positionOf = (location: Location) => locationPoint(location.latitude, location.longitude);

/**
 * The locations the map shows, as a plain list: the page's content before the map loads (and
 * for search engines), and a way to pick a location without aiming at a pin. Choosing one fills
 * the side panel and brings it into view.
 */
export function LocationsInView({
  locations,
  bounds,
  selectedId,
  onChoose,
}: {
  locations: readonly Location[];
  bounds: Bounds | null;
  selectedId: number | null;
  onChoose: (location: Location) => void;
}) {
  const { shown, total } = itemsInView(locations, positionOf, bounds, IN_VIEW_LIMIT);
  return (
    <section aria-labelledby="in-view-heading" className="mt-8">
      <h2 id="in-view-heading" className="text-xl font-semibold">
        Locations in view
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {total === 0
          ? "No locations in this part of the map."
          : total > shown.length
            ? `Showing ${shown.length} of ${total} locations in view. Zoom in to narrow the list.`
            : `${total} ${total === 1 ? "location" : "locations"} in view.`}
      </p>
      {shown.length > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((location) => (
            <li key={location.id}>
              <button
                type="button"
                aria-pressed={location.id === selectedId}
                onClick={() => onChoose(location)}
                className={cn(
                  "flex w-full cursor-pointer flex-col items-start rounded-lg border bg-card px-3 py-2 text-left transition-colors hover:bg-muted",
                  location.id === selectedId && "border-primary ring-1 ring-primary",
                )}
              >
                <span className="font-medium">{location.name}</span>
                <span className="text-xs text-muted-foreground">{location.region}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
