import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { displayName } from "#core/fishTypes";
import type { LocationCardData } from "./cardData";
import { FacilityTicks } from "./FacilityTicks";
import { InfoPopover } from "./InfoPopover";
import { RatePopover } from "./RatePopover";
import { StarRating } from "./StarRating";

export type HeadingLevel = "h2" | "h3";

// docs/product.md "Location card": name linking to /locations/{id}, the average rating when one exists,
// region, fish type chips, best seasons, the Boat/Camp/Rest/Guide ticks, and the rate and info
// buttons. Kept lean in markup: the directory renders dozens of these.
export function LocationCard({
  location,
  averageRating,
  headingLevel: Heading = "h3",
  state,
}: {
  location: LocationCardData;
  /** The spot's state, named after its region where a list spans states (search results). */
  state?: string;
  averageRating: number | undefined;
  headingLevel?: HeadingLevel;
}) {
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div>
        <Heading className="text-lg leading-snug font-semibold">
          <Link to={`/locations/${location.id}`} className="hover:text-primary hover:underline">
            {location.name}
          </Link>
        </Heading>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
          <p className="flex items-center gap-1 text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {state ? `${location.region}, ${state}` : location.region}
          </p>
          {averageRating !== undefined ? (
            <StarRating average={averageRating} />
          ) : (
            <p className="text-muted-foreground">Not rated yet</p>
          )}
        </div>
      </div>

      <ul aria-label="Fish types" className="flex flex-wrap gap-1.5 text-xs font-medium">
        {location.fishTypes.map((fishType) => (
          <li key={fishType} className="rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground">
            {displayName(fishType)}
          </li>
        ))}
      </ul>

      <p className="text-sm">
        <span className="text-muted-foreground">Best seasons: </span>
        <span className="font-medium">{location.bestSeasons}</span>
      </p>

      <FacilityTicks facilities={location.facilities} />

      <div className="mt-auto flex gap-2 pt-1">
        <RatePopover locationId={location.id} locationName={location.name} />
        <InfoPopover location={location} />
      </div>
    </article>
  );
}
