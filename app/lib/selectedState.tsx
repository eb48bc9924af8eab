import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { addressForState, addressState } from "#core/stateAddress";
import { usePageStateLinks } from "./pageStateLinks";
import { SelectedStateContext } from "./selectedStateContext";
import { saveSelectedState, storedStateToShow } from "./selectedStateStore";

// docs/product.md "State selector": the chosen state lives in local storage (selectedState) and is
// mirrored in a cookie that the server reads (core/states.ts), so it renders that state's lists.
// A page whose address names a state (docs/product.md "State addresses") shows that state,
// whatever the preference says, and a spot's page its spot's state; choosing a state goes to its
// address and saves the preference.
export { SELECTED_STATE_COOKIE, selectedStateFromCookie } from "#core/states";
export { type SelectedState, useSelectedState } from "./selectedStateContext";

export function SelectedStateProvider({ initial, children }: { initial: string; children: React.ReactNode }) {
  const [preference, setPreference] = useState(initial);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const fromAddress = addressState(pathname, search);
  // A spot's page shows its spot's state, which only its loader knows.
  const fromPage = usePageStateLinks()?.state;

  const save = useCallback((state: string) => {
    setPreference(state);
    saveSelectedState(state);
  }, []);

  const choose = useCallback(
    (state: string) => {
      save(state);
      const address = addressForState(pathname, search, state);
      if (address) navigate(address);
      else revalidator.revalidate();
    },
    [save, pathname, search, navigate, revalidator],
  );

  // The preference is read at start-up; local storage is the source of truth. It changes what a
  // page without a state in its address shows, so the server's rendering is read again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const stored = storedStateToShow(initial);
    if (stored) {
      save(stored);
      revalidator.revalidate();
    }
  }, [save, revalidator, initial]);

  return (
    <SelectedStateContext.Provider
      value={{ selectedState: fromAddress ?? fromPage ?? preference, setSelectedState: choose }}
    >
      {children}
    </SelectedStateContext.Provider>
  );
}
