import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog";
import { DeleteAlertTrigger } from "./DeleteAlertTrigger";
import { type TideAlertView, useDeleteAlert } from "./useTideAlerts";

/** Delete asks first (docs/product.md "Tide Alerts tab"): the dialog, loaded by DeleteAlertButton. */
export default function DeleteAlertDialog({
  alert,
  token,
  locationId,
  open,
  onOpenChange,
}: {
  alert: TideAlertView;
  token: string;
  locationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAlert(locationId, { onDeleted: () => onOpenChange(false) });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <DeleteAlertTrigger />
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>Delete this tide alert?</DialogTitle>
        <DialogDescription>
          {`Notifications to ${alert.email} for ${alert.locationName} stop for good. This cannot be undone.`}
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ alert, token })}
          >
            {remove.isPending ? "Deleting..." : "Delete Alert"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
