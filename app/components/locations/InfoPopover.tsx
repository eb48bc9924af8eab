import { Info, Waves } from "lucide-react";
import { useId } from "react";
import { LocationLinks } from "~/components/locations/LocationLinks";
import { Button } from "~/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import type { Location } from "~/lib/locationTypes";
import { LocationRatingWidget } from "./LocationRatingWidget";

// Spec 2 "Location card": "An info button opens a popover with the description, tide info, a
// rating widget, and View Details and View Location links" (both to /locations/{id}).
export function InfoPopover({
  location,
}: {
  location: Pick<Location, "id" | "name" | "description" | "tideInfo">;
}) {
  const titleId = useId();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Info about ${location.name}`}>
          <Info aria-hidden />
          Info
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-labelledby={titleId}
        className="max-h-[min(32rem,var(--radix-popover-content-available-height))] w-80 space-y-3 overflow-y-auto"
      >
        <p id={titleId} className="font-semibold leading-snug">
          {location.name}
        </p>
        <p className="text-sm text-muted-foreground">{location.description}</p>
        <div className="rounded-md bg-muted p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium">
            <Waves className="size-4 text-primary" aria-hidden />
            Tide info
          </p>
          <p className="mt-1 text-muted-foreground">
            {location.tideInfo ?? "No tide information for this location."}
          </p>
        </div>
        <LocationRatingWidget locationId={location.id} locationName={location.name} />
        <LocationLinks locationId={location.id} className="pt-1" />
      </PopoverContent>
    </Popover>
  );
}
