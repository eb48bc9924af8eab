import type { Location } from "#app/lib/locationTypes";
import { onDemand, useOnDemandPopup } from "#app/lib/onDemand";
import { InfoButton } from "./CardActionButtons";

const infoPanel = onDemand(() => import("./InfoPopoverPanel"));

export type InfoPopoverLocation = Pick<Location, "id" | "name" | "description" | "tideInfo">;

// docs/product.md "Info popover": the description, tide info, a rating widget, and View Details
// and View Location links (both to /locations/{id}).
// The popover's code loads when the button is first pointed at, focused or pressed.
export function InfoPopover({ location }: { location: InfoPopoverLocation }) {
  const { Loaded: Panel, open, setOpen, triggerProps } = useOnDemandPopup(infoPanel);
  if (Panel) return <Panel location={location} open={open} onOpenChange={setOpen} />;
  return <InfoButton locationName={location.name} {...triggerProps} />;
}
