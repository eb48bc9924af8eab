import { cn } from "#app/lib/cn";
import type { MapAnswer, MapLocation } from "#app/lib/locationTypes";
import { IN_VIEW_LIMIT, inViewSummary, listedLocations } from "./inView";

/**
 * The locations the map shows with a pin of their own, as a plain list: the page's content
 * before the map loads (and for search engines), and a way to pick a location without aiming
 * at a pin. It is one server answer's (decision 021), so it stays short whatever the number of
 * locations. Choosing one fills the side panel and brings its pin into view.
 */
export function LocationsInView({
  answer,
  isError,
  selectedId,
  onChoose,
}: {
  answer: MapAnswer | undefined;
  isError: boolean;
  selectedId: number | null;
  onChoose: (location: MapLocation) => void;
}) {
  const shown = answer ? listedLocations(answer.locations, selectedId, IN_VIEW_LIMIT) : [];
  return (
    <section aria-labelledby="in-view-heading" className="mt-8">
      <h2 id="in-view-heading" className="text-xl font-semibold">
        Locations in view
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {answer
          ? inViewSummary(shown.length, answer.total)
          : isError
            ? "Error loading locations"
            : "Loading locations..."}
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
