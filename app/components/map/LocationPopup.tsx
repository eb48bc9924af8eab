import { MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import { LocationLinks } from "#app/components/locations/LocationLinks";
import { RateStars } from "#app/components/locations/RateStars";
import type { Location } from "#app/lib/locationTypes";

// docs/product.md "Map page": a marker's popup with name, region, the quick-rating stars, and
// View Details and View Location links, both to /locations/{id}. The stars are the location
// card's (same request, toast and refetches).
export function LocationPopup({
  location,
  focusRequest,
  onClose,
}: {
  location: Pick<Location, "id" | "name" | "region">;
  /** Changes when the popup was opened from the keyboard: focus then moves into it. */
  focusRequest: number;
  onClose: () => void;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusRequest > 0) titleRef.current?.focus();
  }, [focusRequest]);
  // Escape closes the popup wherever focus is inside it: Leaflet listens for Escape only while
  // the map itself has focus.
  useEffect(() => {
    const root = rootRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    root?.addEventListener("keydown", onKeyDown);
    return () => root?.removeEventListener("keydown", onKeyDown);
  }, [onClose]);
  return (
    <div ref={rootRef} className="w-60 space-y-3">
      <div>
        <h2 ref={titleRef} tabIndex={-1} className="text-base leading-snug font-semibold">
          {location.name}
        </h2>
        <p className="mt-0.5 flex items-center gap-1 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden />
          {location.region}
        </p>
      </div>
      <div>
        <p className="text-xs text-muted-foreground">Click on stars to rate</p>
        <RateStars locationId={location.id} locationName={location.name} />
      </div>
      <LocationLinks locationId={location.id} />
    </div>
  );
}
