import { RateButton } from "./CardActionButtons";
import { RateStars } from "./RateStars";
import { TitledPopover } from "./TitledPopover";

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
  return (
    <TitledPopover
      open={open}
      onOpenChange={onOpenChange}
      trigger={<RateButton locationName={locationName} />}
      title={`Rate ${locationName}`}
      titleClassName="font-semibold"
      contentClassName="w-auto"
    >
      <p className="mb-2 text-sm text-muted-foreground">Click on stars to rate</p>
      <RateStars locationId={locationId} locationName={locationName} onRated={() => onOpenChange(false)} />
    </TitledPopover>
  );
}
