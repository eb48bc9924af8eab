import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { addressForState, addressState } from "#core/stateAddress";
import { DEFAULT_STATE, selectedStateCookie, US_STATES } from "#core/states";
import { readStorage, STORAGE_KEYS, tryWriteStorage } from "./storage";

// docs/product.md "State selector": the chosen state lives in local storage (selectedState) and is
// mirrored in a cookie that the server reads (core/states.ts), so it renders that state's lists.
// A page whose address names a state (docs/product.md "State addresses") shows that state,
// whatever the preference says; choosing a state goes to its address and saves the preference.
export { SELECTED_STATE_COOKIE, selectedStateFromCookie } from "#core/states";

function writeCookie(state: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie, made by the cookie package, is all the server reads
  document.cookie = selectedStateCookie(state);
}

type SelectedState = {
  /** The state the page shows: the address's, else the visitor's preference. */
  selectedState: string;
  /** Saves the preference and shows that state (its address, where the page has one). */
  setSelectedState: (state: string) => void;
};

const SelectedStateContext = createContext<SelectedState>({
  selectedState: DEFAULT_STATE,
  setSelectedState: () => {},
});

export function SelectedStateProvider({ initial, children }: { initial: string; children: React.ReactNode }) {
  const [preference, setPreference] = useState(initial);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const fromAddress = addressState(pathname, search);

  const save = useCallback((state: string) => {
    setPreference(state);
    tryWriteStorage(STORAGE_KEYS.selectedState, state);
    writeCookie(state);
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
    const stored = readStorage(STORAGE_KEYS.selectedState);
    if (stored && stored !== initial && (US_STATES as readonly string[]).includes(stored)) {
      save(stored);
      revalidator.revalidate();
    } else if (!stored) tryWriteStorage(STORAGE_KEYS.selectedState, initial);
  }, [save, revalidator, initial]);

  return (
    <SelectedStateContext.Provider
      value={{ selectedState: fromAddress ?? preference, setSelectedState: choose }}
    >
      {children}
    </SelectedStateContext.Provider>
  );
}

export function useSelectedState(): SelectedState {
  return useContext(SelectedStateContext);
}
