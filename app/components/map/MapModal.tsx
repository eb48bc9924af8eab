import { onDemand, useOnDemandPopup } from "#app/lib/onDemand";
import { ViewFullMapButton } from "./ViewFullMapButton";

const mapDialog = onDemand(() => import("./MapModalDialog"));

/**
 * A location's "View Full Map" button and the map dialog it opens (MapModalDialog). The dialog's
 * code (Radix Dialog, focus and scroll management) loads when the button is first pointed at,
 * focused or pressed (decision 023); until then this button, drawn the same, stands in.
 */
export function MapModal({
  name,
  latitude,
  longitude,
}: {
  name: string;
  latitude: string;
  longitude: string;
}) {
  const { Loaded: Dialog, open, setOpen, triggerProps } = useOnDemandPopup(mapDialog);
  if (Dialog) {
    return (
      <Dialog name={name} latitude={latitude} longitude={longitude} open={open} onOpenChange={setOpen} />
    );
  }
  return <ViewFullMapButton aria-haspopup="dialog" {...triggerProps} />;
}
