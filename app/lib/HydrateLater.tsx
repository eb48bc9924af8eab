import { type ReactNode, Suspense } from "react";
import { uses } from "./mechanisms";

/**
 * A server-rendered part of a page that React hydrates after the rest, in a render and commit of
 * its own. It is a Suspense boundary that never suspends: on hydration React leaves such a
 * boundary's HTML in place, commits the page around it, and hydrates it afterwards at low
 * priority, or at once when the visitor interacts with it (the event is replayed). A long page
 * then hydrates in several short tasks instead of ending in one long commit on a phone.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  if (!uses("hydrateInParts")) return children;
  return <Suspense fallback={null}>{children}</Suspense>;
}
