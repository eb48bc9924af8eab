import { useState } from "react";
import { StateSelector } from "#app/components/layout/StateSelector";
import { SelectedStateContext } from "#app/lib/selectedStateContext";
import { saveSelectedState } from "#app/lib/selectedStateStore";
import { addressForState, addressState } from "#core/stateAddress";
import { FOCUS_STATE_SELECTOR } from "./stateChoice";

export type StateSelectorIslandProps = {
  /** The preference the server rendered the page for (its cookie). */
  preference: string;
  pathname: string;
  search: string;
};

/**
 * The header's state selector on a page served with islands: the same control as on a hydrated
 * page, without the router. Choosing a state saves it and loads the page again: the state's
 * address where the page has one, else the same address, which the server renders for the new
 * cookie (what a hydrated page does by reading its data again). The entry's history state asks
 * the new page to focus the selector, where a hydrated page keeps the focus (page.ts).
 */
export default function StateSelectorIsland({ preference, pathname, search }: StateSelectorIslandProps) {
  const [chosen, setChosen] = useState(preference);
  const choose = (state: string) => {
    setChosen(state);
    saveSelectedState(state);
    const address = addressForState(pathname, search, state);
    const mark = { ...window.history.state, [FOCUS_STATE_SELECTOR]: true };
    if (address) window.history.pushState(mark, "", address);
    else window.history.replaceState(mark, "");
    window.location.reload();
  };
  return (
    <SelectedStateContext.Provider
      value={{ selectedState: addressState(pathname, search) ?? chosen, setSelectedState: choose }}
    >
      <StateSelector />
    </SelectedStateContext.Provider>
  );
}
