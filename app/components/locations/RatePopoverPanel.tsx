import { useId } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { RateButton } from "./CardActionButtons";
import { RateStars } from "./RateStars";

/** The rate popover itself, loaded on demand by RatePopover. */
export default function RatePopoverPanel({
  locationId,
  locationName,
  open,
  onOpenChange,
}: {
  locationId: number;
  locationName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const titleId = useId();
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <RateButton locationName={locationName} />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={titleId} className="w-auto">
        <p id={titleId} className="font-semibold">
          Rate {locationName}
        </p>
        <p className="mb-2 text-sm text-muted-foreground">Click on stars to rate</p>
        <RateStars locationId={locationId} locationName={locationName} onRated={() => onOpenChange(false)} />
      </PopoverContent>
    </Popover>
  );
}
