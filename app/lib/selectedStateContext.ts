import { createContext, useContext } from "react";
import { DEFAULT_STATE } from "#core/states";

// The chosen state as components read it, without the router: a hydrated page's provider
// (selectedState.tsx) and the state selector's island (app/islands/StateSelectorIsland.tsx)
// both fill it.

export type SelectedState = {
  /** The state the page shows: the address's, else the visitor's preference. */
  selectedState: string;
  /** Saves the preference and shows that state (its address, where the page has one). */
  setSelectedState: (state: string) => void;
};

export const SelectedStateContext = createContext<SelectedState>({
  selectedState: DEFAULT_STATE,
  setSelectedState: () => {},
});

export function useSelectedState(): SelectedState {
  return useContext(SelectedStateContext);
}
