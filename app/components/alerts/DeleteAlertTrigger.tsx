import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "#app/components/ui/button";

/** An alert's Delete button: the same before and after its confirmation dialog's code arrives. */
export function DeleteAlertTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" size="sm" {...props}>
      <Trash2 aria-hidden />
      Delete
    </Button>
  );
}
