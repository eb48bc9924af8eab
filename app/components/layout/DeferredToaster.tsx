import { useEffect } from "react";
import { onDemand, useOnDemand } from "#app/lib/onDemand";

const toaster = onDemand(() => import("#app/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toast region (Radix Toast) is not needed to show a page: its code loads right after the
 * page has hydrated, so it is there, F8 included, before a visitor can act. A toast raised
 * earlier waits in the store (use-toast) and shows when the region mounts.
 */
export function DeferredToaster() {
  const [Toaster, request] = useOnDemand(toaster);
  useEffect(request, [request]);
  return Toaster ? <Toaster /> : null;
}
