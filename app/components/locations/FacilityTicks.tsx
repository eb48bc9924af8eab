import { cn } from "#app/lib/cn";
import { type AmenityFilter, hasAmenity } from "#core/filters";

// docs/product.md "Location card": yes/no ticks for Boat, Camp, Rest and Guide, read from the
// facilities with the matching of the filters ("Filter matching").
const TICKS: readonly { label: string; amenity: AmenityFilter }[] = [
  { label: "Boat", amenity: "boatLaunch" },
  { label: "Camp", amenity: "camping" },
  { label: "Rest", amenity: "restrooms" },
  { label: "Guide", amenity: "guides" },
];

// Text glyphs rather than icon SVGs: a directory page repeats this on every card.
export function FacilityTicks({ facilities }: { facilities: string[] | null | undefined }) {
  return (
    <ul aria-label="Facilities" className="grid grid-cols-4 gap-1.5 text-xs">
      {TICKS.map(({ label, amenity }) => {
        const yes = hasAmenity(facilities, amenity);
        return (
          <li
            key={label}
            className={cn(
              "flex items-center justify-center gap-1 rounded-md py-1 font-medium",
              yes ? "bg-secondary text-secondary-foreground" : "bg-muted text-muted-foreground",
            )}
          >
            <span aria-hidden className={yes ? "text-primary" : undefined}>
              {yes ? "✓" : "✕"}
            </span>
            {label}
            <span className="sr-only">{yes ? ": yes" : ": no"}</span>
          </li>
        );
      })}
    </ul>
  );
}
