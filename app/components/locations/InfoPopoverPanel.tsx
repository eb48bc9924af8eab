import { Waves } from "lucide-react";
import { LocationLinks } from "#app/components/locations/LocationLinks";
import { InfoButton } from "./CardActionButtons";
import type { InfoPopoverLocation } from "./InfoPopover";
import { LocationRatingWidget } from "./LocationRatingWidget";
import { TitledPopover } from "./TitledPopover";

/** The info popover itself, loaded on demand by InfoPopover. */
export default function InfoPopoverPanel({
  location,
  open,
  onOpenChange,
}: {
  location: InfoPopoverLocation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <TitledPopover
      open={open}
      onOpenChange={onOpenChange}
      trigger={<InfoButton locationName={location.name} />}
      title={location.name}
      titleClassName="font-semibold leading-snug"
      contentClassName="max-h-[min(32rem,var(--radix-popover-content-available-height))] w-80 space-y-3 overflow-y-auto"
    >
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
    </TitledPopover>
  );
}
