import { saveSelectedState } from "#app/lib/selectedStateStore";
import { addressForState } from "#core/stateAddress";

/**
 * Marks the history entry whose page gives focus back to the state selector once loaded: a page
 * served with islands loads again after a state is chosen, where a hydrated page keeps the focus.
 */
export const FOCUS_STATE_SELECTOR = "focusStateSelector";

/**
 * Choosing a state on a page served with islands: the preference is saved and the page loads
 * again, at the state's address where the page has one, else at the same address, which the
 * server renders for the new cookie (what a hydrated page does by reading its data again).
 */
export function showStateByPageLoad(
  { pathname, search }: { pathname: string; search: string },
  state: string,
  entryState: Record<string, unknown> = {},
): void {
  saveSelectedState(state);
  const address = addressForState(pathname, search, state);
  const mark = { ...window.history.state, ...entryState };
  if (address) window.history.pushState(mark, "", address);
  else window.history.replaceState(mark, "");
  window.location.reload();
}
