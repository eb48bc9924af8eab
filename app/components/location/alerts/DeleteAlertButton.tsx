import { useState } from "react";
import { onDemand, useOnDemand } from "~/lib/onDemand";
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
  const [open, setOpen] = useState(false);
  const [Dialog, request] = useOnDemand(deleteDialog);
  if (Dialog) {
    return <Dialog alert={alert} token={token} locationId={locationId} open={open} onOpenChange={setOpen} />;
  }
  return (
    <DeleteAlertTrigger
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={deleteDialog.preload}
      onFocus={deleteDialog.preload}
      onClick={() => {
        setOpen(true);
        request();
      }}
    />
  );
}
