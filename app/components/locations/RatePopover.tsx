import { onDemand, useOnDemandPopup } from "#app/lib/onDemand";
import { RateButton } from "./CardActionButtons";

const ratePanel = onDemand(() => import("./RatePopoverPanel"));

// docs/product.md "Quick rating": a rate button opens a popover with five clickable stars and the
// hint Click on stars to rate; it closes once the rating is sent.
// The popover's code loads when the button is first pointed at, focused or pressed.
export function RatePopover({ locationId, locationName }: { locationId: number; locationName: string }) {
  const { Loaded: Panel, open, setOpen, triggerProps } = useOnDemandPopup(ratePanel);
  if (Panel) {
    return <Panel locationId={locationId} locationName={locationName} open={open} onOpenChange={setOpen} />;
  }
  return <RateButton locationName={locationName} {...triggerProps} />;
}
