/**
 * Marks the history entry whose page gives focus back to the state selector once loaded: a page
 * served with islands loads again after a state is chosen, where a hydrated page keeps the focus.
 */
export const FOCUS_STATE_SELECTOR = "focusStateSelector";
