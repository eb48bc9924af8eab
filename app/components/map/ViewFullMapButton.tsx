import { Expand } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "#app/components/ui/button";

/** The button that opens a location's map dialog: the same before and after its code arrives. */
export function ViewFullMapButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" {...props}>
      <Expand aria-hidden />
      View Full Map
    </Button>
  );
}
