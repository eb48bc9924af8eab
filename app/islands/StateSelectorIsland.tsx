import { useState } from "react";
import { StateSelector } from "#app/components/layout/StateSelector";
import { SelectedStateContext } from "#app/lib/selectedStateContext";
import { saveSelectedState } from "#app/lib/selectedStateStore";
import { addressForState, addressState } from "#core/stateAddress";

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
 * cookie (what a hydrated page does by reading its data again).
 */
export default function StateSelectorIsland({ preference, pathname, search }: StateSelectorIslandProps) {
  const [chosen, setChosen] = useState(preference);
  const choose = (state: string) => {
    setChosen(state);
    saveSelectedState(state);
    const address = addressForState(pathname, search, state);
    if (address) window.location.assign(address);
    else window.location.reload();
  };
  return (
    <SelectedStateContext.Provider
      value={{ selectedState: addressState(pathname, search) ?? chosen, setSelectedState: choose }}
    >
      <StateSelector />
    </SelectedStateContext.Provider>
  );
}
