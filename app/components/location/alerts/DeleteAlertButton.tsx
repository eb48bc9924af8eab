import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { type TideAlertView, useDeleteAlert } from "./useTideAlerts";

// Spec 4: "Delete needs confirmation."
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
  const remove = useDeleteAlert(locationId, { onDeleted: () => setOpen(false) });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Trash2 aria-hidden />
          Delete
        </Button>
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
