import { useState } from "react";
import { StateSelector } from "#app/components/layout/StateSelector";
import { SelectedStateContext } from "#app/lib/selectedStateContext";
import { addressState } from "#core/stateAddress";
import { FOCUS_STATE_SELECTOR, showStateByPageLoad } from "./stateChoice";

export type StateSelectorIslandProps = {
  /** The preference the server rendered the page for (its cookie). */
  preference: string;
  pathname: string;
  search: string;
  /** The state a page is about when its address names none (a spot's page: the spot's). */
  pageState?: string;
};

/**
 * The header's state selector on a page served with islands: the same control as on a hydrated
 * page, without the router. Choosing a state loads the page again (stateChoice.ts); the entry's
 * history state asks the new page to focus the selector, where a hydrated page keeps the focus
 * (page.ts).
 */
export default function StateSelectorIsland({
  preference,
  pathname,
  search,
  pageState,
}: StateSelectorIslandProps) {
  const [chosen, setChosen] = useState(preference);
  const choose = (state: string) => {
    setChosen(state);
    showStateByPageLoad({ pathname, search }, state, { [FOCUS_STATE_SELECTOR]: true });
  };
  return (
    <SelectedStateContext.Provider
      value={{
        selectedState: addressState(pathname, search) ?? pageState ?? chosen,
        setSelectedState: choose,
      }}
    >
      <StateSelector />
    </SelectedStateContext.Provider>
  );
}
