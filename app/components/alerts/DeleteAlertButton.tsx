import { onDemand, useOnDemandPopup } from "#app/lib/onDemand";
import { DeleteAlertTrigger } from "./DeleteAlertTrigger";
import type { TideAlertView } from "./useTideAlerts";

const deleteDialog = onDemand(() => import("./DeleteAlertDialog"));

// An alert's Delete button and its confirmation (DeleteAlertDialog), whose code loads when the
// button is first pointed at, focused or pressed (decision 023).
export function DeleteAlertButton({
  alert,
  token,
  locationId,
}: {
  alert: TideAlertView;
  token: string;
  locationId: number;
}) {
  const { Loaded: Dialog, open, setOpen, triggerProps } = useOnDemandPopup(deleteDialog);
  if (Dialog) {
    return <Dialog alert={alert} token={token} locationId={locationId} open={open} onOpenChange={setOpen} />;
  }
  return <DeleteAlertTrigger aria-haspopup="dialog" {...triggerProps} />;
}
