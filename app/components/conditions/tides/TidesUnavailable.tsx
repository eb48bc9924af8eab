import { Info } from "lucide-react";
import { Callout } from "#app/components/ui/callout";

/** Said wherever predictions were asked for and could not be computed; the page still renders. */
export function TidesUnavailable() {
  return (
    <Callout variant="caution">
      <Info aria-hidden />
      <p>Tide predictions are unavailable right now.</p>
    </Callout>
  );
}
