import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { Callout } from "#app/components/ui/callout";

/**
 * Beside a form's submit button when a send failed for want of a network: the form keeps what
 * was typed, and this says so (a status, so screen readers announce it).
 */
export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <Callout variant="caution" role="status">
      <WifiOff aria-hidden />
      <p>{children}</p>
    </Callout>
  );
}
