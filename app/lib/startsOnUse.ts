import { createContext, useContext } from "react";

/**
 * Whether the component is in an island started on first use (decision 045). A control that
 * needs scripts can then be in the server's HTML, shown by the page script, since a use of it
 * waits for the island's code; on a hydrated page it appears once the page has hydrated.
 */
export const StartsOnUseContext = createContext(false);

export function useStartsOnUse(): boolean {
  return useContext(StartsOnUseContext);
}
